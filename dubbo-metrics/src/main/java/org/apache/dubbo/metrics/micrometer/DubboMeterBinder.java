package org.apache.dubbo.metrics.micrometer;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.ToDoubleFunction;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import io.netty.channel.Channel;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.threadpool.ThreadPoolView;
import org.apache.dubbo.metrics.MetricsSettings;
import org.apache.dubbo.metrics.rpc.MethodStats;
import org.apache.dubbo.metrics.rpc.RpcStats;
import org.apache.dubbo.remoting.transport.telemetry.ChannelCounters;
import org.apache.dubbo.remoting.transport.telemetry.ChannelTelemetryHandler;
import org.apache.dubbo.remoting.transport.telemetry.IoThreadProbe;
import org.apache.dubbo.remoting.transport.telemetry.TcpInfo;
import org.apache.dubbo.remoting.transport.telemetry.TransportTelemetry;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProtocolServer;

/**
 * Publishes Dubbo's numbers to one Micrometer registry, under Apache Dubbo 3.2+/3.3's names and tags where they
 * exist ({@code dubbo.consumer.requests.total}, {@code dubbo.provider.rt.milliseconds.max},
 * {@code dubbo.thread.pool.active.size}, ...) and as {@code dubbo.transport.*} for the transport telemetry. Every
 * meter reads the object that owns the number at scrape time (function counters and gauges), so calls pay nothing
 * for Micrometer unless the response-time histogram is on. Meters of thread pools, IO threads and channels that
 * come and go are added and removed by {@link #sync()}.
 */
final class DubboMeterBinder {

    private final MeterRegistry registry;
    private final MetricsSettings settings;
    private final Tags application;
    private final Runnable rpcSubscription;
    private final Map<Object, List<Meter>> dynamic = new HashMap<>();
    /** Meters that live as long as the binding: application info and RPC meters. */
    private final List<Meter> fixed = new ArrayList<>();

    DubboMeterBinder(MeterRegistry registry, MetricsSettings settings, String applicationName,
                     String applicationVersion) {
        this.registry = registry;
        this.settings = settings;
        String host = "";
        String ip = "";
        try {
            InetAddress local = InetAddress.getLocalHost();
            host = local.getHostName();
            ip = local.getHostAddress();
        } catch (Exception ignored) {
            // left blank: tags must not fail the binding
        }
        this.application = Tags.of("application.name", nz(applicationName), "application.version",
                nz(applicationVersion), "hostname", host, "ip", ip);
        fixed.add(Gauge.builder("dubbo.application.info.total", () -> 1).description("Dubbo application info")
                .tags(application).register(registry));
        this.rpcSubscription = settings.rpc() ? RpcStats.global().onNewMethod(this::bindMethod) : null;
        sync();
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    private void bindMethod(MethodStats s) {
        String side = s.key().side();
        Tags tags = application.and("interface", s.key().interfaceName(), "method", s.key().method(),
                "group", s.key().group(), "version", s.key().version());
        String p = "dubbo." + side + ".";
        counter(p + "requests.total", "Total Requests", tags, s, MethodStats::total);
        counter(p + "requests.succeed.total", "Succeed Requests", tags, s, MethodStats::succeeded);
        counter(p + "requests.failed.total", "Failed Requests", tags, s, MethodStats::failed);
        counter(p + "requests.business.failed.total", "Failed Business Requests", tags, s,
                MethodStats::businessFailed);
        counter(p + "requests.timeout.total", "Timeout Failed Requests", tags, s, MethodStats::timeout);
        counter(p + "requests.limit.total", "Limit Failed Requests", tags, s, MethodStats::limit);
        counter(p + "requests.failed.network.total", "Network Failed Requests", tags, s, MethodStats::network);
        counter(p + "requests.failed.service.unavailable.total", "Service Unavailable Failed Requests", tags, s,
                MethodStats::serviceUnavailable);
        counter(p + "requests.failed.codec.total", "Codec Failed Requests", tags, s, MethodStats::codec);
        counter(p + "requests.unknown.failed.total", "Unknown Failed Requests", tags, s, MethodStats::unknown);
        gauge(p + "requests.processing.total", "Processing Requests", tags, s, MethodStats::processing);
        gauge(p + "rt.milliseconds.last", "Last Response Time", tags, s, MethodStats::rtLastMillis);
        gauge(p + "rt.milliseconds.min", "Min Response Time", tags, s, MethodStats::rtMinMillis);
        gauge(p + "rt.milliseconds.max", "Max Response Time", tags, s, MethodStats::rtMaxMillis);
        gauge(p + "rt.milliseconds.sum", "Sum Response Time", tags, s, MethodStats::rtSumMillis);
        gauge(p + "rt.milliseconds.avg", "Average Response Time", tags, s, MethodStats::rtAvgMillis);
        if (settings.histogram()) {
            Timer timer = Timer.builder(p + "rt.milliseconds.histogram").description("Response Time Histogram")
                    .tags(tags).publishPercentileHistogram().publishPercentiles(0.5, 0.9, 0.95, 0.99)
                    .register(registry);
            addFixed(timer);
            s.histogram(nanos -> timer.record(nanos, java.util.concurrent.TimeUnit.NANOSECONDS));
        }
    }

    private <T> void counter(String name, String help, Tags tags, T owner, ToDoubleFunction<T> read) {
        addFixed(FunctionCounter.builder(name, owner, read).description(help).tags(tags).register(registry));
    }

    private <T> void gauge(String name, String help, Tags tags, T owner, ToDoubleFunction<T> read) {
        addFixed(Gauge.builder(name, owner, read).description(help).tags(tags).register(registry));
    }

    private synchronized void addFixed(Meter meter) {
        fixed.add(meter);
    }

    /** Adds meters for thread pools, IO threads and channels that appeared, removes those of the ones gone. */
    synchronized void sync() {
        Set<Object> live = new HashSet<>();
        if (settings.threadPool()) {
            ExtensionLoader<Protocol> protocols = ExtensionLoader.getExtensionLoader(Protocol.class);
            for (String name : protocols.getLoadedExtensions()) {
                for (ProtocolServer server : protocols.getLoadedExtension(name).getServers()) {
                    Executor executor = server.getExecutor();
                    ThreadPoolView view = executor == null ? null : ThreadPoolView.of(executor).orElse(null);
                    if (view != null) {
                        live.add(view);
                        dynamic.computeIfAbsent(view, v -> bindPool(view));
                    }
                }
            }
        }
        if (settings.transport()) {
            for (IoThreadProbe probe : TransportTelemetry.probes()) {
                live.add(probe);
                dynamic.computeIfAbsent(probe, p -> bindThread(probe));
                for (ChannelTelemetryHandler channel : probe.channels()) {
                    live.add(channel);
                    dynamic.computeIfAbsent(channel, c -> bindChannel(probe, channel));
                }
            }
        }
        for (Object gone : new ArrayList<>(dynamic.keySet())) {
            if (!live.contains(gone)) {
                for (Meter m : dynamic.remove(gone)) {
                    registry.remove(m);
                }
            }
        }
    }

    private List<Meter> bindPool(ThreadPoolView pool) {
        Tags tags = application.and("thread.pool.name", pool.getThreadName());
        List<Meter> meters = new ArrayList<>();
        meters.add(Gauge.builder("dubbo.thread.pool.core.size", pool, ThreadPoolView::getCorePoolSize)
                .description("Thread Pool Core Size").tags(tags).register(registry));
        meters.add(Gauge.builder("dubbo.thread.pool.largest.size", pool, ThreadPoolView::getLargestPoolSize)
                .description("Thread Pool Largest Size").tags(tags).register(registry));
        meters.add(Gauge.builder("dubbo.thread.pool.max.size", pool, ThreadPoolView::getMaximumPoolSize)
                .description("Thread Pool Max Size").tags(tags).register(registry));
        meters.add(Gauge.builder("dubbo.thread.pool.active.size", pool, ThreadPoolView::getActiveCount)
                .description("Thread Pool Active Size").tags(tags).register(registry));
        meters.add(Gauge.builder("dubbo.thread.pool.thread.count", pool, ThreadPoolView::getPoolSize)
                .description("Thread Pool Thread Count").tags(tags).register(registry));
        meters.add(Gauge.builder("dubbo.thread.pool.queue.size", pool, ThreadPoolView::getQueueSize)
                .description("Thread Pool Queue Size").tags(tags).register(registry));
        meters.add(FunctionCounter.builder("dubbo.thread.pool.reject.thread.count", pool,
                ThreadPoolView::getRejectedCount).description("Thread Pool Reject Count").tags(tags)
                .register(registry));
        return meters;
    }

    private List<Meter> bindThread(IoThreadProbe probe) {
        Tags tags = application.and("io.group", probe.group(), "io.thread",
                probe.threadName() == null ? probe.group() : probe.threadName());
        List<Meter> meters = new ArrayList<>();
        meters.add(Gauge.builder("dubbo.transport.io.channels", probe, IoThreadProbe::channelCount)
                .description("Channels on the IO thread").tags(tags).register(registry));
        meters.add(Gauge.builder("dubbo.transport.io.pending.tasks", probe, p -> p.snapshot().pendingTasks())
                .description("Tasks waiting in the IO thread's queue").tags(tags).register(registry));
        meters.add(Gauge.builder("dubbo.transport.io.queue.latency.seconds", probe,
                p -> p.snapshot().queueLatencyNanos() / 1e9)
                .description("Submit-to-run time of the latest sampled task").tags(tags).register(registry));
        meters.add(Gauge.builder("dubbo.transport.io.busy.ratio", probe, p -> p.snapshot().busyRatio())
                .description("CPU time of the IO thread over wall time").tags(tags).register(registry));
        return meters;
    }

    private List<Meter> bindChannel(IoThreadProbe probe, ChannelTelemetryHandler handler) {
        Channel ch = handler.channel();
        Tags tags = application.and(Tags.of(
                Tag.of("protocol", handler.protocol()), Tag.of("side", handler.side()),
                Tag.of("io.thread", probe.threadName() == null ? probe.group() : probe.threadName()),
                Tag.of("local", String.valueOf(ch == null ? "" : ch.localAddress()).replaceFirst("^/", "")),
                Tag.of("remote", String.valueOf(ch == null ? "" : ch.remoteAddress()).replaceFirst("^/", ""))));
        ChannelCounters c = handler.counters();
        List<Meter> meters = new ArrayList<>();
        meters.add(fc("dubbo.transport.read.bytes", "Bytes read from the socket", tags, c, ChannelCounters::bytesRead));
        meters.add(fc("dubbo.transport.written.bytes", "Bytes written to Netty", tags, c,
                ChannelCounters::bytesWritten));
        meters.add(fc("dubbo.transport.frames.read", "Messages decoded", tags, c, ChannelCounters::framesRead));
        meters.add(fc("dubbo.transport.frames.written", "Messages written", tags, c, ChannelCounters::framesWritten));
        meters.add(fc("dubbo.transport.flushes", "Flushes", tags, c, ChannelCounters::flushes));
        meters.add(fc("dubbo.transport.incomplete.flushes", "Flushes that left bytes behind", tags, c,
                ChannelCounters::incompleteFlushes));
        meters.add(fc("dubbo.transport.unwritable.episodes", "Times the channel became unwritable", tags, c,
                ChannelCounters::unwritableEpisodes));
        meters.add(fc("dubbo.transport.unwritable.seconds", "Time spent unwritable", tags, c,
                x -> x.unwritableNanos(System.nanoTime()) / 1e9));
        meters.add(fc("dubbo.transport.overload.rejections", "Sends refused: pending bytes at their bound", tags, c,
                ChannelCounters::overloadRejections));
        meters.add(fc("dubbo.transport.overload.waits", "Sends that waited for the backlog to drain", tags, c,
                ChannelCounters::overloadWaits));
        meters.add(fc("dubbo.transport.reconnects", "Reconnects of the client connection", tags, c,
                ChannelCounters::reconnects));
        meters.add(Gauge.builder("dubbo.transport.pending.bytes", c, ChannelCounters::pendingBytes)
                .description("Bytes waiting to be written").tags(tags).register(registry));
        meters.add(Gauge.builder("dubbo.transport.pending.high.water.bytes", c, ChannelCounters::pendingHighWater)
                .description("Highest pending bytes").tags(tags).register(registry));
        if (ch != null) {
            meters.add(Gauge.builder("dubbo.transport.writable", ch, x -> x.isWritable() ? 1 : 0)
                    .description("1 while the channel is writable").tags(tags).register(registry));
            if (TcpInfo.read(ch) != null) {
                meters.add(Gauge.builder("dubbo.transport.tcp.rtt.seconds", ch, x -> tcp(x, t -> t.rttMicros() / 1e6))
                        .description("TCP smoothed round-trip time").tags(tags).register(registry));
                meters.add(Gauge.builder("dubbo.transport.tcp.congestion.window", ch,
                        x -> tcp(x, TcpInfo::sendCongestionWindow)).description("TCP congestion window (segments)")
                        .tags(tags).register(registry));
                meters.add(Gauge.builder("dubbo.transport.tcp.unacked", ch, x -> tcp(x, TcpInfo::unacked))
                        .description("TCP segments in flight").tags(tags).register(registry));
                meters.add(FunctionCounter.builder("dubbo.transport.tcp.retransmits", ch,
                        x -> tcp(x, TcpInfo::totalRetransmits)).description("TCP retransmitted segments")
                        .tags(tags).register(registry));
            }
        }
        return meters;
    }

    private static double tcp(Channel ch, ToDoubleFunction<TcpInfo> read) {
        TcpInfo info = TcpInfo.read(ch);
        return info == null ? Double.NaN : read.applyAsDouble(info);
    }

    private Meter fc(String name, String help, Tags tags, ChannelCounters c, ToDoubleFunction<ChannelCounters> read) {
        return FunctionCounter.builder(name, c, read).description(help).tags(tags).register(registry);
    }

    synchronized void close() {
        if (rpcSubscription != null) {
            rpcSubscription.run();
        }
        for (List<Meter> meters : dynamic.values()) {
            for (Meter m : meters) {
                registry.remove(m);
            }
        }
        dynamic.clear();
        for (Meter m : fixed) {
            registry.remove(m);
        }
        fixed.clear();
    }
}
