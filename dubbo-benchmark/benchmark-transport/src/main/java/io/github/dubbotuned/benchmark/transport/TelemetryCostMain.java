package io.github.dubbotuned.benchmark.transport;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;

/**
 * What transport telemetry costs one side of one call, in CPU time: {@link CallSide} with telemetry off and on,
 * alternating in blocks (on first in every other pair) in one thread of one JVM, each block timed by the thread's
 * own CPU time. Other processes on the machine delay the thread but do not add to its CPU time, and alternating
 * spreads any drift over both modes, so the per-pair difference stays readable on a shared machine where
 * wall-clock throughput of whole calls moves by more than the cost measured.
 *
 * <pre>
 * dubbo-benchmark/bin/telemetry-cost.sh [--pairs 40] [--calls-per-block 100000] [--warmup-calls 300000]
 * </pre>
 * Prints the median CPU nanoseconds per side of a call off and on, and the median, quartiles and mean of the
 * per-pair difference. A call pays it twice (consumer and provider); compare that with the CPU a whole call costs
 * (the runner's {@code cpu_us_per_call}).
 */
public final class TelemetryCostMain {

    private TelemetryCostMain() {
    }

    public static void main(String[] args) throws Exception {
        int pairs = 40;
        int callsPerBlock = 100_000;
        int warmupCalls = 300_000;
        for (int i = 0; i < args.length; i++) {
            String name = args[i];
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(name + " needs a value");
            }
            int value = Integer.parseInt(args[++i]);
            if (value <= 0) {
                throw new IllegalArgumentException(name + " must be positive, got " + value);
            }
            if ("--pairs".equals(name)) {
                pairs = value;
            } else if ("--calls-per-block".equals(name)) {
                callsPerBlock = value;
            } else if ("--warmup-calls".equals(name)) {
                warmupCalls = value;
            } else {
                throw new IllegalArgumentException("unknown option " + name
                        + " (known: --pairs, --calls-per-block, --warmup-calls)");
            }
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        if (!threads.isCurrentThreadCpuTimeSupported()) {
            throw new IllegalStateException("this JVM cannot measure thread CPU time");
        }
        try (CallSide off = new CallSide(false); CallSide on = new CallSide(true)) {
            for (int i = 0; i < warmupCalls; i++) {
                off.frameOutAndIn();
                on.frameOutAndIn();
            }
            double[] offNanos = new double[pairs];
            double[] onNanos = new double[pairs];
            double[] difference = new double[pairs];
            for (int pair = 0; pair < pairs; pair++) {
                boolean onFirst = pair % 2 == 0;
                double first = cpuNanosPerCall(threads, onFirst ? on : off, callsPerBlock);
                double second = cpuNanosPerCall(threads, onFirst ? off : on, callsPerBlock);
                onNanos[pair] = onFirst ? first : second;
                offNanos[pair] = onFirst ? second : first;
                difference[pair] = onNanos[pair] - offNanos[pair];
            }
            double mean = Arrays.stream(difference).average().orElse(Double.NaN);
            Arrays.sort(offNanos);
            Arrays.sort(onNanos);
            Arrays.sort(difference);
            System.out.printf(Locale.ROOT, "telemetry cost per side of a call, %d pairs of %,d calls (thread CPU time)%n",
                    pairs, callsPerBlock);
            System.out.printf(Locale.ROOT, "  off: median %.1f ns%n", median(offNanos));
            System.out.printf(Locale.ROOT, "  on:  median %.1f ns%n", median(onNanos));
            System.out.printf(Locale.ROOT, "  on - off: median %.1f ns, quartiles %.1f .. %.1f ns, mean %.1f ns%n",
                    median(difference), difference[pairs / 4], difference[(3 * pairs) / 4], mean);
            System.out.printf(Locale.ROOT, "  frames counted (on): %,d read%n", on.counters().framesRead());
        }
    }

    private static double cpuNanosPerCall(ThreadMXBean threads, CallSide side, int calls) throws Exception {
        long start = threads.getCurrentThreadCpuTime();
        for (int i = 0; i < calls; i++) {
            side.frameOutAndIn();
        }
        return (threads.getCurrentThreadCpuTime() - start) / (double) calls;
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
