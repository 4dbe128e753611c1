package io.github.dubbotuned.benchmark.rawnetty;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;

/**
 * {@link BodyCodecBenchmark}'s steps timed with the thread's own CPU clock instead of the wall clock, for a machine
 * whose other load makes wall-clock figures meaningless. The codecs take turns in one JVM: for each method, after
 * {@code warm-up} seconds of every step of every codec, {@code rounds} rounds each run one batch of {@code ops}
 * operations per step and codec, so that a slow spell of the machine hits every codec alike. Prints the lowest and
 * the median batch, in CPU ns per operation, and which codec is fastest at each step by its lowest batch.
 *
 * <pre>
 * BodyCodecCpuTime [codecs (tuned,hessian-lite)] [warm-up s (3)] [rounds (15)] [ops per batch (2000)]
 * </pre>
 */
public final class BodyCodecCpuTime {

    private static final String[] STEPS = {"writeRequest", "readRequest", "writeResponse", "readResponse"};

    private BodyCodecCpuTime() {
    }

    public static void main(String[] args) throws IOException {
        String[] codecs = (args.length > 0 ? args[0] : BodyCodec.TUNED + "," + BodyCodec.HESSIAN_LITE).split(",");
        long warmUpNanos = (args.length > 1 ? Long.parseLong(args[1]) : 3) * 1_000_000_000L;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 15;
        int ops = args.length > 3 ? Integer.parseInt(args[3]) : 2000;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        System.out.println("com.alibaba:hessian-lite on the class path: "
                + jarOf(com.alibaba.com.caucho.hessian.io.Hessian2Output.class));
        for (UserMethod method : UserMethod.values()) {
            BodyCodecBenchmark[] benchmarks = new BodyCodecBenchmark[codecs.length];
            for (int c = 0; c < codecs.length; c++) {
                benchmarks[c] = new BodyCodecBenchmark();
                benchmarks[c].codec = codecs[c];
                benchmarks[c].method = method.name();
                benchmarks[c].setUp();
            }
            long warmUpEnd = System.nanoTime() + warmUpNanos;
            while (System.nanoTime() < warmUpEnd) {
                for (BodyCodecBenchmark benchmark : benchmarks) {
                    for (String step : STEPS) {
                        run(benchmark, step, ops);
                    }
                }
            }
            double[][][] perOp = new double[STEPS.length][codecs.length][rounds];
            for (int r = 0; r < rounds; r++) {
                for (int s = 0; s < STEPS.length; s++) {
                    for (int c = 0; c < codecs.length; c++) {
                        long start = threads.getCurrentThreadCpuTime();
                        run(benchmarks[c], STEPS[s], ops);
                        perOp[s][c][r] = (threads.getCurrentThreadCpuTime() - start) / (double) ops;
                    }
                }
            }
            for (int s = 0; s < STEPS.length; s++) {
                int fastest = 0;
                for (int c = 0; c < codecs.length; c++) {
                    Arrays.sort(perOp[s][c]);
                    if (perOp[s][c][0] < perOp[s][fastest][0]) {
                        fastest = c;
                    }
                }
                for (int c = 0; c < codecs.length; c++) {
                    System.out.println(String.format(Locale.ROOT, "%-10s %-13s %-12s lowest %8.0f  median %8.0f"
                            + " CPU ns/op%s", method, STEPS[s], codecs[c], perOp[s][c][0], perOp[s][c][rounds / 2],
                            c == fastest ? "  fastest" : ""));
                }
            }
            for (BodyCodecBenchmark benchmark : benchmarks) {
                benchmark.tearDown();
            }
        }
    }

    private static void run(BodyCodecBenchmark benchmark, String step, int ops) throws IOException {
        for (int i = 0; i < ops; i++) {
            switch (step) {
                case "writeRequest":
                    benchmark.writeRequest();
                    break;
                case "readRequest":
                    benchmark.readRequest();
                    break;
                case "writeResponse":
                    benchmark.writeResponse();
                    break;
                default:
                    benchmark.readResponse();
            }
        }
    }

    private static String jarOf(Class<?> type) {
        String location = String.valueOf(type.getProtectionDomain().getCodeSource().getLocation());
        return location.substring(location.lastIndexOf('/') + 1);
    }
}
