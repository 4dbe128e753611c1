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
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import interop.api.GreetingService;
import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.ConsumerRun;
import interop.support.FreePort;
import interop.support.LoadReport;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.apache.dubbo.rpc.RpcContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Governance rules written with Apache Dubbo 3.3.5's own config-center API ({@code DynamicConfiguration
 * .publishConfig} in a child JVM, as operators and Dubbo Admin write them) are obeyed live by our consumer, and by a
 * real Apache 3.3.5 consumer in the same registry in the same way: a service-scope condition rule, then a dynamic
 * tag rule next to a provider's static tag. Apache's registry API ({@code Registry.lookup}) reads our consumer's
 * registration under {@code /dubbo/<interface>/consumers}.
 *
 * <p>Three providers of ours (application {@code gov-provider}): A and C untagged, B with the static tag
 * {@code gray}. Every provider answers {@code sayHello} with its port, so each call shows where it went.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class GovernanceRulesInteropTest {

    private static final ApacheDubboVersion APACHE = ApacheDubboVersion.V3_3_5;
    private static final Duration TOOL_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration RULE_APPLIED = Duration.ofSeconds(20);
    private static final String SERVICE_RULE = GreetingService.class.getName() + "::.condition-router";
    private static final String TAG_RULE = "gov-provider.tag-router";

    private static EmbeddedZooKeeper zooKeeper;
    private static final List<DubboBootstrap> bootstraps = new ArrayList<>();
    private static int portA;
    private static int portB;
    private static int portC;
    private static GreetingService greeting;

    @TempDir
    static Path rules;

    @BeforeAll
    static void startProvidersAndConsumer() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        portA = provider(null);
        portB = provider("gray");
        portC = provider(null);
        ReferenceConfig<GreetingService> reference = new ReferenceConfig<>();
        reference.setInterface(GreetingService.class);
        reference.setCheck(false);
        reference.setRetries(0);
        // the providers live in this JVM too: call them over the network, not in-JVM
        reference.setScope("remote");
        DubboBootstrap consumer = DubboBootstrap.newInstance().application(new ApplicationConfig("gov-consumer"))
                .registry(new RegistryConfig(registry())).reference(reference);
        bootstraps.add(consumer);
        consumer.start();
        greeting = reference.get();
        Eventually.await("our consumer sees the untagged providers", RULE_APPLIED,
                () -> ports(null, 20).equals(Set.of(portA, portC)), () -> ports(null, 20).toString());
    }

    @AfterAll
    static void stopAll() {
        for (int i = bootstraps.size() - 1; i >= 0; i--) {
            bootstraps.get(i).stop();
        }
        if (zooKeeper != null) {
            zooKeeper.close();
        }
    }

    private static String registry() {
        return "zookeeper://" + zooKeeper.getConnectString();
    }

    /** Exports a provider answering {@code sayHello} with its port; returns the port. */
    private static int provider(String tag) {
        int port = FreePort.find();
        // "who" answers the port; anything else the greeting Apache's load check expects
        GreetingService implementation = (GreetingService) Proxy.newProxyInstance(
                GovernanceRulesInteropTest.class.getClassLoader(), new Class<?>[] {GreetingService.class},
                (proxy, method, args) -> !"sayHello".equals(method.getName()) ? null
                        : "who".equals(args[0]) ? String.valueOf(port) : "Hello " + args[0]);
        ServiceConfig<GreetingService> service = new ServiceConfig<>();
        service.setInterface(GreetingService.class);
        service.setRef(implementation);
        if (tag != null) {
            service.setTag(tag);
        }
        // one JVM holds the three providers, so they announce themselves at interface level only (an application's
        // instance is per process)
        ApplicationConfig application = new ApplicationConfig("gov-provider");
        application.setRegisterMode("interface");
        DubboBootstrap bootstrap = DubboBootstrap.newInstance().application(application)
                .registry(new RegistryConfig(registry())).protocol(new ProtocolConfig("dubbo", port)).service(service);
        bootstraps.add(bootstrap);
        bootstrap.start();
        return port;
    }

    /** The ports {@code calls} calls of our consumer went to, each with the call tag {@code tag} (null: none). */
    private static Set<Integer> ports(String tag, int calls) {
        Set<Integer> ports = new TreeSet<>();
        for (int i = 0; i < calls; i++) {
            if (tag != null) {
                RpcContext.getClientAttachment().setAttachment("dubbo.tag", tag);
            }
            try {
                ports.add(Integer.parseInt(greeting.sayHello("who")));
            } catch (RuntimeException e) {
                ports.add(-1);
            }
        }
        return ports;
    }

    /** The ports a real Apache 3.3.5 consumer's untagged calls go to, from a second of load. */
    private static Set<Integer> apachePorts() {
        ConsumerRun run = ApachePeer.runConsumer(APACHE, List.of("--registry", registry(), "--config-center",
                registry(), "--app", "gov-consumer", "--load", "1000"), Duration.ofSeconds(90));
        LoadReport load = run.load().orElseThrow(() -> new AssertionError("no load report\n" + run.describe()));
        return load.providers().stream().filter(calls -> calls.ok() > 0).map(LoadReport.ProviderCalls::port)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static void apacheTool(String... args) {
        ConsumerRun run = ApachePeer.runGovernanceTool(APACHE, List.of(args), TOOL_TIMEOUT);
        assertTrue(run.allPassed(), run::describe);
    }

    private static void publish(String key, String content) throws Exception {
        Path file = Files.writeString(rules.resolve(key.replace(':', '_')), content, StandardCharsets.UTF_8);
        apacheTool("--op", "publish", "--config-center", registry(), "--key", key, "--file", file.toString());
    }

    private static void remove(String key) {
        apacheTool("--op", "remove", "--config-center", registry(), "--key", key);
    }

    @Test
    void conditionAndTagRulesWrittenByApacheAreObeyedLiveLikeApacheDoes() throws Exception {
        assertEquals(Set.of(portB), ports("gray", 10), "a call tagged gray goes to the statically tagged provider");
        Set<Integer> apacheUntagged = apachePorts();
        assertTrue(!apacheUntagged.isEmpty() && Set.of(portA, portC).containsAll(apacheUntagged),
                () -> "Apache 3.3.5 routes untagged calls to the untagged providers too, not to " + apacheUntagged);

        publish(SERVICE_RULE, "configVersion: v3.0\nscope: service\nforce: true\nenabled: true\nkey: "
                + GreetingService.class.getName() + "\nconditions:\n  - '=> port = " + portC + "'\n");
        Eventually.await("our consumer obeys the condition rule", RULE_APPLIED,
                () -> ports(null, 10).equals(Set.of(portC)), () -> ports(null, 10).toString());
        assertEquals(Set.of(portC), apachePorts(), "Apache 3.3.5 obeys it the same way");

        remove(SERVICE_RULE);
        publish(TAG_RULE, "configVersion: v3.0\nforce: false\nenabled: true\nkey: gov-provider\ntags:\n"
                + "  - name: blue\n    addresses: ['0.0.0.0:" + portA + "']\n");
        Eventually.await("our consumer obeys the tag rule", RULE_APPLIED,
                () -> ports("blue", 10).equals(Set.of(portA)), () -> ports("blue", 10).toString());
        Set<Integer> untagged = ports(null, 30);
        assertEquals(apachePorts(), untagged, "untagged calls under a dynamic rule go where Apache 3.3.5 sends them");
        assertEquals(Set.of(portC), untagged, "the provider the rule tags and the statically tagged one are left out");
        assertEquals(Set.of(portB), ports("gray", 10), "a tag the rule does not define: the static tag");

        remove(TAG_RULE);
        Eventually.await("rules removed: back to static tags only", RULE_APPLIED,
                () -> ports(null, 20).equals(Set.of(portA, portC)), () -> ports(null, 20).toString());
    }

    @Test
    void multiDestinationConditionRulesWrittenByApacheAreObeyedLikeApacheDoes() throws Exception {
        String head = "configVersion: v3.1\nscope: service\nforce: false\nenabled: true\nkey: "
                + GreetingService.class.getName() + "\nconditions:\n"
                + "  - from:\n      match: 'method = sayHello'\n    to:\n";
        try {
            // the destination without providers is never chosen, whatever its weight
            publish(SERVICE_RULE, head + "      - match: 'port = 1'\n        weight: 100\n"
                    + "      - match: 'port = " + portC + "'\n        weight: 1\n");
            Eventually.await("our consumer obeys the v3.1 rule", RULE_APPLIED,
                    () -> ports(null, 20).equals(Set.of(portC)), () -> ports(null, 20).toString());
            assertEquals(Set.of(portC), apachePorts(), "Apache 3.3.5 obeys it the same way");

            // Apache 3.3.5 reads a weight of 0 as the default 100: both destinations get calls
            publish(SERVICE_RULE, head + "      - match: 'port = " + portC + "'\n        weight: 100\n"
                    + "      - match: 'port = " + portA + "'\n        weight: 0\n");
            Eventually.await("our consumer uses both destinations", RULE_APPLIED,
                    () -> ports(null, 40).equals(Set.of(portA, portC)), () -> ports(null, 40).toString());
            assertEquals(Set.of(portA, portC), apachePorts(), "Apache 3.3.5 uses both destinations too");
        } finally {
            remove(SERVICE_RULE);
        }
        Eventually.await("rule removed", RULE_APPLIED,
                () -> ports(null, 20).equals(Set.of(portA, portC)), () -> ports(null, 20).toString());
    }

    private static String consumersInZooKeeper() {
        try (RegistryTree tree = new RegistryTree(zooKeeper.getConnectString())) {
            return tree.urls(GreetingService.class.getName(), "consumers").toString();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return e.toString();
        }
    }

    @Test
    void apacheRegistryApiReadsOurConsumerRegistration() {
        ConsumerRun run = ApachePeer.runGovernanceTool(APACHE, List.of("--op", "consumers", "--registry", registry(),
                "--interface", GreetingService.class.getName()), TOOL_TIMEOUT);
        assertTrue(run.allPassed(), run::describe);
        List<URL> ours = run.log().lines().filter(line -> line.startsWith("CONSUMER-URL "))
                .map(line -> URL.valueOf(line.substring("CONSUMER-URL ".length())))
                .filter(url -> "gov-consumer".equals(url.getParameter("application")))
                .collect(Collectors.toList());
        assertEquals(1, ours.size(), () -> run.log() + "\n--- in ZooKeeper ---\n" + consumersInZooKeeper());
        URL consumer = ours.get(0);
        assertEquals("consumer", consumer.getProtocol());
        assertEquals(0, consumer.getPort());
        Map<String, String> parameters = consumer.getParameters();
        for (String key : List.of("interface", "methods", "side", "category", "check", "dubbo", "release",
                "timestamp", "pid", "sticky", "background", "file-cache", "executor-management-mode",
                "unloadClusterRelated")) {
            assertTrue(parameters.containsKey(key), () -> key + " missing in " + consumer.toFullString());
        }
        assertEquals("consumers", consumer.getParameter("category"));
        assertEquals("consumer", consumer.getParameter("side"));
        assertEquals("false", consumer.getParameter("check"));
        assertEquals(GreetingService.class.getName(), consumer.getParameter("interface"));
        assertEquals(GreetingService.class.getName(), consumer.getPath());
    }
}
