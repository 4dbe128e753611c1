package io.github.dubbotuned.benchmark.runner;

import io.github.dubbotuned.benchmark.harness.MeasurementWindow;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Starts the provider and consumer JVMs of an implementation with the common flags, and turns the consumer's window
 * markers into {@link CpuWindow}s (provider, consumer, this runner, and everybody else).
 */
final class Launcher {

    /** Index of each process in a {@link CpuWindow}. */
    static final int PROVIDER = 0;
    static final int CONSUMER = 1;
    static final int RUNNER = 2;

    private static final long PROVIDER_START_MILLIS = 90_000;

    private final Installation installation;
    private final List<String> flags;
    private final File logs;
    private final long runnerPid;
    private int sequence;

    Launcher(Installation installation, RunSettings settings, File logs) throws IOException {
        this.installation = installation;
        this.logs = logs;
        this.flags = JvmFlags.common(settings.heap, logs, settings.extraJvmFlags);
        this.runnerPid = runnerPid();
    }

    /** Starts a provider and waits until it serves. */
    ChildJvm startProvider(Implementation implementation, Network network, int port, List<String> arguments,
                           String label) throws IOException, InterruptedException {
        List<String> command = command(implementation, implementation.providerMain());
        command.add("--port");
        command.add(String.valueOf(port));
        command.add("--host");
        command.add(network.providerHost());
        command.addAll(arguments);
        final CountDownLatch ready = new CountDownLatch(1);
        ChildJvm provider = ChildJvm.start("provider-" + label, network.providerPrefix(), command,
                logFile("provider-" + label));
        provider.addListener(new ChildJvm.LineListener() {
            @Override
            public void line(String line) {
                if (line.startsWith("BENCH READY provider")) {
                    ready.countDown();
                }
            }
        });
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(PROVIDER_START_MILLIS);
        while (!ready.await(200, TimeUnit.MILLISECONDS)) {
            if (!provider.isAlive() || System.nanoTime() > deadline) {
                provider.close();
                throw new IllegalStateException("provider " + label + " did not start; see "
                        + logFile("provider-" + label));
            }
        }
        provider.pid();
        return provider;
    }

    /**
     * Runs a consumer to its end and returns the CPU windows it announced, by window name (the benchmark method, or
     * {@code congestion}).
     */
    Map<String, CpuWindow> runConsumer(Implementation implementation, String mainClass, Network network,
                                       List<String> arguments, ChildJvm provider, String label, long timeoutMillis)
            throws IOException, InterruptedException {
        List<String> command = command(implementation, mainClass);
        command.addAll(arguments);
        final long providerPid = provider.pid();
        final Map<String, CpuWindow> windows = new HashMap<String, CpuWindow>();
        final AtomicReference<CpuCounters> started = new AtomicReference<CpuCounters>();
        File log = logFile("consumer-" + label);
        final ChildJvm consumer = ChildJvm.start("consumer-" + label, network.consumerPrefix(), command, log);
        try {
            // the child prints its id before anything else, so pid() never blocks inside the listener
            consumer.addListener(new ChildJvm.LineListener() {
                @Override
                public void line(String line) {
                    int start = line.indexOf(MeasurementWindow.START);
                    int end = line.indexOf(MeasurementWindow.END);
                    if (start >= 0) {
                        started.set(CpuCounters.read(providerPid, consumerPid(consumer), runnerPid));
                    } else if (end >= 0 && started.get() != null) {
                        CpuCounters now = CpuCounters.read(providerPid, consumerPid(consumer), runnerPid);
                        String name = line.substring(end + MeasurementWindow.END.length()).trim();
                        name = name.substring(name.lastIndexOf('.') + 1);
                        synchronized (windows) {
                            windows.put(name, CpuWindow.between(started.getAndSet(null), now));
                        }
                    }
                }
            });
            if (!consumer.waitFor(timeoutMillis)) {
                throw new IllegalStateException("consumer " + label + " still running after " + timeoutMillis
                        + " ms; see " + log);
            }
            if (consumer.exitValue() != 0) {
                throw new IllegalStateException("consumer " + label + " failed (exit " + consumer.exitValue()
                        + "); see " + log);
            }
        } finally {
            consumer.close();
        }
        if (!provider.isAlive()) {
            throw new IllegalStateException("provider " + provider.name() + " died during " + label);
        }
        synchronized (windows) {
            return new HashMap<String, CpuWindow>(windows);
        }
    }

    /** How a program run by {@link #runAlone} ended. */
    static final class Outcome {
        final int exitValue;
        final boolean outOfMemory;
        /** Still running at the timeout (then ended): for a consumer near its heap limit, collecting without end. */
        final boolean timedOut;
        final File log;

        Outcome(int exitValue, boolean outOfMemory, boolean timedOut, File log) {
            this.exitValue = exitValue;
            this.outOfMemory = outOfMemory;
            this.timedOut = timedOut;
            this.log = log;
        }
    }

    /**
     * Runs a program with no provider beside it, to its end, with its own heap ({@code -Xmx heap}, no {@code -Xms}:
     * large heaps are committed only as used) and {@code extraFlags}; a non-zero exit, or a program still running
     * after {@code timeoutMillis} (it is then ended), is returned, not thrown.
     */
    Outcome runAlone(Implementation implementation, String mainClass, String heap, List<String> extraFlags,
                     List<String> arguments, String label, long timeoutMillis) throws IOException, InterruptedException {
        List<String> command = ownHeapCommand(implementation, mainClass, heap, extraFlags, arguments);
        File log = logFile(label);
        final java.util.concurrent.atomic.AtomicBoolean outOfMemory = new java.util.concurrent.atomic.AtomicBoolean();
        ChildJvm child = ChildJvm.start(label, java.util.Collections.<String>emptyList(), command, log);
        try {
            child.addListener(new ChildJvm.LineListener() {
                @Override
                public void line(String line) {
                    if (line.contains("OutOfMemoryError")) {
                        outOfMemory.set(true);
                    }
                }
            });
            if (!child.waitFor(timeoutMillis)) {
                return new Outcome(-1, outOfMemory.get(), true, log);
            }
            return new Outcome(child.exitValue(), outOfMemory.get(), false, log);
        } finally {
            child.close();
        }
    }

    /**
     * Starts a program with its own heap ({@code -Xmx heap}, no {@code -Xms}) and {@code extraFlags}, and returns it
     * running: the caller watches its output and ends it.
     */
    ChildJvm startOwnHeap(Implementation implementation, String mainClass, String heap, List<String> extraFlags,
                          List<String> arguments, String label) throws IOException {
        return ChildJvm.start(label, java.util.Collections.<String>emptyList(),
                ownHeapCommand(implementation, mainClass, heap, extraFlags, arguments), logFile(label));
    }

    private List<String> ownHeapCommand(Implementation implementation, String mainClass, String heap,
                                        List<String> extraFlags, List<String> arguments) throws IOException {
        List<String> command = new ArrayList<String>();
        command.add(JvmFlags.javaExecutable());
        for (String flag : flags) {
            if (flag.startsWith("-Xms")) {
                continue;
            }
            command.add(flag.startsWith("-Xmx") ? "-Xmx" + heap : flag);
        }
        command.addAll(extraFlags);
        command.addAll(implementation.jvmFlags());
        command.add("-cp");
        command.add(installation.classpath(implementation));
        command.add(mainClass);
        command.addAll(arguments);
        return command;
    }

    private static long consumerPid(ChildJvm consumer) {
        try {
            return consumer.pid();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    File logFile(String label) {
        return new File(logs, String.format("%03d-%s.log", ++sequence, label.replaceAll("[^A-Za-z0-9._-]", "_")));
    }

    private List<String> command(Implementation implementation, String mainClass) throws IOException {
        List<String> command = new ArrayList<String>();
        command.add(JvmFlags.javaExecutable());
        command.addAll(flags);
        command.addAll(implementation.jvmFlags());
        command.add("-cp");
        command.add(installation.classpath(implementation));
        command.add(mainClass);
        return command;
    }

    List<String> flags() {
        return flags;
    }

    static int freePort() throws IOException {
        ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        try {
            return socket.getLocalPort();
        } finally {
            socket.close();
        }
    }

    private static long runnerPid() {
        String name = ManagementFactory.getRuntimeMXBean().getName();
        try {
            return Long.parseLong(name.substring(0, name.indexOf('@')));
        } catch (RuntimeException e) {
            return -1;
        }
    }
}
