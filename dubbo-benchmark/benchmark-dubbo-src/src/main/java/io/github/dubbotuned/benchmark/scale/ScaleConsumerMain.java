package io.github.dubbotuned.benchmark.scale;

import io.github.dubbotuned.benchmark.harness.Args;
import io.github.dubbotuned.benchmark.harness.JvmMeter;
import io.github.dubbotuned.benchmark.harness.ProviderFleet;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.service.GenericService;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The consumer of the scale experiment: one process referring to every interface of a synthetic fleet (generic
 * references, so no interface classes are needed), with its providers pushed by the synthetic registry
 * ({@code --model interface}) or the synthetic service discovery ({@code --model application}), both plugged in
 * through the implementation's public extension points; or, with {@code --registry zookeeper}, by a real ZooKeeper
 * through the implementation's own ZooKeeper registry ({@code --registry-address zookeeper://host:port}, interface
 * level only), which the benchmark runner fills and churns on request ({@link ZooKeeperPush}): there every push time
 * runs from the request to the moment every directory concerned reflects the write, ZooKeeper's write included. It
 * measures, in this order:
 * <ol>
 * <li>the live heap with every reference subscribed but no provider published yet;</li>
 * <li>the full push of every provider: its time and CPU, the invokers every directory holds afterwards (checked
 * against the fleet), the live heap and a class histogram;</li>
 * <li>one push of 1 % of the addresses at once: the time until every directory updated;</li>
 * <li>churn at {@code --churn-percent-per-minute} for {@code --churn-seconds}, a step per {@code --tick-ms}:
 * allocation rate, young and full collections and their pauses, CPU, the time each step took to apply;</li>
 * <li>the live heap after the churn, and the connections the consumer opened to the fleet (a local acceptor every
 * address leads to counts them).</li>
 * </ol>
 * Results go to {@code --result-file} as {@code key=value} lines, the histogram to {@code --histogram-file}.
 *
 * <pre>
 * --model interface|application  --interfaces 700  --addresses 2200000  --services-per-app 10
 * --churn-percent-per-minute 1  --churn-seconds 600  --tick-ms 1000  --lazy true  --seed 1
 * --result-file FILE  --histogram-file FILE  --registry synthetic|zookeeper  --registry-address zookeeper://HOST:PORT
 * </pre>
 */
public final class ScaleConsumerMain {

    static final Set<String> OPTIONS = new HashSet<String>(Arrays.asList("model", "interfaces", "addresses",
            "services-per-app", "churn-percent-per-minute", "churn-seconds", "tick-ms", "lazy", "seed", "result-file",
            "histogram-file", "registry", "registry-address"));

    private ScaleConsumerMain() {
    }

    public static void main(String[] args) throws Exception {
        Args options = Args.parse(args, OPTIONS);
        String model = options.get("model", "interface");
        if (!"interface".equals(model) && !"application".equals(model)) {
            throw new IllegalArgumentException("--model must be interface or application, got '" + model + "'");
        }
        boolean application = "application".equals(model);
        String registryKind = options.get("registry", "synthetic");
        boolean zookeeper = "zookeeper".equals(registryKind);
        if (!zookeeper && !"synthetic".equals(registryKind)) {
            throw new IllegalArgumentException("--registry must be synthetic or zookeeper, got '" + registryKind + "'");
        }
        if (zookeeper && (application || options.get("registry-address") == null)) {
            throw new IllegalArgumentException("--registry zookeeper takes --model interface and a --registry-address");
        }
        int interfaces = options.integer("interfaces", 700);
        int addresses = options.integer("addresses", 2_200_000);
        double churnPercent = Double.parseDouble(options.get("churn-percent-per-minute", "1"));
        int churnSeconds = options.integer("churn-seconds", 600);
        int tickMillis = options.integer("tick-ms", 1000);
        Map<String, Object> results = new LinkedHashMap<String, Object>();
        ConnectionCounter counter = new ConnectionCounter();
        ProviderFleet fleet = new ProviderFleet(interfaces, addresses, options.integer("services-per-app", 10),
                counter.port(), options.integer("seed", 1));
        ScaleWorld world = ScaleWorld.create(fleet);
        JvmMeter meter = new JvmMeter();
        results.put("model", model);
        results.put("registry", registryKind);
        results.put("interfaces", interfaces);
        results.put("applications", fleet.applications());
        results.put("instances", fleet.instances());
        results.put("addresses", fleet.addresses());
        results.put("heap_max_mb", Runtime.getRuntime().maxMemory() / 1048576);
        log("fleet: %d interfaces, %d applications x %d instances, %d addresses; %s", interfaces,
                fleet.applications(), fleet.instancesPerApp(), fleet.addresses(), JvmMeter.heapDescription());

        System.setProperty("dubbo.application.service-discovery.migration",
                application ? "FORCE_APPLICATION" : "FORCE_INTERFACE");
        ApplicationConfig applicationConfig = new ApplicationConfig("scale-consumer");
        applicationConfig.setQosEnable(false);
        DubboBootstrap.getInstance().application(applicationConfig);
        RegistryConfig registry = new RegistryConfig(zookeeper ? options.get("registry-address")
                : "synthetic://127.0.0.1:2181");
        boolean lazy = Boolean.parseBoolean(options.get("lazy", "true"));

        JvmMeter.Snapshot referStart = meter.snapshot();
        List<ReferenceConfig<GenericService>> references = new ArrayList<ReferenceConfig<GenericService>>();
        for (int i = 0; i < interfaces; i++) {
            ReferenceConfig<GenericService> reference = new ReferenceConfig<GenericService>();
            reference.setInterface(fleet.interfaceName(i));
            reference.setGeneric("true");
            reference.setVersion(ProviderFleet.VERSION);
            reference.setRegistry(registry);
            reference.setCluster("scale");
            reference.setCheck(false);
            reference.setLazy(lazy);
            reference.setRetries(0);
            reference.setTimeout(3000);
            if (application) {
                reference.setProvidedBy(fleet.applicationName(fleet.applicationOf(i)));
            }
            reference.get();
            references.add(reference);
        }
        results.put("refer_seconds", meter.since(referStart).seconds());
        results.put("directories", world.directories.size());
        long liveEmpty = JvmMeter.liveHeapBytes();
        results.put("live_empty_mb", mb(liveEmpty));
        log("%d references, %d directories; live heap without providers %.1f MB", references.size(),
                world.directories.size(), mb(liveEmpty));

        // the full push
        ZooKeeperPush zookeeperPush = zookeeper ? new ZooKeeperPush(world) : null;
        JvmMeter.Snapshot pushStart = meter.snapshot();
        world.published = true;
        if (zookeeper) {
            zookeeperPush.full(counter.port());
        } else {
            pushAll(world, application);
        }
        JvmMeter.Interval push = meter.since(pushStart);
        long invokers = world.invokers();
        results.put("push_seconds", push.seconds());
        results.put("push_cpu_seconds", push.cpuSeconds());
        if (zookeeper) {
            results.put("push_checker_cpu_seconds", zookeeperPush.checkingCpuNanos() / 1e9);
        }
        results.put("push_allocated_mb", push.allocatedBytes() / 1048576.0);
        results.put("invokers_after_push", invokers);
        long livePushed = JvmMeter.liveHeapBytes();
        results.put("live_pushed_mb", mb(livePushed));
        results.put("retained_by_addresses_mb", mb(livePushed - liveEmpty));
        results.put("bytes_per_address", (livePushed - liveEmpty) / (double) Math.max(1, fleet.addresses()));
        log("full push of %d addresses: %.2f s (CPU %.2f s), %d invokers; live heap %.1f MB (%.1f MB for the "
                + "addresses, %.0f bytes each)", fleet.addresses(), push.seconds(), push.cpuSeconds(), invokers,
                mb(livePushed), mb(livePushed - liveEmpty), (livePushed - liveEmpty) / (double) fleet.addresses());
        if (invokers != fleet.addresses()) {
            log("WARNING: the directories hold %d invokers for %d addresses", invokers, fleet.addresses());
        }
        String histogramFile = options.get("histogram-file");
        if (histogramFile != null) {
            write(new File(histogramFile), JvmMeter.liveHistogram(40));
        }

        // one push of 1 % of the addresses
        int onePercentEvents = Math.max(1, (int) Math.round(fleet.instances() / 100.0));
        long checkingStart = zookeeper ? zookeeperPush.checkingCpuNanos() : 0;
        JvmMeter.Interval burst = pushOnePercent(meter, world, application, zookeeperPush, "one-percent",
                onePercentEvents);
        results.put("one_percent_instances", onePercentEvents);
        results.put("one_percent_push_ms", burst.seconds() * 1000);
        results.put("one_percent_push_cpu_ms", burst.cpuSeconds() * 1000);
        if (zookeeper) {
            // the waiting thread's own CPU (writes requested, directories polled), inside the consumer's CPU above
            results.put("one_percent_checker_cpu_ms", (zookeeperPush.checkingCpuNanos() - checkingStart) / 1e6);
        }
        log("a push of 1 %% (%d instances) applied in %.1f ms", onePercentEvents, burst.seconds() * 1000);
        // the same four times more: the first push after the full one runs paths the full push did not (providers
        // sent again, replaced ones) and waits for the JIT to compile them; a consumer that has applied pushes before
        // takes what these take (their median is reported, and the slowest)
        int againRounds = 4;
        double[] againMs = new double[againRounds];
        double[] againCpuMs = new double[againRounds];
        double[] againCheckerCpuMs = new double[againRounds];
        for (int round = 0; round < againRounds; round++) {
            long checkingBefore = zookeeper ? zookeeperPush.checkingCpuNanos() : 0;
            JvmMeter.Interval again = pushOnePercent(meter, world, application, zookeeperPush, "one-percent-again",
                    onePercentEvents);
            againMs[round] = again.seconds() * 1000;
            againCpuMs[round] = again.cpuSeconds() * 1000;
            againCheckerCpuMs[round] = zookeeper ? (zookeeperPush.checkingCpuNanos() - checkingBefore) / 1e6 : 0;
        }
        Arrays.sort(againMs);
        Arrays.sort(againCpuMs);
        Arrays.sort(againCheckerCpuMs);
        if (zookeeper) {
            results.put("one_percent_again_checker_cpu_ms", (againCheckerCpuMs[1] + againCheckerCpuMs[2]) / 2);
        }
        double againMedianMs = (againMs[1] + againMs[2]) / 2;
        results.put("one_percent_again_push_ms", againMedianMs);
        results.put("one_percent_again_push_max_ms", againMs[againRounds - 1]);
        results.put("one_percent_again_push_cpu_ms", (againCpuMs[1] + againCpuMs[2]) / 2);
        log("four more pushes of 1 %% each applied in %.1f ms (median; slowest %.1f ms, median CPU %.1f ms)",
                againMedianMs, againMs[againRounds - 1], (againCpuMs[1] + againCpuMs[2]) / 2);

        // churn
        double eventsPerTick = fleet.instances() * churnPercent / 100.0 / 60_000.0 * tickMillis;
        List<Double> tickMillisApplied = new ArrayList<Double>();
        JvmMeter.Snapshot churnStart = meter.snapshot();
        long deadline = System.nanoTime() + churnSeconds * 1_000_000_000L;
        double carry = 0;
        long churnEvents = 0;
        long nextTick = System.nanoTime();
        while (System.nanoTime() < deadline) {
            carry += eventsPerTick;
            int events = (int) carry;
            carry -= events;
            long start = System.nanoTime();
            if (events > 0 && zookeeper) {
                zookeeperPush.churn("churn", events);
                churnEvents += events;
            } else if (events > 0) {
                applyChurn(world, application, events);
                churnEvents += events;
            }
            tickMillisApplied.add((System.nanoTime() - start) / 1e6);
            nextTick += tickMillis * 1_000_000L;
            long sleep = nextTick - System.nanoTime();
            if (sleep > 0) {
                Thread.sleep(sleep / 1_000_000L, (int) (sleep % 1_000_000L));
            }
        }
        JvmMeter.Interval churn = meter.since(churnStart);
        results.put("churn_seconds", churn.seconds());
        results.put("churn_instance_events", churnEvents);
        results.put("churn_alloc_mb_per_s", churn.allocationMegabytesPerSecond());
        results.put("churn_young_gcs", churn.youngCollections());
        results.put("churn_young_pause_ms", churn.youngPauseMillis());
        results.put("churn_full_gcs", churn.fullCollections());
        results.put("churn_full_pause_ms", churn.fullPauseMillis());
        results.put("churn_max_pause_ms", churn.maxPauseMillis());
        results.put("churn_cpu_pct", churn.cpuPercent());
        Collections.sort(tickMillisApplied);
        results.put("tick_p50_ms", percentile(tickMillisApplied, 0.50));
        results.put("tick_p99_ms", percentile(tickMillisApplied, 0.99));
        results.put("tick_max_ms", percentile(tickMillisApplied, 1.0));
        long invokersAfter = world.invokers();
        results.put("invokers_after_churn", invokersAfter);
        results.put("addresses_after_churn", fleet.addresses());
        long liveAfter = JvmMeter.liveHeapBytes();
        results.put("live_after_churn_mb", mb(liveAfter));
        results.put("connections_opened", counter.accepted());
        results.put("hosts_dialled", counter.distinctHosts());
        if (zookeeper) {
            results.put("writes_not_reflected", zookeeperPush.timeouts());
        }
        log("churn %.0f s: %d instance events, %.1f MB/s allocated, %d young GCs (%d ms), %d full GCs (%d ms), max "
                + "pause %d ms, CPU %.0f %%; steps p50 %.1f ms p99 %.1f ms; %d invokers for %d addresses; live heap "
                + "%.1f MB; %d connections opened to %d hosts", churn.seconds(), churnEvents,
                churn.allocationMegabytesPerSecond(), churn.youngCollections(), churn.youngPauseMillis(),
                churn.fullCollections(), churn.fullPauseMillis(), churn.maxPauseMillis(), churn.cpuPercent(),
                percentile(tickMillisApplied, 0.5), percentile(tickMillisApplied, 0.99), invokersAfter,
                fleet.addresses(), mb(liveAfter), counter.accepted(), counter.distinctHosts());

        String resultFile = options.get("result-file");
        if (resultFile != null) {
            StringBuilder text = new StringBuilder();
            for (Map.Entry<String, Object> entry : results.entrySet()) {
                text.append(entry.getKey()).append('=').append(format(entry.getValue())).append('\n');
            }
            write(new File(resultFile), text.toString());
        }
        log("SCALE DONE");
        counter.close();
        // Dubbo's non-daemon threads would keep the JVM alive
        System.exit(0);
    }

    /** Publishes every provider to every subscription. */
    /**
     * Changes {@code events} instances at once and waits until every directory shows them: through the runner's
     * ZooKeeper writer ({@code kind} names the request) when {@code zookeeperPush} is not null, else through the
     * synthetic registry.
     */
    private static JvmMeter.Interval pushOnePercent(JvmMeter meter, ScaleWorld world, boolean application,
                                                    ZooKeeperPush zookeeperPush, String kind, int events) {
        JvmMeter.Snapshot start = meter.snapshot();
        if (zookeeperPush != null) {
            zookeeperPush.churn(kind, events);
        } else {
            applyChurn(world, application, events);
        }
        return meter.since(start);
    }

    private static void pushAll(ScaleWorld world, boolean application) {
        if (application) {
            for (SyntheticServiceDiscovery discovery : world.discoveries) {
                for (int app = 0; app < world.fleet.applications(); app++) {
                    discovery.push(app);
                }
            }
        } else {
            for (SyntheticRegistry registry : world.registries) {
                for (int iface = 0; iface < world.fleet.interfaces(); iface++) {
                    registry.push(iface);
                }
            }
        }
    }

    /**
     * Changes {@code events} instances and pushes what changed: at interface level the complete provider list of
     * every interface of every changed application (as ZooKeeper children are always read in full), at
     * application level the complete instance list of every changed application.
     */
    private static void applyChurn(ScaleWorld world, boolean application, int events) {
        ProviderFleet fleet = world.fleet;
        Set<Integer> apps = new TreeSet<Integer>();
        for (ProviderFleet.Event event : fleet.churn(events)) {
            apps.add(event.app);
            if (application) {
                for (SyntheticServiceDiscovery discovery : world.discoveries) {
                    discovery.changed(event.app, event.slot);
                }
            } else {
                for (int iface : fleet.interfacesOf(event.app)) {
                    for (SyntheticRegistry registry : world.registries) {
                        registry.changed(iface, event.slot);
                    }
                }
            }
        }
        for (int app : apps) {
            if (application) {
                for (SyntheticServiceDiscovery discovery : world.discoveries) {
                    discovery.push(app);
                }
            } else {
                for (int iface : fleet.interfacesOf(app)) {
                    for (SyntheticRegistry registry : world.registries) {
                        registry.push(iface);
                    }
                }
            }
        }
    }

    private static double percentile(List<Double> sorted, double p) {
        if (sorted.isEmpty()) {
            return Double.NaN;
        }
        int index = (int) Math.ceil(p * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, index)));
    }

    private static double mb(long bytes) {
        return bytes / 1048576.0;
    }

    private static String format(Object value) {
        if (value instanceof Double) {
            return String.format(Locale.ROOT, "%.3f", (Double) value);
        }
        return String.valueOf(value);
    }

    private static void write(File file, String text) throws IOException {
        File parent = file.getAbsoluteFile().getParentFile();
        if (parent != null) {
            parent.mkdirs();
        }
        Writer out = new OutputStreamWriter(new FileOutputStream(file), StandardCharsets.UTF_8);
        try {
            out.write(text);
        } finally {
            out.close();
        }
    }

    private static void log(String format, Object... args) {
        System.out.println("SCALE " + String.format(Locale.ROOT, format, args));
        System.out.flush();
    }
}
