package org.apache.dubbo.demo;

import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;

/**
 * A provider and its consumers in one JVM, written with the ordinary Apache Dubbo API and meeting through a
 * ZooKeeper registry: the one named by {@code -Ddubbo.registry.address=zookeeper://host:2181}, or else an embedded
 * ZooKeeper started on loopback for the run. The consumers find the provider through the registry and call it with
 * different connection / client IO-thread combinations — the controlled experiment upstream Dubbo cannot express —
 * and the demo prints how many connections and IO threads each used and how fast the calls went. A first look; the
 * benchmark module measures properly.
 */
public final class DemoMain {

    private static final int CALLERS = 16;
    private static final long RUN_MILLIS = 2000;
    private static final String REGISTRY_PROPERTY = "dubbo.registry.address";

    private DemoMain() {
    }

    public static void main(String[] args) throws Exception {
        String given = System.getProperty(REGISTRY_PROPERTY);
        EmbeddedZooKeeper embedded = null;
        String registryAddress = given;
        if (given == null || given.trim().isEmpty()) {
            embedded = EmbeddedZooKeeper.start();
            registryAddress = "zookeeper://" + embedded.getConnectString();
            System.out.println("No -D" + REGISTRY_PROPERTY + " given: started an embedded ZooKeeper at "
                    + embedded.getConnectString());
        }
        try {
            runDemo(registryAddress);
        } finally {
            if (embedded != null) {
                embedded.close();
            }
        }
    }

    private static void runDemo(String registryAddress) throws Exception {
        ProtocolConfig protocol = new ProtocolConfig("dubbo", freePort());
        protocol.setHost("127.0.0.1");
        ServiceConfig<GreetingService> service = new ServiceConfig<>();
        service.setInterface(GreetingService.class);
        service.setRef(new GreetingServiceImpl());
        DubboBootstrap provider = DubboBootstrap.getInstance().application("demo")
                .registry(new RegistryConfig(registryAddress)).protocol(protocol).service(service).start();
        System.out.println("Provider exported " + service.getExportedUrls().get(0).toIdentityString()
                + " and registered it at " + registryAddress);
        try {
            System.out.println("Warming up the JIT...");
            run(1, 1, false);
            run(1, 1, true);
            run(2, 1, true);
            run(2, 2, true);
            run(4, 4, true);
        } finally {
            provider.stop();
        }
    }

    private static void run(int connections, int ioThreads, boolean report) throws Exception {
        String id = "c" + connections + "t" + ioThreads + (report ? "" : "-warmup");
        ReferenceConfig<GreetingService> reference = new ReferenceConfig<>();
        reference.setId(id);
        reference.setInterface(GreetingService.class);
        // the provider lives in this JVM too; without this the call would stay in-process and never touch the network
        reference.setScope("remote");
        reference.setConnections(connections);
        reference.setIothreads(ioThreads);
        reference.setRetries(0);
        reference.setTimeout(3000);
        GreetingService greeting = reference.get();
        try {
            Set<String> callers = new HashSet<>();
            for (int i = 0; i < 4 * connections; i++) {
                callers.add(greeting.caller());
            }
            ExecutorService pool = Executors.newFixedThreadPool(CALLERS);
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(RUN_MILLIS);
            List<Future<long[]>> results = new ArrayList<>();
            for (int c = 0; c < CALLERS; c++) {
                String name = "caller-" + c;
                results.add(pool.submit(() -> {
                    long calls = 0;
                    long slowestMicros = 0;
                    while (System.nanoTime() < deadline) {
                        long start = System.nanoTime();
                        greeting.sayHello(name);
                        slowestMicros = Math.max(slowestMicros, (System.nanoTime() - start) / 1000);
                        calls++;
                    }
                    return new long[] {calls, slowestMicros};
                }));
            }
            long total = 0;
            long slowest = 0;
            for (Future<long[]> f : results) {
                total += f.get()[0];
                slowest = Math.max(slowest, f.get()[1]);
            }
            pool.shutdown();
            if (!report) {
                return;
            }
            System.out.printf("connections=%d iothreads=%d: %d connection(s) on %d IO thread(s) of its own; %,d calls/s"
                            + " from %d callers (slowest call %.1f ms); %s%n", connections, ioThreads, callers.size(),
                    threadsNamed("DubboClientIO-reference-" + id + "-"), total * 1000 / RUN_MILLIS, CALLERS,
                    slowest / 1000.0, greeting.sayHello("world"));
        } finally {
            reference.destroy();
        }
    }

    private static int threadsNamed(String prefix) {
        int n = 0;
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith(prefix)) {
                n++;
            }
        }
        return n;
    }

    private static int freePort() throws java.io.IOException {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }
}
