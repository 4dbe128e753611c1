package org.apache.dubbo.remoting.transport.telemetry;

import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import io.netty.channel.Channel;
import io.netty.channel.ChannelConfig;
import io.netty.channel.ChannelOutboundBuffer;
import io.netty.channel.ChannelOption;
import io.netty.channel.WriteBufferWaterMark;

/**
 * One channel as it was when read: addresses, state, what it has moved, how congested it got, and its options as
 * applied (socket buffers as the kernel reports them, which on Linux is twice what was asked for).
 */
public final class ChannelStats {

    private static final ChannelOption<?>[] CAPTURED_OPTIONS = {
        ChannelOption.SO_SNDBUF, ChannelOption.SO_RCVBUF, ChannelOption.TCP_NODELAY, ChannelOption.SO_KEEPALIVE,
        ChannelOption.WRITE_SPIN_COUNT, ChannelOption.WRITE_BUFFER_WATER_MARK
    };

    private final String protocol;
    private final String side;
    private final String localAddress;
    private final String remoteAddress;
    private final String ioThread;
    private final boolean active;
    private final boolean writable;
    private final long pendingBytes;
    private final long pendingHighWater;
    private final long outboundBufferBytes;
    private final long bytesRead;
    private final long bytesWritten;
    private final long framesRead;
    private final long framesWritten;
    private final long flushes;
    private final long incompleteFlushes;
    private final long unwritableEpisodes;
    private final long unwritableNanos;
    private final long overloadRejections;
    private final long overloadWaits;
    private final long reconnects;
    private final Map<String, String> options;
    private final TcpInfo tcpInfo;

    private ChannelStats(Channel ch, ChannelCounters c, String protocol, String side) {
        long now = System.nanoTime();
        this.protocol = protocol;
        this.side = side;
        this.localAddress = format(ch == null ? null : ch.localAddress());
        this.remoteAddress = format(ch == null ? null : ch.remoteAddress());
        this.ioThread = ch == null ? null : threadName(ch);
        this.active = ch != null && ch.isActive();
        this.writable = active && ch.isWritable();
        ChannelOutboundBuffer outbound = ch == null ? null : ch.unsafe().outboundBuffer();
        this.outboundBufferBytes = outbound == null ? 0 : outbound.totalPendingWriteBytes();
        this.pendingBytes = c.pendingBytes();
        this.pendingHighWater = c.pendingHighWater();
        this.bytesRead = c.bytesRead();
        this.bytesWritten = c.bytesWritten();
        this.framesRead = c.framesRead();
        this.framesWritten = c.framesWritten();
        this.flushes = c.flushes();
        this.incompleteFlushes = c.incompleteFlushes();
        this.unwritableEpisodes = c.unwritableEpisodes();
        this.unwritableNanos = c.unwritableNanos(now);
        this.overloadRejections = c.overloadRejections();
        this.overloadWaits = c.overloadWaits();
        this.reconnects = c.reconnects();
        this.options = active ? capture(ch.config()) : Collections.<String, String>emptyMap();
        this.tcpInfo = active ? TcpInfo.read(ch) : null;
    }

    static ChannelStats of(Channel channel, ChannelCounters counters, String protocol, String side) {
        return new ChannelStats(channel, counters, protocol, side);
    }

    private static String threadName(Channel ch) {
        IoThreadProbe probe = TransportTelemetry.probeOf(ch.eventLoop());
        return probe == null ? null : probe.threadNameOrNull();
    }

    private static String format(SocketAddress address) {
        if (address instanceof InetSocketAddress) {
            InetSocketAddress a = (InetSocketAddress) address;
            return (a.getAddress() == null ? a.getHostString() : a.getAddress().getHostAddress()) + ":" + a.getPort();
        }
        return address == null ? "" : address.toString();
    }

    private static Map<String, String> capture(ChannelConfig config) {
        Map<String, String> values = new LinkedHashMap<>();
        for (ChannelOption<?> option : CAPTURED_OPTIONS) {
            Object value;
            try {
                value = config.getOption(option);
            } catch (RuntimeException e) {
                continue;
            }
            if (value instanceof WriteBufferWaterMark) {
                WriteBufferWaterMark marks = (WriteBufferWaterMark) value;
                values.put("WRITE_BUFFER_LOW_WATER_MARK", String.valueOf(marks.low()));
                values.put("WRITE_BUFFER_HIGH_WATER_MARK", String.valueOf(marks.high()));
            } else if (value != null) {
                values.put(option.name(), String.valueOf(value));
            }
        }
        return Collections.unmodifiableMap(values);
    }

    /** {@code dubbo}, {@code tri}, ... */
    public String protocol() {
        return protocol;
    }

    /** {@code client} or {@code server}. */
    public String side() {
        return side;
    }

    public String localAddress() {
        return localAddress;
    }

    public String remoteAddress() {
        return remoteAddress;
    }

    /** The IO thread the channel runs on; null before the thread's first telemetry sample. */
    public String ioThread() {
        return ioThread;
    }

    public boolean isActive() {
        return active;
    }

    public boolean isWritable() {
        return writable;
    }

    /** Bytes handed to the channel's writer and not yet written to the socket. */
    public long pendingBytes() {
        return pendingBytes;
    }

    /** The highest {@link #pendingBytes()} reached. */
    public long pendingHighWater() {
        return pendingHighWater;
    }

    /** Bytes in Netty's outbound buffer (what the water marks compare against). */
    public long outboundBufferBytes() {
        return outboundBufferBytes;
    }

    public long bytesRead() {
        return bytesRead;
    }

    public long bytesWritten() {
        return bytesWritten;
    }

    public long framesRead() {
        return framesRead;
    }

    public long framesWritten() {
        return framesWritten;
    }

    public long flushes() {
        return flushes;
    }

    /** Frames written per flush (0 before the first flush). */
    public double framesPerFlush() {
        return flushes == 0 ? 0 : (double) framesWritten / flushes;
    }

    /** Flushes that left bytes behind: write-spin ran out, or the socket send buffer was full. */
    public long incompleteFlushes() {
        return incompleteFlushes;
    }

    public long unwritableEpisodes() {
        return unwritableEpisodes;
    }

    public long unwritableNanos() {
        return unwritableNanos;
    }

    public long overloadRejections() {
        return overloadRejections;
    }

    public long overloadWaits() {
        return overloadWaits;
    }

    /** Reconnects of the client connection this channel belongs to (0 on servers). */
    public long reconnects() {
        return reconnects;
    }

    /** Effective channel options by Netty option name. */
    public Map<String, String> options() {
        return options;
    }

    /** TCP_INFO, or null when not on epoll. */
    public TcpInfo tcpInfo() {
        return tcpInfo;
    }

    @Override
    public String toString() {
        return protocol + " " + side + " " + localAddress + " -> " + remoteAddress + (active ? "" : " (closed)");
    }
}
