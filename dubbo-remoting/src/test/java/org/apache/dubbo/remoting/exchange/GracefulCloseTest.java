package org.apache.dubbo.remoting.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.remoting.codec.ResultBody;
import org.apache.dubbo.remoting.support.Calls;
import org.apache.dubbo.remoting.support.GreeterImpl;
import org.apache.dubbo.remoting.support.ReflectiveHandler;
import org.apache.dubbo.remoting.support.Servers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class GracefulCloseTest {

    @Test
    void closeAnnouncesReadonlyAndFinishesCallsInFlight() throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()));
        ExchangeClient client = Servers.connect(server);
        try {
            CompletableFuture<Response> inFlight = client.request(Calls.greeter("sleep", 600L),
                    CallOptions.timeout(5000));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (server.inFlight() == 0 && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            CompletableFuture<Void> closing = CompletableFuture.runAsync(() -> server.close(5000));
            deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (client.isAvailable() && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertTrue(client.isReadonly(), "the readonly event arrived before the connection closed");
            ResultBody result = Calls.await(inFlight).decode(String.class, null);
            assertEquals("slept 600", result.value(), "the call in flight finished");
            closing.get(10, TimeUnit.SECONDS);
        } finally {
            client.close();
        }
    }

    @Test
    void closeDoesNotWaitLongerThanItsTimeout() throws Exception {
        GreeterImpl greeter = new GreeterImpl();
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(greeter));
        ExchangeClient client = Servers.connect(server);
        try {
            client.request(Calls.greeter("sleep", 10_000L), CallOptions.timeout(20_000));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (server.inFlight() == 0 && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            long start = System.nanoTime();
            server.close(300);
            long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertTrue(elapsed < 3000, "close took " + elapsed + " ms");
        } finally {
            client.close();
        }
    }

    @Test
    void announcingReadonlyKeepsServingAndReachesLaterConnectionsToo() throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()));
        ExchangeClient early = Servers.connect(server);
        ExchangeClient late = null;
        try {
            server.announceReadonly();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (!early.isReadonly() && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertTrue(early.isReadonly(), "the connected consumer was told");
            assertEquals("Hello still", Calls.await(early.request(Calls.greeter("hello", "still"),
                    CallOptions.timeout(5000))).decode(String.class, null).value(), "calls are still served");
            late = Servers.connect(server);
            deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (!late.isReadonly() && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertTrue(late.isReadonly(), "a consumer connecting afterwards is told at once");
            assertTrue(server.awaitIdle(5000), "idle once nothing is in flight");
        } finally {
            early.close();
            if (late != null) {
                late.close();
            }
            server.close(0);
        }
    }

    @Test
    void awaitIdleWaitsForCallsInFlight() throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()));
        ExchangeClient client = Servers.connect(server);
        try {
            client.request(Calls.greeter("sleep", 400L), CallOptions.timeout(5000));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (server.inFlight() == 0 && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertFalse(server.awaitIdle(100), "a call is still running");
            assertTrue(server.awaitIdle(5000), "idle after it finished");
        } finally {
            client.close();
            server.close(0);
        }
    }
}
