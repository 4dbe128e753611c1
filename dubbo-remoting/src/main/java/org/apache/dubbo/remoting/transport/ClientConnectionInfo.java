package org.apache.dubbo.remoting.transport;

import java.net.InetSocketAddress;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import io.netty.channel.Channel;
import io.netty.channel.ChannelConfig;
import io.netty.channel.ChannelOption;
import io.netty.channel.WriteBufferWaterMark;

/**
 * One client connection as {@link LiveClientConnections#snapshot()} saw it. Every value is captured when the
 * snapshot is taken, except {@link #channel()}, which is the live Netty channel itself (for tests and tools that
 * need more than the captured options; do not write to it).
 */
public final class ClientConnectionInfo {

    /** The socket and channel options captured for every connected channel, in this order. */
    private static final ChannelOption<?>[] CAPTURED_OPTIONS = {
        ChannelOption.SO_SNDBUF, ChannelOption.SO_RCVBUF, ChannelOption.TCP_NODELAY, ChannelOption.SO_KEEPALIVE,
        ChannelOption.WRITE_SPIN_COUNT, ChannelOption.WRITE_BUFFER_WATER_MARK, ChannelOption.CONNECT_TIMEOUT_MILLIS
    };

    private final String ioGroup;
    private final int ioThreads;
    private final String eventLoopThread;
    private final InetSocketAddress remoteAddress;
    private final InetSocketAddress localAddress;
    private final boolean connected;
    private final boolean writable;
    private final long pendingWriteBytes;
    private final Channel channel;
    private final Map<ChannelOption<?>, Object> channelOptions;

    private ClientConnectionInfo(ClientConnection connection) {
        this.ioGroup = connection.ioGroupName();
        this.ioThreads = connection.ioThreads();
        this.eventLoopThread = connection.eventLoopThreadName();
        this.remoteAddress = connection.remoteAddress();
        Channel ch = connection.channel();
        this.channel = ch;
        this.connected = ch != null && ch.isActive();
        this.localAddress = ch == null ? null : (InetSocketAddress) ch.localAddress();
        this.writable = connected && ch.isWritable();
        this.pendingWriteBytes = connection.pendingWriteBytes();
        this.channelOptions = ch == null ? Collections.<ChannelOption<?>, Object>emptyMap() : capture(ch.config());
    }

    static ClientConnectionInfo of(ClientConnection connection) {
        return new ClientConnectionInfo(connection);
    }

    private static Map<ChannelOption<?>, Object> capture(ChannelConfig config) {
        Map<ChannelOption<?>, Object> options = new LinkedHashMap<>();
        for (ChannelOption<?> option : CAPTURED_OPTIONS) {
            Object value = config.getOption(option);
            if (value != null) {
                options.put(option, value);
            }
        }
        return Collections.unmodifiableMap(options);
    }

    /** The IO group serving the connection: {@code DubboClientIO-shared}, or {@code DubboClientIO-<owner>}. */
    public String ioGroup() {
        return ioGroup;
    }

    /** The number of event-loop threads of that group. */
    public int ioThreads() {
        return ioThreads;
    }

    /**
     * The name of the event-loop thread the connection is placed on (it keeps it across reconnects), e.g.
     * {@code DubboClientIO-shared-2}; null until the loop has run the connection's first task.
     */
    public String eventLoopThread() {
        return eventLoopThread;
    }

    /** The provider address. */
    public InetSocketAddress remoteAddress() {
        return remoteAddress;
    }

    /** The local end of the current channel; null while not connected. */
    public InetSocketAddress localAddress() {
        return localAddress;
    }

    /** Whether a channel is up (false while connecting or reconnecting). */
    public boolean isConnected() {
        return connected;
    }

    /** Whether Netty considers the channel writable: its outbound buffer is below the high water mark. */
    public boolean isWritable() {
        return writable;
    }

    /**
     * Bytes handed to the connection but not yet written to the socket (queued by senders plus Netty's outbound
     * buffer); what {@code max.pending.write.bytes} bounds. A value that stays high means the connection is
     * congested: the peer, the network or this connection's IO thread cannot keep up.
     */
    public long pendingWriteBytes() {
        return pendingWriteBytes;
    }

    /**
     * The effective options of the channel as Netty reports them ({@code SO_SNDBUF}, {@code SO_RCVBUF},
     * {@code TCP_NODELAY}, {@code SO_KEEPALIVE}, {@code WRITE_SPIN_COUNT}, {@code WRITE_BUFFER_WATER_MARK},
     * {@code CONNECT_TIMEOUT_MILLIS}); empty while not connected. Socket buffer sizes are what the kernel
     * granted, which on Linux is twice the configured value.
     */
    public Map<ChannelOption<?>, Object> channelOptions() {
        return channelOptions;
    }

    /** The value of one captured option, or null. */
    @SuppressWarnings("unchecked")
    public <T> T channelOption(ChannelOption<T> option) {
        return (T) channelOptions.get(option);
    }

    /** The live Netty channel; null while not connected. Read-only use only. */
    public Channel channel() {
        return channel;
    }

    /** One line: thread, addresses, state, backlog and options. */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        out.append(eventLoopThread == null ? ioGroup : eventLoopThread)
                .append(" (").append(ioThreads).append(ioThreads == 1 ? " thread) " : " threads) ")
                .append(localAddress == null ? "?" : localAddress.getAddress().getHostAddress() + ":"
                        + localAddress.getPort())
                .append(" -> ").append(remoteAddress.getHostString()).append(':').append(remoteAddress.getPort())
                .append(connected ? writable ? " connected, writable" : " connected, NOT writable" : " not connected")
                .append(", pending ").append(pendingWriteBytes).append(" B");
        for (Map.Entry<ChannelOption<?>, Object> option : channelOptions.entrySet()) {
            out.append(", ").append(option.getKey().name()).append('=').append(format(option.getValue()));
        }
        return out.toString();
    }

    private static String format(Object value) {
        if (value instanceof WriteBufferWaterMark) {
            WriteBufferWaterMark marks = (WriteBufferWaterMark) value;
            return marks.low() + ".." + marks.high();
        }
        return String.valueOf(value);
    }
}
