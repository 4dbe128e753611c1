package com.alibaba.dubbo.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import com.alibaba.dubbo.compat.extensions.CountingGreeting;
import com.alibaba.dubbo.compat.extensions.LegacyFirstCluster;
import com.alibaba.dubbo.compat.extensions.LegacyMapCacheFactory;
import com.alibaba.dubbo.compat.extensions.LegacyNamedThreadPool;
import com.alibaba.dubbo.compat.extensions.LegacyRecordingInvokerListener;
import com.alibaba.dubbo.compat.extensions.LegacyRecordingRouterFactory;
import com.alibaba.dubbo.compat.extensions.ProbeClusterFilter;
import com.alibaba.dubbo.config.ApplicationConfig;
import com.alibaba.dubbo.config.ProtocolConfig;
import com.alibaba.dubbo.config.ReferenceConfig;
import com.alibaba.dubbo.config.RegistryConfig;
import com.alibaba.dubbo.config.ServiceConfig;
import com.alibaba.dubbo.rpc.RpcContext;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Extensions written against the com.alibaba.dubbo extension points of Dubbo 2.6 and registered under their 2.6
 * file names (META-INF/dubbo/com.alibaba.dubbo...) serve services and references configured through the 2.6 config
 * API: a cache factory, a validation, a merger, a router factory, an invoker listener, a cluster and a thread pool,
 * each selected by name as 2.6 applications select them. Providers of two groups meet their consumers through
 * ZooKeeper.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class LegacyExtensionsTest {

    private static final CountingGreeting GROUP_A = new CountingGreeting("a");
    private static final CountingGreeting GROUP_B = new CountingGreeting("b");

    private static EmbeddedZooKeeper zookeeper;
    private static DubboBootstrap bootstrap;
    private static Greeting cached;
    private static Greeting validated;
    private static Greeting merged;
    private static Greeting routed;
    private static Greeting clustered;

    @BeforeAll
    static void start() throws Exception {
        zookeeper = EmbeddedZooKeeper.start();
        ProtocolConfig protocol = new ProtocolConfig("dubbo", -1);
        protocol.setThreadpool("legacynamed");
        bootstrap = DubboBootstrap.newInstance();
        bootstrap.application(new ApplicationConfig("legacy-extensions"))
                .registry(new RegistryConfig("zookeeper://" + zookeeper.getConnectString()))
                .protocol(protocol)
                .service(service("a", GROUP_A))
                .service(service("b", GROUP_B));

        ReferenceConfig<Greeting> cachedReference = reference("a");
        cachedReference.setCache("legacymap");
        ReferenceConfig<Greeting> validatedReference = reference("a");
        validatedReference.setValidation("legacyreject");
        ReferenceConfig<Greeting> mergedReference = reference("*");
        mergedReference.setMerger("legacyjoin");
        ReferenceConfig<Greeting> routedReference = reference("b");
        routedReference.setRouter("legacyrecord");
        routedReference.setListener("legacyrecord");
        ReferenceConfig<Greeting> clusteredReference = reference("b");
        clusteredReference.setCluster("legacyfirst");
        clusteredReference.setFilter("probe");
        List<ReferenceConfig<Greeting>> references = new ArrayList<>();
        references.add(cachedReference);
        references.add(validatedReference);
        references.add(mergedReference);
        references.add(routedReference);
        references.add(clusteredReference);
        for (ReferenceConfig<Greeting> reference : references) {
            bootstrap.reference(reference);
        }
        bootstrap.start();
        cached = cachedReference.get();
        validated = validatedReference.get();
        merged = mergedReference.get();
        routed = routedReference.get();
        clustered = clusteredReference.get();
    }

    private static ServiceConfig<Greeting> service(String group, Greeting ref) {
        ServiceConfig<Greeting> service = new ServiceConfig<>();
        service.setInterface(Greeting.class);
        service.setGroup(group);
        service.setRef(ref);
        return service;
    }

    private static ReferenceConfig<Greeting> reference(String group) {
        ReferenceConfig<Greeting> reference = new ReferenceConfig<>();
        reference.setInterfaceClass(Greeting.class);
        reference.setGroup(group);
        reference.setScope("remote");
        reference.setTimeout(30_000);
        // a single group's provider is there at start-up (check); group="*" learns each group as it is notified
        reference.setCheck(!"*".equals(group));
        return reference;
    }

    @AfterAll
    static void stop() throws Exception {
        if (bootstrap != null) {
            bootstrap.stop();
        }
        if (zookeeper != null) {
            zookeeper.close();
        }
        LegacyNamedThreadPool.shutdownAll();
    }

    /** Waits until the group="*" reference knows both groups (the registry notifies each group on its own). */
    private static void awaitBothGroups() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        String answer;
        while (!(answer = merged.greet("probe")).contains("|")) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the group=\"*\" reference never saw both groups; last answer " + answer);
            }
            Thread.sleep(20);
        }
    }

    @Test
    void legacyCacheFactoryAnswersRepeatedCalls() {
        String first = cached.greet("cached");
        assertEquals("a:cached#1", first);
        assertEquals(first, cached.greet("cached"), "the second call is answered from the 2.6 cache");
        assertEquals(1, GROUP_A.calls("cached"));
        com.alibaba.dubbo.common.URL url = LegacyMapCacheFactory.CREATED_FOR.peek();
        assertInstanceOf(com.alibaba.dubbo.common.URL.class, url);
        assertEquals("greet", url.getParameter("method"));
        assertEquals(Greeting.class.getName(), url.getServiceInterface());
    }

    @Test
    void legacyValidationRejectsBeforeTheCallIsSent() {
        IllegalArgumentException rejected = assertThrows(IllegalArgumentException.class,
                () -> validated.greet("rejected"));
        assertEquals("2.6 validation rejects greet(rejected)", rejected.getMessage());
        assertEquals(0, GROUP_A.calls("rejected"));
        assertEquals("a:accepted#1", validated.greet("accepted"));
    }

    @Test
    void legacyMergerJoinsTheAnswersOfEveryGroup() throws InterruptedException {
        awaitBothGroups();
        assertEquals("a:merged#1|b:merged#1", merged.greet("merged"));
    }

    @Test
    void legacyRouterRoutesAndLegacyListenerIsTold() {
        LegacyRecordingRouterFactory.ROUTED.clear();
        assertEquals("b:routed#1", routed.greet("routed"));
        assertTrue(LegacyRecordingRouterFactory.ROUTED.contains("greet among 1 for " + Greeting.class.getName()),
                () -> "routed: " + LegacyRecordingRouterFactory.ROUTED);
        assertTrue(LegacyRecordingInvokerListener.EVENTS.contains("referred " + Greeting.class.getName()),
                () -> "listener events: " + LegacyRecordingInvokerListener.EVENTS);
    }

    @Test
    void legacyClusterJoinsTheProvidersBehindTheClusterFilters() {
        LegacyFirstCluster.CALLS.clear();
        ProbeClusterFilter.SEEN.clear();
        assertEquals("b:clustered#1", clustered.greet("clustered"));
        assertEquals("greet among 1", LegacyFirstCluster.CALLS.poll());
        assertEquals("greet", ProbeClusterFilter.SEEN.poll(), "the reference's cluster filter ran");
        RpcContext.getContext().setAttachment("who", "legacy-cluster");
        assertEquals("legacy-cluster", clustered.attachment("who"));
    }

    @Test
    void legacyThreadPoolRunsTheProvidersCalls() {
        assertEquals("a:pooled#1", validated.greet("pooled"));
        assertTrue(GROUP_A.lastThread().startsWith("legacy-pool-"), GROUP_A::lastThread);
        com.alibaba.dubbo.common.URL url = LegacyNamedThreadPool.CREATED_FOR.peek();
        assertInstanceOf(com.alibaba.dubbo.common.URL.class, url);
        assertEquals("legacynamed", url.getParameter("threadpool"));
    }
}
