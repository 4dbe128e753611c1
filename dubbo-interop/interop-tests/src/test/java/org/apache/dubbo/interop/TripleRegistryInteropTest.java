package org.apache.dubbo.interop;

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

/**
 * Triple through ZooKeeper, between Apache Dubbo 3.3.5 and Dubbo Tuned, both roles: each provider exports every
 * service on {@code tri} and on {@code dubbo} (one service, two protocols) and registers at interface and
 * application level ({@code register-mode=all}); consumers find them by interface (keeping the {@code tri} providers
 * for the IDL service, using both protocols for {@code GreetingService}) and by application
 * ({@code FORCE_APPLICATION}).
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class TripleRegistryInteropTest {

    private static final Duration CONSUMER_TIMEOUT = Duration.ofMinutes(3);
    private static final String IDL_CHECKS = "unary,serverStream,clientStream,bidi,status,metadata";
    private static final String WRAPPED_CHECKS = "sayHello,echoPojo,listPojos,checkedException,groupVersion";

    private static EmbeddedZooKeeper zooKeeper;
    private static ApachePeer apacheProvider;
    private static ApachePeer ourProvider;

    @BeforeAll
    static void start() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        apacheProvider = ApachePeer.startTripleProvider(ApacheDubboVersion.V3_3_5, FreePort.find(), "--registry",
                registry(), "--app", "apache-triple-provider", "--register-mode", "all", "--also-dubbo",
                String.valueOf(FreePort.find()));
        ourProvider = ApachePeer.startTripleProvider(ApacheDubboVersion.DUBBO_TUNED, FreePort.find(), "--registry",
                registry(), "--app", "tuned-triple-provider", "--register-mode", "all", "--also-dubbo",
                String.valueOf(FreePort.find()));
    }

    @AfterAll
    static void stop() {
        if (apacheProvider != null) {
            apacheProvider.close();
        }
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

    private static String logs() {
        return "\n--- Apache provider ---\n" + apacheProvider.log() + "\n--- our provider ---\n" + ourProvider.log();
    }

    /** IDL checks through the registry; both providers serve the interface, so both get called. */
    private static void idl(ApacheDubboVersion consumer, String migration) {
        ConsumerRun run = ApachePeer.runTripleConsumer(consumer, List.of("--registry", registry(), "--protocol",
                "tri", "--migration", migration, "--metadata-report", registry(), "--app", "triple-consumer-"
                        + consumer.version(), "--scenario", IDL_CHECKS), CONSUMER_TIMEOUT);
        assertTrue(run.allPassed(), () -> run.describe() + logs());
    }

    private static void wrapped(ApacheDubboVersion consumer, String migration) {
        ConsumerRun run = ApachePeer.runConsumer(consumer, List.of("--registry", registry(), "--migration",
                migration, "--metadata-report", registry(), "--app", "wrapped-consumer-" + consumer.version(),
                "--scenario", WRAPPED_CHECKS), CONSUMER_TIMEOUT);
        assertTrue(run.allPassed(), () -> run.describe() + logs());
    }

    @Test
    void apacheConsumerFindsTripleProvidersByInterface() {
        idl(ApacheDubboVersion.V3_3_5, "FORCE_INTERFACE");
        wrapped(ApacheDubboVersion.V3_3_5, "FORCE_INTERFACE");
    }

    @Test
    void ourConsumerFindsTripleProvidersByInterface() {
        idl(ApacheDubboVersion.DUBBO_TUNED, "FORCE_INTERFACE");
        wrapped(ApacheDubboVersion.DUBBO_TUNED, "FORCE_INTERFACE");
    }

    @Test
    void apacheConsumerFindsTripleProvidersByApplication() {
        idl(ApacheDubboVersion.V3_3_5, "FORCE_APPLICATION");
    }

    @Test
    void ourConsumerFindsTripleProvidersByApplication() {
        idl(ApacheDubboVersion.DUBBO_TUNED, "FORCE_APPLICATION");
    }
}
