package org.apache.dubbo.remoting.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.remoting.TimeoutException;
import org.apache.dubbo.remoting.codec.InvocationBody;
import org.apache.dubbo.remoting.codec.ResolvedMethod;
import org.apache.dubbo.remoting.codec.ResultBody;
import org.apache.dubbo.remoting.support.Calls;
import org.apache.dubbo.remoting.support.Eventually;
import org.apache.dubbo.remoting.support.GreeterImpl;
import org.apache.dubbo.remoting.support.ReflectiveHandler;
import org.apache.dubbo.remoting.support.Servers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Thousands of calls outstanding on one connection at once (the scaled-down version of the benchmark's in-flight
 * experiment, docs/reliability.md): every call ends, answered or with a clear timeout, and nothing per call outlives it
 * — no pending entry, no timer entry, no bytes queued for writing.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ManyCallsInFlightTest {

    private static final int CALLS = 2000;

    /** Answers nothing until told to: every call stays in flight, holding no provider thread. */
    private static final class HeldAnswers implements RequestHandler {
        private final ReflectiveHandler greeter = ReflectiveHandler.greeter(new GreeterImpl());
        private final CompletableFuture<Void> release = new CompletableFuture<>();
        private final AtomicInteger arrived = new AtomicInteger();

        @Override
        public ResolvedMethod resolve(String service, String version, String method, String descriptor)
                throws java.io.IOException {
            return greeter.resolve(service, version, method, descriptor);
        }

        @Override
        public CompletionStage<ResultBody> handle(InvocationBody call, RequestContext context) throws Exception {
            arrived.incrementAndGet();
            CompletionStage<ResultBody> answer = greeter.handle(call, context);
            return release.thenCompose(ignored -> answer);
        }
    }

    @Test
    void everyOneOfTwoThousandCallsInFlightIsAnsweredAndLeavesNothingBehind() throws Exception {
        long timersBefore = ResponseTimer.pending();
        HeldAnswers provider = new HeldAnswers();
        ExchangeServer server = startServer(provider);
        ExchangeClient client = Servers.connect(server);
        try {
            List<ResponseFuture> calls = sendAll(client, 60_000);
            Eventually.holds(() -> provider.arrived.get() == CALLS, "the provider holds every call");
            assertEquals(CALLS, client.pendingCalls(), "all calls are in flight at once");
            assertTrue(calls.stream().noneMatch(CompletableFuture::isDone), "no call ended before its answer");

            provider.release.complete(null);
            for (int i = 0; i < CALLS; i++) {
                ResultBody result = Calls.await(calls.get(i)).decode(String.class, String.class);
                assertEquals("Hello caller " + i, result.value(), "call " + i + " got its own answer");
            }
            assertEquals(0, client.pendingCalls(), "no pending entry outlives its call");
            assertEquals(0, client.connection().writer().pendingBytes(), "nothing left queued for writing");
            Eventually.holds(() -> ResponseTimer.pending() <= timersBefore,
                    "every call's timeout left the timer wheel");
        } finally {
            client.close();
            server.close(0);
        }
    }

    @Test
    void twoThousandCallsThatAreNeverAnsweredEachFailWithATimeoutAndLeaveNothingBehind() throws Exception {
        long timersBefore = ResponseTimer.pending();
        HeldAnswers provider = new HeldAnswers();
        ExchangeServer server = startServer(provider);
        ExchangeClient client = Servers.connect(server);
        try {
            List<ResponseFuture> calls = sendAll(client, 1_000);
            for (ResponseFuture call : calls) {
                try {
                    call.get(60, TimeUnit.SECONDS);
                    throw new AssertionError("a call the provider never answered completed");
                } catch (ExecutionException e) {
                    assertTrue(e.getCause() instanceof TimeoutException, "timed out: " + e.getCause());
                    assertTrue(e.getCause().getMessage().contains("timeout"), e.getCause().getMessage());
                }
            }
            assertEquals(0, client.pendingCalls(), "no pending entry outlives its call");
            Eventually.holds(() -> ResponseTimer.pending() <= timersBefore, "no timer entry outlives its call");
            assertFalse(calls.stream().anyMatch(call -> !call.isDone()), "every call ended");
        } finally {
            // answers released now would only be dropped (and logged) as late: close without them
            client.close();
            server.close(0);
        }
    }

    /**
     * The provider's business pool gets a queue as long as the calls: its default (200 threads, no queue, as Apache
     * Dubbo's) refuses a burst of 2,000 arrivals with "thread pool is exhausted" on a busy machine, which is a
     * provider's choice, not what this test is about.
     */
    private static ExchangeServer startServer(RequestHandler provider) throws Exception {
        return Servers.start(provider, "queues=" + CALLS);
    }

    private static List<ResponseFuture> sendAll(ExchangeClient client, int timeoutMillis) throws Exception {
        List<ResponseFuture> calls = new ArrayList<>(CALLS);
        for (int i = 0; i < CALLS; i++) {
            calls.add(client.request(Calls.greeter("hello", "caller " + i), CallOptions.timeout(timeoutMillis)));
        }
        return calls;
    }
}
