package io.github.dubbotuned.benchmark.runner;

import io.github.dubbotuned.benchmark.runner.FaultTopology.Place;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Experiment {@code faults} (run only when named): two providers and one consumer of Dubbo Tuned, each in its own
 * JVM and network namespace, registered in a real 3-server ZooKeeper ensemble in a namespace of its own
 * ({@link FaultTopology}, {@link ZooKeeperEnsemble}). The consumer keeps {@code --faults-callers} threads calling
 * with a user's defaults (failover, 2 retries, 1000 ms timeout) while each scenario injects one fault and heals it:
 * provider killed, provider frozen longer than the heartbeat timeout, the link to one provider cut for a few seconds
 * and for longer, the consumer cut from ZooKeeper for longer than its session, and ZooKeeper losing its quorum.
 * Per scenario it reports the calls that failed, when the consumer noticed, when calls took the path again and the
 * provider was back in its directory, the consumer's threads and file descriptors before and after, and whether the
 * directory holds exactly the live providers afterwards. Scenarios run one after the other on the same processes,
 * so a leak or a stale provider carries over and shows.
 */
final class FaultsExperiment {

    static final String PROVIDER_MAIN = "io.github.dubbotuned.benchmark.faults.FaultsProviderMain";
    static final String CONSUMER_MAIN = "io.github.dubbotuned.benchmark.faults.FaultsConsumerMain";
    static final List<String> SCENARIOS = Collections.unmodifiableList(Arrays.asList("kill", "freeze", "link",
            "zk-partition", "zk-quorum"));

    /** Dubbo's defaults, for the durations derived from them. */
    static final int DEFAULT_HEARTBEAT_MS = 60_000;
    static final int DEFAULT_SESSION_MS = 60_000;
    /** ZooKeeper's default maxSessionTimeout: 20 ticks of 2000 ms. */
    static final int ZOOKEEPER_MAX_SESSION_MS = 40_000;
    private static final int PROVIDER_PORT = 20880;
    private static final long STEADY_MILLIS = 120_000;
    private static final long SETTLE_MILLIS = 5_000;

    /** One consumer JVM and what it said. */
    static final class Consumer {
        final Implementation implementation;
        final ConsumerTimeline timeline = new ConsumerTimeline();
        ChildJvm process;
        int threadsBefore;
        int fdsBefore;
        ConsumerTimeline.Tick start;

        Consumer(Implementation implementation) {
            this.implementation = implementation;
        }
    }

    private final RunSettings settings;
    private final Installation installation;
    private final Launcher launcher;
    private final PrintStream console;

    private FaultTopology topology;
    private ZooKeeperEnsemble ensemble;
    private final Map<Place, ChildJvm> providers = new LinkedHashMap<Place, ChildJvm>();
    /** Per provider: the last time it logged a (re)connection to ZooKeeper, interface level and application level. */
    private final Map<Place, long[]> providerZookeeper = new java.util.concurrent.ConcurrentHashMap<Place, long[]>();
    private final List<Consumer> consumers = new ArrayList<Consumer>();

    FaultsExperiment(RunSettings settings, Installation installation, Launcher launcher, PrintStream console) {
        this.settings = settings;
        this.installation = installation;
        this.launcher = launcher;
        this.console = console;
    }

    /** The heartbeat the processes run with (Dubbo's default unless {@code --faults-heartbeat-ms}). */
    int heartbeatMillis() {
        return settings.faultsHeartbeatMillis > 0 ? settings.faultsHeartbeatMillis : DEFAULT_HEARTBEAT_MS;
    }

    /** The session ZooKeeper grants: what Dubbo asks for, within ZooKeeper's default bounds (4 to 40 s). */
    int sessionMillis() {
        int asked = settings.faultsSessionMillis > 0 ? settings.faultsSessionMillis : DEFAULT_SESSION_MS;
        return Math.max(4_000, Math.min(ZOOKEEPER_MAX_SESSION_MS, asked));
    }

    ResultTable run() throws IOException, InterruptedException {
        ResultTable table = new ResultTable("faults");
        String tag = Long.toString(System.nanoTime() % 100000L);
        topology = FaultTopology.create(tag);
        try {
            console.printf("faults: %s; heartbeat %d ms (idle timeout %d ms), ZooKeeper session %d ms, %d callers"
                            + " per consumer%n", topology.describe(), heartbeatMillis(), 3 * heartbeatMillis(),
                    sessionMillis(), settings.faultsCallers);
            File zookeeperDirectory = new File(settings.out, "faults-zookeeper");
            ensemble = new ZooKeeperEnsemble(3, zookeeperDirectory, new ZooKeeperEnsemble.Starter() {
                @Override
                public ChildJvm start(String label, List<String> arguments) throws IOException {
                    return startChild(Place.ZOOKEEPER, Implementation.OURS, ZooKeeperEnsemble.MAIN, "256m",
                            Arrays.asList("-Dorg.slf4j.simpleLogger.log.org.apache.zookeeper.server.quorum=info"),
                            arguments, label);
                }
            });
            ensemble.startAll();
            console.printf("faults: ZooKeeper ensemble of 3 up%n");
            startProvider(Place.P1);
            startProvider(Place.P2);
            for (Implementation implementation : settings.faultsConsumers) {
                startConsumer(new Consumer(implementation));
            }
            for (String scenario : settings.faultsScenarios) {
                if ("link".equals(scenario)) {
                    for (int seconds : settings.faultsLinkSeconds) {
                        table.rows().addAll(runScenario("link-" + seconds + "s", seconds));
                    }
                } else {
                    table.rows().addAll(runScenario(scenario, 0));
                }
            }
        } finally {
            closeAll();
        }
        return table;
    }

    private List<Map<String, Object>> runScenario(String name, int seconds) throws IOException, InterruptedException {
        console.printf("faults: %s%n", name);
        boolean steady = awaitRecovered(System.currentTimeMillis() - 2_000, STEADY_MILLIS);
        for (Consumer consumer : consumers) {
            long pid = consumer.process.pid();
            consumer.threadsBefore = count("/proc/" + pid + "/task");
            consumer.fdsBefore = count("/proc/" + pid + "/fd");
            consumer.start = consumer.timeline.lastTick();
        }
        Map<String, Object> common = new LinkedHashMap<String, Object>();
        common.put("scenario", name);
        common.put("steady_before", steady);
        long t0 = System.currentTimeMillis();
        String p1 = address(Place.P1);
        String p2 = address(Place.P2);
        long t1;
        boolean zookeeper = false;
        if ("kill".equals(name)) {
            common.put("fault", "SIGKILL p1 (p2 alive); p1 restarted on the same address once it left the directory");
            Signals.send("KILL", providers.get(Place.P1).pid());
            providers.remove(Place.P1).close();
            await(() -> allConsumers(c -> c.timeline.directoryChange(p1, false, t0) != null),
                    sessionMillis() + 60_000L);
            t1 = System.currentTimeMillis();
            startProvider(Place.P1);
        } else if ("freeze".equals(name)) {
            long freeze = 3L * heartbeatMillis() + 5_000;
            common.put("fault", "SIGSTOP p1 for " + freeze / 1000 + " s (heartbeat timeout " + 3 * heartbeatMillis()
                    / 1000 + " s, ZooKeeper session " + sessionMillis() / 1000 + " s), then SIGCONT");
            Signals.send("STOP", providers.get(Place.P1).pid());
            sleepUntil(t0 + freeze);
            t1 = System.currentTimeMillis();
            Signals.send("CONT", providers.get(Place.P1).pid());
        } else if (name.startsWith("link-")) {
            common.put("fault", "link consumer-p1 down for " + seconds + " s (p1 keeps its ZooKeeper session)");
            topology.setPath(Place.CONSUMER, Place.P1, false);
            sleepUntil(t0 + seconds * 1000L);
            t1 = System.currentTimeMillis();
            topology.setPath(Place.CONSUMER, Place.P1, true);
        } else if ("zk-partition".equals(name)) {
            long cut = sessionMillis() + 10_000L;
            common.put("fault", "link consumer-ZooKeeper down for " + cut / 1000 + " s (session " + sessionMillis()
                    / 1000 + " s); providers reachable");
            zookeeper = true;
            topology.setPath(Place.CONSUMER, Place.ZOOKEEPER, false);
            sleepUntil(t0 + cut);
            t1 = System.currentTimeMillis();
            topology.setPath(Place.CONSUMER, Place.ZOOKEEPER, true);
        } else if ("zk-quorum".equals(name)) {
            long loss = sessionMillis() + 10_000L;
            common.put("fault", "ZooKeeper servers 2 and 3 of 3 killed for " + loss / 1000 + " s, then restarted");
            zookeeper = true;
            ensemble.kill(2);
            ensemble.kill(3);
            sleepUntil(t0 + loss);
            t1 = System.currentTimeMillis();
            ensemble.start(2);
            ensemble.start(3);
        } else {
            throw new IllegalArgumentException("unknown faults scenario '" + name + "'");
        }
        common.put("fault_s", seconds(t1 - t0));
        List<Map<String, Object>> rows = new ArrayList<Map<String, Object>>();
        for (Consumer consumer : consumers) {
            Map<String, Object> row = new LinkedHashMap<String, Object>();
            row.put("consumer", consumer.implementation.id());
            row.putAll(common);
            rows.add(row);
        }
        if (zookeeper) {
            await(() -> allConsumers(c -> c.timeline.first(ConsumerTimeline.Kind.ZOOKEEPER_CONNECTED, t1, null)
                    != null), sessionMillis() + 120_000L);
            for (int i = 0; i < consumers.size(); i++) {
                detectZookeeper(rows.get(i), consumers.get(i).timeline, t0, t1);
            }
            awaitRecovered(t1, sessionMillis() + 120_000L);
            watchCheck(rows, "zk-quorum".equals(name) ? t1 : 0, p2);
        } else {
            awaitRecovered(t1, sessionMillis() + 120_000L);
            for (int i = 0; i < consumers.size(); i++) {
                ConsumerTimeline timeline = consumers.get(i).timeline;
                Map<String, Object> row = rows.get(i);
                ConsumerTimeline.Event lost = firstConnectionTrouble(timeline, p1, t0);
                row.put("connection_trouble_s", lost == null || lost.time > t1 ? "-" : seconds(lost.time - t0));
                ConsumerTimeline.Event removed = timeline.directoryChange(p1, false, t0);
                boolean left = removed != null && removed.time <= t1 + 1000;
                row.put("left_directory_s", left ? seconds(removed.time - t0) : "-");
                ConsumerTimeline.Tick answered = timeline.firstAnswerAfter("p1", t1);
                row.put("p1_answers_again_s", answered == null ? "never" : seconds(answered.time - t1));
                ConsumerTimeline.Event back = left ? timeline.directoryChange(p1, true, removed.time) : null;
                row.put("back_in_directory_s", !left ? "-" : back == null ? "never" : seconds(back.time - t1));
            }
        }
        sleepUntil(System.currentTimeMillis() + SETTLE_MILLIS);
        long end = System.currentTimeMillis();
        Set<String> live = new TreeSet<String>(Arrays.asList(p1, p2));
        for (int i = 0; i < consumers.size(); i++) {
            Consumer consumer = consumers.get(i);
            Map<String, Object> row = rows.get(i);
            ConsumerTimeline timeline = consumer.timeline;
            ConsumerTimeline.Tick last = timeline.lastTick();
            ConsumerTimeline.Tick start = consumer.start;
            row.put("calls_ok", start == null || last == null ? "-" : last.ok - start.ok);
            row.put("calls_failed", start == null || last == null ? "-" : last.failed - start.failed);
            List<ConsumerTimeline.Event> failures = timeline.failures(t0, end);
            row.put("failed_from_s", failures.isEmpty() ? "-" : seconds(failures.get(0).time - t0));
            row.put("failed_until_s", failures.isEmpty() ? "-"
                    : seconds(failures.get(failures.size() - 1).time - t0));
            row.put("failure_kinds", failureKinds(failures));
            row.put("longest_call_ms", timeline.longestCallMillis(t0, end));
            // the provider the fault never touched must stay in every directory throughout
            String untouched = zookeeper ? p1 : p2;
            row.put("untouched_provider", zookeeper ? "p1" : "p2");
            row.put("untouched_missing_s", seconds(timeline.missingMillis(untouched, t0, end)));
            long pid = consumer.process.pid();
            row.put("threads_before", consumer.threadsBefore);
            row.put("threads_after", count("/proc/" + pid + "/task"));
            row.put("fds_before", consumer.fdsBefore);
            row.put("fds_after", count("/proc/" + pid + "/fd"));
            Set<String> stale = new TreeSet<String>(timeline.anyDirectoryAt(end));
            stale.removeAll(live);
            Set<String> missing = new TreeSet<String>(live);
            missing.removeAll(timeline.directoryAt(end));
            row.put("directory_after", directories(timeline.directoriesAt(end)));
            row.put("stale_or_missing", stale.isEmpty() && missing.isEmpty() ? "none"
                    : "stale " + stale + " missing " + missing);
            console.printf("  %s%n", row);
        }
        return rows;
    }

    /** For the ZooKeeper scenarios: when a consumer saw its connection suspended, its session lost, and back. */
    private void detectZookeeper(Map<String, Object> row, ConsumerTimeline timeline, long t0, long t1) {
        ConsumerTimeline.Event suspended = timeline.first(ConsumerTimeline.Kind.ZOOKEEPER_SUSPENDED, t0, null);
        ConsumerTimeline.Event lost = timeline.first(ConsumerTimeline.Kind.ZOOKEEPER_LOST, t0, null);
        ConsumerTimeline.Event connected = timeline.first(ConsumerTimeline.Kind.ZOOKEEPER_CONNECTED, t1, null);
        row.put("connection_trouble_s", suspended == null || suspended.time > t1 ? "never"
                : seconds(suspended.time - t0));
        row.put("session_lost_s", lost == null || lost.time > t1 ? "-" : seconds(lost.time - t0));
        row.put("zookeeper_back_s", connected == null ? "never" : seconds(connected.time - t1));
    }

    /**
     * After a ZooKeeper fault: proves each consumer's subscription is live again. Once p2 is back on ZooKeeper
     * itself (when the fault cut it too: {@code providersHealed} is then the time of the heal, else 0), it stops
     * normally (it unregisters) and must leave every consumer's directory, then starts again and must come back.
     */
    private void watchCheck(List<Map<String, Object>> rows, long providersHealed, String p2) throws IOException,
            InterruptedException {
        String p2Back = "-";
        if (providersHealed > 0) {
            boolean providerBack = await(() -> {
                long[] seen = providerZookeeper.get(Place.P2);
                return seen != null && seen[0] > providersHealed && seen[1] > providersHealed;
            }, sessionMillis() + 120_000L);
            long[] seen = providerZookeeper.get(Place.P2);
            p2Back = providerBack ? seconds(Math.max(seen[0], seen[1]) - providersHealed) : "never";
        }
        long stop = System.currentTimeMillis();
        providers.remove(Place.P2).close();
        await(() -> allConsumers(c -> c.timeline.directoryChange(p2, false, stop) != null),
                sessionMillis() + 30_000L);
        long restart = System.currentTimeMillis();
        startProvider(Place.P2);
        await(() -> allConsumers(c -> c.timeline.directoryChange(p2, true, restart) != null), 60_000L);
        for (int i = 0; i < consumers.size(); i++) {
            ConsumerTimeline timeline = consumers.get(i).timeline;
            Map<String, Object> row = rows.get(i);
            row.put("p2_zookeeper_back_s", p2Back);
            ConsumerTimeline.Event removed = timeline.directoryChange(p2, false, stop);
            row.put("watch_p2_left_s", removed == null ? "never" : seconds(removed.time - stop));
            ConsumerTimeline.Event added = timeline.directoryChange(p2, true, restart);
            row.put("watch_p2_back_s", added == null ? "never" : seconds(added.time - restart));
        }
        awaitRecovered(restart, 60_000L);
    }

    private static ConsumerTimeline.Event firstConnectionTrouble(ConsumerTimeline timeline, String address,
                                                                 long since) {
        ConsumerTimeline.Event closed = timeline.first(ConsumerTimeline.Kind.CONNECTION_CLOSED, since, address);
        ConsumerTimeline.Event failed = timeline.first(ConsumerTimeline.Kind.CONNECT_FAILED, since, address);
        if (closed == null) {
            return failed;
        }
        return failed == null || closed.time <= failed.time ? closed : failed;
    }

    private boolean allConsumers(java.util.function.Predicate<Consumer> condition) {
        for (Consumer consumer : consumers) {
            if (!condition.test(consumer)) {
                return false;
            }
        }
        return true;
    }

    /** Every consumer: both providers answered calls made after {@code since}, and both in its directories. */
    private boolean awaitRecovered(long since, long timeoutMillis) throws InterruptedException {
        List<String> both = Arrays.asList(address(Place.P1), address(Place.P2));
        return await(() -> allConsumers(c -> c.timeline.firstAnswerAfter("p1", since) != null
                && c.timeline.firstAnswerAfter("p2", since) != null
                && c.timeline.directoryAt(System.currentTimeMillis()).containsAll(both)), timeoutMillis);
    }

    /** {@code interface [a, b]; application [a, b]}: each directory's providers. */
    static String directories(Map<String, Set<String>> directories) {
        StringBuilder text = new StringBuilder();
        for (Map.Entry<String, Set<String>> e : directories.entrySet()) {
            text.append(text.length() == 0 ? "" : "; ").append(e.getKey()).append(' ').append(e.getValue());
        }
        return text.length() == 0 ? "none logged" : text.toString();
    }

    static String failureKinds(List<ConsumerTimeline.Event> failures) {
        Map<String, Integer> kinds = new LinkedHashMap<String, Integer>();
        for (ConsumerTimeline.Event failure : failures) {
            String text = failure.line;
            int colon = text.indexOf(':');
            String kind = colon > 0 ? text.substring(text.lastIndexOf('.', colon) + 1, colon) : text;
            kinds.merge(kind, 1, Integer::sum);
        }
        return kinds.isEmpty() ? "-" : kinds.toString();
    }

    private String address(Place provider) {
        return topology.address(Place.CONSUMER, provider) + ":" + PROVIDER_PORT;
    }

    private String registry(Place place) {
        String registry = ensemble.registryAddress(topology.address(place, Place.ZOOKEEPER));
        return settings.faultsSessionMillis > 0 ? registry + "&session=" + settings.faultsSessionMillis : registry;
    }

    private List<String> heartbeatArguments() {
        return settings.faultsHeartbeatMillis > 0
                ? Arrays.asList("--heartbeat-ms", String.valueOf(settings.faultsHeartbeatMillis))
                : Collections.<String>emptyList();
    }

    private void startProvider(Place place) throws IOException, InterruptedException {
        String name = place == Place.P1 ? "p1" : "p2";
        List<String> arguments = new ArrayList<String>(Arrays.asList("--name", name,
                "--host", topology.address(Place.CONSUMER, place), "--port", String.valueOf(PROVIDER_PORT),
                "--registry", registry(place)));
        arguments.addAll(heartbeatArguments());
        final java.util.concurrent.CountDownLatch ready = new java.util.concurrent.CountDownLatch(1);
        final long[] zookeeper = new long[2];
        providerZookeeper.put(place, zookeeper);
        ChildJvm provider = startChild(place, Implementation.OURS, PROVIDER_MAIN, "256m",
                Collections.<String>emptyList(), arguments, "faults-" + name);
        provider.addListener(line -> {
            if (line.startsWith("FAULTS READY provider")) {
                ready.countDown();
            } else if (line.contains("ZookeeperConnection - ZooKeeper ") && line.contains("CONNECTED (")) {
                zookeeper[0] = System.currentTimeMillis();
            } else if (line.contains("DiscoveryConnection - ZooKeeper ") && line.contains("CONNECTED for")) {
                zookeeper[1] = System.currentTimeMillis();
            }
        });
        providers.put(place, provider);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!ready.await(200, TimeUnit.MILLISECONDS)) {
            if (!provider.isAlive() || System.nanoTime() > deadline) {
                throw new IllegalStateException("provider " + name + " did not start; see its log in "
                        + new File(settings.out, "logs"));
            }
        }
    }

    private void startConsumer(final Consumer consumer) throws IOException, InterruptedException {
        List<String> arguments = new ArrayList<String>(Arrays.asList("--registry", registry(Place.CONSUMER),
                "--callers", String.valueOf(settings.faultsCallers)));
        arguments.addAll(heartbeatArguments());
        consumer.process = startChild(Place.CONSUMER, consumer.implementation, CONSUMER_MAIN, "512m",
                Collections.<String>emptyList(), arguments, "faults-consumer-" + consumer.implementation.id());
        consumer.process.addListener(line -> consumer.timeline.line(System.currentTimeMillis(), line));
        consumers.add(consumer);
        if (!awaitRecovered(System.currentTimeMillis(), STEADY_MILLIS)) {
            throw new IllegalStateException("the faults consumer " + consumer.implementation.id() + " never had both"
                    + " providers answering and in its directory; see its log in " + new File(settings.out, "logs"));
        }
    }

    /** Starts a JVM of {@code implementation}'s benchmark class path in {@code place}, logging to the run's logs. */
    ChildJvm startChild(Place place, Implementation implementation, String mainClass, String heap, List<String> flags,
                        List<String> arguments, String label) throws IOException {
        List<String> command = new ArrayList<String>();
        command.add(JvmFlags.javaExecutable());
        command.add("-Xmx" + heap);
        command.add("-XX:+UseSerialGC");
        command.add("-Dfile.encoding=UTF-8");
        command.add("-Ddubbo.application.logger=slf4j");
        command.add("-Dorg.slf4j.simpleLogger.defaultLogLevel=warn");
        command.add("-Dorg.slf4j.simpleLogger.showDateTime=true");
        command.add("-Dorg.slf4j.simpleLogger.dateTimeFormat=HH:mm:ss.SSS");
        command.add("-Dorg.slf4j.simpleLogger.log.org.apache.dubbo.registry=info");
        command.add("-Dorg.slf4j.simpleLogger.log.org.apache.dubbo.remoting=info");
        command.add("-Dorg.slf4j.simpleLogger.log.org.apache.curator.framework.state=info");
        command.addAll(flags);
        if (!System.getProperty("java.specification.version", "1.8").startsWith("1.")) {
            for (String pkg : Arrays.asList("java.lang", "java.lang.reflect", "java.util", "java.util.concurrent",
                    "java.math", "java.time", "java.net", "java.text", "java.io")) {
                command.add("--add-opens");
                command.add("java.base/" + pkg + "=ALL-UNNAMED");
            }
        }
        command.add("-cp");
        command.add(installation.classpath(implementation));
        command.add(mainClass);
        command.addAll(arguments);
        return ChildJvm.start(label, topology.prefix(place), command, launcher.logFile(label));
    }

    /** Ends every process and the namespaces; each step runs even when an earlier one failed. */
    private void closeAll() {
        List<ChildJvm> children = new ArrayList<ChildJvm>();
        for (Consumer consumer : consumers) {
            children.add(consumer.process);
        }
        children.addAll(providers.values());
        try {
            for (ChildJvm child : children) {
                resume(child);
                try {
                    child.close();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        } finally {
            try {
                if (ensemble != null) {
                    ensemble.close();
                }
            } finally {
                topology.close();
            }
        }
    }

    /** SIGCONT, in case the child is frozen: a stopped process cannot end. */
    private static void resume(ChildJvm child) {
        try {
            Signals.send("CONT", child.pid());
        } catch (IOException | RuntimeException e) {
            // already gone
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static int count(String directory) {
        String[] entries = new File(directory).list();
        return entries == null ? -1 : entries.length;
    }

    private static String seconds(long millis) {
        return String.format(java.util.Locale.ROOT, "%.1f", millis / 1000.0);
    }

    private static boolean await(BooleanSupplier condition, long timeoutMillis) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(100);
        }
        return true;
    }

    /** Holds a fault for its planned duration (the duration is the experiment's input, not something awaited). */
    private static void sleepUntil(long epochMillis) throws InterruptedException {
        long left = epochMillis - System.currentTimeMillis();
        if (left > 0) {
            Thread.sleep(left);
        }
    }
}
