package interop.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

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
    private static final Duration READY_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration STOP_GRACE = Duration.ofSeconds(5);
    private static final AtomicInteger LOG_SEQUENCE = new AtomicInteger();
    private static final DateTimeFormatter LOG_TIME = DateTimeFormatter.ofPattern("HHmmss");

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
     *                  {@code --protocol-param key=value}
     * @throws IllegalStateException if it exits or is not ready within 60 s; the message holds its log
     */
    public static ApachePeer startProvider(ApacheDubboVersion version, int port, String... extraArgs) {
        List<String> args = new ArrayList<>(List.of("--port", String.valueOf(port)));
        args.addAll(List.of(extraArgs));
        Path log = newLogFile("provider", version, "port" + port);
        Process process = ChildProcesses.start(PeerJvm.command(version, PROVIDER_MAIN, args), log);
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
     * Runs a consumer JVM against {@code url} and waits for it (at most {@code timeout}, then kills it).
     *
     * @param scenario  comma-separated check or group names, e.g. {@code all}, {@code sayHello,echoPojo}
     * @param extraArgs more consumer options: {@code --connections N}, {@code --timeout MS}, {@code --heartbeat MS},
     *                  {@code --linger MS}
     */
    public static ConsumerRun runConsumer(ApacheDubboVersion version, String url, String scenario, Duration timeout,
                                          String... extraArgs) {
        List<String> args = new ArrayList<>(List.of("--url", url, "--scenario", scenario));
        args.addAll(List.of(extraArgs));
        Path log = newLogFile("consumer", version, scenario);
        Process process = ChildProcesses.start(PeerJvm.command(version, CONSUMER_MAIN, args), log);
        boolean finished = ChildProcesses.waitFor(process, timeout);
        if (!finished) {
            process.destroyForcibly();
            ChildProcesses.waitFor(process, STOP_GRACE);
        }
        ChildProcesses.forget(process);
        String text = readLog(log);
        return new ConsumerRun(version, scenario, finished ? process.exitValue() : -1, !finished,
                ResultLines.parse(text), log, text);
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

    /** Everything the provider printed so far. */
    public String log() {
        return readLog(logFile);
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
            String text = readLog(logFile);
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
                + readLog(logFile));
    }

    private static Path newLogFile(String role, ApacheDubboVersion version, String detail) {
        String safeDetail = detail.replaceAll("[^A-Za-z0-9.-]+", "_");
        if (safeDetail.length() > 60) {
            safeDetail = safeDetail.substring(0, 60);
        }
        String name = role + "-" + version.version() + "-" + safeDetail + "-" + LocalDateTime.now().format(LOG_TIME)
                + "-" + LOG_SEQUENCE.incrementAndGet() + ".log";
        return PeerJvm.logsDirectory().resolve(name);
    }

    private static String readLog(Path log) {
        try {
            return Files.exists(log) ? new String(Files.readAllBytes(log), StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read peer log " + log, e);
        }
    }
}
