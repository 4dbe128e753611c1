package com.example.ext;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.cluster.LoadBalance;
import org.apache.dubbo.rpc.cluster.support.AbstractClusterInvoker;
import org.apache.dubbo.rpc.cluster.support.wrapper.AbstractCluster;

/** {@code cluster=twotries}: a strategy written the Apache way, trying at most two providers. */
public class TwoTriesCluster extends AbstractCluster {

    @Override
    protected <T> AbstractClusterInvoker<T> doJoin(Directory<T> directory) throws RpcException {
        Counters.hit("cluster-join");
        return new AbstractClusterInvoker<T>(directory) {
            @Override
            protected Result doInvoke(Invocation invocation, List<Invoker<T>> invokers, LoadBalance loadbalance)
                    throws RpcException {
                Counters.hit("cluster-invoke");
                checkInvokers(invokers, invocation);
                List<Invoker<T>> tried = new ArrayList<>();
                RpcException last = null;
                for (int attempt = 0; attempt < 2; attempt++) {
                    Invoker<T> invoker = select(loadbalance, invocation, invokers, tried);
                    tried.add(invoker);
                    try {
                        return invokeWithContext(invoker, invocation);
                    } catch (RpcException e) {
                        last = e;
                    }
                }
                throw last;
            }
        };
    }
}
