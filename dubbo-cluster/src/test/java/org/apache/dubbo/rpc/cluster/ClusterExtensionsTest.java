package org.apache.dubbo.rpc.cluster;

import java.util.List;
import java.util.Set;

import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.loadbalance.ConsistentHashLoadBalance;
import org.apache.dubbo.rpc.cluster.loadbalance.LeastActiveLoadBalance;
import org.apache.dubbo.rpc.cluster.loadbalance.RandomLoadBalance;
import org.apache.dubbo.rpc.cluster.loadbalance.RoundRobinLoadBalance;
import org.apache.dubbo.rpc.cluster.loadbalance.ShortestResponseLoadBalance;
import org.apache.dubbo.rpc.cluster.support.AvailableCluster;
import org.apache.dubbo.rpc.cluster.support.BroadcastCluster;
import org.apache.dubbo.rpc.cluster.support.FailbackCluster;
import org.apache.dubbo.rpc.cluster.support.FailfastCluster;
import org.apache.dubbo.rpc.cluster.support.FailoverCluster;
import org.apache.dubbo.rpc.cluster.support.FailsafeCluster;
import org.apache.dubbo.rpc.cluster.support.ForkingCluster;
import org.apache.dubbo.rpc.cluster.support.wrapper.MockClusterInvoker;
import org.apache.dubbo.rpc.cluster.support.wrapper.MockClusterWrapper;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClusterExtensionsTest {

    private final ExtensionLoader<Cluster> clusters = ExtensionLoader.getExtensionLoader(Cluster.class);
    private final ExtensionLoader<LoadBalance> balancers = ExtensionLoader.getExtensionLoader(LoadBalance.class);

    @Test
    void clustersHaveTheUpstreamNamesAndFailoverIsTheDefault() {
        assertEquals(Set.of("failover", "failfast", "failsafe", "failback", "forking", "broadcast", "available",
                        "mergeable", "zone-aware"),
                clusters.getSupportedExtensions());
        assertEquals("failover", clusters.getDefaultExtensionName());
        assertInstanceOf(FailoverCluster.class, clusters.getExtension("failover", false));
        assertInstanceOf(FailfastCluster.class, clusters.getExtension("failfast", false));
        assertInstanceOf(FailsafeCluster.class, clusters.getExtension("failsafe", false));
        assertInstanceOf(FailbackCluster.class, clusters.getExtension("failback", false));
        assertInstanceOf(ForkingCluster.class, clusters.getExtension("forking", false));
        assertInstanceOf(BroadcastCluster.class, clusters.getExtension("broadcast", false));
        assertInstanceOf(AvailableCluster.class, clusters.getExtension("available", false));
    }

    @Test
    void everyClusterIsWrappedForMock() {
        for (String name : clusters.getSupportedExtensions()) {
            assertInstanceOf(MockClusterWrapper.class, clusters.getExtension(name));
        }
        Cluster wrapped = Cluster.getCluster(FrameworkModel.defaultModel().defaultApplication(), "");
        assertInstanceOf(FailoverCluster.class, ((MockClusterWrapper) wrapped).getCluster());
        assertInstanceOf(FailfastCluster.class, Cluster.getCluster(null, "failfast", false));
    }

    @Test
    void adaptiveClusterFollowsTheClusterKeyOfTheDirectoryUrl() {
        Cluster adaptive = clusters.getAdaptiveExtension();
        Directory<DemoService> broadcast = Directories.of(Directories.consumerUrl("cluster", "broadcast"),
                FakeInvoker.named("a"));
        Directory<DemoService> byDefault = Directories.of(Directories.consumerUrl(), FakeInvoker.named("b"));

        Invoker<DemoService> joined = adaptive.join(broadcast);
        Invoker<DemoService> joinedWithFlag = adaptive.join(byDefault, true);

        assertInstanceOf(MockClusterInvoker.class, joined);
        assertTrue(joined.toString().startsWith("MockClusterInvoker[BroadcastClusterInvoker["), joined.toString());
        assertTrue(joinedWithFlag.toString().startsWith("MockClusterInvoker[FailoverClusterInvoker["),
                joinedWithFlag.toString());
    }

    @Test
    void loadBalancersHaveTheUpstreamNamesAndRandomIsTheDefault() {
        assertEquals(Set.of("random", "roundrobin", "leastactive", "consistenthash", "shortestresponse"),
                balancers.getSupportedExtensions());
        assertInstanceOf(RandomLoadBalance.class, balancers.getDefaultExtension());
        assertInstanceOf(RoundRobinLoadBalance.class, balancers.getExtension("roundrobin"));
        assertInstanceOf(LeastActiveLoadBalance.class, balancers.getExtension("leastactive"));
        assertInstanceOf(ConsistentHashLoadBalance.class, balancers.getExtension("consistenthash"));
        assertInstanceOf(ShortestResponseLoadBalance.class, balancers.getExtension("shortestresponse"));
    }

    @Test
    void adaptiveLoadBalanceFollowsTheLoadbalanceKey() {
        LoadBalance adaptive = balancers.getAdaptiveExtension();
        FakeInvoker a = FakeInvoker.named("a");
        FakeInvoker b = FakeInvoker.named("b");
        List<Invoker<DemoService>> invokers = List.of(a, b);

        StringBuilder picks = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            Invoker<DemoService> picked = adaptive.select(invokers,
                    Directories.consumerUrl("loadbalance", "roundrobin"), Invocations.sync("count"));
            picks.append(((FakeInvoker) picked).name());
        }
        assertEquals("abab", picks.toString());
        assertSame(balancers.getExtension("random"), balancers.getDefaultExtension());
    }
}
