package io.github.dubbotuned.benchmark.harness;

import java.io.File;
import java.lang.management.BufferPoolMXBean;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.util.Locale;

/**
 * What a long-running JVM holds, read in-process: the live heap (after full collections), direct memory as the JDK
 * counts it ({@code BufferPoolMXBean} "direct") and as Netty counts it (its own allocations without a cleaner, which
 * the JDK does not see), live threads and open file descriptors. One line of text per reading, so that the runner
 * can parse it out of the child's output.
 */
public final class ProcessFigures {

    /** The marker a figures line starts with. */
    public static final String MARK = "BENCH FIGURES";

    public final long heapAfterGcBytes;
    public final long jdkDirectBytes;
    /** -1 when Netty is not on the class path or does not count (it then uses the JDK's buffers). */
    public final long nettyDirectBytes;
    public final int threads;
    /** -1 where {@code /proc/self/fd} does not exist. */
    public final int fileDescriptors;

    private ProcessFigures(long heapAfterGcBytes, long jdkDirectBytes, long nettyDirectBytes, int threads,
                           int fileDescriptors) {
        this.heapAfterGcBytes = heapAfterGcBytes;
        this.jdkDirectBytes = jdkDirectBytes;
        this.nettyDirectBytes = nettyDirectBytes;
        this.threads = threads;
        this.fileDescriptors = fileDescriptors;
    }

    /** Reads every figure; collects the heap fully first (two {@code System.gc()}, full and stop-the-world with G1). */
    public static ProcessFigures read() {
        long heap = JvmMeter.liveHeapBytes();
        return new ProcessFigures(heap, jdkDirectBytes(), nettyDirectBytes(),
                ManagementFactory.getThreadMXBean().getThreadCount(), fileDescriptors());
    }

    /** {@value #MARK} followed by {@code key=value} pairs, the label first. */
    public String line(String label) {
        return String.format(Locale.ROOT, "%s label=%s heap_after_gc_mb=%.2f jdk_direct_mb=%.2f netty_direct_mb=%.2f "
                        + "threads=%d fds=%d", MARK, label, mb(heapAfterGcBytes), mb(jdkDirectBytes),
                nettyDirectBytes < 0 ? -1.0 : mb(nettyDirectBytes), threads, fileDescriptors);
    }

    private static double mb(long bytes) {
        return bytes / (1024.0 * 1024.0);
    }

    private static long jdkDirectBytes() {
        for (BufferPoolMXBean pool : ManagementFactory.getPlatformMXBeans(BufferPoolMXBean.class)) {
            if ("direct".equals(pool.getName())) {
                return pool.getMemoryUsed();
            }
        }
        return -1;
    }

    /** Netty's own counter ({@code PlatformDependent.usedDirectMemory()}), read by reflection: no Netty dependency. */
    private static long nettyDirectBytes() {
        try {
            Class<?> platform = Class.forName("io.netty.util.internal.PlatformDependent");
            Method used = platform.getMethod("usedDirectMemory");
            return ((Number) used.invoke(null)).longValue();
        } catch (Exception e) {
            return -1;
        } catch (LinkageError e) {
            return -1;
        }
    }

    private static int fileDescriptors() {
        String[] names = new File("/proc/self/fd").list();
        return names == null ? -1 : names.length;
    }
}
