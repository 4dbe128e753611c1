package interop.support;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * A consumer JVM that is still running, started by {@link ApachePeer#startConsumer}. {@link #close()} kills it if it
 * has not exited yet.
 */
public final class RunningConsumer implements AutoCloseable {

    private static final Duration KILL_GRACE = Duration.ofSeconds(5);

    private final ApacheDubboVersion version;
    private final String scenario;
    private final Process process;
    private final Path logFile;

    RunningConsumer(ApacheDubboVersion version, String scenario, Process process, Path logFile) {
        this.version = version;
        this.scenario = scenario;
        this.process = process;
        this.logFile = logFile;
    }

    /**
     * The scenario a consumer command line asks for: {@code --scenario}, plus {@code load} with {@code --load}, or
     * {@code probes} with {@code --probe} alone.
     */
    static String describeScenario(List<String> args) {
        String scenario = valueOf(args, "--scenario");
        if (scenario == null && valueOf(args, "--load") == null && args.contains("--probe")) {
            return "probes";
        }
        String load = valueOf(args, "--load");
        if (load == null) {
            return scenario == null ? "none" : scenario;
        }
        return scenario == null ? "load" : scenario + ",load";
    }

    /** The operation a governance tool command line asks for ({@code --op}). */
    static String describeOperation(List<String> args) {
        String op = valueOf(args, "--op");
        return op == null ? "none" : op;
    }

    private static String valueOf(List<String> args, String option) {
        int index = args.lastIndexOf(option);
        return index >= 0 && index + 1 < args.size() ? args.get(index + 1) : null;
    }

    /**
     * Waits until its output contains {@code text}.
     *
     * @throws IllegalStateException if it exits first or {@code timeout} passes; the message holds its log
     */
    public void awaitOutput(String text, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            String log = log();
            if (log.contains(text)) {
                return;
            }
            if (!process.isAlive()) {
                // the text may have been written just before the exit
                if (log().contains(text)) {
                    return;
                }
                throw new IllegalStateException(this + " exited with code " + process.exitValue() + " before printing '"
                        + text + "':\n" + log());
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(this + " did not print '" + text + "' within " + timeout.toSeconds()
                        + " s:\n" + log);
            }
            ChildProcesses.pause(Duration.ofMillis(50));
        }
    }

    /** Waits for it to exit (at most {@code timeout}, then kills it) and returns its outcome. */
    public ConsumerRun awaitExit(Duration timeout) {
        boolean finished = ChildProcesses.waitFor(process, timeout);
        if (!finished) {
            process.destroyForcibly();
            ChildProcesses.waitFor(process, KILL_GRACE);
        }
        ChildProcesses.forget(process);
        String text = log();
        return new ConsumerRun(version, scenario, finished ? process.exitValue() : -1, !finished,
                ResultLines.parse(text), logFile, text);
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** Everything it printed so far. */
    public String log() {
        return PeerLogs.read(logFile);
    }

    public Path logFile() {
        return logFile;
    }

    /** Kills it if it is still running. */
    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
            ChildProcesses.waitFor(process, KILL_GRACE);
        }
        ChildProcesses.forget(process);
    }

    @Override
    public String toString() {
        return version + " consumer, scenario " + scenario + " (log " + logFile + ")";
    }
}
