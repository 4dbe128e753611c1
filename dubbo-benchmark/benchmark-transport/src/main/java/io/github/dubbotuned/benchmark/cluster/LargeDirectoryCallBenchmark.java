package io.github.dubbotuned.benchmark.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.registry.integration.RegistryDirectory;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.cluster.Cluster;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The consumer's side of a call through the cluster of a {@code lazy=true} reference whose registry reports
 * {@code providers} provider URLs of the shape Apache Dubbo 3.3 providers register: routing, the load balancer's
 * choice, the cluster's settings, and a provider invoker that answers at once (no network, no serialization). The
 * scale experiment's consumer has about 3,143 providers per service; the cost that grows with the provider count is
 * what this shows.
 *
 * <pre>
 * java -cp "$(cat dubbo-benchmark/benchmark-transport/target/transport-benchmark.classpath):dubbo-benchmark/benchmark-transport/target/classes" \
 *     org.openjdk.jmh.Main LargeDirectoryCallBenchmark
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class LargeDirectoryCallBenchmark {

    private static final String PROTOCOL = "largedirbench";
    private static final String SERVICE = "org.example.scale.GreetingService";

    @Param({"100", "3143"})
    public int providers;

    /** {@code warm}: every provider started an hour ago; {@code warming}: a minute ago (inside the 10-min warm-up). */
    @Param({"warm", "warming"})
    public String age;

    @Param({"random", "leastactive", "roundrobin"})
    public String loadbalance;

    private RegistryDirectory<Greeting> directory;
    private Invoker<Greeting> cluster;
    private RpcInvocation invocation;

    /** The service of the benchmark. */
    public interface Greeting {
        String greet(String name);
    }

    /** A protocol whose invokers answer at once. */
    public static final class AnsweringProtocol implements Protocol {
        @Override
        public int getDefaultPort() {
            return 1;
        }

        @Override
        public <T> Exporter<T> export(Invoker<T> invoker) {
            throw new UnsupportedOperationException("consumer side only");
        }

        @Override
        public <T> Invoker<T> refer(Class<T> type, URL url) {
            return new Invoker<T>() {
                @Override
                public Class<T> getInterface() {
                    return type;
                }

                @Override
                public URL getUrl() {
                    return url;
                }

                @Override
                public boolean isAvailable() {
                    return true;
                }

                @Override
                public Result invoke(Invocation invocation) {
                    return AsyncRpcResult.newDefaultAsyncResult("hello", invocation);
                }

                @Override
                public void destroy() {
                }
            };
        }

        @Override
        public void destroy() {
        }
    }

    @Setup(Level.Trial)
    public void setUp() {
        ExtensionLoader<Protocol> protocols = ExtensionLoader.getExtensionLoader(Protocol.class);
        if (!protocols.hasExtension(PROTOCOL)) {
            protocols.addExtension(PROTOCOL, AnsweringProtocol.class);
        }
        URL registry = URL.valueOf("zookeeper://127.0.0.1:2181/org.apache.dubbo.registry.RegistryService"
                + "?application=bench-consumer");
        URL consumer = URL.valueOf("consumer://10.1.0.1/" + SERVICE + "?interface=" + SERVICE
                + "&application=bench-consumer&side=consumer&lazy=true&check=false&timeout=3000&retries=0"
                + "&methods=greet&release=3.3.5&dubbo=2.0.2&register.ip=10.1.0.1&pid=4242&sticky=false"
                + "&loadbalance=" + loadbalance);
        directory = new RegistryDirectory<>(Greeting.class, registry, consumer, null);
        long started = System.currentTimeMillis() - ("warm".equals(age) ? 3_600_000L : 60_000L);
        List<URL> urls = new ArrayList<>();
        for (int i = 0; i < providers; i++) {
            urls.add(URL.valueOf(PROTOCOL + "://10." + (i >> 16 & 0xFF) + "." + (i >> 8 & 0xFF) + "." + (i & 0xFF)
                    + ":20880/" + SERVICE + "?anyhost=true&application=greeting-app&background=false"
                    + "&deprecated=false&dubbo=2.0.2&dynamic=true&executor-management-mode=isolation"
                    + "&file-cache=true&generic=false&interface=" + SERVICE + "&methods=greet"
                    + "&prefer.serialization=hessian2,fastjson2&release=3.3.5&service-name-mapping=true"
                    + "&side=provider&timeout=3000&weight=100&pid=" + (1000 + i) + "&timestamp="
                    + (started - i)));
        }
        directory.notify(urls);
        cluster = ExtensionLoader.getExtensionLoader(Cluster.class).getExtension("failover").join(directory);
        invocation = new RpcInvocation("greet", SERVICE, null, new Class<?>[] {String.class}, new Object[] {"x"});
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        cluster.destroy();
        directory.destroy();
    }

    @Benchmark
    public Object call() throws Throwable {
        return cluster.invoke(invocation).recreate();
    }
}
