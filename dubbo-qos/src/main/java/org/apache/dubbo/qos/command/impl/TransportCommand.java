package org.apache.dubbo.qos.command.impl;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONWriter;
import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.QosCommand;
import org.apache.dubbo.remoting.transport.telemetry.ChannelStats;
import org.apache.dubbo.remoting.transport.telemetry.IoGroupStats;
import org.apache.dubbo.remoting.transport.telemetry.IoThreadStats;
import org.apache.dubbo.remoting.transport.telemetry.TcpInfo;
import org.apache.dubbo.remoting.transport.telemetry.TransportSnapshot;
import org.apache.dubbo.remoting.transport.telemetry.TransportTelemetry;

/**
 * {@code transport [json] [group]}: every client IO group and server, its IO threads, and the channels on each
 * thread with their options and live telemetry — what {@code iothreads}, {@code connections} and the socket
 * options did. Text for people, JSON ({@code transport json}, {@code /transport?format=json}) for tools.
 */
public class TransportCommand implements QosCommand {

    @Override
    public String summary() {
        return "Show IO groups, IO threads and channels with their options and live telemetry";
    }

    @Override
    public List<String> examples() {
        return java.util.Arrays.asList("transport", "transport json", "transport DubboClientIO-shared");
    }

    @Override
    public CommandResult execute(CommandContext context) {
        boolean json = false;
        String only = null;
        for (String arg : context.args()) {
            if ("json".equalsIgnoreCase(arg) || "-j".equals(arg) || "--json".equals(arg)) {
                json = true;
            } else if (!"text".equalsIgnoreCase(arg) && !arg.isEmpty()) {
                only = arg;
            }
        }
        TransportSnapshot snapshot = TransportTelemetry.snapshot();
        List<IoGroupStats> groups = new ArrayList<>();
        for (IoGroupStats g : snapshot.groups()) {
            if (only == null || g.name().equals(only)) {
                groups.add(g);
            }
        }
        if (json) {
            return CommandResult.of(JSON.toJSONString(toJson(groups), JSONWriter.Feature.WriteNulls), 200,
                    "application/json");
        }
        StringBuilder out = new StringBuilder();
        if (groups.isEmpty()) {
            out.append(only == null ? "No IO groups are open (no connection or server yet, or telemetry is off)."
                    : "No IO group named " + only + ".");
        }
        for (IoGroupStats g : groups) {
            text(out, g);
        }
        return CommandResult.ok(out.toString().replaceAll("\n$", ""));
    }

    private static void text(StringBuilder out, IoGroupStats g) {
        out.append(g.kind()).append(' ').append(g.name()).append(" (").append(g.transport()).append(", ")
                .append(g.threads().size()).append(g.threads().size() == 1 ? " thread, " : " threads, ")
                .append(g.channelCount()).append(g.channelCount() == 1 ? " channel)\n" : " channels)\n");
        for (IoThreadStats t : g.threads()) {
            out.append("  ").append(t.name()).append(": channels=").append(t.channelCount())
                    .append(" queued=").append(t.pendingTasks())
                    .append(" wait=").append(millis(t.queueLatencyNanos()))
                    .append(" maxWait=").append(millis(t.maxQueueLatencyNanos()))
                    .append(" busy=").append(Double.isNaN(t.busyRatio()) ? "?"
                            : Math.round(t.busyRatio() * 100) + "%").append('\n');
            for (ChannelStats c : t.channels()) {
                out.append("    ").append(c.protocol()).append(' ').append(c.localAddress()).append(" -> ")
                        .append(c.remoteAddress()).append(c.isActive() ? c.isWritable() ? " writable" : " UNWRITABLE"
                        : " closed")
                        .append(" pending=").append(bytes(c.pendingBytes()))
                        .append(" high=").append(bytes(c.pendingHighWater()))
                        .append(" in=").append(bytes(c.bytesRead())).append('/').append(c.framesRead()).append('f')
                        .append(" out=").append(bytes(c.bytesWritten())).append('/').append(c.framesWritten())
                        .append('f')
                        .append(" flushes=").append(c.flushes())
                        .append(String.format(Locale.ROOT, " (%.2f f/flush)", c.framesPerFlush()))
                        .append(" incomplete=").append(c.incompleteFlushes())
                        .append(" unwritable=").append(c.unwritableEpisodes()).append("x/")
                        .append(millis(c.unwritableNanos()))
                        .append(" overload=").append(c.overloadRejections()).append(" refused/")
                        .append(c.overloadWaits()).append(" waited")
                        .append(" reconnects=").append(c.reconnects()).append('\n');
                out.append("      ");
                for (Map.Entry<String, String> o : c.options().entrySet()) {
                    out.append(o.getKey()).append('=').append(o.getValue()).append(' ');
                }
                TcpInfo tcp = c.tcpInfo();
                if (tcp != null) {
                    out.append("tcp[").append(tcp).append(']');
                }
                out.append('\n');
            }
        }
    }

    private static String millis(long nanos) {
        return String.format(Locale.ROOT, "%.1fms", nanos / 1_000_000.0);
    }

    private static String bytes(long n) {
        if (n < 1024) {
            return n + "B";
        }
        if (n < 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1fKiB", n / 1024.0);
        }
        return String.format(Locale.ROOT, "%.1fMiB", n / (1024.0 * 1024));
    }

    static List<Object> toJson(List<IoGroupStats> groups) {
        List<Object> out = new ArrayList<>();
        for (IoGroupStats g : groups) {
            Map<String, Object> group = new LinkedHashMap<>();
            group.put("name", g.name());
            group.put("kind", g.kind());
            group.put("transport", g.transport());
            List<Object> threads = new ArrayList<>();
            for (IoThreadStats t : g.threads()) {
                Map<String, Object> thread = new LinkedHashMap<>();
                thread.put("name", t.name());
                thread.put("channels", t.channelCount());
                thread.put("pendingTasks", t.pendingTasks());
                thread.put("queueLatencyNanos", t.queueLatencyNanos());
                thread.put("maxQueueLatencyNanos", t.maxQueueLatencyNanos());
                thread.put("busyRatio", Double.isNaN(t.busyRatio()) ? null : t.busyRatio());
                List<Object> channels = new ArrayList<>();
                for (ChannelStats c : t.channels()) {
                    channels.add(channel(c));
                }
                thread.put("channelList", channels);
                threads.add(thread);
            }
            group.put("threads", threads);
            out.add(group);
        }
        return out;
    }

    private static Map<String, Object> channel(ChannelStats c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("protocol", c.protocol());
        m.put("side", c.side());
        m.put("local", c.localAddress());
        m.put("remote", c.remoteAddress());
        m.put("active", c.isActive());
        m.put("writable", c.isWritable());
        m.put("pendingBytes", c.pendingBytes());
        m.put("pendingHighWater", c.pendingHighWater());
        m.put("outboundBufferBytes", c.outboundBufferBytes());
        m.put("bytesRead", c.bytesRead());
        m.put("bytesWritten", c.bytesWritten());
        m.put("framesRead", c.framesRead());
        m.put("framesWritten", c.framesWritten());
        m.put("flushes", c.flushes());
        m.put("incompleteFlushes", c.incompleteFlushes());
        m.put("unwritableEpisodes", c.unwritableEpisodes());
        m.put("unwritableNanos", c.unwritableNanos());
        m.put("overloadRejections", c.overloadRejections());
        m.put("overloadWaits", c.overloadWaits());
        m.put("reconnects", c.reconnects());
        m.put("options", c.options());
        TcpInfo tcp = c.tcpInfo();
        if (tcp != null) {
            Map<String, Object> t = new LinkedHashMap<>();
            t.put("rttMicros", tcp.rttMicros());
            t.put("rttVarMicros", tcp.rttVarMicros());
            t.put("congestionWindow", tcp.sendCongestionWindow());
            t.put("unacked", tcp.unacked());
            t.put("lost", tcp.lost());
            t.put("totalRetransmits", tcp.totalRetransmits());
            t.put("sendMss", tcp.sendMss());
            m.put("tcpInfo", t);
        }
        return m;
    }
}
