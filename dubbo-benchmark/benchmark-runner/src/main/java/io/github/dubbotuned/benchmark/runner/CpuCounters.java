package io.github.dubbotuned.benchmark.runner;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;

/**
 * One reading of the CPU counters that say who used the machine: the system-wide busy time from {@code /proc/stat} and
 * the CPU time of each of our processes from {@code /proc/<pid>/stat}, all in clock ticks, with the wall clock. Where
 * {@code /proc} does not exist (not Linux) every counter reads zero and the load figures come out as zero.
 */
final class CpuCounters {

    /** Linux's USER_HZ: the unit of /proc tick counts on every architecture the JDK supports. */
    static final int TICKS_PER_SECOND = 100;

    private final long wallNanos;
    private final long systemBusyTicks;
    private final long interruptTicks;
    private final long[] processTicks;

    private CpuCounters(long wallNanos, long[] system, long[] processTicks) {
        this.wallNanos = wallNanos;
        this.systemBusyTicks = system[0];
        this.interruptTicks = system[1];
        this.processTicks = processTicks;
    }

    /** Counters as read at some moment: for computing windows from known figures. */
    static CpuCounters of(long wallNanos, long systemBusyTicks, long interruptTicks, long... processTicks) {
        return new CpuCounters(wallNanos, new long[] {systemBusyTicks, interruptTicks}, processTicks.clone());
    }

    /** Reads the counters now, for the given process ids (a process that has ended reads zero). */
    static CpuCounters read(long... pids) {
        long[] ticks = new long[pids.length];
        for (int i = 0; i < pids.length; i++) {
            ticks[i] = readProcessTicks(pids[i]);
        }
        return new CpuCounters(System.nanoTime(), readSystemTicks(), ticks);
    }

    long wallNanos() {
        return wallNanos;
    }

    /** Busy time of every process: user + nice + system + steal. */
    long systemBusyTicks() {
        return systemBusyTicks;
    }

    /**
     * Time in hard and soft interrupts (irq + softirq). Linux charges it to no process, and most of it is the network
     * stack working for whoever sends the most packets — over loopback, the benchmark itself — so it is kept apart
     * from "other load".
     */
    long interruptTicks() {
        return interruptTicks;
    }

    long processTicks(int index) {
        return processTicks[index];
    }

    int processCount() {
        return processTicks.length;
    }

    /** {busy, interrupts} from the aggregate "cpu" line: user nice system idle iowait irq softirq steal ... */
    private static long[] readSystemTicks() {
        try {
            List<String> lines = Files.readAllLines(new File("/proc/stat").toPath(), StandardCharsets.US_ASCII);
            for (String line : lines) {
                if (line.startsWith("cpu ")) {
                    String[] f = line.trim().split("\\s+");
                    return new long[] {sum(f, 1, 2, 3, 8), sum(f, 6, 7)};
                }
            }
            return new long[2];
        } catch (IOException | RuntimeException e) {
            return new long[2];
        }
    }

    private static long sum(String[] fields, int... indexes) {
        long total = 0;
        for (int index : indexes) {
            if (index < fields.length) {
                total += Long.parseLong(fields[index]);
            }
        }
        return total;
    }

    /** utime + stime of a process, fields 14 and 15 of /proc/<pid>/stat (counted after the command's closing ')'). */
    static long readProcessTicks(long pid) {
        try {
            String stat = new String(Files.readAllBytes(new File("/proc/" + pid + "/stat").toPath()),
                    StandardCharsets.US_ASCII);
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).trim().split("\\s+");
            // f[0] is field 3 (state), so field n is f[n - 3]
            return Long.parseLong(f[11]) + Long.parseLong(f[12]);
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }
}
