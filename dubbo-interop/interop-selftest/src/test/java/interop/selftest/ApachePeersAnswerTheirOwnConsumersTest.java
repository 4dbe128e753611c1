package interop.selftest;

import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.ConsumerRun;
import interop.support.FreePort;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Proves the harness end to end: a provider of each Apache Dubbo release, started by {@link ApachePeer}, passes
 * every check of the {@code all} scenario run by a consumer of the same release (one consumer JVM per pair, since
 * JVM start-up dominates the cost).
 */
class ApachePeersAnswerTheirOwnConsumersTest {

    @ParameterizedTest
    @EnumSource(value = ApacheDubboVersion.class, names = {"V2_7_23", "V3_2_15", "V3_3_5"})
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void providerPassesEveryCheckOfItsOwnConsumer(ApacheDubboVersion version) {
        int port = FreePort.find();
        try (ApachePeer provider = ApachePeer.startProvider(version, port)) {
            ConsumerRun run = ApachePeer.runConsumer(version, provider.url(), "all", Duration.ofSeconds(150));
            assertTrue(run.allPassed(), () -> run.describe() + "\nprovider log:\n" + provider.log());
        }
    }
}
