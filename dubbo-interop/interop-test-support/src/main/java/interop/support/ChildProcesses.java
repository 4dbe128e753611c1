package interop.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Starts child JVMs with output going to a log file, and kills any still running when the test JVM exits, so an
 * aborted test run leaves no peer behind.
 */
final class ChildProcesses {

    private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> LIVE.forEach(Process::destroyForcibly),
                "interop-peer-reaper"));
    }

    private ChildProcesses() {
    }

    static Process start(List<String> command, Map<String, String> environment, Path log) {
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().putAll(environment);
        try {
            Process process = builder.start();
            LIVE.add(process);
            return process;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + command.get(0) + " (log " + log + ")", e);
        }
    }

    static void forget(Process process) {
        LIVE.remove(process);
    }

    /** Waits for the process to exit; returns false if it is still running after {@code timeout}. */
    static boolean waitFor(Process process, Duration timeout) {
        try {
            return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !process.isAlive();
        }
    }

    static void pause(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a peer", e);
        }
    }
}
