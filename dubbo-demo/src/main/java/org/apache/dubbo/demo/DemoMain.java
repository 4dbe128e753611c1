package org.apache.dubbo.demo;

import java.io.IOException;
import java.lang.reflect.Type;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import io.netty.channel.EventLoop;
import org.apache.dubbo.remoting.codec.InvocationBody;
import org.apache.dubbo.remoting.codec.ResolvedMethod;
import org.apache.dubbo.remoting.codec.ResultBody;
import org.apache.dubbo.remoting.exchange.CallOptions;
import org.apache.dubbo.remoting.exchange.ClientPool;
import org.apache.dubbo.remoting.exchange.ExchangeClient;
import org.apache.dubbo.remoting.exchange.ExchangeServer;
import org.apache.dubbo.remoting.exchange.RequestContext;
import org.apache.dubbo.remoting.exchange.RequestHandler;
import org.apache.dubbo.remoting.transport.ClientOptions;
import org.apache.dubbo.remoting.transport.ServerOptions;

/**
 * Starts a provider on loopback and calls it over a direct connection with several connection / client IO
 * thread combinations, printing where the channels ran and how fast the calls went. A first look at the knobs;
 * the benchmark module measures them properly.
 */
public final class DemoMain {

    private static final String SERVICE = "demo.GreetingService";
    private static final int CALLERS = 16;
    private static final long RUN_MILLIS = 2000;

    private DemoMain() {
    }

    public static void main(String[] args) throws Exception {
        ExchangeServer provider = ExchangeServer.bind(new InetSocketAddress("127.0.0.1", 0), ServerOptions.defaults(),
                new GreetingHandler());
        System.out.println("Provider listening on dubbo://127.0.0.1:" + provider.localAddress().getPort() + "/"
                + SERVICE);
        int[][] configurations = {{1, 1}, {2, 1}, {2, 2}, {4, 4}};
        try {
            for (int[] c : configurations) {
                run(provider.localAddress(), c[0], c[1]);
            }
        } finally {
            provider.close(1000);
        }
    }

    private static void run(InetSocketAddress address, int connections, int ioThreads) throws Exception {
        Map<String, String> params = new HashMap<>();
        params.put("iothreads", String.valueOf(ioThreads));
        params.put("iothreads.owner", "demo-c" + connections + "-t" + ioThreads);
        ClientPool.Clients clients = ClientPool.global().acquire(address, ClientOptions.from(params::get),
                connections, 1, 5000);
        try {
            Set<EventLoop> loops = new HashSet<>();
            for (ExchangeClient c : clients.all()) {
                loops.add(c.connection().eventLoop());
            }
            String first = call(clients.select(), "world");
            ExecutorService callers = Executors.newFixedThreadPool(CALLERS);
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(RUN_MILLIS);
            List<Future<long[]>> results = new ArrayList<>();
            for (int i = 0; i < CALLERS; i++) {
                int caller = i;
                results.add(callers.submit(() -> {
                    long calls = 0;
                    long maxMicros = 0;
                    while (System.nanoTime() < deadline) {
                        long start = System.nanoTime();
                        call(clients.select(), "caller-" + caller);
                        maxMicros = Math.max(maxMicros, TimeUnit.NANOSECONDS.toMicros(System.nanoTime() - start));
                        calls++;
                    }
                    return new long[] {calls, maxMicros};
                }));
            }
            long total = 0;
            long max = 0;
            for (Future<long[]> f : results) {
                long[] r = f.get();
                total += r[0];
                max = Math.max(max, r[1]);
            }
            callers.shutdown();
            System.out.printf("connections=%d iothreads=%d -> channels on %d IO thread(s); %s; %,d calls/s with %d"
                            + " callers (slowest call %.1f ms)%n", connections, ioThreads, loops.size(), first,
                    total * 1000 / RUN_MILLIS, CALLERS, max / 1000.0);
        } finally {
            clients.release(1000);
        }
    }

    private static String call(ExchangeClient client, String name) throws Exception {
        Map<String, Object> attachments = new HashMap<>();
        attachments.put("path", SERVICE);
        InvocationBody body = InvocationBody.call(SERVICE, null, "sayHello", new Class<?>[] {String.class},
                new Object[] {name}, attachments);
        ResultBody result = client.request(body, CallOptions.timeout(3000)).get(5, TimeUnit.SECONDS)
                .decode(String.class, String.class);
        return (String) result.value();
    }

    /** The provider side: one method, {@code String sayHello(String)}. */
    private static final class GreetingHandler implements RequestHandler {
        @Override
        public ResolvedMethod resolve(String serviceName, String serviceVersion, String methodName,
                                      String descriptor) throws IOException {
            if (!SERVICE.equals(serviceName) || !"sayHello".equals(methodName)
                    || !"Ljava/lang/String;".equals(descriptor)) {
                throw new IOException("Service not found:" + serviceName + ", " + methodName);
            }
            return new ResolvedMethod(new Class<?>[] {String.class}, new Type[] {String.class});
        }

        @Override
        public CompletionStage<ResultBody> handle(InvocationBody call, RequestContext context) {
            return CompletableFuture.completedFuture(ResultBody.value("Hello " + call.arguments()[0],
                    Collections.emptyMap()));
        }
    }
}
