package io.github.dubbotuned.benchmark.runner;

import io.github.dubbotuned.benchmark.harness.Args;

import java.io.File;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Date;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Everything a run is told on the command line, with the defaults of a full run. {@code --smoke} switches every
 * default to a run of a few seconds per experiment, for CI: it proves the machinery, not speeds.
 */
final class RunSettings {

    static final Set<String> OPTIONS = new HashSet<String>(Arrays.asList("experiments", "implementations", "rounds",
            "methods", "threads", "warmup-iterations", "warmup-ms", "iterations", "iteration-ms", "heap", "jvm-flag",
            "out", "consumer-per-method", "smoke", "connections", "client-iothreads", "server-iothreads",
            "apache-reference", "network", "link-rate", "buffers", "congestion-connections", "callers",
            "payload-bytes", "congestion-warmup-ms", "congestion-ms", "provider-threads", "connections-methods",
            "rtt-ms", "link-queue-ms", "link-mss", "congestion-defaults",
            "triple-implementations", "triple-methods", "scale-implementations", "scale-models", "scale-addresses",
            "scale-interfaces", "scale-services-per-app", "scale-churn-percent", "scale-churn-seconds", "scale-heap",
            "scale-lazy", "scale-registry", "scale-delay-notification", "scale-file-cache",
            "in-flight-implementations", "in-flight", "in-flight-seconds", "in-flight-heap",
            "soak-minutes", "soak-seconds", "soak-rate", "soak-restart-every-s", "soak-heap", "soak-report-every-s",
            "faults-scenarios", "faults-link-seconds", "faults-callers", "faults-heartbeat-ms", "faults-session-ms",
            "faults-consumers"));

    static final String ALL_METHODS = "existUser,createUser,getUser,listUser";
    /** The article's three shapes: a tiny call, one POJO back, a list of POJOs back. */
    static final String TRIPLE_METHODS = "existUser,getUser,listUser";

    final boolean smoke;
    final List<String> experiments;
    final List<Implementation> implementations;
    final List<Implementation> tripleImplementations;
    final List<String> tripleMethods;
    final int rounds;
    final List<String> methods;
    final int threads;
    final int warmupIterations;
    final int warmupMillis;
    final int iterations;
    final int iterationMillis;
    final String heap;
    final List<String> extraJvmFlags;
    final File out;
    final boolean consumerPerMethod;

    final List<String> connectionsMethods;
    final List<Integer> connections;
    final List<Integer> clientIoThreads;
    final int serverIoThreads;
    final List<Implementation> apacheReference;

    final String network;
    final String linkRate;
    final List<Integer> buffers;
    final List<Integer> congestionConnections;
    final int callers;
    final int payloadBytes;
    final int congestionWarmupMillis;
    final int congestionMillis;
    final int congestionProviderThreads;
    /** Round trips the congestion experiment adds with a {@link DelayRelay}; 0: none, the bare network. */
    final List<Integer> rttMillis;
    /** The relay link's queue, in milliseconds at {@link #linkRate}. */
    final int linkQueueMillis;
    /** The relay's TCP segment size (MSS) on both legs; 0: the interface's own (about 64 KiB on loopback). */
    final int linkSegmentBytes;
    /** Whether each round trip also gets a cell with our defaults (no socket buffers, no connections set). */
    final boolean congestionDefaults;

    final List<Implementation> scaleImplementations;
    final List<String> scaleModels;
    final List<Integer> scaleAddresses;
    final int scaleInterfaces;
    final int scaleServicesPerApp;
    final double scaleChurnPercent;
    final int scaleChurnSeconds;
    final String scaleHeap;
    final boolean scaleLazy;
    /** synthetic (the registry extension) or zookeeper (a real ZooKeeper server and each implementation's registry). */
    final String scaleRegistry;
    /** zookeeper: the registry's delay-notification, ms (0: every change at once; Dubbo's default is 5000). */
    final int scaleDelayNotification;
    /** zookeeper: whether the registry keeps its cache file (Dubbo's default: true). */
    final boolean scaleFileCache;

    final List<Implementation> inFlightImplementations;
    final int inFlightCalls;
    final int inFlightSeconds;
    final String inFlightHeap;

    final int soakSeconds;
    final int soakRate;
    final int soakRestartSeconds;
    final String soakHeap;
    final long soakReportMillis;

    final List<String> faultsScenarios;
    final List<Implementation> faultsConsumers;
    final List<Integer> faultsLinkSeconds;
    final int faultsCallers;
    /** 0: Dubbo's default heartbeat. */
    final int faultsHeartbeatMillis;
    /** 0: Dubbo's default ZooKeeper session. */
    final int faultsSessionMillis;

    RunSettings(Args args, File defaultResultsRoot) {
        smoke = Boolean.parseBoolean(args.get("smoke", "false"));
        experiments = list(args.get("experiments", "side-by-side,connections,congestion,triple"));
        for (String experiment : experiments) {
            if (!Arrays.asList("side-by-side", "connections", "congestion", "triple", "scale", "faults", "in-flight",
                    "soak").contains(experiment)) {
                throw new IllegalArgumentException("--experiments: unknown experiment '" + experiment
                        + "'; known: side-by-side, connections, congestion, triple, scale, faults, in-flight, soak");
            }
        }
        implementations = Implementation.parseList(args.get("implementations", Implementation.SIDE_BY_SIDE_IDS));
        // the smoke run's side-by-side already runs ours on dubbo
        tripleImplementations = Implementation.parseList(args.get("triple-implementations",
                smoke ? Implementation.TRIPLE_IDS.replaceFirst("^ours,", "") : Implementation.TRIPLE_IDS));
        tripleMethods = list(args.get("triple-methods", TRIPLE_METHODS));
        rounds = positive(args, "rounds", smoke ? 1 : 2);
        methods = list(args.get("methods", ALL_METHODS));
        threads = positive(args, "threads", 32);
        warmupIterations = positive(args, "warmup-iterations", smoke ? 1 : 3);
        warmupMillis = positive(args, "warmup-ms", smoke ? 100 : 10000);
        iterations = positive(args, "iterations", smoke ? 1 : 5);
        iterationMillis = positive(args, "iteration-ms", smoke ? 200 : 10000);
        heap = args.get("heap", smoke ? "256m" : "1g");
        extraJvmFlags = new ArrayList<String>(args.all("jvm-flag"));
        if (smoke) {
            // a smoke run proves the machinery; start-up time is all that matters there
            extraJvmFlags.add("-XX:TieredStopAtLevel=1");
            // and it measures nothing, so a benchmark of somebody else holding JMH's machine-wide lock
            // (java.io.tmpdir/jmh.lock) must not stop it; a full run still refuses to share the machine
            extraJvmFlags.add("-Djmh.ignoreLock=true");
        }
        String outName = args.get("out");
        out = outName != null ? new File(outName)
                : new File(defaultResultsRoot, new SimpleDateFormat("yyyyMMdd-HHmmss").format(new Date()));
        consumerPerMethod = Boolean.parseBoolean(args.get("consumer-per-method", smoke ? "false" : "true"));

        connectionsMethods = list(args.get("connections-methods", String.join(",", methods)));
        connections = integers(args, "connections", smoke ? "2" : "1,2,4");
        clientIoThreads = integers(args, "client-iothreads", smoke ? "2" : "1,2,4");
        serverIoThreads = positive(args, "server-iothreads", 4);
        apacheReference = args.get("apache-reference", smoke ? "" : "apache-3.2.15").trim().isEmpty()
                ? Collections.<Implementation>emptyList()
                : Implementation.parseList(args.get("apache-reference", "apache-3.2.15"));

        network = args.get("network", smoke ? "loopback" : "auto");
        if (!Arrays.asList("auto", "loopback", "netns").contains(network)) {
            throw new IllegalArgumentException("--network must be auto, loopback or netns, got '" + network + "'");
        }
        linkRate = args.get("link-rate", "500mbit");
        buffers = integers(args, "buffers", smoke ? "65536" : "32768,65536,4194304");
        congestionConnections = integers(args, "congestion-connections", smoke ? "2" : "1,2,4,8");
        callers = positive(args, "callers", smoke ? 50 : 800);
        payloadBytes = positive(args, "payload-bytes", 4096);
        congestionWarmupMillis = positive(args, "congestion-warmup-ms", smoke ? 500 : 10000);
        congestionMillis = positive(args, "congestion-ms", smoke ? 1000 : 20000);
        congestionProviderThreads = positive(args, "provider-threads", callers + 200);
        // the smoke run goes through the relay, so that CI proves it end to end
        rttMillis = nonNegativeIntegers(args, "rtt-ms", smoke ? "2" : "0");
        linkQueueMillis = args.integer("link-queue-ms", 50);
        if (linkQueueMillis < 0) {
            throw new IllegalArgumentException("--link-queue-ms takes milliseconds (0: no queue beyond the wire)");
        }
        linkSegmentBytes = args.integer("link-mss", RelayShape.ETHERNET_SEGMENT_BYTES);
        try {
            RelayShape.checkSegment(linkSegmentBytes);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--link-mss: " + e.getMessage(), e);
        }
        congestionDefaults = Boolean.parseBoolean(args.get("congestion-defaults", "true"));
        if (relayed() && "netns".equals(network)) {
            throw new IllegalArgumentException("--rtt-ms above 0 needs --network loopback (or auto): the delay relay"
                    + " runs in the runner, outside the network namespaces, and shapes the path itself");
        }
        if (relayed()) {
            RelayShape.parseRate(linkRate);
        }

        scaleImplementations = Implementation.parseList(args.get("scale-implementations", "ours,apache-3.3.5"));
        for (Implementation implementation : scaleImplementations) {
            if (!"dubbo".equals(implementation.scheme()) || implementation == Implementation.RAW) {
                throw new IllegalArgumentException("--scale-implementations: " + implementation.id()
                        + " is not a Dubbo consumer");
            }
        }
        scaleRegistry = args.get("scale-registry", "synthetic");
        if (!"synthetic".equals(scaleRegistry) && !"zookeeper".equals(scaleRegistry)) {
            throw new IllegalArgumentException("--scale-registry must be synthetic or zookeeper, got '" + scaleRegistry
                    + "'");
        }
        boolean zookeeper = "zookeeper".equals(scaleRegistry);
        scaleDelayNotification = args.integer("scale-delay-notification", 0);
        scaleFileCache = Boolean.parseBoolean(args.get("scale-file-cache", "true"));
        if (scaleDelayNotification < 0) {
            throw new IllegalArgumentException("--scale-delay-notification takes milliseconds >= 0, got "
                    + scaleDelayNotification);
        }
        for (Implementation implementation : zookeeper ? scaleImplementations
                : Collections.<Implementation>emptyList()) {
            if (implementation != Implementation.OURS && implementation != Implementation.APACHE_3_3_5) {
                throw new IllegalArgumentException("--scale-registry zookeeper takes ours and apache-3.3.5 (the class"
                        + " paths with a ZooKeeper client), got " + implementation.id());
            }
        }
        // over a real ZooKeeper the experiment writes interface-level nodes only
        scaleModels = list(args.get("scale-models", zookeeper ? "interface" : "interface,application"));
        if (zookeeper && !scaleModels.equals(Collections.singletonList("interface"))) {
            throw new IllegalArgumentException("--scale-registry zookeeper measures interface level only, got"
                    + " --scale-models " + String.join(",", scaleModels));
        }
        for (String model : scaleModels) {
            if (!"interface".equals(model) && !"application".equals(model)) {
                throw new IllegalArgumentException("--scale-models takes interface and application, got '" + model
                        + "'");
            }
        }
        scaleAddresses = integers(args, "scale-addresses", smoke ? "2000" : "10000,100000,500000,1000000,2200000");
        scaleInterfaces = positive(args, "scale-interfaces", smoke ? 20 : 700);
        scaleServicesPerApp = positive(args, "scale-services-per-app", 10);
        scaleChurnPercent = Double.parseDouble(args.get("scale-churn-percent", "1"));
        if (!(scaleChurnPercent >= 0 && scaleChurnPercent <= 100)) {
            throw new IllegalArgumentException("--scale-churn-percent must be within 0..100 (per minute), got "
                    + scaleChurnPercent);
        }
        scaleChurnSeconds = positive(args, "scale-churn-seconds", smoke ? 2 : 600);
        scaleHeap = args.get("scale-heap", smoke ? "256m" : "6g");
        scaleLazy = Boolean.parseBoolean(args.get("scale-lazy", "true"));

        inFlightImplementations = Implementation.parseList(args.get("in-flight-implementations", "ours"));
        for (Implementation implementation : inFlightImplementations) {
            if (!"dubbo".equals(implementation.scheme()) || implementation == Implementation.RAW) {
                throw new IllegalArgumentException("--in-flight-implementations: " + implementation.id()
                        + " is not a Dubbo consumer");
            }
        }
        inFlightCalls = positive(args, "in-flight", smoke ? 500 : 10000);
        inFlightSeconds = positive(args, "in-flight-seconds", smoke ? 5 : 60);
        inFlightHeap = args.get("in-flight-heap", "256m");

        soakSeconds = args.get("soak-seconds") != null ? positive(args, "soak-seconds", 1800)
                : positive(args, "soak-minutes", 30) * 60;
        soakRate = positive(args, "soak-rate", 200);
        soakRestartSeconds = positive(args, "soak-restart-every-s", 120);
        soakHeap = args.get("soak-heap", "256m");
        soakReportMillis = positive(args, "soak-report-every-s", 60) * 1000L;

        faultsScenarios = list(args.get("faults-scenarios", String.join(",", FaultsExperiment.SCENARIOS)));
        for (String scenario : faultsScenarios) {
            if (!FaultsExperiment.SCENARIOS.contains(scenario)) {
                throw new IllegalArgumentException("--faults-scenarios: unknown scenario '" + scenario + "'; known: "
                        + String.join(", ", FaultsExperiment.SCENARIOS));
            }
        }
        faultsConsumers = Implementation.parseList(args.get("faults-consumers", "ours,apache-3.3.5"));
        for (Implementation implementation : faultsConsumers) {
            if (implementation != Implementation.OURS && implementation != Implementation.APACHE_3_3_5) {
                throw new IllegalArgumentException("--faults-consumers takes ours and apache-3.3.5 (the class paths"
                        + " with a ZooKeeper client), got " + implementation.id());
            }
        }
        faultsLinkSeconds = integers(args, "faults-link-seconds", "5,30");
        faultsCallers = positive(args, "faults-callers", 64);
        faultsHeartbeatMillis = args.integer("faults-heartbeat-ms", 0);
        faultsSessionMillis = args.integer("faults-session-ms", 0);
        if (faultsHeartbeatMillis < 0 || faultsSessionMillis < 0) {
            throw new IllegalArgumentException("--faults-heartbeat-ms and --faults-session-ms take milliseconds"
                    + " (0: Dubbo's default)");
        }
    }

    /** Whether the congestion experiment puts a delay relay on some of its paths. */
    boolean relayed() {
        for (int rtt : rttMillis) {
            if (rtt > 0) {
                return true;
            }
        }
        return false;
    }

    /** The JMH options every consumer gets. */
    List<String> jmhArguments(String methodList) {
        return Arrays.asList("--methods", methodList, "--threads", String.valueOf(threads),
                "--warmup-iterations", String.valueOf(warmupIterations), "--warmup-ms", String.valueOf(warmupMillis),
                "--iterations", String.valueOf(iterations), "--iteration-ms", String.valueOf(iterationMillis));
    }

    /** The longest a consumer running {@code methodCount} methods may take before it counts as hung. */
    long consumerTimeoutMillis(int methodCount) {
        long perMethod = (long) warmupIterations * warmupMillis + (long) iterations * iterationMillis;
        return 120_000L + methodCount * (perMethod * 3 / 2);
    }

    /** The longest one scale consumer may take: its churn plus generous time for the pushes and live-heap counts. */
    long scaleTimeoutMillis() {
        return 900_000L + scaleChurnSeconds * 1500L;
    }

    /** The side-by-side method groups, one per consumer JVM. */
    List<List<String>> consumerGroups() {
        return consumerGroups(methods);
    }

    /** {@code methodList} split into groups, one per consumer JVM. */
    List<List<String>> consumerGroups(List<String> methodList) {
        List<List<String>> groups = new ArrayList<List<String>>();
        if (consumerPerMethod) {
            for (String method : methodList) {
                groups.add(Collections.singletonList(method));
            }
        } else {
            groups.add(methodList);
        }
        return groups;
    }

    private static List<String> list(String value) {
        List<String> list = new ArrayList<String>();
        for (String item : value.split(",")) {
            if (!item.trim().isEmpty()) {
                list.add(item.trim());
            }
        }
        return list;
    }

    private static List<Integer> integers(Args args, String name, String fallback) {
        return integers(args, name, fallback, 1, "positive integers");
    }

    private static List<Integer> nonNegativeIntegers(Args args, String name, String fallback) {
        return integers(args, name, fallback, 0, "integers of 0 or more");
    }

    private static List<Integer> integers(Args args, String name, String fallback, int least, String what) {
        List<Integer> list = new ArrayList<Integer>();
        for (String item : list(args.get(name, fallback))) {
            try {
                int value = Integer.parseInt(item);
                if (value < least) {
                    throw new NumberFormatException();
                }
                list.add(value);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--" + name + " takes " + what + ", got '" + item + "'", e);
            }
        }
        if (list.isEmpty()) {
            throw new IllegalArgumentException("--" + name + " is empty");
        }
        return list;
    }

    private static int positive(Args args, String name, int fallback) {
        int value = args.integer(name, fallback);
        if (value <= 0) {
            throw new IllegalArgumentException("--" + name + " must be positive, got " + value);
        }
        return value;
    }
}
