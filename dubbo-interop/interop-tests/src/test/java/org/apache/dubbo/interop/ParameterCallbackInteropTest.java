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
 * Parameter callbacks across implementations, each side a real process started as users start it: the provider
 * exports {@code interop.api.CallbackService} ({@code addListener} argument 1 {@code callback=true},
 * {@code removeListener} argument 1 {@code callback=false}, {@code callbacks=3}) and calls the consumer's listener
 * back over the consumer's own connection. An Apache 3.3.5 consumer learns the callback settings only from the
 * provider's registered URL (it ignores its own argument configs), so that direction goes through ZooKeeper; ours
 * also works over a direct URL with the settings on the reference.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class ParameterCallbackInteropTest {

    private static final Duration CONSUMER_TIMEOUT = Duration.ofSeconds(90);

    private static EmbeddedZooKeeper zooKeeper;

    @BeforeAll
    static void startZooKeeper() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
    }

    @AfterAll
    static void stopZooKeeper() {
        if (zooKeeper != null) {
            zooKeeper.close();
        }
    }

    private static String registry() {
        return "zookeeper://" + zooKeeper.getConnectString();
    }

    private static ApachePeer provider(ApacheDubboVersion version) {
        return ApachePeer.startProvider(version, FreePort.find(), "--registry", registry(), "--callbacks", "3",
                "--app", "callback-provider-" + version.version(), "--register-mode", "interface");
    }

    private static ConsumerRun consumer(ApacheDubboVersion version, String... target) {
        List<String> args = new java.util.ArrayList<>(List.of(target));
        args.addAll(List.of("--scenario", "callback", "--app", "callback-consumer-" + version.version()));
        return ApachePeer.runConsumer(version, args, CONSUMER_TIMEOUT);
    }

    @Test
    void anApacheConsumersCallbackIsServedByOurProvider() {
        try (ApachePeer ours = provider(ApacheDubboVersion.DUBBO_TUNED)) {
            ConsumerRun run = consumer(ApacheDubboVersion.V3_3_5, "--registry", registry(), "--migration",
                    "FORCE_INTERFACE");
            assertTrue(run.allPassed(), () -> run.describe() + "\n--- our provider ---\n" + ours.log());
        }
    }

    @Test
    void ourConsumersCallbackIsServedByAnApacheProvider() {
        try (ApachePeer apache = provider(ApacheDubboVersion.V3_3_5)) {
            ConsumerRun viaRegistry = consumer(ApacheDubboVersion.DUBBO_TUNED, "--registry", registry(),
                    "--migration", "FORCE_INTERFACE");
            assertTrue(viaRegistry.allPassed(), () -> viaRegistry.describe() + "\n--- Apache provider ---\n"
                    + apache.log());
            ConsumerRun direct = consumer(ApacheDubboVersion.DUBBO_TUNED, "--url", "dubbo://127.0.0.1:"
                    + apache.port() + "/interop.api.CallbackService");
            assertTrue(direct.allPassed(), () -> direct.describe() + "\n--- Apache provider ---\n" + apache.log());
        }
    }
}
