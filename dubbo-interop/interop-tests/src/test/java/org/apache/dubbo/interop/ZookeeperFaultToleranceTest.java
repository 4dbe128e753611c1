package org.apache.dubbo.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import interop.api.GreetingService;
import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.FreePort;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;

/**
 * Registry and provider faults seen by our consumer (in this JVM, default failover with 2 retries, check=false,
 * migration step {@code FORCE_INTERFACE}) calling providers found in ZooKeeper: our provider ({@code ours-peer}) and an
 * Apache Dubbo 3.3.5 one (child JVMs, register mode {@code interface}), plus providers that come and go per test.
 * Every test runs calls continuously while it inflicts the fault and requires that not one of them fails.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ZookeeperFaultToleranceTest {

    /** Bounds only what already failed: generous, so that a busy machine slows these tests down but never fails them. */
    private static final Duration DISCOVERY = Duration.ofSeconds(60);
    private static final int CALLER_THREADS = 2;
    /**
     * Long enough for every client to see its connection suspended and reconnections fail, well below the embedded
     * server's 20 s maximum session timeout, so sessions (and the providers' nodes) survive the outage.
     */
    private static final Duration OUTAGE = Duration.ofSeconds(5);

    private static EmbeddedZooKeeper zooKeeper;
    private static ApachePeer ourProvider;
    private static ApachePeer apacheProvider;
    private static ReferenceConfig<GreetingService> reference;
    private static GreetingService service;
    private static final List<ApachePeer> EXTRA_PROVIDERS = new ArrayList<>();

    @BeforeAll
    static void startZooKeeperProvidersAndOurConsumer() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        CompletableFuture<ApachePeer> ours = startProviderAsync(ApacheDubboVersion.DUBBO_TUNED, FreePort.find());
        CompletableFuture<ApachePeer> apache = startProviderAsync(ApacheDubboVersion.V3_3_5, FreePort.find());
        ourProvider = ours.join();
        apacheProvider = apache.join();

        reference = new ReferenceConfig<>();
        reference.setApplication(new ApplicationConfig("fault-consumer"));
        reference.setRegistry(new RegistryConfig("zookeeper://" + zooKeeper.getConnectString()));
        reference.setInterface(GreetingService.class);
        reference.setCheck(false);
        reference.setTimeout(3000);
        reference.setFilter(ProviderPortFilter.NAME);
        reference.setParameters(Map.of("migration.step", "FORCE_INTERFACE"));
        service = reference.get();
        awaitCallsReach(ourProvider);
        awaitCallsReach(apacheProvider);
    }

    @AfterAll
    static void stopAll() {
        if (reference != null) {
            reference.destroy();
        }
        EXTRA_PROVIDERS.forEach(ApachePeer::close);
        for (ApachePeer provider : new ApachePeer[] {ourProvider, apacheProvider}) {
            if (provider != null) {
                provider.close();
            }
        }
        if (zooKeeper != null) {
            zooKeeper.close();
        }
    }

    private static CompletableFuture<ApachePeer> startProviderAsync(ApacheDubboVersion version, int port) {
        return CompletableFuture.supplyAsync(() -> startProvider(version, port));
    }

    private static ApachePeer startProvider(ApacheDubboVersion version, int port) {
        return ApachePeer.startProvider(version, port, "--registry", "zookeeper://" + zooKeeper.getConnectString(),
                "--app", "fault-provider-" + version.version(), "--register-mode", "interface");
    }

    private static ApachePeer startExtraProvider(ApacheDubboVersion version, int port) {
        ApachePeer provider = startProvider(version, port);
        EXTRA_PROVIDERS.add(provider);
        return provider;
    }

    /** Calls until one is answered by {@code provider} (failures while it is not yet known are tolerated). */
    private static Duration awaitCallsReach(ApachePeer provider) throws InterruptedException {
        return Eventually.await("our consumer to call " + provider, DISCOVERY, () -> {
            for (int i = 0; i < 20; i++) {
                ProviderPortFilter.clear();
                try {
                    service.sayHello("probe");
                } catch (RuntimeException notYet) {
                    continue;
                }
                if (ProviderPortFilter.latest() == provider.port()) {
                    return true;
                }
            }
            return false;
        }, () -> "provider log:\n" + provider.log());
    }

    private static void assertNoCallFailed(ContinuousCalls calls, String during) {
        assertEquals(0, calls.failed(), () -> "calls failed during " + during + ": " + calls.describe());
        assertTrue(calls.ok() > 0, () -> "no call completed during " + during);
    }

    private static long sessionOwning(RegistryTree tree, ApachePeer provider) {
        List<Long> owners = tree.subtree(RegistryTree.categoryPath(ApachePeer.SERVICE, "providers")).values()
                .stream()
                .filter(node -> node.path().contains("%3A" + provider.port() + "%2F"))
                .map(RegistryTree.Node::ephemeralOwner)
                .distinct()
                .toList();
        return owners.size() == 1 ? owners.get(0) : 0;
    }

    @Test
    @Order(1)
    void providerKilledUnderLoadCostsNoFailedCall() throws Exception {
        ApachePeer victim = startExtraProvider(ApacheDubboVersion.V3_3_5, FreePort.find());
        awaitCallsReach(victim);
        try (ContinuousCalls calls = ContinuousCalls.start(service, CALLER_THREADS)) {
            Eventually.await("calls to reach the victim under load", DISCOVERY, () -> calls.okOn(victim.port()) > 20,
                    calls::describe);
            victim.kill();
            long okAtKill = calls.ok();
            Eventually.await("200 more calls after the kill", DISCOVERY, () -> calls.ok() > okAtKill + 200,
                    calls::describe);
            calls.close();
            assertNoCallFailed(calls, "the kill of " + victim);
            assertTrue(calls.okOn(ourProvider.port()) > 0 && calls.okOn(apacheProvider.port()) > 0,
                    calls::describe);
        }
    }

    @Test
    @Order(2)
    void expiredSessionOfOurProviderIsReplacedAndItsNodesComeBack() throws Exception {
        try (RegistryTree tree = new RegistryTree(zooKeeper.getConnectString());
             ContinuousCalls calls = ContinuousCalls.start(service, CALLER_THREADS)) {
            long session = sessionOwning(tree, ourProvider);
            assertNotEquals(0, session, () -> "one session owns our provider's nodes: "
                    + tree.urls(ApachePeer.SERVICE, "providers"));
            zooKeeper.expireSession(session);
            Eventually.await("our provider's two nodes under a new session", DISCOVERY, () -> {
                long owner = sessionOwning(tree, ourProvider);
                return owner != 0 && owner != session
                        && tree.providersOnPort(ApachePeer.SERVICE, ourProvider.port()).size() == 2;
            }, () -> tree.urls(ApachePeer.SERVICE, "providers").toString());
            long okOnOursBefore = calls.okOn(ourProvider.port());
            Eventually.await("calls to keep reaching our provider", DISCOVERY,
                    () -> calls.okOn(ourProvider.port()) > okOnOursBefore + 20, calls::describe);
            calls.close();
            assertNoCallFailed(calls, "the expiry of our provider's session");
        }
    }

    @Test
    @Order(3)
    void zooKeeperOutageKeepsKnownProvidersAndANewProviderIsFoundAfterIt() throws Exception {
        ApachePeer late;
        try (ContinuousCalls calls = ContinuousCalls.start(service, CALLER_THREADS)) {
            zooKeeper.stop();
            try {
                long oursBefore = calls.okOn(ourProvider.port());
                long apacheBefore = calls.okOn(apacheProvider.port());
                long outageEnd = System.nanoTime() + OUTAGE.toNanos();
                Eventually.await("calls to reach both known providers for " + OUTAGE.toSeconds()
                        + " s while ZooKeeper is down", DISCOVERY.plus(OUTAGE),
                        () -> System.nanoTime() > outageEnd && calls.okOn(ourProvider.port()) > oursBefore + 50
                                && calls.okOn(apacheProvider.port()) > apacheBefore + 50, calls::describe);
            } finally {
                zooKeeper.restart();
            }
            late = startExtraProvider(ApacheDubboVersion.DUBBO_TUNED, FreePort.find());
            Eventually.await("the provider started after the outage to be called", DISCOVERY,
                    () -> calls.okOn(late.port()) > 0, calls::describe);
            calls.close();
            assertNoCallFailed(calls, "the ZooKeeper outage");
        }
    }

    @Test
    @Order(4)
    void providerRestartedOnTheSamePortIsCalledAgain() throws Exception {
        int port = FreePort.find();
        ApachePeer first = startExtraProvider(ApacheDubboVersion.DUBBO_TUNED, port);
        awaitCallsReach(first);
        try (ContinuousCalls calls = ContinuousCalls.start(service, CALLER_THREADS)) {
            first.kill();
            long okOnPortAtKill = calls.okOn(port);
            ApachePeer again = startExtraProvider(ApacheDubboVersion.DUBBO_TUNED, port);
            Eventually.await("calls to reach the provider restarted on port " + port, DISCOVERY,
                    () -> calls.okOn(port) > okOnPortAtKill + 20, () -> calls.describe() + "\n" + again.log());
            calls.close();
            assertNoCallFailed(calls, "the kill and restart on port " + port);
        }
    }
}
