package com.alibaba.dubbo.rpc.cluster;

import java.util.List;

import com.alibaba.dubbo.common.URL;
import com.alibaba.dubbo.rpc.Invocation;
import com.alibaba.dubbo.rpc.Invoker;
import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's load balancer extension point: selects among 2.6 invokers. Registered in
 * {@code META-INF/dubbo/com.alibaba.dubbo.rpc.cluster.LoadBalance} and named by {@code loadbalance=}, it balances
 * Dubbo Tuned's calls: the current {@link #select(List, org.apache.dubbo.common.URL, org.apache.dubbo.rpc.Invocation)}
 * presents the invokers in their 2.6 form and returns the current invoker of the one selected.
 */
@Deprecated
public interface LoadBalance extends org.apache.dubbo.rpc.cluster.LoadBalance {

    <T> Invoker<T> select(List<Invoker<T>> invokers, URL url, Invocation invocation)
            throws org.apache.dubbo.rpc.RpcException;

    @Override
    default <T> org.apache.dubbo.rpc.Invoker<T> select(List<org.apache.dubbo.rpc.Invoker<T>> invokers,
                                                      org.apache.dubbo.common.URL url,
                                                      org.apache.dubbo.rpc.Invocation invocation)
            throws org.apache.dubbo.rpc.RpcException {
        return LegacyForms.current(select(LegacyForms.invokers(invokers), LegacyForms.url(url),
                LegacyForms.invocation(invocation)));
    }
}
