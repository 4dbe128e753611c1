package com.example.ext;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.loadbalance.AbstractLoadBalance;

/** {@code loadbalance=first}: always the first provider with weight. */
public class FirstLoadBalance extends AbstractLoadBalance {

    @Override
    protected <T> Invoker<T> doSelect(List<Invoker<T>> invokers, URL url, Invocation invocation) {
        Counters.hit("loadbalance");
        for (Invoker<T> invoker : invokers) {
            if (getWeight(invoker, invocation) > 0) {
                return invoker;
            }
        }
        return invokers.get(0);
    }
}
