package org.apache.dubbo.remoting.transport;

import java.net.InetSocketAddress;

import io.netty.channel.Channel;
import org.apache.dubbo.remoting.transport.telemetry.ChannelCounters;
import org.apache.dubbo.remoting.transport.telemetry.ChannelStats;
import org.apache.dubbo.remoting.transport.telemetry.ChannelTelemetryHandler;

/** One accepted connection of a server: its addresses and its bounded write path. */
public final class ServerChannel {

    private final Channel channel;
    private final ChannelWriter writer;
    /** Null when telemetry is off. */
    private final ChannelTelemetryHandler telemetry;

    ServerChannel(Channel channel, ChannelWriter writer, ChannelTelemetryHandler telemetry) {
        this.channel = channel;
        this.writer = writer;
        this.telemetry = telemetry;
    }

    void frameRead() {
        if (telemetry != null) {
            telemetry.counters().frameRead();
        }
    }

    /** The channel's telemetry counters, or null when telemetry is off. */
    public ChannelCounters counters() {
        return telemetry == null ? null : telemetry.counters();
    }

    /** The channel's telemetry now, or null when telemetry is off. */
    public ChannelStats stats() {
        return telemetry == null ? null : telemetry.snapshot();
    }

    public ChannelWriter writer() {
        return writer;
    }

    public InetSocketAddress remoteAddress() {
        return (InetSocketAddress) channel.remoteAddress();
    }

    public InetSocketAddress localAddress() {
        return (InetSocketAddress) channel.localAddress();
    }

    public boolean isActive() {
        return channel.isActive();
    }

    /** The live Netty channel, exposed so options can be verified on it. */
    public Channel channel() {
        return channel;
    }

    public void close() {
        channel.close();
    }

    @Override
    public String toString() {
        return channel.remoteAddress() + " -> " + channel.localAddress();
    }
}
