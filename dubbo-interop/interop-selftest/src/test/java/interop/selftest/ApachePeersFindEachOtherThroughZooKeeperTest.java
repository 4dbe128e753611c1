package interop.selftest;

import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.ConsumerRun;
import interop.support.FreePort;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Proves the registry half of the harness against Apache alone: peers of different releases, each with the ZooKeeper
 * client its release is used with (Curator 4 / ZooKeeper 3.4 for 2.7.23, Curator 5 for 3.x), register with and
 * discover through our embedded ZooKeeper (a 3.9 server) at interface level, including group/version selection.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ApachePeersFindEachOtherThroughZooKeeperTest {

    private static final Duration CONSUMER_TIMEOUT = Duration.ofSeconds(90);
    private static final String CHECKS = "sayHello,echoPojo,groupVersion,unknownVersion,generic";

    @Test
    void apache335ConsumerCallsApache2723ProviderFoundInZooKeeper() throws Exception {
        assertConsumerFindsProvider(ApacheDubboVersion.V3_3_5, ApacheDubboVersion.V2_7_23);
    }

    @Test
    void apache2723ConsumerCallsApache3215ProviderFoundInZooKeeper() throws Exception {
        assertConsumerFindsProvider(ApacheDubboVersion.V2_7_23, ApacheDubboVersion.V3_2_15);
    }

    /** Each pair gets its own server, so no node of an earlier pair can answer. */
    private static void assertConsumerFindsProvider(ApacheDubboVersion consumer, ApacheDubboVersion provider)
            throws Exception {
        try (EmbeddedZooKeeper zooKeeper = EmbeddedZooKeeper.start();
             ApachePeer peer = ApachePeer.startProvider(provider, FreePort.find(), "--registry",
                     "zookeeper://" + zooKeeper.getConnectString(), "--app", "selftest-" + provider.version(),
                     "--register-mode", "interface")) {
            String registry = "zookeeper://" + zooKeeper.getConnectString();
            ConsumerRun run = ApachePeer.runConsumer(consumer, List.of("--registry", registry,
                    "--migration", "FORCE_INTERFACE", "--scenario", CHECKS), CONSUMER_TIMEOUT);
            assertTrue(run.allPassed(), () -> run.describe() + "\nprovider log:\n" + peer.log());
        }
    }
}
