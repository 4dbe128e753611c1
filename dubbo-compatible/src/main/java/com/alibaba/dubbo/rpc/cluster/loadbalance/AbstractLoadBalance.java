package com.alibaba.dubbo.rpc.cluster.loadbalance;

import java.util.List;

import com.alibaba.dubbo.common.URL;
import com.alibaba.dubbo.rpc.Invocation;
import com.alibaba.dubbo.rpc.Invoker;
import com.alibaba.dubbo.rpc.cluster.LoadBalance;

/**
 * Dubbo 2.6's load balancer base: no selection among fewer than two invokers, and {@link #getWeight} with the
 * provider's weight warmed up over its uptime exactly as Dubbo Tuned's own balancers compute it.
 */
@Deprecated
public abstract class AbstractLoadBalance implements LoadBalance {

    private static final Weights WEIGHTS = new Weights();

    @Override
    public <T> Invoker<T> select(List<Invoker<T>> invokers, URL url, Invocation invocation) {
        if (invokers == null || invokers.isEmpty()) {
            return null;
        }
        if (invokers.size() == 1) {
            return invokers.get(0);
        }
        return doSelect(invokers, url, invocation);
    }

    protected abstract <T> Invoker<T> doSelect(List<Invoker<T>> invokers, URL url, Invocation invocation);

    /** The invoker's weight for this call, reduced while the provider warms up. */
    protected int getWeight(Invoker<?> invoker, Invocation invocation) {
        org.apache.dubbo.rpc.Invoker<?> current = invoker.getOriginal() != null ? invoker.getOriginal() : invoker;
        org.apache.dubbo.rpc.Invocation currentInvocation = invocation.getOriginal() != null
                ? invocation.getOriginal() : invocation;
        return WEIGHTS.weight(current, currentInvocation);
    }

    /** Dubbo Tuned's weight computation, reached through the one class that owns it. */
    private static final class Weights extends org.apache.dubbo.rpc.cluster.loadbalance.AbstractLoadBalance {

        int weight(org.apache.dubbo.rpc.Invoker<?> invoker, org.apache.dubbo.rpc.Invocation invocation) {
            return getWeight(invoker, invocation);
        }

        @Override
        protected <T> org.apache.dubbo.rpc.Invoker<T> doSelect(List<org.apache.dubbo.rpc.Invoker<T>> invokers,
                                                               org.apache.dubbo.common.URL url,
                                                               org.apache.dubbo.rpc.Invocation invocation) {
            throw new UnsupportedOperationException("weights only");
        }
    }
}
