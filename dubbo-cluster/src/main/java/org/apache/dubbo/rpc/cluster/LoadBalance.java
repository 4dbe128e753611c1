package org.apache.dubbo.rpc.cluster;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.Adaptive;
import org.apache.dubbo.common.extension.SPI;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;

/** Picks the provider for one call among candidates; chosen by the {@code loadbalance} attribute. */
@SPI("random")
public interface LoadBalance {

    /**
     * @param invokers the candidates, never modified
     * @param url      the consumer URL
     * @return one of {@code invokers}, or {@code null} when there are none
     */
    @Adaptive("loadbalance")
    <T> Invoker<T> select(List<Invoker<T>> invokers, URL url, Invocation invocation) throws RpcException;
}
