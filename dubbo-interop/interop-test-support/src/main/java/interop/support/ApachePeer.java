package interop.support;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A real Apache Dubbo provider running in a child JVM, and the way to run an Apache Dubbo consumer against any
 * provider. Child JVMs get their own class path (never ours), the JVM flags their release needs, and write stdout
 * and stderr to a log file under the calling module's {@code target/interop-logs/}.
 *
 * <p>Typical use in a test:
 * <pre>{@code
 * int port = FreePort.find();
 * try (ApachePeer provider = ApachePeer.startProvider(ApacheDubboVersion.V3_2_15, port)) {
 *     ConsumerRun run = ApachePeer.runConsumer(ApacheDubboVersion.V2_7_23, ApachePeer.serviceUrl(port),
 *             "sayHello,echoPojo", Duration.ofSeconds(60));
 *     assertTrue(run.allPassed(), run::describe);
 * }
 * }</pre>
 */
public final class ApachePeer implements AutoCloseable {

    /** The interface every peer exports or refers to. */
    public static final String SERVICE = "interop.api.GreetingService";

    private static final String PROVIDER_MAIN = "interop.peer.ProviderMain";
    private static final String CONSUMER_MAIN = "interop.peer.ConsumerMain";
    private static final String TRIPLE_PROVIDER_MAIN = "interop.peer.TripleProviderMain";
    private static final String TRIPLE_CONSUMER_MAIN = "interop.peer.TripleConsumerMain";
    /** The IDL service of the triple peers ({@code greeter.proto}'s Greeter as a Java interface). */
    public static final String IDL_SERVICE = "interop.proto.Greeter";
    private static final String GOVERNANCE_MAIN = "interop.peer.GovernanceMain";
    private static final Duration READY_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration STOP_GRACE = Duration.ofSeconds(5);
    private static final String EXPORTED = "PEER EXPORTED ";
    private static final String START_FAILED = "PEER START FAILED ";

    private final ApacheDubboVersion version;
    private final int port;
    private final Process process;
    private final Path logFile;

    private ApachePeer(ApacheDubboVersion version, int port, Process process, Path logFile) {
        this.version = version;
        this.port = port;
        this.process = process;
        this.logFile = logFile;
    }

    /** {@code dubbo://127.0.0.1:<port>/interop.api.GreetingService}. */
    public static String serviceUrl(int port) {
        return "dubbo://127.0.0.1:" + port + "/" + SERVICE;
    }

    /**
     * Starts a provider exporting {@code GreetingService} on {@code port} (plain, and as group {@code grp} version
     * {@code 1.0.0}) and waits until it reports that the export is done.
     *
     * @param extraArgs more provider options: {@code --serialization X}, {@code --prefer-serialization X},
     *                  {@code --payload N}, {@code --threads N}, {@code --heartbeat MS}, {@code --registry ADDR},
     *                  {@code --protocol-param key=value}, {@code --app NAME},
     *                  {@code --register-mode interface|instance|all} (3.x), {@code --metadata-type local|remote}
     * @throws IllegalStateException if it exits or is not ready within 60 s; the message holds its log
     */
    public static ApachePeer startProvider(ApacheDubboVersion version, int port, String... extraArgs) {
        return startProvider(version, port, PeerLaunch.asUsersRunIt(), extraArgs);
    }

    /**
     * As {@link #startProvider(ApacheDubboVersion, int, String...)}, started with the environment variables and
     * system properties of {@code launch}; more options: {@code --host H}, {@code --endpoint GROUP,PORT[,HOST]}.
     */
    public static ApachePeer startProvider(ApacheDubboVersion version, int port, PeerLaunch launch,
                                           String... extraArgs) {
        ApachePeer peer = launchProvider(version, port, launch, extraArgs);
        try {
            peer.awaitReady();
        } catch (RuntimeException e) {
            peer.close();
            throw e;
        }
        return peer;
    }

    /**
     * Starts a provider that is expected to refuse its settings, and returns the {@code PEER START FAILED} line it
     * printed (the exception chain of the failed start).
     *
     * @throws IllegalStateException if it started after all, or exited without that line within 60 s
     */
    public static String failedProviderStart(ApacheDubboVersion version, int port, PeerLaunch launch,
                                             String... extraArgs) {
        ApachePeer peer = launchProvider(version, port, launch, extraArgs);
        try {
            if (!ChildProcesses.waitFor(peer.process, READY_TIMEOUT)) {
                throw new IllegalStateException(peer + " neither failed nor stopped within " + READY_TIMEOUT.toSeconds()
                        + " s:\n" + peer.log());
            }
            String log = peer.log();
            for (String line : log.split("\\R")) {
                if (line.startsWith(START_FAILED)) {
                    return line.substring(START_FAILED.length());
                }
            }
            throw new IllegalStateException(peer + " exited with code " + peer.process.exitValue() + " without "
                    + START_FAILED.trim() + ":\n" + log);
        } finally {
            peer.close();
        }
    }

    private static ApachePeer launchProvider(ApacheDubboVersion version, int port, PeerLaunch launch,
                                             String... extraArgs) {
        List<String> args = new ArrayList<>(List.of("--port", String.valueOf(port)));
        args.addAll(List.of(extraArgs));
        String detail = launch.describe().isEmpty() ? "port" + port : "port" + port + "-" + launch.describe();
        Path log = PeerLogs.newFile("provider", version, detail);
        Process process = ChildProcesses.start(PeerJvm.command(version, PROVIDER_MAIN, args, launch),
                launch.environment(), log);
        return new ApachePeer(version, port, process, log);
    }

    /**
     * Starts a triple provider (Apache Dubbo 3.3.5, the only release the triple peer programs are built for, or
     * Dubbo Tuned) as its users start one: it exports
     * {@code GreetingService} (wrapped mode; plain and as group {@code grp} version {@code 1.0.0}) and
     * {@code interop.proto.Greeter} (protobuf) with {@code ProtocolConfig("tri", port)}, and waits until it is ready.
     *
     * @param extraArgs {@code --registry ADDR}, {@code --app NAME}, {@code --register-mode interface|instance|all},
     *                  {@code --protocol-param key=value}, {@code --threads N}, {@code --also-dubbo PORT}
     */
    public static ApachePeer startTripleProvider(ApacheDubboVersion version, int port, String... extraArgs) {
        requireTriplePeers(version);
        List<String> args = new ArrayList<>(List.of("--port", String.valueOf(port)));
        args.addAll(List.of(extraArgs));
        Path log = PeerLogs.newFile("triple-provider", version, "port" + port);
        PeerLaunch launch = PeerLaunch.asUsersRunIt();
        Process process = ChildProcesses.start(PeerJvm.command(version, TRIPLE_PROVIDER_MAIN, args, launch),
                launch.environment(), log);
        ApachePeer peer = new ApachePeer(version, port, process, log);
        try {
            peer.awaitReady();
        } catch (RuntimeException e) {
            peer.close();
            throw e;
        }
        return peer;
    }

    /**
     * Runs a triple consumer of the IDL service (Apache Dubbo 3.3.5 or Dubbo Tuned) with these program arguments:
     * {@code --url tri://host:port/interop.proto.Greeter} or {@code --registry ADDR},
     * {@code --scenario unary,serverStream,clientStream,bidi,deadline,status,metadata,large,concurrency|all},
     * {@code --timeout MS}.
     */
    public static ConsumerRun runTripleConsumer(ApacheDubboVersion version, List<String> args, Duration timeout) {
        requireTriplePeers(version);
        String scenario = RunningConsumer.describeScenario(args);
        Path log = PeerLogs.newFile("triple-consumer", version, scenario);
        PeerLaunch launch = PeerLaunch.asUsersRunIt();
        Process process = ChildProcesses.start(PeerJvm.command(version, TRIPLE_CONSUMER_MAIN, args, launch),
                launch.environment(), log);
        try (RunningConsumer consumer = new RunningConsumer(version, scenario, process, log)) {
            return consumer.awaitExit(timeout);
        }
    }

    private static void requireTriplePeers(ApacheDubboVersion version) {
        if (version != ApacheDubboVersion.V3_3_5 && version != ApacheDubboVersion.DUBBO_TUNED) {
            throw new IllegalArgumentException("the triple peer programs are built for Apache Dubbo 3.3.5 and Dubbo"
                    + " Tuned only, not " + version);
        }
    }

    /**
     * Runs a consumer JVM against {@code url} and waits for it (at most {@code timeout}, then kills it).
     *
     * @param scenario  comma-separated check or group names, e.g. {@code all}, {@code sayHello,echoPojo}
     * @param extraArgs more consumer options: {@code --connections N}, {@code --timeout MS}, {@code --heartbeat MS},
     *                  {@code --linger MS}, {@code --retries N}, {@code --check true|false}, {@code --app NAME},
     *                  {@code --load MS}, {@code --load-threads N}
     */
    public static ConsumerRun runConsumer(ApacheDubboVersion version, String url, String scenario, Duration timeout,
                                          String... extraArgs) {
        List<String> args = new ArrayList<>(List.of("--url", url, "--scenario", scenario));
        args.addAll(List.of(extraArgs));
        return runConsumer(version, args, timeout);
    }

    /**
     * Runs a consumer JVM with exactly these program arguments and waits for it (at most {@code timeout}, then
     * kills it), e.g. {@code --registry zookeeper://127.0.0.1:N --migration FORCE_INTERFACE --scenario sayHello}.
     */
    public static ConsumerRun runConsumer(ApacheDubboVersion version, List<String> args, Duration timeout) {
        return runConsumer(version, args, timeout, PeerLaunch.asUsersRunIt());
    }

    /** As above, started with the environment variables, system properties or pinning of {@code launch}. */
    public static ConsumerRun runConsumer(ApacheDubboVersion version, List<String> args, Duration timeout,
                                          PeerLaunch launch) {
        try (RunningConsumer consumer = startConsumer(version, args, launch)) {
            return consumer.awaitExit(timeout);
        }
    }

    /**
     * Starts a consumer JVM with these program arguments and returns at once, for tests that act while it runs
     * (e.g. kill a provider during {@code --load}, or read the registry while it lingers).
     */
    public static RunningConsumer startConsumer(ApacheDubboVersion version, List<String> args) {
        return startConsumer(version, args, PeerLaunch.asUsersRunIt());
    }

    /** As above, started with the environment variables, system properties or pinning of {@code launch}. */
    public static RunningConsumer startConsumer(ApacheDubboVersion version, List<String> args, PeerLaunch launch) {
        String scenario = RunningConsumer.describeScenario(args);
        String detail = launch.describe().isEmpty() ? scenario : scenario + "-" + launch.describe();
        Path log = PeerLogs.newFile("consumer", version, detail);
        Process process = ChildProcesses.start(PeerJvm.command(version, CONSUMER_MAIN, args, launch),
                launch.environment(), log);
        return new RunningConsumer(version, scenario, process, log);
    }

    /**
     * Runs one operation of the governance tool (Apache's own config-center and registry APIs, as operators use
     * them) and waits for it: {@code --op publish|remove|get --config-center ADDR --key K [--group G] [--file PATH]}
     * or {@code --op consumers --registry ADDR --interface NAME}. Its {@code RESULT <op> PASS|FAIL} line is the
     * run's one check.
     */
    public static ConsumerRun runGovernanceTool(ApacheDubboVersion version, List<String> args, Duration timeout) {
        Path log = PeerLogs.newFile("governance", version, RunningConsumer.describeOperation(args));
        PeerLaunch launch = PeerLaunch.asUsersRunIt();
        Process process = ChildProcesses.start(PeerJvm.command(version, GOVERNANCE_MAIN, args, launch),
                launch.environment(), log);
        try (RunningConsumer tool = new RunningConsumer(version, RunningConsumer.describeOperation(args), process,
                log)) {
            return tool.awaitExit(timeout);
        }
    }

    public ApacheDubboVersion version() {
        return version;
    }

    public int port() {
        return port;
    }

    /** {@code dubbo://127.0.0.1:<port>/interop.api.GreetingService}. */
    public String url() {
        return serviceUrl(port);
    }

    public Path logFile() {
        return logFile;
    }

    /** The URLs it exported, as it printed them ({@code PEER EXPORTED <url>}), in order. */
    public List<String> exportedUrls() {
        List<String> urls = new ArrayList<>();
        for (String line : log().split("\\R")) {
            if (line.startsWith(EXPORTED)) {
                urls.add(line.substring(EXPORTED.length()).trim());
            }
        }
        return urls;
    }

    /** Everything the provider printed so far. */
    public String log() {
        return PeerLogs.read(logFile);
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /**
     * Sends SIGTERM, the way an operator stops a provider: Dubbo's shutdown hook stops it gracefully (readonly event
     * to connected consumers first). Returns whether it exited within {@code timeout}.
     */
    public boolean terminate(Duration timeout) {
        // through the handle: Process.destroy() would also close the provider's standard input
        process.toHandle().destroy();
        return ChildProcesses.waitFor(process, timeout);
    }

    /**
     * Kills it at once ({@code SIGKILL}), the way a crash or an OOM killer ends a process: no shutdown hook runs, so it
     * neither unregisters nor closes its ZooKeeper session, whose ephemeral nodes stay until the session expires.
     */
    public void kill() {
        process.destroyForcibly();
        ChildProcesses.waitFor(process, STOP_GRACE);
        ChildProcesses.forget(process);
    }

    /**
     * Closes its standard input, which makes it exit through Dubbo's shutdown hook exactly as on SIGTERM; kills it if
     * that takes longer than 5 s.
     */
    @Override
    public void close() {
        try {
            if (!process.isAlive()) {
                return;
            }
            try {
                process.getOutputStream().close();
            } catch (IOException e) {
                // the pipe is already gone; the termination steps below still apply
            }
            if (ChildProcesses.waitFor(process, STOP_GRACE)) {
                return;
            }
            process.destroy();
            if (ChildProcesses.waitFor(process, Duration.ofSeconds(2))) {
                return;
            }
            process.destroyForcibly();
            ChildProcesses.waitFor(process, STOP_GRACE);
        } finally {
            ChildProcesses.forget(process);
        }
    }

    @Override
    public String toString() {
        return version + " provider on port " + port + " (log " + logFile + ")";
    }

    private void awaitReady() {
        String ready = "PEER READY provider " + port;
        long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            String text = PeerLogs.read(logFile);
            if (text.contains(ready)) {
                return;
            }
            if (!process.isAlive()) {
                throw new IllegalStateException(this + " exited with code " + process.exitValue()
                        + " before it was ready:\n" + text);
            }
            ChildProcesses.pause(Duration.ofMillis(50));
        }
        throw new IllegalStateException(this + " was not ready within " + READY_TIMEOUT.toSeconds() + " s:\n"
                + PeerLogs.read(logFile));
    }
}
