package org.apache.dubbo.interop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import interop.api.GreetingService;
import interop.api.InteropCheckedException;
import interop.api.Pojo;
import interop.api.Pojos;
import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.FreePort;
import org.apache.dubbo.remoting.codec.InvocationBody;
import org.apache.dubbo.remoting.codec.ResponseStatus;
import org.apache.dubbo.remoting.codec.ResultBody;
import org.apache.dubbo.remoting.exchange.CallOptions;
import org.apache.dubbo.remoting.exchange.ExchangeClient;
import org.apache.dubbo.remoting.exchange.ResponseErrorException;
import org.apache.dubbo.remoting.transport.ClientOptions;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Frames encoded by our codec, sent by our exchange client, are answered correctly by real Apache Dubbo providers
 * (child JVMs), and their answers — including 3.2's fastjson2 errors and readonly events — decode with our codec.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class RemotingAgainstApacheProviderTest {

    private static InvocationBody call(String method, String group, String version, Object... args) {
        Method m = method(method, args);
        Map<String, Object> attachments = new HashMap<>();
        attachments.put("path", GreetingService.class.getName());
        attachments.put("interface", GreetingService.class.getName());
        if (group != null) {
            attachments.put("group", group);
        }
        attachments.put("version", version == null ? "0.0.0" : version);
        return InvocationBody.call(GreetingService.class.getName(), version, method, m.getParameterTypes(), args,
                attachments);
    }

    /** The overload whose parameter types accept {@code args}. */
    private static Method method(String name, Object... args) {
        for (Method m : GreetingService.class.getMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() == args.length && accepts(m, args)) {
                return m;
            }
        }
        throw new IllegalArgumentException(name);
    }

    private static boolean accepts(Method m, Object[] args) {
        Class<?>[] types = m.getParameterTypes();
        for (int i = 0; i < args.length; i++) {
            Class<?> t = types[i].isPrimitive() ? java.lang.invoke.MethodType.methodType(types[i]).wrap().returnType()
                    : types[i];
            if (args[i] != null && !t.isInstance(args[i])) {
                return false;
            }
        }
        return true;
    }

    private static ResultBody invoke(ExchangeClient client, String method, Object... args) throws Exception {
        Method m = method(method, args);
        return client.request(call(method, null, null, args), CallOptions.timeout(10_000)).get(20, TimeUnit.SECONDS)
                .decode(m.getReturnType(), m.getGenericReturnType());
    }

    @ParameterizedTest
    @EnumSource(value = ApacheDubboVersion.class, names = {"V2_7_23", "V3_2_15", "V3_3_5"})
    void apacheProviderAnswersOurFrames(ApacheDubboVersion version) throws Exception {
        int port = FreePort.find();
        Map<String, String> heartbeat = Map.of("heartbeat", "200", "heartbeat.timeout", "2000");
        try (ApachePeer provider = ApachePeer.startProvider(version, port)) {
            ExchangeClient client = ExchangeClient.connect(new InetSocketAddress("127.0.0.1", port),
                    ClientOptions.from(heartbeat::get), 10_000);
            try {
                assertEquals("Hello 世界 ✓", invoke(client, "sayHello", "世界 ✓").value());
                Pojo pojo = Pojos.sample(2);
                assertEquals(pojo, invoke(client, "echoPojo", pojo).value());
                List<?> list = (List<?>) invoke(client, "listPojos", 5).value();
                assertEquals(5, list.size());
                assertEquals(Pojos.sample(4), list.get(4));
                InteropCheckedException checked = assertInstanceOf(InteropCheckedException.class,
                        invoke(client, "fail", "bad").exception());
                assertEquals(42, checked.getCode());
                assertEquals("detail-bad", checked.getDetail());
                assertInstanceOf(IllegalStateException.class, invoke(client, "failRuntime", "boom").exception());
                byte[] big = (byte[]) invoke(client, "bytes", 2 * 1024 * 1024).value();
                assertEquals(2 * 1024 * 1024, big.length);
                assertEquals((byte) (1000 % 251), big[1000]);
                assertEquals(3L, invoke(client, "sum", 1L, 2L).value(), "overload picked by descriptor");
                assertEquals("ab", invoke(client, "sum", "a", "b").value());

                ResultBody grouped = client.request(call("sayHello", "grp", "1.0.0", "g"),
                        CallOptions.timeout(10_000)).get(20, TimeUnit.SECONDS).decode(String.class, null);
                assertEquals("Hello g", grouped.value());

                ExecutionException wrongGroup = assertThrows(ExecutionException.class, () -> client.request(
                        call("sayHello", "no-such-group", null, "x"), CallOptions.timeout(10_000)).get(20,
                        TimeUnit.SECONDS));
                ResponseErrorException error = assertInstanceOf(ResponseErrorException.class, wrongGroup.getCause());
                assertEquals(ResponseStatus.SERVICE_ERROR, error.status());
                assertTrue(error.getMessage().contains("Not found exported service"), error.getMessage());

                // idle for longer than heartbeat.timeout: only the provider's answers to our heartbeats can keep
                // this connection (a reconnect would show as a new local address)
                java.net.InetSocketAddress before = client.localAddress();
                Thread.sleep(2500);
                assertTrue(client.isAvailable(), "heartbeats kept the idle connection up");
                assertEquals(before, client.localAddress(), "the same connection, not a reconnected one");
                assertEquals("Hello again", invoke(client, "sayHello", "again").value());

                // a stopping provider may still accept the client's reconnect (a new connection is not readonly),
                // so watch for the event while the provider stops rather than after
                java.util.concurrent.CompletableFuture<Boolean> stopped = java.util.concurrent.CompletableFuture
                        .supplyAsync(() -> provider.terminate(Duration.ofSeconds(30)));
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
                while (!client.isReadonly() && !stopped.isDone() && System.nanoTime() < deadline) {
                    Thread.sleep(2);
                }
                assertTrue(client.isReadonly(), "the provider's readonly event was understood");
                assertTrue(stopped.get(30, TimeUnit.SECONDS), "provider stopped");
            } finally {
                client.close();
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = ApacheDubboVersion.class, names = "V3_2_15")
    void largeArgumentsCrossIntact(ApacheDubboVersion version) throws Exception {
        int port = FreePort.find();
        try (ApachePeer provider = ApachePeer.startProvider(version, port)) {
            ExchangeClient client = ExchangeClient.connect(new InetSocketAddress("127.0.0.1", port),
                    ClientOptions.defaults(), 10_000);
            try {
                Pojo pojo = Pojos.sample(1);
                pojo.setName("x".repeat(100_000));
                assertEquals(pojo, invoke(client, "echoPojo", pojo).value());
                byte[] expected = new byte[1024];
                for (int i = 0; i < expected.length; i++) {
                    expected[i] = (byte) (i % 251);
                }
                assertArrayEquals(expected, (byte[]) invoke(client, "bytes", 1024).value());
            } finally {
                client.close();
            }
        }
    }
}
