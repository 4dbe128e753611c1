package org.apache.dubbo.remoting.transport.netty4;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import io.netty.buffer.ByteBuf;
import org.apache.dubbo.common.Parameters;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.remoting.Channel;
import org.apache.dubbo.remoting.ChannelHandler;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.RemotingServer;
import org.apache.dubbo.remoting.codec.FrameViolation;
import org.apache.dubbo.remoting.codec.InboundFrame;
import org.apache.dubbo.remoting.codec.OutboundFrame;
import org.apache.dubbo.remoting.transport.ServerChannel;
import org.apache.dubbo.remoting.transport.ServerOptions;
import org.apache.dubbo.remoting.transport.ServerTransport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server the {@code netty} transporter binds: Dubbo Tuned's {@link ServerTransport}, whose events reach the
 * given {@link ChannelHandler}: {@code connected}, {@code received} (each {@link InboundFrame}, or a
 * {@link FrameViolation}), {@code sent} (an {@link OutboundFrame} once written), {@code caught},
 * {@code disconnected}.
 */
public final class NettyServer implements RemotingServer {

    private static final Logger log = LoggerFactory.getLogger(NettyServer.class);

    private final URL url;
    private final ChannelHandler handler;
    private final ConcurrentMap<ServerChannel, NettyChannel> channels = new ConcurrentHashMap<>();
    private final ServerTransport transport;
    private volatile boolean closed;

    NettyServer(URL url, ChannelHandler handler, InetSocketAddress bind) throws RemotingException {
        this.url = url;
        this.handler = handler;
        this.transport = ServerTransport.bind(bind, ServerOptions.from(url), new Events());
    }

    /** The transport underneath, which the dubbo protocol's exchange layer serves. */
    ServerTransport transport() {
        return transport;
    }

    private NettyChannel channelOf(ServerChannel channel) {
        return channels.computeIfAbsent(channel, c -> new NettyChannel(c, this));
    }

    @Override
    public boolean isBound() {
        return !closed;
    }

    @Override
    public Collection<Channel> getChannels() {
        List<Channel> open = new ArrayList<>();
        for (ServerChannel channel : transport.channels()) {
            open.add(channelOf(channel));
        }
        return open;
    }

    @Override
    public Channel getChannel(InetSocketAddress remoteAddress) {
        for (ServerChannel channel : transport.channels()) {
            if (channel.remoteAddress().equals(remoteAddress)) {
                return channelOf(channel);
            }
        }
        return null;
    }

    /** Options are fixed when the server binds: changing them needs a new server (export again). */
    @Override
    public void reset(URL url) {
        throw new UnsupportedOperationException("The options of the server on " + transport.localAddress()
                + " are fixed when it binds; unexport and export again to change them");
    }

    /** @deprecated see {@link #reset(URL)} */
    @Override
    @Deprecated
    public void reset(Parameters parameters) {
        reset(url);
    }

    @Override
    public URL getUrl() {
        return url;
    }

    @Override
    public ChannelHandler getChannelHandler() {
        return handler;
    }

    @Override
    public InetSocketAddress getLocalAddress() {
        return transport.localAddress();
    }

    @Override
    public void send(Object message) throws RemotingException {
        send(message, false);
    }

    /** Sends the frame to every open channel. */
    @Override
    public void send(Object message, boolean sent) throws RemotingException {
        if (!(message instanceof ByteBuf)) {
            FrameSending.send(null, message, sent, toString());
            return;
        }
        ByteBuf frame = (ByteBuf) message;
        try {
            for (ServerChannel channel : transport.channels()) {
                FrameSending.send(channel.writer(), frame.retainedDuplicate(), sent, channel.toString());
            }
        } finally {
            frame.release();
        }
    }

    @Override
    public void close() {
        closed = true;
        transport.close();
    }

    @Override
    public void close(int timeout) {
        close();
    }

    @Override
    public void startClose() {
        transport.stopAccepting();
    }

    @Override
    public boolean isClosed() {
        return closed;
    }

    @Override
    public String toString() {
        return "NettyServer[" + transport.localAddress() + "]";
    }

    /** The transport's events, as channel handler events. */
    private final class Events implements ServerTransport.Handler {
        @Override
        public void onConnected(ServerChannel channel) {
            try {
                handler.connected(channelOf(channel));
            } catch (RemotingException | RuntimeException e) {
                log.warn("Handler failed on connection {}: {}", channel, e.toString(), e);
            }
        }

        @Override
        public void onDisconnected(ServerChannel channel) {
            try {
                handler.disconnected(channelOf(channel));
            } catch (RemotingException | RuntimeException e) {
                log.warn("Handler failed on disconnection {}: {}", channel, e.toString(), e);
            } finally {
                channels.remove(channel);
            }
        }

        @Override
        public void onFrame(ServerChannel channel, InboundFrame frame) {
            try {
                handler.received(channelOf(channel), frame);
            } catch (RemotingException | RuntimeException e) {
                log.warn("Handler failed on {} from {}: {}", frame, channel, e.toString(), e);
            }
        }

        @Override
        public void onViolation(ServerChannel channel, FrameViolation violation) {
            try {
                handler.received(channelOf(channel), violation);
            } catch (RemotingException | RuntimeException e) {
                log.warn("Handler failed on a protocol violation from {}: {}", channel, e.toString(), e);
            }
        }

        @Override
        public boolean observesWrites() {
            return true;
        }

        @Override
        public void onWritten(ServerChannel channel, OutboundFrame frame) {
            try {
                handler.sent(channelOf(channel), frame);
            } catch (RemotingException | RuntimeException e) {
                log.warn("Handler failed on {} sent to {}: {}", frame, channel, e.toString(), e);
            }
        }

        @Override
        public void onCaught(ServerChannel channel, Throwable cause) {
            try {
                handler.caught(channelOf(channel), cause);
            } catch (RemotingException | RuntimeException e) {
                log.warn("Handler failed on an error of {}: {}", channel, e.toString(), e);
            }
        }
    }
}
