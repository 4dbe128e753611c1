package org.apache.dubbo.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.CheckResult;
import interop.support.ConsumerRun;
import interop.support.FreePort;
import interop.support.PeerLaunch;
import org.apache.dubbo.common.network.LocalHostNames;
import org.apache.dubbo.common.network.MachineAddress;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 12 item 1 / wire-spec pitfall 20, as users run it: no peer is pinned to loopback. Real Apache Dubbo 3.2.15
 * and 3.3.5 providers and ours export {@code GreetingService} with every host setting a user writes — {@code
 * 127.0.0.1}, {@code localhost}, none, empty, {@code 0.0.0.0}, this machine's address, {@code DUBBO_IP_TO_BIND}
 * (environment variable, winning over a configured {@code 127.0.0.1}) and {@code DUBBO_IP_TO_REGISTRY} (system
 * property) — each in a group of its own and registered in ZooKeeper. Then a 2.7.23, a 3.2.15, a 3.3.5 and our
 * consumer each call every one of them over direct URLs to {@code 127.0.0.1}, {@code localhost} and the machine
 * address, and through ZooKeeper: every pairing must connect. What each side registers is compared with the rules
 * Apache applies, and a loopback {@code DUBBO_IP_TO_REGISTRY} must stop ours at start-up as it stops Apache's (2.7.23,
 * 3.2.15 and 3.3.5).
 *
 * <p>Peer JVMs run three at a time: nine providers (three per side), then the four consumers together.
 */
@Timeout(value = 6, unit = TimeUnit.MINUTES)
class HostAndBindInteropTest {

    private static final List<ApacheDubboVersion> SIDES = List.of(ApacheDubboVersion.DUBBO_TUNED,
            ApacheDubboVersion.V3_2_15, ApacheDubboVersion.V3_3_5);
    /** Ours and the three Apache releases: the consumers, and the providers refusing a loopback registry IP. */
    private static final List<ApacheDubboVersion> EVERY_RELEASE = List.of(ApacheDubboVersion.DUBBO_TUNED,
            ApacheDubboVersion.V2_7_23, ApacheDubboVersion.V3_2_15, ApacheDubboVersion.V3_3_5);
    private static final Duration CONSUMER_TIMEOUT = Duration.ofMinutes(3);

    private static EmbeddedZooKeeper zooKeeper;
    private static String machine;
    private static String registryName;
    private static final List<ApachePeer> providers = new ArrayList<>();
    private static final List<Endpoint> endpoints = new ArrayList<>();
    private static final Set<Integer> PORTS = new HashSet<>();

    /**
     * One exported group: who exports it, how its host was set, where it listens, and what Apache's rules register.
     */
    record Endpoint(ApacheDubboVersion side, String variant, String group, int port, String registeredHost,
                    boolean anyhost) {
    }

    /** One provider JVM to start: how it is launched and the endpoints it exports. */
    private record ProviderPlan(ApacheDubboVersion side, String name, PeerLaunch launch, List<Endpoint> endpoints,
                                List<String> endpointArgs) {
    }

    @BeforeAll
    static void startProviders() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        machine = MachineAddress.current().host();
        registryName = hostNameOfThisMachine();
        List<ProviderPlan> plans = new ArrayList<>();
        for (ApacheDubboVersion side : SIDES) {
            ProviderPlan hosts = plan(side, "hosts", PeerLaunch.asUsersRunIt());
            endpoint(hosts, "loopback", "127.0.0.1", machine, true);
            endpoint(hosts, "localhost", "localhost", machine, true);
            endpoint(hosts, "unset", null, machine, true);
            endpoint(hosts, "empty", "", machine, true);
            endpoint(hosts, "wildcard", "0.0.0.0", machine, true);
            endpoint(hosts, "machine", machine, machine, false);
            plans.add(hosts);
            ProviderPlan ipToBind = plan(side, "iptobind", PeerLaunch.asUsersRunIt().env("DUBBO_IP_TO_BIND", machine));
            endpoint(ipToBind, "iptobind", "127.0.0.1", machine, false);
            plans.add(ipToBind);
            ProviderPlan ipToRegistry = plan(side, "iptoregistry", PeerLaunch.asUsersRunIt()
                    .systemProperty("DUBBO_IP_TO_REGISTRY", registryName));
            endpoint(ipToRegistry, "iptoregistry", null, registryName, true);
            plans.add(ipToRegistry);
        }
        List<Callable<ApachePeer>> starts = new ArrayList<>();
        for (ProviderPlan plan : plans) {
            List<String> args = new ArrayList<>(List.of("--registry", registry(), "--app",
                    "hosts-" + plan.side().version() + "-" + plan.name()));
            args.addAll(plan.endpointArgs());
            int mainPort = uniquePort();
            starts.add(() -> ApachePeer.startProvider(plan.side(), mainPort, plan.launch(),
                    args.toArray(new String[0])));
            endpoints.addAll(plan.endpoints());
        }
        providers.addAll(all(starts, SIDES.size()));
    }

    @AfterAll
    static void stopAll() {
        providers.forEach(ApachePeer::close);
        if (zooKeeper != null) {
            zooKeeper.close();
        }
    }

    @Test
    void everyConsumerReachesEveryHostSettingDirectlyAndThroughZooKeeper() throws Exception {
        List<String> args = new ArrayList<>(List.of("--registry", registry()));
        for (Endpoint endpoint : endpoints) {
            for (String host : List.of("127.0.0.1", "localhost", machine)) {
                args.addAll(List.of("--probe", endpoint.group() + "@dubbo://" + host + ":" + endpoint.port() + "/"
                        + ApachePeer.SERVICE));
            }
            args.addAll(List.of("--probe", endpoint.group() + "@registry"));
        }
        List<Callable<ConsumerRun>> runs = new ArrayList<>();
        for (ApacheDubboVersion consumer : EVERY_RELEASE) {
            List<String> consumerArgs = new ArrayList<>(args);
            consumerArgs.addAll(List.of("--app", "hosts-consumer-" + consumer.version()));
            runs.add(() -> ApachePeer.runConsumer(consumer, consumerArgs, CONSUMER_TIMEOUT));
        }
        StringBuilder failures = new StringBuilder();
        for (ConsumerRun run : all(runs, EVERY_RELEASE.size())) {
            int expected = endpoints.size() * 4;
            if (run.results().size() != expected || !run.allPassed()) {
                failures.append(run.version()).append(" consumer: ").append(run.results().size()).append(" of ")
                        .append(expected).append(" probes reported, exit code ").append(run.exitCode())
                        .append(", log ").append(run.logFile()).append('\n');
                for (CheckResult failure : run.failures()) {
                    failures.append("  ").append(failure.name()).append(": ").append(failure.reason()).append('\n');
                }
            }
        }
        assertTrue(failures.length() == 0, () -> "machine address " + machine + "\n" + failures + providerLogs());
    }

    /**
     * The exported URL ({@code PEER EXPORTED}) carries {@code anyhost} and {@code bind.ip} as Apache's rules set them,
     * ZooKeeper holds the registered host and port, and the registered parameters about the address are those Apache
     * Dubbo 3.3.5 registers for the same setting.
     */
    @Test
    void everySideExportsAndRegistersWhatApacheDubboDoes() throws Exception {
        Map<String, RegisteredUrl> exported = new java.util.HashMap<>();
        for (ApachePeer provider : providers) {
            for (String line : provider.exportedUrls()) {
                RegisteredUrl url = RegisteredUrl.parse(line);
                if (url.parameter("group") != null) {
                    exported.put(url.parameter("group"), url);
                }
            }
        }
        Map<String, List<RegisteredUrl>> registered;
        try (RegistryTree tree = new RegistryTree(zooKeeper.getConnectString())) {
            registered = tree.urls(ApachePeer.SERVICE, "providers").stream()
                    .filter(url -> url.parameter("group") != null)
                    .collect(Collectors.groupingBy(url -> url.parameter("group")));
        }
        for (Endpoint endpoint : endpoints) {
            RegisteredUrl export = exported.get(endpoint.group());
            assertTrue(export != null, () -> endpoint + ": no PEER EXPORTED line");
            assertEquals(endpoint.registeredHost() + ":" + endpoint.port() + " anyhost=" + endpoint.anyhost()
                            + " bind.ip=" + machine,
                    export.host() + ":" + export.port() + " anyhost=" + export.parameter("anyhost") + " bind.ip="
                            + export.parameter("bind.ip"), () -> endpoint + " exported " + export);
            List<RegisteredUrl> urls = registered.getOrDefault(endpoint.group(), List.of());
            assertEquals(1, urls.size(), () -> endpoint + " registered " + urls);
            RegisteredUrl url = urls.get(0);
            assertEquals(endpoint.registeredHost() + ":" + endpoint.port(), url.host() + ":" + url.port(),
                    () -> endpoint + " registered " + url);
            RegisteredUrl apache = registered.get(ApacheDubboVersion.V3_3_5.version().replace(".", "") + "-"
                    + endpoint.variant()).get(0);
            for (String key : List.of("anyhost", "bind.ip", "bind.port", "ipv6")) {
                assertEquals(apache.parameter(key), url.parameter(key),
                        () -> endpoint + ": '" + key + "' registered as " + url + "\n3.3.5 registered " + apache);
            }
        }
    }

    @Test
    void aLoopbackRegistryAddressStopsEveryProviderAtStartUp() throws Exception {
        List<Callable<String>> starts = new ArrayList<>();
        for (ApacheDubboVersion side : EVERY_RELEASE) {
            starts.add(() -> ApachePeer.failedProviderStart(side, FreePort.find(),
                    PeerLaunch.asUsersRunIt().env("DUBBO_IP_TO_REGISTRY", "127.0.0.1")));
        }
        List<String> failures = all(starts, EVERY_RELEASE.size());
        for (int i = 0; i < EVERY_RELEASE.size(); i++) {
            String failure = failures.get(i);
            assertTrue(failure.contains("IllegalArgumentException") && failure.contains("DUBBO_IP_TO_REGISTRY")
                    && failure.contains("127.0.0.1"), EVERY_RELEASE.get(i) + " failed with: " + failure);
        }
    }

    private static ProviderPlan plan(ApacheDubboVersion side, String name, PeerLaunch launch) {
        return new ProviderPlan(side, name, launch, new ArrayList<>(), new ArrayList<>());
    }

    private static void endpoint(ProviderPlan plan, String variant, String host, String registeredHost,
                                 boolean anyhost) {
        String group = plan.side().version().replace(".", "") + "-" + variant;
        int port = uniquePort();
        plan.endpoints().add(new Endpoint(plan.side(), variant, group, port, registeredHost, anyhost));
        plan.endpointArgs().addAll(List.of("--endpoint", group + "," + port + (host == null ? "" : "," + host)));
    }

    /** A free port not handed out before in this test, since all are taken only when the providers start. */
    private static int uniquePort() {
        while (true) {
            int port = FreePort.find();
            if (PORTS.add(port)) {
                return port;
            }
        }
    }

    /**
     * This machine's host name when it resolves to one of this machine's own addresses ({@code vm} resolves to
     * 127.0.0.1 here): a name, not an IP, is what {@code DUBBO_IP_TO_REGISTRY} often holds. Else the machine address.
     */
    private static String hostNameOfThisMachine() {
        try {
            InetAddress local = InetAddress.getLocalHost();
            String name = local.getHostName();
            boolean own = local.isLoopbackAddress() || NetworkInterface.getByInetAddress(local) != null;
            if (own && !name.equals(local.getHostAddress()) && !LocalHostNames.isUnspecified(name)) {
                return name;
            }
        } catch (IOException e) {
            // no usable host name: the machine address it is
        }
        return machine;
    }

    private static String registry() {
        return "zookeeper://" + zooKeeper.getConnectString();
    }

    private static String providerLogs() {
        StringBuilder logs = new StringBuilder();
        for (ApachePeer provider : providers) {
            logs.append("\n--- ").append(provider).append(" ---\n").append(provider.log());
        }
        return logs.toString();
    }

    /**
     * Runs the tasks, {@code parallelism} at a time (more JVMs at once only queue for the two cores and risk the
     * peers' start-up timeout); their results in order, or the first failure once all are done.
     */
    private static <T> List<T> all(List<Callable<T>> tasks, int parallelism) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(tasks.size(), parallelism));
        try {
            List<Future<T>> futures = new ArrayList<>();
            for (Callable<T> task : tasks) {
                futures.add(pool.submit(task));
            }
            List<T> results = new ArrayList<>();
            Exception failure = null;
            for (Future<T> future : futures) {
                try {
                    results.add(future.get());
                } catch (ExecutionException e) {
                    if (failure == null) {
                        failure = e.getCause() instanceof Exception ? (Exception) e.getCause() : e;
                    }
                }
            }
            if (failure != null) {
                for (T result : results) {
                    if (result instanceof AutoCloseable closeable) {
                        closeable.close();
                    }
                }
                throw failure;
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }
}
