package org.apache.dubbo.remoting.transport;

import java.net.InetSocketAddress;

import io.netty.channel.Channel;

/** One accepted connection of a server: its addresses and its bounded write path. */
public final class ServerChannel {

    private final Channel channel;
    private final ChannelWriter writer;

    ServerChannel(Channel channel, ChannelWriter writer) {
        this.channel = channel;
        this.writer = writer;
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
