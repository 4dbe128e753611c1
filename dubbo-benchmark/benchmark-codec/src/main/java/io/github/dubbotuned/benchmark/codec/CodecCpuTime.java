package io.github.dubbotuned.benchmark.codec;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * {@link CodecBenchmark}'s operations timed by the thread's own CPU time instead of the wall clock, for machines
 * where other processes take the CPU away (JMH's wall-clock figures then measure the neighbours): a thread's CPU
 * time only advances while it runs. Also reports the bytes it allocated per operation. One JVM per setting of the
 * fast paths ({@code -Ddubbo.hessian.fastPath}, read once per JVM); {@code bin/codec-benchmark.sh --cpu-time}
 * alternates such JVMs.
 *
 * <p>Arguments: {@code [warm-up seconds of CPU] [batches] [operations per batch]}; prints one line per operation:
 * name, fast path, median CPU ns/op over the batches, lowest and highest batch, allocated bytes/op.
 */
public final class CodecCpuTime {

    private interface Op {
        Object run(CodecBenchmark b) throws Exception;
    }

    private CodecCpuTime() {
    }

    public static void main(String[] args) throws Exception {
        double warmupSeconds = args.length > 0 ? Double.parseDouble(args[0]) : 3;
        int batches = args.length > 1 ? Integer.parseInt(args[1]) : 15;
        int perBatch = args.length > 2 ? Integer.parseInt(args[2]) : 2000;
        CodecBenchmark b = new CodecBenchmark();
        b.fastPath = !"false".equals(System.getProperty("dubbo.hessian.fastPath"));
        b.setUp();
        String[] names = {"existUserConsumer", "existUserProvider", "createUserConsumer", "createUserProvider",
            "getUserConsumer", "getUserProvider", "listUserConsumer", "listUserProvider", "congestionConsumer",
            "congestionProvider"};
        Op[] ops = {CodecBenchmark::existUserConsumer, CodecBenchmark::existUserProvider,
            CodecBenchmark::createUserConsumer, CodecBenchmark::createUserProvider, CodecBenchmark::getUserConsumer,
            CodecBenchmark::getUserProvider, CodecBenchmark::listUserConsumer, CodecBenchmark::listUserProvider,
            CodecBenchmark::congestionConsumer, CodecBenchmark::congestionProvider};
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        com.sun.management.ThreadMXBean allocations = (com.sun.management.ThreadMXBean) threads;
        long self = Thread.currentThread().getId();
        Object sink = null;
        // warm every operation up first, so that the JIT has seen all of them before any is measured
        for (Op op : ops) {
            long end = threads.getCurrentThreadCpuTime() + (long) (warmupSeconds * 1e9);
            while (threads.getCurrentThreadCpuTime() < end) {
                for (int i = 0; i < 100; i++) {
                    sink = op.run(b);
                }
            }
        }
        for (int k = 0; k < ops.length; k++) {
            List<Double> nsPerOp = new ArrayList<>();
            long allocated = 0;
            long count = 0;
            for (int batch = 0; batch < batches; batch++) {
                long bytes0 = allocations.getThreadAllocatedBytes(self);
                long cpu0 = threads.getCurrentThreadCpuTime();
                for (int i = 0; i < perBatch; i++) {
                    sink = ops[k].run(b);
                }
                long cpu1 = threads.getCurrentThreadCpuTime();
                allocated += allocations.getThreadAllocatedBytes(self) - bytes0;
                count += perBatch;
                nsPerOp.add((cpu1 - cpu0) / (double) perBatch);
            }
            double[] sorted = nsPerOp.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            System.out.println(String.format(Locale.ROOT, "%-20s fastPath=%-5s cpu_ns_op_median=%.0f min=%.0f max=%.0f"
                    + " alloc_B_op=%.0f", names[k], b.fastPath, sorted[sorted.length / 2], sorted[0],
                    sorted[sorted.length - 1], allocated / (double) count));
        }
        if (sink == null) {
            System.out.println(Arrays.toString(names));
        }
    }
}
