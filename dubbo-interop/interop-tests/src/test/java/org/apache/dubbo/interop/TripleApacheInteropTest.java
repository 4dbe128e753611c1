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

/**
 * Triple between real Apache Dubbo 3.3.5 and Dubbo Tuned, both roles, every peer started as its users start it
 * (no loopback pinning: an Apache consumer given {@code tri://127.0.0.1:N} dials the machine's own address, as it
 * does for users). Each side runs the same peer programs: the IDL service {@code interop.proto.Greeter} (protobuf
 * messages, plain gRPC: unary, server, client and bidirectional streaming, a deadline exceeded, an error with
 * status and message, metadata, a 4 MiB message, 64 concurrent callers) and {@code GreetingService} in Apache's
 * wrapped mode (hessian2 in the wrapper: strings, POJOs, lists, async, checked and runtime exceptions, null,
 * binary arrays, overloads, timeouts, group/version, concurrency).
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class TripleApacheInteropTest {

    private static final Duration CONSUMER_TIMEOUT = Duration.ofMinutes(3);
    /**
     * The wrapped-mode checks. Not here: {@code attachments} (Apache Dubbo 3.3.5 sends every non-ASCII character of an
     * attachment as {@code ?}, so its value {@code value-✓} fails between two Apache peers too), {@code echo} and
     * {@code generic} (provider-side filters of the dubbo protocol), {@code oneway} (triple has no one-way calls),
     * {@code loopback} and {@code connections} (they assert loopback addresses, which unpinned peers do not use),
     * {@code payloadLimit} (it bounds the failure by wall-clock time; TripleProtocolTest proves the limit).
     */
    private static final String WRAPPED_CHECKS = "sayHello,unicode,echoPojo,listPojos,async,checkedException,"
            + "runtimeException,nullResult,bytes,overloads,timeout,groupVersion,concurrency";

    private static ApachePeer apacheProvider;
    private static ApachePeer ourProvider;

    @BeforeAll
    static void startProviders() {
        apacheProvider = ApachePeer.startTripleProvider(ApacheDubboVersion.V3_3_5, FreePort.find());
        ourProvider = ApachePeer.startTripleProvider(ApacheDubboVersion.DUBBO_TUNED, FreePort.find());
    }

    @AfterAll
    static void stopProviders() {
        if (apacheProvider != null) {
            apacheProvider.close();
        }
        if (ourProvider != null) {
            ourProvider.close();
        }
    }

    private static String idlUrl(ApachePeer provider) {
        return "tri://127.0.0.1:" + provider.port() + "/" + ApachePeer.IDL_SERVICE;
    }

    private static String wrappedUrl(ApachePeer provider) {
        return "tri://127.0.0.1:" + provider.port() + "/" + ApachePeer.SERVICE;
    }

    private static String logs(ApachePeer provider) {
        return "\n--- provider log ---\n" + provider.log();
    }

    @Test
    void apacheIdlConsumerAgainstOurProvider() {
        ConsumerRun run = ApachePeer.runTripleConsumer(ApacheDubboVersion.V3_3_5, List.of("--url",
                idlUrl(ourProvider), "--scenario", "all"), CONSUMER_TIMEOUT);
        assertTrue(run.allPassed(), () -> run.describe() + logs(ourProvider));
    }

    @Test
    void ourIdlConsumerAgainstApacheProvider() {
        ConsumerRun run = ApachePeer.runTripleConsumer(ApacheDubboVersion.DUBBO_TUNED, List.of("--url",
                idlUrl(apacheProvider), "--scenario", "all"), CONSUMER_TIMEOUT);
        assertTrue(run.allPassed(), () -> run.describe() + logs(apacheProvider));
    }

    @Test
    void apacheWrappedConsumerAgainstOurProvider() {
        ConsumerRun run = ApachePeer.runConsumer(ApacheDubboVersion.V3_3_5, List.of("--url",
                wrappedUrl(ourProvider), "--scenario", WRAPPED_CHECKS), CONSUMER_TIMEOUT);
        assertTrue(run.allPassed(), () -> run.describe() + logs(ourProvider));
    }

    @Test
    void ourWrappedConsumerAgainstApacheProvider() {
        ConsumerRun run = ApachePeer.runConsumer(ApacheDubboVersion.DUBBO_TUNED, List.of("--url",
                wrappedUrl(apacheProvider), "--scenario", WRAPPED_CHECKS), CONSUMER_TIMEOUT);
        assertTrue(run.allPassed(), () -> run.describe() + logs(apacheProvider));
    }
}
