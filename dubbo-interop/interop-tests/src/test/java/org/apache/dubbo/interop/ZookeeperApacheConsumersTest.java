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
import interop.support.LoadReport;
import interop.support.RunningConsumer;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Real Apache Dubbo 2.7.23, 3.2.15 and 3.3.5 consumers find our provider in ZooKeeper and call it: the provider is
 * the peer program compiled against Dubbo Tuned ({@code ours-peer}, register mode {@code interface}), the consumers
 * know nothing but the registry address (3.x with migration step {@code FORCE_INTERFACE}). Group and version select
 * the export: {@code grp/1.0.0} answers, {@code grp/9.9.9} is refused, both by what the consumer read from the
 * registry. And when one of two providers of ours stops gracefully under an Apache consumer's load, no call is lost,
 * as with Apache's own providers.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class ZookeeperApacheConsumersTest {

    private static final Duration CONSUMER_TIMEOUT = Duration.ofSeconds(90);
    private static final Duration LOAD = Duration.ofSeconds(8);
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

    /**
     * Our provider's graceful stop as an Apache consumer lives it: unregistered from ZooKeeper and readonly before
     * its exports close, so a consumer calling back to back over it and a second provider of ours loses no call even
     * without retries, and keeps calling the remaining one. Measured with Apache providers in the same setup: a
     * 3.3.5 (or 2.7.23) provider stopping under a 2.7.23 or 3.3.5 consumer's load costs zero calls with
     * {@code retries=0}.
     */
    @ParameterizedTest(name = "{0} consumer under load while a Dubbo Tuned provider stops gracefully")
    @EnumSource(value = ApacheDubboVersion.class, names = {"V2_7_23", "V3_3_5"})
    void apacheConsumerUnderLoadLosesNoCallWhenOurProviderStopsGracefully(ApacheDubboVersion version)
            throws Exception {
        ApachePeer leaving = ApachePeer.startProvider(ApacheDubboVersion.DUBBO_TUNED, FreePort.find(), "--registry",
                registry(), "--app", "tuned-provider", "--register-mode", "interface");
        ConsumerRun run;
        try (RunningConsumer consumer = ApachePeer.startConsumer(version, List.of("--registry", registry(),
                "--migration", "FORCE_INTERFACE", "--app", "apache-load-" + version.version(), "--retries", "0",
                "--load", String.valueOf(LOAD.toMillis())))) {
            consumer.awaitOutput("LOAD STARTED", CONSUMER_TIMEOUT);
            Thread.sleep(LOAD.toMillis() / 4);
            leaving.close();
            run = consumer.awaitExit(CONSUMER_TIMEOUT);
        } finally {
            leaving.close();
        }
        LoadReport load = run.load().orElseThrow(() -> new AssertionError("no load report\n" + run.describe()));
        assertTrue(run.allPassed(), () -> load + "\n" + run.describe() + "\n--- leaving provider ---\n"
                + leaving.log());
        assertTrue(load.okOn(leaving.port()) > 0 && load.okOn(ourProvider.port()) > 0, load::toString);
    }
}
