package org.apache.dubbo.remoting.exchange;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.TimeoutException;
import org.apache.dubbo.remoting.codec.InvocationBody;
import org.apache.dubbo.remoting.codec.ResultBody;
import org.apache.dubbo.remoting.support.Calls;
import org.apache.dubbo.remoting.support.Eventually;
import org.apache.dubbo.remoting.support.Greeter;
import org.apache.dubbo.remoting.support.GreeterImpl;
import org.apache.dubbo.remoting.support.ReflectiveHandler;
import org.apache.dubbo.remoting.support.Servers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ExchangeRoundTripTest {

    private GreeterImpl greeter;
    private ExchangeServer server;
    private ExchangeClient client;

    @BeforeEach
    void start() throws Exception {
        greeter = new GreeterImpl();
        server = Servers.start(ReflectiveHandler.greeter(greeter));
        client = Servers.connect(server);
    }

    @AfterEach
    void stop() {
        client.close();
        server.close(0);
    }

    @Test
    void callsReturnValuesListsAndAttachments() throws Exception {
        assertEquals("Hello 世界", Calls.value(client, "hello", "世界"));
        List<?> items = (List<?>) Calls.value(client, "items", 5);
        assertEquals(5, items.size());
        assertEquals("item-4", ((Greeter.Item) items.get(4)).name);
        InvocationBody call = Calls.greeter("hello", "x");
        call.attachments().put("echo", "ping");
        ResultBody result = Calls.await(client.request(call, CallOptions.timeout(30_000))).decode(String.class, null);
        assertEquals("ping", result.attachments().get("echoed"));
        assertEquals("2.0.2", result.attachments().get("dubbo"));
    }

    @Test
    void twoMebibytesCrossIntact() throws Exception {
        byte[] bytes = (byte[]) Calls.value(client, "bytes", 2 * 1024 * 1024);
        assertArrayEquals(greeter.bytes(2 * 1024 * 1024), bytes);
    }

    @Test
    void businessExceptionComesBackAsTheResult() throws Exception {
        ResultBody result = Calls.call(client, 30_000, "fail", "nope");
        Greeter.GreeterException e = assertInstanceOf(Greeter.GreeterException.class, result.exception());
        assertEquals("nope", e.getMessage());
        assertEquals(42, e.code);
    }

    @Test
    void concurrentCallersEachGetTheirOwnAnswer() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(64);
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int t = 0; t < 64; t++) {
                int thread = t;
                futures.add(pool.submit(() -> {
                    for (int i = 0; i < 50; i++) {
                        String name = thread + "-" + i;
                        assertEquals("Hello " + name, Calls.value(client, "hello", name));
                    }
                    return null;
                }));
            }
            for (Future<?> f : futures) {
                f.get(30, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(0, client.pendingCalls());
    }

    @Test
    void timeoutSaysHowLongTheRequestSpentOnEachSide() throws Exception {
        // the service is held until the test ends, so only the timeout can end this call, however slow the machine
        CountDownLatch release = new CountDownLatch(1);
        greeter.gate = release;
        long start = System.nanoTime();
        TimeoutException e;
        try {
            e = assertThrows(TimeoutException.class, () -> Calls.call(client, 300, "sleep", 60_000L));
        } finally {
            release.countDown();
        }
        long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(elapsed >= 300, "a 300 ms timeout fired early, after " + elapsed + " ms");
        assertTrue(e.isServerSide(), "the request had been written");
        assertTrue(e.getMessage().contains("client elapsed: ") && e.getMessage().contains("server elapsed: "),
                e.getMessage());
        assertTrue(e.getMessage().contains("timeout: 300 ms"), e.getMessage());
        Matcher times = Pattern.compile("start time: (.+?), end time: (.+?), ").matcher(e.getMessage());
        assertTrue(times.find(), e.getMessage());
        SimpleDateFormat format = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss.SSS");
        long reported = format.parse(times.group(2)).getTime() - format.parse(times.group(1)).getTime();
        assertTrue(reported >= 300, "start and end times " + reported + " ms apart: " + e.getMessage());
        assertEquals(0, client.pendingCalls(), "a timed-out call leaves nothing behind");
    }

    @Test
    void lateResponseIsDroppedAndTheConnectionStaysUsable() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        greeter.gate = release;
        assertThrows(TimeoutException.class, () -> Calls.call(client, 200, "sleep", 10_000L));
        release.countDown();
        greeter.gate = null;
        Eventually.holds(() -> server.inFlight() == 0, "the released call was answered");
        // the late answer was written before the next call reached the server, so it arrives first on the same
        // connection: by the time "again" is answered the client has read (and dropped) it
        assertEquals("Hello again", Calls.value(client, "hello", "again"));
        assertEquals(0, client.pendingCalls());
    }

    @Test
    void oneWayCallsAreNeverAnswered() throws Exception {
        CompletableFuture<Void> written = client.send(Calls.greeter("hello", "one-way"), CallOptions.timeout(30_000));
        written.get(30, TimeUnit.SECONDS);
        assertEquals(0, client.pendingCalls());
        assertEquals("Hello two-way", Calls.value(client, "hello", "two-way"));
    }

    @Test
    void oversizedRequestFailsInTheCallersThreadBeforeAnythingIsSent() throws Exception {
        ExchangeClient small = Servers.connect(server, "payload=1024");
        try {
            // thrown by request() itself in this thread: nothing was sent, so nothing can time out
            RemotingException e = assertThrows(RemotingException.class,
                    () -> small.request(Calls.greeter("echo", new byte[4096]), CallOptions.timeout(30_000)));
            assertTrue(e.getMessage().contains("Data length too large") && e.getMessage().contains("max payload: 1024"),
                    e.getMessage());
            assertEquals("Hello ok", Calls.value(small, "hello", "ok"), "the connection is still usable");
        } finally {
            small.close();
        }
    }

    @Test
    void perCallPayloadOverridesTheConnections() {
        RemotingException e = assertThrows(RemotingException.class, () -> client.request(
                Calls.greeter("echo", new byte[4096]), CallOptions.timeout(30_000).payload(100)));
        assertTrue(e.getMessage().contains("max payload: 100"), e.getMessage());
    }

    @Test
    void unserializableArgumentIsAClearLocalError() {
        RemotingException e = assertThrows(RemotingException.class,
                () -> client.request(Calls.greeter("echo", new Object()), CallOptions.timeout(30_000)));
        assertTrue(e.getMessage().contains("Failed to serialize request"), e.getMessage());
        assertEquals(0, client.pendingCalls());
    }
}
