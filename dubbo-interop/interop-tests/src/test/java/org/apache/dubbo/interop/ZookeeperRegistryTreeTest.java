package org.apache.dubbo.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.FreePort;
import interop.support.RunningConsumer;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The ZooKeeper tree our provider and consumer write, next to the one Apache Dubbo 3.3.5 writes for the same
 * configuration: the very same peer programs (application names, exports {@code plain} and {@code grp/1.0.0},
 * register mode {@code interface}, consumer references with migration step {@code FORCE_INTERFACE}) run once
 * compiled against Dubbo Tuned and once against 3.3.5, each with its own ZooKeeper. Compared under
 * {@code /dubbo/interop.api.GreetingService}: the nodes and whether each is ephemeral, and for every provider and
 * consumer URL its parameter keys and values, except the values that differ between any two processes (host, port,
 * {@code timestamp}, {@code pid}, {@code release}; method lists compared as sets). Both full trees are printed.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class ZookeeperRegistryTreeTest {

    private static final String SERVICE_ROOT = "/dubbo/" + ApachePeer.SERVICE;
    private static final Set<String> PER_PROCESS_VALUES = Set.of("timestamp", "pid", "release");
    private static final ApacheDubboVersion APACHE = ApacheDubboVersion.V3_3_5;

    private static final List<AutoCloseable> RESOURCES = new ArrayList<>();
    private static Snapshot ours;
    private static Snapshot apache;

    /** What one side left in its ZooKeeper while its provider and consumer were up. */
    private record Snapshot(String name, Map<String, RegistryTree.Node> all, List<RegisteredUrl> providers,
                            List<RegisteredUrl> consumers) {
    }

    @BeforeAll
    static void runBothSidesAndCaptureTheirTrees() throws Exception {
        CompletableFuture<Snapshot> tuned = CompletableFuture.supplyAsync(
                () -> capture(ApacheDubboVersion.DUBBO_TUNED));
        CompletableFuture<Snapshot> real = CompletableFuture.supplyAsync(() -> capture(APACHE));
        ours = tuned.join();
        apache = real.join();
        System.out.println(render(ours));
        System.out.println(render(apache));
    }

    @AfterAll
    static void stopAll() throws Exception {
        // consumers and providers before their ZooKeeper, so they leave without waiting for it
        for (int i = RESOURCES.size() - 1; i >= 0; i--) {
            RESOURCES.get(i).close();
        }
    }

    private static Snapshot capture(ApacheDubboVersion side) {
        try {
            EmbeddedZooKeeper zooKeeper = register(EmbeddedZooKeeper.start());
            String registry = "zookeeper://" + zooKeeper.getConnectString();
            register(ApachePeer.startProvider(side, FreePort.find(), "--registry", registry, "--app",
                    "tree-provider", "--register-mode", "interface"));
            RunningConsumer consumer = register(ApachePeer.startConsumer(side, List.of("--registry", registry,
                    "--migration", "FORCE_INTERFACE", "--app", "tree-consumer", "--scenario", "sayHello,groupVersion",
                    "--linger", "120000")));
            consumer.awaitOutput("RESULT groupVersion", Duration.ofSeconds(60));
            assertTrue(consumer.log().contains("RESULT groupVersion PASS"), consumer::log);
            try (RegistryTree tree = new RegistryTree(zooKeeper.getConnectString())) {
                return new Snapshot(side.toString(), tree.subtree("/"),
                        tree.urls(ApachePeer.SERVICE, "providers"), tree.urls(ApachePeer.SERVICE, "consumers"));
            }
        } catch (Exception e) {
            throw new IllegalStateException("cannot capture the tree of " + side, e);
        }
    }

    private static synchronized <T extends AutoCloseable> T register(T resource) {
        RESOURCES.add(resource);
        return resource;
    }

    @Test
    void providerUrlsCarryTheKeysAndValuesOfApache335() {
        assertNoDifference("providers", ours.providers(), apache.providers());
    }

    @Test
    void consumerUrlsCarryTheKeysAndValuesOfApache335() {
        assertNoDifference("consumers", ours.consumers(), apache.consumers());
    }

    @Test
    void serviceSubtreeHasTheNodesAndNodeKindsOfApache335() {
        Map<String, Boolean> ourKinds = kinds(ours);
        Map<String, Boolean> apacheKinds = kinds(apache);
        assertEquals(apacheKinds, ourKinds, () -> "nodes under " + SERVICE_ROOT + " (true = ephemeral)\n"
                + render(ours) + render(apache));
    }

    /**
     * The metadata report (registry spec 5.7): with the registry doubling as metadata center, the default, a 3.3.5
     * provider publishes each service's definition under {@code /dubbo/metadata/{interface}[/{version}/{group}]
     * /provider/{application}} even in register mode {@code interface}. Only these paths are compared; the empty
     * config-center nodes Apache also leaves ({@code /dubbo/config/...}, created by its rule listeners and read by
     * nobody) are only printed.
     */
    @Test
    void metadataReportNodesMatchApache335() {
        assertEquals(paths(apache, "/dubbo/metadata"), paths(ours, "/dubbo/metadata"),
                () -> render(ours) + render(apache));
    }

    private static List<String> paths(Snapshot snapshot, String root) {
        return snapshot.all().keySet().stream().filter(path -> path.equals(root) || path.startsWith(root + "/"))
                .toList();
    }

    private static void assertNoDifference(String category, List<RegisteredUrl> left, List<RegisteredUrl> right) {
        List<String> differences = new RegisteredUrlDiff(ours.name(), apache.name(), PER_PROCESS_VALUES)
                .compare(category, left, right);
        assertTrue(differences.isEmpty(), () -> differences.size() + " difference(s) in " + category + ":\n  "
                + String.join("\n  ", differences) + "\n" + render(ours) + render(apache));
    }

    /**
     * Nodes under the service root by a path that does not depend on the process: URL nodes are named by their
     * registration identity. Value: whether the node is ephemeral.
     */
    private static Map<String, Boolean> kinds(Snapshot snapshot) {
        Map<String, Boolean> kinds = new TreeMap<>();
        for (RegistryTree.Node node : snapshot.all().values()) {
            if (!node.path().startsWith(SERVICE_ROOT)) {
                continue;
            }
            String relative = node.path().substring(SERVICE_ROOT.length());
            String[] segments = relative.split("/");
            // "", category, url
            if (segments.length == 3) {
                RegisteredUrl url = RegisteredUrl.parse(URLDecoder.decode(segments[2], StandardCharsets.UTF_8));
                relative = "/" + RegisteredUrlDiff.identity(segments[1], url);
            }
            kinds.put(relative.isEmpty() ? "/" : relative, node.ephemeral());
        }
        return kinds;
    }

    private static String render(Snapshot snapshot) {
        StringBuilder text = new StringBuilder("--- ZooKeeper tree of ").append(snapshot.name())
                .append(" (E = ephemeral) ---\n");
        for (RegistryTree.Node node : snapshot.all().values()) {
            if (node.path().startsWith("/zookeeper")) {
                continue;
            }
            text.append(node.ephemeral() ? "E " : "  ")
                    .append(URLDecoder.decode(node.path(), StandardCharsets.UTF_8)).append('\n');
        }
        return text.toString();
    }
}
