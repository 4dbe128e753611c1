package io.github.dubbotuned.benchmark.runner;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A provider or consumer JVM started by the runner. Its output (stdout and stderr merged) goes to a log file and past
 * every registered {@link LineListener}. It is started through {@code sh -c 'echo PID $$; exec ...'} so that the runner
 * learns its process id on Java 8 (where {@code Process} has no {@code pid()}) and can read its CPU time from
 * {@code /proc}; {@code exec} keeps the same id for the JVM. A {@code prefix} such as {@code ip netns exec NS} runs it
 * inside a network namespace.
 */
final class ChildJvm implements AutoCloseable {

    /** Called for each output line, on the reader thread. */
    interface LineListener {
        void line(String line);
    }

    private static final String PID_MARK = "RUNNER CHILD PID ";

    private final String name;
    private final Process process;
    private final List<LineListener> listeners = new CopyOnWriteArrayList<LineListener>();
    private final CountDownLatch pidKnown = new CountDownLatch(1);
    private final CountDownLatch outputEnded = new CountDownLatch(1);
    private volatile long pid = -1;

    private ChildJvm(String name, Process process) {
        this.name = name;
        this.process = process;
    }

    static ChildJvm start(String name, List<String> prefix, List<String> command, File log) throws IOException {
        List<String> full = new ArrayList<String>(prefix);
        full.add("sh");
        full.add("-c");
        full.add("echo \"" + PID_MARK + "$$\"; exec \"$@\"");
        full.add("sh");
        full.addAll(command);
        log.getParentFile().mkdirs();
        ProcessBuilder builder = new ProcessBuilder(full).redirectErrorStream(true);
        ChildJvm child = new ChildJvm(name, builder.start());
        child.pump(log, full);
        return child;
    }

    String name() {
        return name;
    }

    void addListener(LineListener listener) {
        listeners.add(listener);
    }

    /** The child's process id, as it printed it first thing. */
    long pid() throws InterruptedException {
        if (!pidKnown.await(30, TimeUnit.SECONDS)) {
            throw new IllegalStateException(name + " did not report its process id within 30 s");
        }
        return pid;
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** Waits for the process to end by itself; false if it is still running after the timeout. */
    boolean waitFor(long timeoutMillis) throws InterruptedException {
        boolean ended = process.waitFor(timeoutMillis, TimeUnit.MILLISECONDS);
        if (ended) {
            outputEnded.await(5, TimeUnit.SECONDS);
        }
        return ended;
    }

    int exitValue() {
        return process.exitValue();
    }

    /** Ends the child: closes its standard input (our programs exit on that), then SIGTERM, then SIGKILL. */
    @Override
    public void close() throws InterruptedException {
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // already closed: the child is going anyway
        }
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroy();
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor(5, TimeUnit.SECONDS);
            }
        }
        outputEnded.await(5, TimeUnit.SECONDS);
    }

    /** The standard input of the child, kept open while it should run. */
    OutputStream input() {
        return process.getOutputStream();
    }

    private void pump(final File log, final List<String> command) throws IOException {
        final PrintWriter out = new PrintWriter(log, "UTF-8");
        out.println("# " + String.join(" ", command));
        out.flush();
        Thread reader = new Thread(new Runnable() {
            @Override
            public void run() {
                try {
                    BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                            StandardCharsets.UTF_8));
                    for (String line = in.readLine(); line != null; line = in.readLine()) {
                        if (pid < 0 && line.startsWith(PID_MARK)) {
                            pid = Long.parseLong(line.substring(PID_MARK.length()).trim());
                            pidKnown.countDown();
                            continue;
                        }
                        out.println(line);
                        for (LineListener listener : listeners) {
                            listener.line(line);
                        }
                    }
                } catch (IOException e) {
                    out.println("# runner: output of " + name + " ended with " + e);
                } finally {
                    out.close();
                    pidKnown.countDown();
                    outputEnded.countDown();
                }
            }
        }, "output-" + name);
        reader.setDaemon(true);
        reader.start();
    }
}
