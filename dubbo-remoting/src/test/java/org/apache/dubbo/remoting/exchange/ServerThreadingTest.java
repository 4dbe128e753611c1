package org.apache.dubbo.remoting.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetSocketAddress;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.remoting.codec.ResponseStatus;
import org.apache.dubbo.remoting.support.Calls;
import org.apache.dubbo.remoting.support.Eventually;
import org.apache.dubbo.remoting.support.GreeterImpl;
import org.apache.dubbo.remoting.support.ReflectiveHandler;
import org.apache.dubbo.remoting.support.Servers;
import org.apache.dubbo.remoting.transport.ServerOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ServerThreadingTest {

    @Test
    void exhaustedPoolAnswersWithStatus100NamingTheProviderAndKeepsServing() throws Exception {
        GreeterImpl greeter = new GreeterImpl();
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        greeter.gate = release;
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(greeter), "threads=1");
        ExchangeClient client = Servers.connect(server);
        try {
            CompletableFuture<Response> busy = client.request(Calls.greeter("sleep", 20_000L),
                    CallOptions.timeout(30_000));
            Eventually.holds(() -> server.inFlight() > 0, "the call reached the service");
            ExecutionException e = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                    () -> client.request(Calls.greeter("hello", "x"), CallOptions.timeout(30_000)).get());
            ResponseErrorException error = (ResponseErrorException) e.getCause();
            assertEquals(ResponseStatus.SERVER_THREADPOOL_EXHAUSTED_ERROR, error.status());
            int port = server.localAddress().getPort();
            assertTrue(error.getMessage().startsWith("Server side(127.0.0.1," + port + ") thread pool is exhausted"),
                    error.getMessage());
            assertTrue(error.getMessage().contains("Thread pool is EXHAUSTED!"), error.getMessage());
            release.countDown();
            assertEquals("slept 20000", Calls.await(busy).decode(String.class, null).value());
            // the busy call's answer can arrive before its thread is back in the pool: retry while exhausted
            Eventually.holds(() -> answersHello(client), "served again once a thread is free");
        } finally {
            client.close();
            server.close(0);
        }
    }

    /** Whether a call is served ("Hello y"); false while the pool is still exhausted, any other error fails. */
    private static boolean answersHello(ExchangeClient client) {
        try {
            assertEquals("Hello y", Calls.value(client, "hello", "y"));
            return true;
        } catch (Exception e) {
            Throwable cause = e instanceof ExecutionException ? e.getCause() : e;
            if (cause instanceof ResponseErrorException
                    && ((ResponseErrorException) cause).status() == ResponseStatus.SERVER_THREADPOOL_EXHAUSTED_ERROR) {
                return false;
            }
            throw new AssertionError("the call after the pool freed up failed", e);
        }
    }

    @Test
    void allDispatcherRunsCallsOnTheBusinessPool() throws Exception {
        assertTrue(threadNameWith("dispatcher=all").startsWith("DubboServerHandler-"));
    }

    @Test
    void directDispatcherRunsCallsOnTheIoThread() throws Exception {
        assertTrue(threadNameWith("dispatcher=direct").startsWith("DubboServerWorker-"));
    }

    @Test
    void customThreadNameIsUsed() throws Exception {
        assertTrue(threadNameWith("threadname=orders").startsWith("orders-"));
    }

    private static String threadNameWith(String... params) throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()), params);
        ExchangeClient client = Servers.connect(server);
        try {
            return (String) Calls.value(client, "threadName");
        } finally {
            client.close();
            server.close(0);
        }
    }

    @Test
    void connectionDispatcherDeliversConnectionEventsInOrderOnOneThread() throws Exception {
        List<String> events = new CopyOnWriteArrayList<>();
        ConnectionListener listener = new ConnectionListener() {
            @Override
            public void connected(InetSocketAddress remote, InetSocketAddress local) {
                events.add("connected " + remote.getPort() + " on " + Thread.currentThread().getName());
            }

            @Override
            public void disconnected(InetSocketAddress remote, InetSocketAddress local) {
                events.add("disconnected " + remote.getPort() + " on " + Thread.currentThread().getName());
            }
        };
        Map<String, String> p = Servers.params("dispatcher=connection");
        ExchangeServer server = ExchangeServer.bind(new InetSocketAddress("127.0.0.1", 0), ServerOptions.from(p::get),
                ReflectiveHandler.greeter(new GreeterImpl()), listener);
        try {
            for (int i = 0; i < 3; i++) {
                ExchangeClient c = Servers.connect(server);
                int port = c.localAddress().getPort();
                Calls.value(c, "hello", "x");
                c.close();
                Eventually.holds(() -> events.stream().anyMatch(e -> e.startsWith("disconnected " + port)),
                        "the disconnection of " + port + " was delivered");
                int connected = indexOf(events, "connected " + port);
                int disconnected = indexOf(events, "disconnected " + port);
                assertTrue(connected >= 0 && disconnected > connected, events.toString());
            }
            for (String e : events) {
                assertTrue(e.contains("DubboConnectionEvents-"), e);
            }
        } finally {
            server.close(0);
        }
    }

    private static int indexOf(List<String> events, String prefix) {
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i).startsWith(prefix)) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void requestsArrivingWhileAClosingServerDrainsAreStillServed() throws Exception {
        GreeterImpl greeter = new GreeterImpl();
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        greeter.gate = release;
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(greeter));
        ExchangeClient client = Servers.connect(server);
        try {
            CompletableFuture<Response> slow = client.request(Calls.greeter("sleep", 20_000L),
                    CallOptions.timeout(30_000));
            Eventually.holds(() -> server.inFlight() > 0, "the call reached the service");
            CompletableFuture<Void> closing = CompletableFuture.runAsync(() -> server.close(30_000));
            Eventually.holds(client::isReadonly, "the readonly event arrived");
            // a call already on its way when the readonly event was sent, or from a consumer ignoring it
            Response late = client.request(Calls.greeter("hello", "late"), CallOptions.timeout(30_000)).get();
            assertEquals("Hello late", late.decode(String.class, null).value());
            assertFalse(server.isClosing(), "still draining: a call is in flight");
            release.countDown();
            assertEquals("slept 20000", Calls.await(slow).decode(String.class, null).value());
            closing.get(30, TimeUnit.SECONDS);
        } finally {
            client.close();
        }
    }
}
