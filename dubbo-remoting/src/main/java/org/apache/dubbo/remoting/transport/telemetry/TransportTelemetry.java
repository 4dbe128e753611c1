package org.apache.dubbo.remoting.transport.telemetry;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.EventExecutorGroup;

/**
 * The entry point to transport telemetry. The owners of IO groups ({@code ClientEventLoops} for client groups, each
 * server for its workers, and any later protocol that runs its own) {@link #watch watch} them; channels attach
 * themselves to their thread's probe through {@link ChannelTelemetryHandler}. {@link #snapshot()} then reads every
 * group, thread and channel from the objects that own the numbers: no value is copied into a registry of its own.
 *
 * <p>A single daemon thread ({@code DubboTransportTelemetry}) samples the IO threads' queue latency and busy ratio
 * every {@code -Ddubbo.transport.telemetry.sample.millis} (default 1000) while at least one group is watched.
 * Telemetry is switched off per side with {@code -Ddubbo.client.telemetry=false} /
 * {@code -Ddubbo.server.telemetry=false} (or the {@code telemetry} URL parameter): no handler, no counters, no
 * sampling for those channels and groups.
 */
public final class TransportTelemetry {

    public static final String SAMPLE_MILLIS_PROPERTY = "dubbo.transport.telemetry.sample.millis";

    private static final Map<EventExecutor, IoThreadProbe> PROBES = new ConcurrentHashMap<>();
    private static final List<WatchedGroup> GROUPS = new CopyOnWriteArrayList<>();
    private static ScheduledExecutorService sampler;

    private TransportTelemetry() {
    }

    /**
     * Starts watching a group's threads; {@link WatchedGroup#close()} (when the group shuts down) stops it.
     *
     * @param kind {@code client} or {@code server}
     */
    public static WatchedGroup watch(String name, String kind, String transport, EventExecutorGroup group) {
        List<IoThreadProbe> probes = new ArrayList<>();
        for (EventExecutor loop : group) {
            IoThreadProbe probe = new IoThreadProbe(loop, name);
            probes.add(probe);
            PROBES.put(loop, probe);
            probe.identifyThread();
        }
        WatchedGroup watched = new WatchedGroup(name, kind, transport, probes);
        GROUPS.add(watched);
        startSampler();
        return watched;
    }

    static IoThreadProbe probeOf(EventExecutor loop) {
        return PROBES.get(loop);
    }

    /** The probes of every watched IO thread, live (for meter binders that read the counters themselves). */
    public static List<IoThreadProbe> probes() {
        List<IoThreadProbe> all = new ArrayList<>();
        for (WatchedGroup g : GROUPS) {
            all.addAll(g.probes);
        }
        return all;
    }

    /** Every watched group, its threads and their channels, now. */
    public static TransportSnapshot snapshot() {
        List<IoGroupStats> groups = new ArrayList<>();
        for (WatchedGroup g : GROUPS) {
            groups.add(g.snapshot());
        }
        groups.sort(Comparator.comparing(IoGroupStats::kind).thenComparing(IoGroupStats::name));
        return new TransportSnapshot(groups);
    }

    private static synchronized void startSampler() {
        if (sampler != null) {
            return;
        }
        long period = Math.max(10, Long.getLong(SAMPLE_MILLIS_PROPERTY, 1000L));
        sampler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "DubboTransportTelemetry");
            t.setDaemon(true);
            return t;
        });
        sampler.scheduleAtFixedRate(TransportTelemetry::sampleAll, 0, period, TimeUnit.MILLISECONDS);
    }

    private static synchronized void stopSamplerIfIdle() {
        if (GROUPS.isEmpty() && sampler != null) {
            sampler.shutdownNow();
            sampler = null;
        }
    }

    private static void sampleAll() {
        long now = System.nanoTime();
        for (WatchedGroup g : GROUPS) {
            for (IoThreadProbe p : g.probes) {
                p.sample(now);
            }
        }
    }

    /** A group under watch. */
    public static final class WatchedGroup implements AutoCloseable {
        private final String name;
        private final String kind;
        private final String transport;
        private final List<IoThreadProbe> probes;

        private WatchedGroup(String name, String kind, String transport, List<IoThreadProbe> probes) {
            this.name = name;
            this.kind = kind;
            this.transport = transport;
            this.probes = probes;
        }

        IoGroupStats snapshot() {
            List<IoThreadStats> threads = new ArrayList<>(probes.size());
            for (IoThreadProbe p : probes) {
                threads.add(p.snapshot());
            }
            return new IoGroupStats(name, kind, transport, threads);
        }

        @Override
        public void close() {
            if (GROUPS.remove(this)) {
                for (IoThreadProbe p : probes) {
                    PROBES.remove(p.loop(), p);
                }
                stopSamplerIfIdle();
            }
        }
    }
}
