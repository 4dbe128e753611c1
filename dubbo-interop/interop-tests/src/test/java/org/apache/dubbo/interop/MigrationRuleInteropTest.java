package org.apache.dubbo.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

import interop.api.GreetingService;
import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.ConsumerRun;
import interop.support.FreePort;
import interop.support.LoadReport;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.registry.client.migration.model.MigrationStep;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A migration rule written with Apache Dubbo 3.3.5's config-center API moves our consumer from interface-level to
 * application-level discovery while it calls without pause, and a real Apache 3.3.5 consumer of the same application
 * name reaches the same result against the same registry: first a rule whose threshold the application level does not
 * meet (both stay at interface level), then one it meets (both move).
 *
 * <p>One provider of ours registers at interface level only ({@code register-mode=interface}), another at
 * application level only ({@code instance}), so where a call goes shows the level it was discovered at.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class MigrationRuleInteropTest {

    private static final ApacheDubboVersion APACHE = ApacheDubboVersion.V3_3_5;
    private static final String CONSUMER_APP = "mig-consumer";
    private static final String RULE_KEY = CONSUMER_APP + ".migration";
    private static final String RULE_GROUP = "DUBBO_SERVICEDISCOVERY_MIGRATION";
    private static final Duration APPLIED = Duration.ofSeconds(30);

    private static EmbeddedZooKeeper zooKeeper;
    private static final List<DubboBootstrap> bootstraps = new ArrayList<>();
    private static int interfacePort;
    private static int applicationPort;
    private static GreetingService greeting;
    private static MigrationSteps ours;

    @TempDir
    static Path rules;

    @BeforeAll
    static void start() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        interfacePort = provider("mig-provider-interface", "interface");
        applicationPort = provider("mig-provider-instance", "instance");
        ReferenceConfig<GreetingService> reference = new ReferenceConfig<>();
        reference.setInterface(GreetingService.class);
        reference.setCheck(false);
        reference.setRetries(0);
        // a lost call would be a "no provider" error; a generous timeout keeps a busy machine's pauses out of it
        reference.setTimeout(10_000);
        reference.setScope("remote");
        reference.setParameters(java.util.Map.of("migration.step", "FORCE_INTERFACE"));
        DubboBootstrap consumer = DubboBootstrap.newInstance().application(new ApplicationConfig(CONSUMER_APP))
                .registry(new RegistryConfig(registry())).reference(reference);
        bootstraps.add(consumer);
        consumer.start();
        greeting = reference.get();
        ours = new MigrationSteps(reference);
        Eventually.await("our consumer calls the interface-level provider", APPLIED,
                () -> ports(10).equals(Set.of(interfacePort)), () -> ports(10).toString());
    }

    @AfterAll
    static void stop() {
        for (int i = bootstraps.size() - 1; i >= 0; i--) {
            bootstraps.get(i).stop();
        }
        if (zooKeeper != null) {
            zooKeeper.close();
        }
    }

    /** Our reference's current migration step, read from its invoker (package-private in the registry module). */
    static final class MigrationSteps {
        private final ReferenceConfig<?> reference;

        MigrationSteps(ReferenceConfig<?> reference) {
            this.reference = reference;
        }

        MigrationStep step() {
            try {
                Object invoker = reference.getInvoker();
                java.lang.reflect.Method step = invoker.getClass().getDeclaredMethod("step");
                step.setAccessible(true);
                return (MigrationStep) step.invoke(invoker);
            } catch (ReflectiveOperationException e) {
                throw new AssertionError("the reference's invoker has no migration step: " + reference.getInvoker(), e);
            }
        }
    }

    private static String registry() {
        return "zookeeper://" + zooKeeper.getConnectString();
    }

    private static int provider(String application, String registerMode) {
        int port = FreePort.find();
        GreetingService implementation = (GreetingService) Proxy.newProxyInstance(
                MigrationRuleInteropTest.class.getClassLoader(), new Class<?>[] {GreetingService.class},
                (proxy, method, args) -> !"sayHello".equals(method.getName()) ? null
                        : "who".equals(args[0]) ? String.valueOf(port) : "Hello " + args[0]);
        ServiceConfig<GreetingService> service = new ServiceConfig<>();
        service.setInterface(GreetingService.class);
        service.setRef(implementation);
        ApplicationConfig config = new ApplicationConfig(application);
        config.setRegisterMode(registerMode);
        DubboBootstrap bootstrap = DubboBootstrap.newInstance().application(config)
                .registry(new RegistryConfig(registry())).protocol(new ProtocolConfig("dubbo", port)).service(service);
        bootstraps.add(bootstrap);
        bootstrap.start();
        return port;
    }

    private static Set<Integer> ports(int calls) {
        Set<Integer> ports = new TreeSet<>();
        for (int i = 0; i < calls; i++) {
            try {
                ports.add(Integer.parseInt(greeting.sayHello("who")));
            } catch (RuntimeException e) {
                ports.add(-1);
            }
        }
        return ports;
    }

    /** Where a real Apache 3.3.5 consumer of the same application sends its calls (FORCE_INTERFACE unless ruled). */
    private static Set<Integer> apachePorts() {
        ConsumerRun run = ApachePeer.runConsumer(APACHE, List.of("--registry", registry(), "--config-center",
                registry(), "--metadata-report", registry(), "--app", CONSUMER_APP, "--migration", "FORCE_INTERFACE",
                "--load", "1000"), Duration.ofSeconds(90));
        LoadReport load = run.load().orElseThrow(() -> new AssertionError("no load report\n" + run.describe()));
        return load.providers().stream().filter(calls -> calls.ok() > 0).map(LoadReport.ProviderCalls::port)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static void publish(String content) throws Exception {
        Path file = Files.writeString(rules.resolve("rule-" + System.nanoTime()), content, StandardCharsets.UTF_8);
        ConsumerRun run = ApachePeer.runGovernanceTool(APACHE, List.of("--op", "publish", "--config-center",
                registry(), "--key", RULE_KEY, "--group", RULE_GROUP, "--file", file.toString()), APPLIED);
        assertTrue(run.allPassed(), run::describe);
    }

    @Test
    void aMigrationRuleMovesOurConsumerLikeApachesWhileCallsKeepSucceeding() throws Exception {
        AtomicBoolean calling = new AtomicBoolean(true);
        AtomicInteger failures = new AtomicInteger();
        AtomicInteger onApplicationLevel = new AtomicInteger();
        AtomicReference<Throwable> firstFailure = new AtomicReference<>();
        Thread caller = new Thread(() -> {
            while (calling.get()) {
                try {
                    if (Integer.parseInt(greeting.sayHello("who")) == applicationPort) {
                        onApplicationLevel.incrementAndGet();
                    }
                } catch (RuntimeException e) {
                    failures.incrementAndGet();
                    firstFailure.compareAndSet(null, e);
                }
            }
        }, "migration-caller");
        caller.start();
        try {
            publish("key: " + CONSUMER_APP + "\nstep: APPLICATION_FIRST\nthreshold: 2.0\n");
            assertEquals(Set.of(interfacePort), apachePorts(), "Apache 3.3.5 in APPLICATION_FIRST keeps the interface"
                    + " level: 1 application-level provider is not 2.0 x 1 interface-level one");
            Eventually.await("ours subscribes both levels and keeps the interface level too", APPLIED,
                    () -> ours.step() == MigrationStep.APPLICATION_FIRST, () -> String.valueOf(ours.step()));
            assertEquals(Set.of(interfacePort), ports(20));

            publish("key: " + CONSUMER_APP + "\nstep: FORCE_APPLICATION\nthreshold: 2.0\n");
            Thread.sleep(2000);
            assertEquals(MigrationStep.APPLICATION_FIRST, ours.step(), "the comparator refuses the move");
            assertEquals(Set.of(interfacePort), ports(20));

            publish("key: " + CONSUMER_APP + "\nstep: FORCE_APPLICATION\nthreshold: 1.0\n");
            Eventually.await("our consumer moves to application-level discovery", APPLIED,
                    () -> ours.step() == MigrationStep.FORCE_APPLICATION && ports(10).equals(Set.of(applicationPort)),
                    () -> ours.step() + " " + ports(10));
            assertEquals(Set.of(applicationPort), apachePorts(), "Apache 3.3.5 is at the application level too");
        } finally {
            calling.set(false);
            caller.join(10_000);
        }
        assertEquals(0, failures.get(), () -> "calls failed during the migration: " + firstFailure.get());
        assertTrue(onApplicationLevel.get() > 0, "the caller reached the application-level provider");
    }
}
