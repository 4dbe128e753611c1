package org.apache.dubbo.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

import interop.api.GreetingService;
import interop.api.Pojo;
import interop.api.Pojos;
import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.FreePort;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.apache.dubbo.rpc.RpcException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;

/**
 * Our consumer (in this JVM, configured with the public API and nothing but the registry address) finds real Apache
 * Dubbo 2.7.23, 3.2.15 and 3.3.5 providers (child JVMs, 3.x in register mode {@code interface}) in ZooKeeper
 * (migration step {@code FORCE_INTERFACE}), balances
 * over all three, selects exports by group and version, and drops a provider that stops gracefully without a single
 * failed call.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ZookeeperApacheProvidersTest {

    private static final String GROUP = "grp";
    private static final String VERSION = "1.0.0";

    private static EmbeddedZooKeeper zooKeeper;
    /** By port, in start order: 2.7.23, 3.2.15, 3.3.5. */
    private static final Map<Integer, ApachePeer> PROVIDERS = new LinkedHashMap<>();
    private static final List<ReferenceConfig<?>> REFERENCES = new ArrayList<>();

    @BeforeAll
    static void startZooKeeperAndApacheProviders() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        List<CompletableFuture<ApachePeer>> starts = new ArrayList<>();
        for (ApacheDubboVersion version : ApacheDubboVersion.apacheReleases()) {
            starts.add(CompletableFuture.supplyAsync(() -> ApachePeer.startProvider(version, FreePort.find(),
                    "--registry", "zookeeper://" + zooKeeper.getConnectString(), "--app",
                    "apache-provider-" + version.version(), "--register-mode", "interface")));
        }
        for (CompletableFuture<ApachePeer> start : starts) {
            ApachePeer provider = start.join();
            PROVIDERS.put(provider.port(), provider);
        }
    }

    @AfterAll
    static void stopAll() {
        REFERENCES.forEach(ReferenceConfig::destroy);
        PROVIDERS.values().forEach(ApachePeer::close);
        if (zooKeeper != null) {
            zooKeeper.close();
        }
    }

    private static GreetingService reference(String group, String version, boolean check) {
        return reference(group, version, check, null);
    }

    private static GreetingService reference(String group, String version, boolean check, Integer retries) {
        ReferenceConfig<GreetingService> reference = new ReferenceConfig<>();
        reference.setRetries(retries);
        reference.setApplication(new ApplicationConfig("tuned-consumer"));
        reference.setRegistry(new RegistryConfig("zookeeper://" + zooKeeper.getConnectString()));
        reference.setInterface(GreetingService.class);
        reference.setGroup(group);
        reference.setVersion(version);
        reference.setCheck(check);
        reference.setTimeout(5000);
        reference.setFilter(ProviderPortFilter.NAME);
        reference.setParameters(Map.of("migration.step", "FORCE_INTERFACE"));
        REFERENCES.add(reference);
        return reference.get();
    }

    private static int callAndTellProvider(GreetingService service, String name) {
        ProviderPortFilter.clear();
        assertEquals("Hello " + name, service.sayHello(name));
        return ProviderPortFilter.latest();
    }

    private static String describeProviders() {
        return PROVIDERS.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue().version())
                .collect(Collectors.joining(", "));
    }

    @Test
    @Order(1)
    void ourConsumerBalancesOverApacheProvidersOfEveryRelease() {
        GreetingService service = reference(null, null, true);
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < 90; i++) {
            seen.add(callAndTellProvider(service, "call-" + i));
        }
        assertEquals(PROVIDERS.keySet(), seen, () -> "providers that answered; started: " + describeProviders());
        Pojo pojo = Pojos.sample(3);
        assertEquals(pojo, service.echoPojo(pojo));
    }

    @Test
    @Order(2)
    void groupAndVersionSelectTheExportAmongAllProviders() {
        GreetingService grouped = reference(GROUP, VERSION, true);
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < 60; i++) {
            ProviderPortFilter.clear();
            assertEquals("Hello grouped-" + i, grouped.sayHello("grouped-" + i));
            seen.add(ProviderPortFilter.latest());
        }
        assertEquals(PROVIDERS.keySet(), seen, () -> "providers of grp/1.0.0 that answered: " + describeProviders());

        GreetingService unexported = reference(GROUP, "9.9.9", false);
        RpcException refused = assertThrows(RpcException.class, () -> unexported.sayHello("nobody"));
        assertTrue(refused.getMessage().contains(GreetingService.class.getName()), refused::getMessage);
    }

    @Test
    @Order(3)
    void providerStoppedGracefullyDisappearsWithoutAFailedCall() throws Exception {
        // no retries: an Apache consumer loses no call when an Apache provider stops gracefully, neither may we
        GreetingService service = reference(null, null, true, 0);
        ApachePeer leaving = PROVIDERS.values().iterator().next();
        AtomicBoolean running = new AtomicBoolean(true);
        AtomicInteger calls = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Set<Integer> seenLately = ConcurrentHashMap.newKeySet();
        Thread caller = new Thread(() -> {
            while (running.get()) {
                try {
                    seenLately.add(callAndTellProvider(service, "during-stop-" + calls.incrementAndGet()));
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                }
            }
        }, "calls-during-graceful-stop");
        caller.start();
        try {
            leaving.close();
            // judged over the next 30 calls, however long a busy machine takes to make them
            Eventually.await("our consumer to stop choosing the stopped " + leaving, Duration.ofSeconds(60), () -> {
                seenLately.clear();
                int before = calls.get();
                while (calls.get() < before + 30 && caller.isAlive()) {
                    Thread.onSpinWait();
                }
                return !seenLately.contains(leaving.port()) && calls.get() >= before + 30;
            }, () -> "ports seen lately " + seenLately + ", calls " + calls.get());
        } finally {
            running.set(false);
            caller.join(10_000);
        }
        assertEquals(null, failure.get(), () -> "a call failed while " + leaving + " stopped: " + failure.get());
        try (RegistryTree tree = new RegistryTree(zooKeeper.getConnectString())) {
            assertEquals(List.of(), tree.providersOnPort(ApachePeer.SERVICE, leaving.port()));
        }
        PROVIDERS.remove(leaving.port());
        Set<Integer> remaining = new HashSet<>();
        for (int i = 0; i < 60; i++) {
            remaining.add(callAndTellProvider(service, "after-" + i));
        }
        assertEquals(PROVIDERS.keySet(), remaining);
    }
}
