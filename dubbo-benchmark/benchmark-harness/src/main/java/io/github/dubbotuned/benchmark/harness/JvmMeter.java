package io.github.dubbotuned.benchmark.harness;

import com.sun.management.GarbageCollectionNotificationInfo;

import javax.management.MBeanServer;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.ObjectName;
import javax.management.openmbean.CompositeData;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What the JVM itself says about memory, GC and CPU, read in-process: the live heap after a full collection, a class
 * histogram of the live set, and, between two {@link Snapshot}s, the bytes allocated, the collections (young and
 * full) with their pauses, and the process CPU time. Heap figures do not depend on how busy the machine is; times do.
 */
public final class JvmMeter {

    private final List<GarbageCollectorMXBean> collectors = ManagementFactory.getGarbageCollectorMXBeans();
    private final AtomicLong maxPauseMillis = new AtomicLong();
    private final AtomicLong pausesOver100Millis = new AtomicLong();

    public JvmMeter() {
        NotificationListener listener = new NotificationListener() {
            @Override
            public void handleNotification(Notification notification, Object handback) {
                if (!GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
                    return;
                }
                GarbageCollectionNotificationInfo info = GarbageCollectionNotificationInfo.from(
                        (CompositeData) notification.getUserData());
                if (isConcurrent(info.getGcName())) {
                    return;
                }
                long duration = info.getGcInfo().getDuration();
                if (duration > 100) {
                    pausesOver100Millis.incrementAndGet();
                }
                long previous;
                do {
                    previous = maxPauseMillis.get();
                } while (duration > previous && !maxPauseMillis.compareAndSet(previous, duration));
            }
        };
        for (GarbageCollectorMXBean collector : collectors) {
            if (collector instanceof NotificationEmitter) {
                ((NotificationEmitter) collector).addNotificationListener(listener, null, null);
            }
        }
    }

    /**
     * The live heap: bytes in use right after two full collections ({@code System.gc()}, which is a full,
     * stop-the-world collection with G1 unless {@code -XX:+ExplicitGCInvokesConcurrent}).
     */
    public static long liveHeapBytes() {
        System.gc();
        System.gc();
        long used = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                MemoryUsage usage = pool.getUsage();
                used += usage.getUsed();
            }
        }
        return used;
    }

    /** The heap in use now, without collecting. */
    public static long usedHeapBytes() {
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /**
     * The class histogram of the live set ({@code jcmd GC.class_histogram}, which collects first), at most
     * {@code rows} classes, largest first; empty when the JVM has no diagnostic command bean.
     */
    public static String liveHistogram(int rows) {
        try {
            MBeanServer server = ManagementFactory.getPlatformMBeanServer();
            Object text = server.invoke(new ObjectName("com.sun.management:type=DiagnosticCommand"),
                    "gcClassHistogram", new Object[] {new String[0]}, new String[] {String[].class.getName()});
            String[] lines = String.valueOf(text).split("\n");
            StringBuilder out = new StringBuilder();
            // header (2 lines), the rows, and the total line at the end
            for (int i = 0; i < lines.length && i < rows + 3; i++) {
                out.append(lines[i]).append('\n');
            }
            if (lines.length > rows + 3) {
                out.append(lines[lines.length - 1]).append('\n');
            }
            return out.toString();
        } catch (Exception e) {
            return "";
        }
    }

    /** Counters now, for {@link #since(Snapshot)}. */
    public Snapshot snapshot() {
        long youngCount = 0;
        long youngMillis = 0;
        long fullCount = 0;
        long fullMillis = 0;
        for (GarbageCollectorMXBean collector : collectors) {
            if (isConcurrent(collector.getName())) {
                continue;
            }
            if (isFull(collector.getName())) {
                fullCount += Math.max(0, collector.getCollectionCount());
                fullMillis += Math.max(0, collector.getCollectionTime());
            } else {
                youngCount += Math.max(0, collector.getCollectionCount());
                youngMillis += Math.max(0, collector.getCollectionTime());
            }
        }
        return new Snapshot(System.nanoTime(), processCpuNanos(), allocatedBytes(), youngCount, youngMillis,
                fullCount, fullMillis, maxPauseMillis.getAndSet(0), pausesOver100Millis.get());
    }

    /** What happened between {@code start} and now. */
    public Interval since(Snapshot start) {
        return new Interval(start, snapshot());
    }

    /** CPU time of this process (all threads), or -1 when the JVM does not say. */
    public static long processCpuNanos() {
        java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean) {
            return ((com.sun.management.OperatingSystemMXBean) os).getProcessCpuTime();
        }
        return -1;
    }

    /**
     * Bytes allocated by every thread since the JVM started ({@code getTotalThreadAllocatedBytes}, Java 14+, which
     * counts threads that have ended too), or -1 when unavailable.
     */
    static long allocatedBytes() {
        try {
            // looked up on the exported interface: the implementing class is not accessible on JDK 9+
            Object bean = ManagementFactory.getThreadMXBean();
            Method total = Class.forName("com.sun.management.ThreadMXBean").getMethod("getTotalThreadAllocatedBytes");
            return ((Number) total.invoke(bean)).longValue();
        } catch (Exception e) {
            return -1;
        }
    }

    /** The G1 collector of JDK 20+ reports its concurrent cycles as a collector of their own; they are no pause. */
    private static boolean isConcurrent(String name) {
        return name.contains("Concurrent") || name.contains("Cycles");
    }

    /** Old-generation collectors of the stop-the-world kind: G1's full GC, Parallel's and Serial's old collections. */
    private static boolean isFull(String name) {
        return name.contains("Old") || name.contains("MarkSweep") || name.contains("Full");
    }

    /** Counter values at one moment. */
    public static final class Snapshot {
        final long nanos;
        final long cpuNanos;
        final long allocated;
        final long youngCount;
        final long youngMillis;
        final long fullCount;
        final long fullMillis;
        final long maxPauseMillisBefore;
        final long longPauses;

        Snapshot(long nanos, long cpuNanos, long allocated, long youngCount, long youngMillis, long fullCount,
                 long fullMillis, long maxPauseMillisBefore, long longPauses) {
            this.nanos = nanos;
            this.cpuNanos = cpuNanos;
            this.allocated = allocated;
            this.youngCount = youngCount;
            this.youngMillis = youngMillis;
            this.fullCount = fullCount;
            this.fullMillis = fullMillis;
            this.maxPauseMillisBefore = maxPauseMillisBefore;
            this.longPauses = longPauses;
        }
    }

    /** The difference between two snapshots. */
    public static final class Interval {
        private final Snapshot start;
        private final Snapshot end;

        Interval(Snapshot start, Snapshot end) {
            this.start = start;
            this.end = end;
        }

        public double seconds() {
            return (end.nanos - start.nanos) / 1e9;
        }

        /** Process CPU time in the interval, in seconds; NaN when unknown. */
        public double cpuSeconds() {
            return start.cpuNanos < 0 || end.cpuNanos < 0 ? Double.NaN : (end.cpuNanos - start.cpuNanos) / 1e9;
        }

        /** Mean CPU use in the interval in percent of one core. */
        public double cpuPercent() {
            return 100.0 * cpuSeconds() / seconds();
        }

        /** Bytes allocated in the interval; -1 when unknown. */
        public long allocatedBytes() {
            return start.allocated < 0 || end.allocated < 0 ? -1 : end.allocated - start.allocated;
        }

        public double allocationMegabytesPerSecond() {
            long bytes = allocatedBytes();
            return bytes < 0 ? Double.NaN : bytes / 1048576.0 / seconds();
        }

        public long youngCollections() {
            return end.youngCount - start.youngCount;
        }

        public long youngPauseMillis() {
            return end.youngMillis - start.youngMillis;
        }

        public long fullCollections() {
            return end.fullCount - start.fullCount;
        }

        public long fullPauseMillis() {
            return end.fullMillis - start.fullMillis;
        }

        /** The longest single pause (young or full) since the snapshot taken before {@code end}. */
        public long maxPauseMillis() {
            return end.maxPauseMillisBefore;
        }

        /** Pauses over 100 ms in the interval. */
        public long pausesOver100Millis() {
            return end.longPauses - start.longPauses;
        }
    }

    /** A compact description of the heap configuration, for result files. */
    public static String heapDescription() {
        long max = Runtime.getRuntime().maxMemory();
        List<String> collectorNames = new ArrayList<String>();
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            collectorNames.add(collector.getName());
        }
        return "max heap " + (max / 1048576) + " MB, collectors " + collectorNames;
    }
}
