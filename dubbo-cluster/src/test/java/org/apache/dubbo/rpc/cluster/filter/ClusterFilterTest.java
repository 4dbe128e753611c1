package org.apache.dubbo.rpc.cluster.filter;

import java.util.List;

import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.Cluster;
import org.apache.dubbo.rpc.cluster.DemoService;
import org.apache.dubbo.rpc.cluster.Directories;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.cluster.FakeInvoker;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.apache.dubbo.rpc.cluster.LoadBalance;
import org.apache.dubbo.rpc.cluster.support.AbstractClusterInvoker;
import org.apache.dubbo.rpc.cluster.support.wrapper.AbstractCluster;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Cluster filters run once per call around the strategy, and users' strategies are built the Apache way. */
class ClusterFilterTest {

    @BeforeEach
    void reset() {
        CountingClusterFilter.CALLS.set(0);
    }

    @AfterEach
    void forget() {
        ExtensionLoader.resetExtensionLoader(Cluster.class);
    }

    @Test
    void anActivatedClusterFilterRunsOnceAroundFailoverRetries() {
        java.util.concurrent.atomic.AtomicInteger attempts = new java.util.concurrent.atomic.AtomicInteger();
        FakeInvoker flaky = FakeInvoker.named("a").answering(invocation -> {
            if (attempts.incrementAndGet() % 2 == 1) {
                throw new RpcException(RpcException.NETWORK_EXCEPTION, "down");
            }
            return org.apache.dubbo.rpc.AsyncRpcResult.newDefaultAsyncResult("ok", invocation);
        });
        Directory<DemoService> directory = Directories.of(Directories.consumerUrl("counted", "true"), flaky);

        Invoker<DemoService> invoker = ExtensionLoader.getExtensionLoader(Cluster.class).getExtension("failover")
                .join(directory);
        Result first = invoker.invoke(Invocations.sync("sayHello", "x"));
        Result second = invoker.invoke(Invocations.sync("sayHello", "y"));

        assertEquals("ok", first.getValue());
        assertEquals("ok", second.getValue());
        assertEquals(4, flaky.calls(), "each call failed once and was retried");
        assertEquals(2, CountingClusterFilter.CALLS.get());
        assertEquals("cluster-filter", flaky.invocations().get(1).getAttachment("seen-by"));
    }

    @Test
    void aClusterFilterIsNotRunWithoutItsConditionOrWhenTheChainIsNotBuilt() {
        FakeInvoker working = FakeInvoker.named("b").returning("ok");
        Cluster failover = ExtensionLoader.getExtensionLoader(Cluster.class).getExtension("failover");

        failover.join(Directories.of(Directories.consumerUrl(), working)).invoke(Invocations.sync("sayHello", "x"));
        failover.join(Directories.of(Directories.consumerUrl("counted", "true"), working), false)
                .invoke(Invocations.sync("sayHello", "x"));

        assertEquals(0, CountingClusterFilter.CALLS.get());
    }

    @Test
    void aClusterFilterNamedByTheFilterAttributeRuns() {
        FakeInvoker working = FakeInvoker.named("b").returning("ok");
        ExtensionLoader.getExtensionLoader(Cluster.class).getExtension("failfast")
                .join(Directories.of(Directories.consumerUrl("reference.filter", "counting"), working))
                .invoke(Invocations.sync("sayHello", "x"));

        assertEquals(1, CountingClusterFilter.CALLS.get());
    }

    @Test
    void aUserClusterWrittenAgainstAbstractClusterJoinsWithMockAndFilters() {
        ExtensionLoader.getExtensionLoader(Cluster.class).addExtension("lastone", LastOneCluster.class);
        FakeInvoker a = FakeInvoker.named("a").returning("from a");
        FakeInvoker b = FakeInvoker.named("b").returning("from b");

        Invoker<DemoService> invoker = ExtensionLoader.getExtensionLoader(Cluster.class).getExtension("lastone")
                .join(Directories.of(Directories.consumerUrl("counted", "true"), a, b));

        assertEquals("from b", invoker.invoke(Invocations.sync("sayHello", "x")).getValue());
        assertEquals(1, CountingClusterFilter.CALLS.get());
    }

    /** Always calls the last provider, through the helpers Apache's AbstractClusterInvoker offers. */
    public static class LastOneCluster extends AbstractCluster {
        @Override
        protected <T> AbstractClusterInvoker<T> doJoin(Directory<T> directory) throws RpcException {
            return new AbstractClusterInvoker<T>(directory) {
                @Override
                protected Result doInvoke(Invocation invocation, List<Invoker<T>> invokers, LoadBalance loadbalance)
                        throws RpcException {
                    checkInvokers(invokers, invocation);
                    return invokeWithContext(invokers.get(invokers.size() - 1), invocation);
                }
            };
        }
    }
}
