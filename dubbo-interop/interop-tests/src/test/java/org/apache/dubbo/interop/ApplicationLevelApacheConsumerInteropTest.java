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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Real Apache Dubbo 3.2.15 and 3.3.5 consumers in application-level mode ({@code FORCE_APPLICATION}) find our
 * provider, registered at application level only ({@code register-mode=instance}), through the mapping node, our
 * instance node and our MetadataService, and call it — group/version selection and generic calls included. The
 * consumers name the ZooKeeper as metadata report too: their references carry the registry themselves, and Dubbo
 * reads the mapping only from a metadata report.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class ApplicationLevelApacheConsumerInteropTest {

    private static final Duration CONSUMER_TIMEOUT = Duration.ofSeconds(90);
    private static final String CHECKS = "sayHello,echoPojo,groupVersion,unknownVersion,generic";
    private static final String PROVIDER_APP = "tuned-provider";

    private static EmbeddedZooKeeper zooKeeper;
    private static ApplicationLevelTree tree;
    private static ApachePeer ourProvider;

    @BeforeAll
    static void startOurProvider() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        tree = new ApplicationLevelTree(zooKeeper.getConnectString());
        ourProvider = ApachePeer.startProvider(ApacheDubboVersion.DUBBO_TUNED, FreePort.find(), "--registry",
                "zookeeper://" + zooKeeper.getConnectString(), "--app", PROVIDER_APP, "--register-mode", "instance");
        tree.awaitPublished(PROVIDER_APP, Duration.ofSeconds(20));
    }

    @AfterAll
    static void stopEverything() {
        if (ourProvider != null) {
            ourProvider.close();
        }
        if (tree != null) {
            tree.close();
        }
        if (zooKeeper != null) {
            zooKeeper.close();
        }
    }

    @Test
    void ourProviderIsRegisteredAtApplicationLevelOnly() throws Exception {
        List<String> instances = tree.children("/services/" + PROVIDER_APP);
        assertEquals(1, instances.size(), instances.toString());
        assertTrue(instances.get(0).endsWith(":" + ourProvider.port()), instances.toString());
        assertEquals(List.of(), tree.children("/dubbo/" + ApplicationLevelTree.SERVICE + "/providers"));
        String instance = tree.data("/services/" + PROVIDER_APP + "/" + instances.get(0));
        assertTrue(instance.contains("\"@class\":\"org.apache.dubbo.registry.zookeeper.ZookeeperInstance\""),
                instance);
    }

    @ParameterizedTest(name = "Apache {0} consumer (FORCE_APPLICATION) -> Dubbo Tuned provider")
    @EnumSource(value = ApacheDubboVersion.class, names = {"V3_3_5", "V3_2_15"})
    void apacheConsumerFindsAndCallsOurProvider(ApacheDubboVersion version) {
        String registry = "zookeeper://" + zooKeeper.getConnectString();
        ConsumerRun run = ApachePeer.runConsumer(version, List.of("--registry", registry, "--metadata-report",
                registry, "--migration", "FORCE_APPLICATION", "--app", "apache-consumer-" + version.version(),
                "--scenario", CHECKS), CONSUMER_TIMEOUT);
        assertTrue(run.allPassed(), () -> run.describe() + "\n--- our provider's log ---\n" + ourProvider.log());
    }

    @Test
    void ourConsumerFindsAndCallsOurProvider() {
        String registry = "zookeeper://" + zooKeeper.getConnectString();
        ConsumerRun run = ApachePeer.runConsumer(ApacheDubboVersion.DUBBO_TUNED, List.of("--registry", registry,
                "--migration", "FORCE_APPLICATION", "--app", "tuned-consumer", "--scenario", CHECKS),
                CONSUMER_TIMEOUT);
        assertTrue(run.allPassed(), () -> run.describe() + "\n--- our provider's log ---\n" + ourProvider.log());
    }

    @Test
    void apacheConsumerReadsTheMetadataOurProviderPublishedRemotely() throws Exception {
        String application = "tuned-remote-provider";
        try (EmbeddedZooKeeper ownZooKeeper = EmbeddedZooKeeper.start();
             ApplicationLevelTree ownTree = new ApplicationLevelTree(ownZooKeeper.getConnectString());
             ApachePeer provider = ApachePeer.startProvider(ApacheDubboVersion.DUBBO_TUNED, FreePort.find(),
                     "--registry", "zookeeper://" + ownZooKeeper.getConnectString(), "--app", application,
                     "--register-mode", "instance", "--metadata-type", "remote")) {
            ownTree.awaitPublished(application, Duration.ofSeconds(20));
            assertEquals(1, ownTree.children("/dubbo/metadata/" + application).size(),
                    () -> "MetadataInfo nodes of " + application + "\n" + provider.log());
            String registry = "zookeeper://" + ownZooKeeper.getConnectString();
            ConsumerRun run = ApachePeer.runConsumer(ApacheDubboVersion.V3_3_5, List.of("--registry", registry,
                    "--metadata-report", registry, "--migration", "FORCE_APPLICATION", "--app",
                    "apache-remote-consumer", "--scenario", CHECKS), CONSUMER_TIMEOUT);
            assertTrue(run.allPassed(), () -> run.describe() + "\n--- our provider's log ---\n" + provider.log());
        }
    }
}
