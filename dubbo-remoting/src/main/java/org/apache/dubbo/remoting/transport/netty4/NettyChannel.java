package org.apache.dubbo.remoting.transport.netty4;

import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.remoting.Channel;
import org.apache.dubbo.remoting.ChannelHandler;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.transport.ServerChannel;

/**
 * One accepted connection of a {@link NettyServer}, as a {@link Channel} for the server's handlers.
 */
final class NettyChannel implements Channel {

    private final ServerChannel channel;
    private final NettyServer server;
    private final Map<String, Object> attributes = new ConcurrentHashMap<>();

    NettyChannel(ServerChannel channel, NettyServer server) {
        this.channel = channel;
        this.server = server;
    }

    ServerChannel serverChannel() {
        return channel;
    }

    @Override
    public InetSocketAddress getRemoteAddress() {
        return channel.remoteAddress();
    }

    @Override
    public boolean isConnected() {
        return channel.isActive();
    }

    @Override
    public boolean hasAttribute(String key) {
        return attributes.containsKey(key);
    }

    @Override
    public Object getAttribute(String key) {
        return attributes.get(key);
    }

    @Override
    public void setAttribute(String key, Object value) {
        if (value == null) {
            attributes.remove(key);
        } else {
            attributes.put(key, value);
        }
    }

    @Override
    public void removeAttribute(String key) {
        attributes.remove(key);
    }

    @Override
    public URL getUrl() {
        return server.getUrl();
    }

    @Override
    public ChannelHandler getChannelHandler() {
        return server.getChannelHandler();
    }

    @Override
    public InetSocketAddress getLocalAddress() {
        return channel.localAddress();
    }

    @Override
    public void send(Object message) throws RemotingException {
        send(message, false);
    }

    @Override
    public void send(Object message, boolean sent) throws RemotingException {
        FrameSending.send(channel.writer(), message, sent, toString());
    }

    @Override
    public void close() {
        channel.close();
    }

    @Override
    public void close(int timeout) {
        channel.close();
    }

    @Override
    public void startClose() {
        // a server channel takes no new work of its own: its calls come from the peer
    }

    @Override
    public boolean isClosed() {
        return !channel.isActive();
    }

    @Override
    public String toString() {
        return "NettyChannel[" + channel + "]";
    }
}
