package org.apache.dubbo.interop;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.ConsumerRun;
import interop.support.FreePort;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The interop matrix of the RPC/config issue, over direct URLs in both directions: each real Apache Dubbo release
 * (2.7.23, 3.2.15, 3.3.5) runs its consumer's full check list ({@code all}: sync, unicode, POJOs with enums,
 * java.time, BigDecimal, collections and nested objects, lists of POJOs, provider-side CompletableFuture, checked
 * exceptions with fields, runtime exceptions, 2 MiB arrays, a response over the payload limit failing fast, overloads,
 * timeout accuracy, attachments, echo, generic invoke incl. a POJO returned as a map, 64 concurrent threads, two
 * connections giving two remote addresses, one-way) against our provider; and our consumer — the very same
 * consumer program compiled against Dubbo Tuned, on Java 17 without {@code --add-opens} — runs it against each
 * Apache provider.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class ApiInteropMatrixTest {

    private static final Duration CONSUMER_TIMEOUT = Duration.ofMinutes(3);
    private static ApachePeer ourProvider;

    static List<ApacheDubboVersion> apacheReleases() {
        return ApacheDubboVersion.apacheReleases();
    }

    @BeforeAll
    static void startOurProvider() {
        ourProvider = ApachePeer.startProvider(ApacheDubboVersion.DUBBO_TUNED, FreePort.find());
    }

    @AfterAll
    static void stopOurProvider() {
        if (ourProvider != null) {
            ourProvider.close();
        }
    }

    @ParameterizedTest(name = "{0} consumer -> Dubbo Tuned provider")
    @MethodSource("apacheReleases")
    void apacheConsumerPassesEveryCheckAgainstOurProvider(ApacheDubboVersion version) {
        ConsumerRun run = ApachePeer.runConsumer(version, ourProvider.url(), "all", CONSUMER_TIMEOUT);
        assertTrue(run.allPassed(), () -> run.describe() + "\n--- our provider's log ---\n" + ourProvider.log());
    }

    @ParameterizedTest(name = "Dubbo Tuned consumer -> {0} provider")
    @MethodSource("apacheReleases")
    void ourConsumerPassesEveryCheckAgainstApacheProvider(ApacheDubboVersion version) {
        try (ApachePeer provider = ApachePeer.startProvider(version, FreePort.find())) {
            ConsumerRun run = ApachePeer.runConsumer(ApacheDubboVersion.DUBBO_TUNED, provider.url(), "all",
                    CONSUMER_TIMEOUT);
            assertTrue(run.allPassed(), () -> run.describe() + "\n--- provider log ---\n" + provider.log());
        }
    }

    @Test
    void ourConsumerPassesEveryCheckAgainstOurProvider() {
        ConsumerRun run = ApachePeer.runConsumer(ApacheDubboVersion.DUBBO_TUNED, ourProvider.url(), "all",
                CONSUMER_TIMEOUT);
        assertTrue(run.allPassed(), () -> run.describe() + "\n--- our provider's log ---\n" + ourProvider.log());
    }
}
