package org.apache.dubbo.config.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ModuleConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Providers and consumers declared with the public API finding each other through a real ZooKeeper, with the
 * settings a user leaves at their defaults (register mode, migration step, check).
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class RegistryEndToEndTest {

    /** Answers with the name of the provider that served the call. */
    public interface Who {
        String who();
    }

    private static final AtomicInteger ROOTS = new AtomicInteger();
    private static EmbeddedZooKeeper zooKeeper;

    private final List<DubboBootstrap> providers = new ArrayList<>();
    private final List<ReferenceConfig<?>> references = new ArrayList<>();
    private String root;

    @BeforeAll
    static void startZooKeeper() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
    }

    @AfterAll
    static void stopZooKeeper() {
        zooKeeper.close();
    }

    @BeforeEach
    void newRoot() {
        root = "e2e" + ROOTS.incrementAndGet();
    }

    @AfterEach
    void stopAll() {
        references.forEach(ReferenceConfig::destroy);
        providers.forEach(DubboBootstrap::stop);
    }

    private RegistryConfig registry(String group) {
        RegistryConfig registry = new RegistryConfig("zookeeper://" + zooKeeper.getConnectString());
        registry.setGroup(group);
        registry.setParameters(java.util.Collections.singletonMap("delay-notification", "0"));
        return registry;
    }

    private DubboBootstrap provide(String name, String group, RegistryConfig... registries) {
        ProtocolConfig protocol = new ProtocolConfig("dubbo", NetUtils.getAvailablePort());
        protocol.setHost("127.0.0.1");
        ServiceConfig<Who> service = new ServiceConfig<>();
        service.setInterface(Who.class);
        service.setRef(() -> name);
        service.setGroup(group);
        DubboBootstrap bootstrap = DubboBootstrap.newInstance().application("e2e-provider-" + name)
                .protocol(protocol).service(service);
        for (RegistryConfig registry : registries) {
            bootstrap.registry(registry);
        }
        providers.add(bootstrap);
        return bootstrap.start();
    }

    private ReferenceConfig<Who> reference(String group, RegistryConfig... registries) {
        ReferenceConfig<Who> reference = new ReferenceConfig<>();
        reference.setApplication(new ApplicationConfig("e2e-consumer"));
        reference.setInterface(Who.class);
        reference.setGroup(group);
        reference.setRegistries(java.util.Arrays.asList(registries));
        reference.setTimeout(30_000);
        // the providers live in this JVM too: without this the in-JVM export would serve every call
        reference.setScope("remote");
        references.add(reference);
        return reference;
    }

    private static Set<String> whoAnswers(Who who, int calls) {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < calls; i++) {
            seen.add(who.who());
        }
        return seen;
    }

    private static void eventually(String what, java.util.function.BooleanSupplier condition)
            throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what);
            }
            Thread.sleep(20);
        }
    }

    @Test
    void aConsumerFindsAndBalancesOverEveryProvider() throws Exception {
        provide("a", null, registry(root));
        provide("b", null, registry(root));
        Who who = reference(null, registry(root)).get();
        assertEquals(Set.of("a", "b"), whoAnswers(who, 40));
    }

    @Test
    void groupsSelectProvidersAndTheWildcardWithoutMergerCallsOneGroup() throws Exception {
        provide("in-x", "x", registry(root));
        provide("in-y", "y", registry(root));
        assertEquals(Set.of("in-x"), whoAnswers(reference("x", registry(root)).get(), 20));
        // as Apache Dubbo: a multi-group reference without a merger calls one group, the first that is available
        Set<String> wildcard = whoAnswers(reference("*", registry(root)).get(), 40);
        assertEquals(1, wildcard.size(), wildcard::toString);
        assertTrue(Set.of("in-x", "in-y").containsAll(wildcard), wildcard::toString);
    }

    @Test
    void callsKeepSucceedingWhileAProviderShutsDown() throws Exception {
        provide("stays", null, registry(root));
        DubboBootstrap leaving = provide("leaves", null, registry(root));
        Who who = reference(null, registry(root)).get();
        assertEquals(Set.of("stays", "leaves"), whoAnswers(who, 40));

        leaving.stop();
        for (int i = 0; i < 200; i++) {
            who.who();
        }
        eventually("only the remaining provider to answer", () -> whoAnswers(who, 20).equals(Set.of("stays")));
    }

    @Test
    void checkFailsAtOnceWithoutProvidersAndCheckFalseWaitsForThem() throws Exception {
        IllegalStateException error = assertThrows(IllegalStateException.class,
                () -> reference(null, registry(root)).get());
        assertTrue(error.getMessage().contains(Who.class.getName()), error.getMessage());

        ReferenceConfig<Who> lenient = reference(null, registry(root));
        lenient.setCheck(false);
        Who who = lenient.get();
        provide("late", null, registry(root));
        eventually("the late provider to answer", () -> {
            try {
                return "late".equals(who.who());
            } catch (RuntimeException notYet) {
                return false;
            }
        });
    }

    @Test
    void aBootstrapWaitsForProvidersOfCheckedReferences() throws Exception {
        ReferenceConfig<Who> reference = reference(null, registry(root));
        DubboBootstrap consumer = DubboBootstrap.newInstance().application("e2e-waiting-consumer")
                .reference(reference);
        providers.add(consumer);
        Thread lateProvider = new Thread(() -> {
            try {
                Thread.sleep(800);
                provide("eventually", null, registry(root));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        lateProvider.start();
        consumer.start();
        lateProvider.join();
        assertEquals("eventually", reference.get().who());
    }

    @Test
    void aBootstrapGivesUpOnMissingProvidersAfterTheModuleTimeout() {
        ModuleConfig module = new ModuleConfig("impatient");
        module.setCheckReferenceTimeout(300L);
        DubboBootstrap consumer = DubboBootstrap.newInstance().application("e2e-impatient-consumer")
                .module(module).reference(reference(null, registry(root)));
        providers.add(consumer);
        long start = System.nanoTime();
        IllegalStateException error = assertThrows(IllegalStateException.class, consumer::start);
        long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(error.getMessage().contains(Who.class.getName()) && error.getMessage().contains("300 ms"),
                error.getMessage());
        assertTrue(waited >= 300, "waited " + waited + " ms");
    }

    @Test
    void withSeveralRegistriesThePreferredOneServes() throws Exception {
        provide("at-main", null, registry(root));
        provide("at-backup", null, registry(root + "-backup"));
        RegistryConfig backup = registry(root + "-backup");
        backup.setPreferred(true);
        Who who = reference(null, registry(root), backup).get();
        assertEquals(Set.of("at-backup"), whoAnswers(who, 20));
    }

    @Test
    void aRegistryThatOnlyPublishesCannotServeAReference() {
        RegistryConfig publishOnly = registry(root);
        publishOnly.setSubscribe(false);
        IllegalStateException error = assertThrows(IllegalStateException.class,
                () -> reference(null, publishOnly).get());
        assertTrue(error.getMessage().contains("subscribe"), error.getMessage());
    }
}
