package org.apache.dubbo.remoting.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.remoting.codec.ResultBody;
import org.apache.dubbo.remoting.support.Calls;
import org.apache.dubbo.remoting.support.Eventually;
import org.apache.dubbo.remoting.support.GreeterImpl;
import org.apache.dubbo.remoting.support.ReflectiveHandler;
import org.apache.dubbo.remoting.support.Servers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class GracefulCloseTest {

    @Test
    void closeAnnouncesReadonlyAndFinishesCallsInFlight() throws Exception {
        GreeterImpl greeter = new GreeterImpl();
        CountDownLatch release = new CountDownLatch(1);
        greeter.gate = release;
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(greeter));
        ExchangeClient client = Servers.connect(server);
        try {
            CompletableFuture<Response> inFlight = client.request(Calls.greeter("sleep", 50_000L),
                    CallOptions.timeout(55_000));
            Eventually.holds(() -> server.inFlight() > 0, "the call reached the service");
            CompletableFuture<Void> closing = CompletableFuture.runAsync(() -> server.close(55_000));
            Eventually.holds(() -> !client.isAvailable(), "the consumer was told the provider is closing");
            assertTrue(client.isReadonly(), "the readonly event arrived before the connection closed");
            assertFalse(closing.isDone(), "close waits for the call in flight");
            release.countDown();
            ResultBody result = Calls.await(inFlight).decode(String.class, null);
            assertEquals("slept 50000", result.value(), "the call in flight finished");
            closing.get(30, TimeUnit.SECONDS);
        } finally {
            release.countDown();
            client.close();
        }
    }

    @Test
    void closeDoesNotWaitLongerThanItsTimeout() throws Exception {
        GreeterImpl greeter = new GreeterImpl();
        CountDownLatch release = new CountDownLatch(1);
        greeter.gate = release;
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(greeter));
        ExchangeClient client = Servers.connect(server);
        try {
            client.request(Calls.greeter("sleep", 50_000L), CallOptions.timeout(55_000));
            Eventually.holds(() -> server.inFlight() > 0, "the call reached the service");
            long start = System.nanoTime();
            // the call stays parked until the test ends: close returns because its timeout ran out (the class's
            // 60 s limit fails the test if it waited for the call instead)
            server.close(300);
            long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertEquals(1, server.inFlight(), "the parked call was still running when close returned");
            assertTrue(elapsed >= 300, "close gave up before its timeout, after " + elapsed + " ms");
        } finally {
            release.countDown();
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
            Eventually.holds(early::isReadonly, "the connected consumer was told");
            assertEquals("Hello still", Calls.await(early.request(Calls.greeter("hello", "still"),
                    CallOptions.timeout(30_000))).decode(String.class, null).value(), "calls are still served");
            late = Servers.connect(server);
            ExchangeClient told = late;
            Eventually.holds(told::isReadonly, "a consumer connecting afterwards is told at once");
            assertTrue(server.awaitIdle(30_000), "idle once nothing is in flight");
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
        GreeterImpl greeter = new GreeterImpl();
        CountDownLatch release = new CountDownLatch(1);
        greeter.gate = release;
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(greeter));
        ExchangeClient client = Servers.connect(server);
        try {
            client.request(Calls.greeter("sleep", 50_000L), CallOptions.timeout(55_000));
            Eventually.holds(() -> server.inFlight() > 0, "the call reached the service");
            assertFalse(server.awaitIdle(100), "a call is still running");
            release.countDown();
            assertTrue(server.awaitIdle(30_000), "idle after it finished");
        } finally {
            release.countDown();
            client.close();
            server.close(0);
        }
    }
}
