package io.github.dubbotuned.benchmark.rawnetty;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;

/**
 * {@link BodyCodecBenchmark}'s operations timed with the thread's own CPU clock instead of the wall clock, for a
 * machine whose other load makes wall-clock figures meaningless: each codec, method and side runs {@code batches}
 * batches of {@code ops} operations after {@code warm-up} seconds; prints the lowest and the median batch in CPU ns per
 * operation.
 *
 * <pre>
 * BodyCodecCpuTime [codecs (best,tuned,hessian-lite)] [warm-up s (3)] [batches (15)] [ops per batch (2000)]
 * </pre>
 */
public final class BodyCodecCpuTime {

    private static final String[] STEPS = {"writeRequest", "readRequest", "writeResponse", "readResponse"};

    private BodyCodecCpuTime() {
    }

    public static void main(String[] args) throws IOException {
        String[] codecs = (args.length > 0 ? args[0] : BodyCodec.BEST + "," + BodyCodec.TUNED + "," + BodyCodec.HESSIAN_LITE).split(",");
        long warmUpNanos = (args.length > 1 ? Long.parseLong(args[1]) : 3) * 1_000_000_000L;
        int batches = args.length > 2 ? Integer.parseInt(args[2]) : 15;
        int ops = args.length > 3 ? Integer.parseInt(args[3]) : 2000;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        String hessian = jarOf(com.alibaba.com.caucho.hessian.io.Hessian2Output.class);
        for (String codec : codecs) {
            for (UserMethod method : UserMethod.values()) {
                BodyCodecBenchmark benchmark = new BodyCodecBenchmark();
                benchmark.codec = codec;
                benchmark.method = method.name();
                benchmark.setUp();
                for (String step : STEPS) {
                    long warmUpEnd = System.nanoTime() + warmUpNanos;
                    while (System.nanoTime() < warmUpEnd) {
                        run(benchmark, step, ops);
                    }
                    double[] perOp = new double[batches];
                    for (int b = 0; b < batches; b++) {
                        long start = threads.getCurrentThreadCpuTime();
                        run(benchmark, step, ops);
                        perOp[b] = (threads.getCurrentThreadCpuTime() - start) / (double) ops;
                    }
                    Arrays.sort(perOp);
                    System.out.println(String.format(Locale.ROOT, "%-12s %-10s %-13s lowest %8.0f  median %8.0f"
                            + " CPU ns/op  (%s)", codec, method, step, perOp[0], perOp[batches / 2], hessian));
                }
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
