package org.apache.dubbo.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.ConsumerRun;
import interop.support.FreePort;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Real Apache Dubbo 2.7.23, 3.2.15 and 3.3.5 consumers find our provider in ZooKeeper and call it: the provider is
 * the peer program compiled against Dubbo Tuned ({@code ours-peer}, register mode {@code interface}), the consumers
 * know nothing but the registry address (3.x with migration step {@code FORCE_INTERFACE}). Group and version select
 * the export: {@code grp/1.0.0} answers, {@code grp/9.9.9} is refused, both by what the consumer read from the
 * registry.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class ZookeeperApacheConsumersTest {

    private static final Duration CONSUMER_TIMEOUT = Duration.ofSeconds(90);
    private static final String CHECKS = "sayHello,echoPojo,listPojos,checkedException,overloads,attachments,generic,"
            + "groupVersion,unknownVersion";

    private static EmbeddedZooKeeper zooKeeper;
    private static ApachePeer ourProvider;

    static List<ApacheDubboVersion> apacheReleases() {
        return ApacheDubboVersion.apacheReleases();
    }

    @BeforeAll
    static void startZooKeeperAndOurProvider() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        ourProvider = ApachePeer.startProvider(ApacheDubboVersion.DUBBO_TUNED, FreePort.find(), "--registry",
                registry(), "--app", "tuned-provider", "--register-mode", "interface");
    }

    @AfterAll
    static void stopAll() {
        if (ourProvider != null) {
            ourProvider.close();
        }
        if (zooKeeper != null) {
            zooKeeper.close();
        }
    }

    private static String registry() {
        return "zookeeper://" + zooKeeper.getConnectString();
    }

    @ParameterizedTest(name = "{0} consumer finds the Dubbo Tuned provider in ZooKeeper")
    @MethodSource("apacheReleases")
    void apacheConsumerFindsAndCallsOurProviderThroughZooKeeper(ApacheDubboVersion version) throws Exception {
        try (RegistryTree tree = new RegistryTree(zooKeeper.getConnectString())) {
            assertEquals(2, tree.providersOnPort(ApachePeer.SERVICE, ourProvider.port()).size(),
                    () -> "our provider's two exports (plain, grp/1.0.0) in ZooKeeper: "
                            + tree.urls(ApachePeer.SERVICE, "providers"));
        }
        ConsumerRun run = ApachePeer.runConsumer(version, List.of("--registry", registry(), "--migration",
                "FORCE_INTERFACE", "--app", "apache-consumer-" + version.version(), "--scenario", CHECKS),
                CONSUMER_TIMEOUT);
        assertTrue(run.allPassed(), () -> run.describe() + "\n--- our provider's log ---\n" + ourProvider.log());
    }
}
