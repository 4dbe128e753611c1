package org.apache.dubbo.remoting.transport.netty4;

import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.dubbo.common.Parameters;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.remoting.ChannelHandler;
import org.apache.dubbo.remoting.Client;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.codec.FrameViolation;
import org.apache.dubbo.remoting.codec.InboundFrame;
import org.apache.dubbo.remoting.codec.OutboundFrame;
import org.apache.dubbo.remoting.transport.ClientConnection;
import org.apache.dubbo.remoting.transport.ClientOptions;
import org.apache.dubbo.remoting.transport.ReadIdleEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The client the {@code netty} transporter connects: Dubbo Tuned's {@link ClientConnection} (one connection kept
 * alive with reconnects), whose events reach the given {@link ChannelHandler} with this client as the channel:
 * {@code connected}, {@code received} (each {@link InboundFrame}, a {@link FrameViolation}, or a
 * {@link ReadIdleEvent}), {@code sent} (an {@link OutboundFrame} once written), {@code disconnected}.
 */
public final class NettyClient implements Client {

    private static final Logger log = LoggerFactory.getLogger(NettyClient.class);

    private final URL url;
    private final ChannelHandler handler;
    private final ClientConnection connection;
    private final Map<String, Object> attributes = new ConcurrentHashMap<>();

    NettyClient(URL url, ChannelHandler handler, InetSocketAddress address) {
        this.url = url;
        this.handler = handler;
        this.connection = new ClientConnection(address, ClientOptions.from(url), new Events());
        connection.connect();
    }

    /** The connection underneath, which the dubbo protocol's exchange layer uses. */
    ClientConnection connection() {
        return connection;
    }

    @Override
    public void reconnect() throws RemotingException {
        connection.disconnect("reconnect requested");
    }

    @Override
    public void reset(URL url) {
        throw new UnsupportedOperationException("The options of the connection to " + connection.remoteAddress()
                + " are fixed when it is created; refer again to change them");
    }

    /** @deprecated see {@link #reset(URL)} */
    @Override
    @Deprecated
    public void reset(Parameters parameters) {
        reset(url);
    }

    @Override
    public InetSocketAddress getRemoteAddress() {
        return connection.remoteAddress();
    }

    @Override
    public boolean isConnected() {
        return connection.isConnected();
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
        return url;
    }

    @Override
    public ChannelHandler getChannelHandler() {
        return handler;
    }

    @Override
    public InetSocketAddress getLocalAddress() {
        return connection.localAddress();
    }

    @Override
    public void send(Object message) throws RemotingException {
        send(message, false);
    }

    @Override
    public void send(Object message, boolean sent) throws RemotingException {
        FrameSending.send(connection.isConnected() ? connection.writer() : null, message, sent, toString());
    }

    @Override
    public void close() {
        connection.close();
    }

    @Override
    public void close(int timeout) {
        connection.close();
    }

    @Override
    public void startClose() {
        // nothing to refuse: a client only sends what its callers send
    }

    @Override
    public boolean isClosed() {
        return connection.isClosed();
    }

    @Override
    public String toString() {
        return "NettyClient[" + connection + "]";
    }

    /** The connection's events, as channel handler events. */
    private final class Events implements ClientConnection.Handler {
        @Override
        public void onFrame(ClientConnection c, InboundFrame frame) {
            try {
                handler.received(NettyClient.this, frame);
            } catch (RemotingException | RuntimeException e) {
                log.warn("Handler failed on {} from {}: {}", frame, c, e.toString(), e);
            }
        }

        @Override
        public void onViolation(ClientConnection c, FrameViolation violation) {
            try {
                handler.received(NettyClient.this, violation);
            } catch (RemotingException | RuntimeException e) {
                log.warn("Handler failed on a protocol violation from {}: {}", c, e.toString(), e);
            }
        }

        @Override
        public void onConnected(ClientConnection c) {
            try {
                handler.connected(NettyClient.this);
            } catch (RemotingException | RuntimeException e) {
                log.warn("Handler failed on connection {}: {}", c, e.toString(), e);
            }
        }

        @Override
        public void onDisconnected(ClientConnection c) {
            try {
                handler.disconnected(NettyClient.this);
            } catch (RemotingException | RuntimeException e) {
                log.warn("Handler failed on disconnection {}: {}", c, e.toString(), e);
            }
        }

        @Override
        public void onReadIdle(ClientConnection c, long idleMillis) {
            try {
                handler.received(NettyClient.this, new ReadIdleEvent(idleMillis));
            } catch (RemotingException | RuntimeException e) {
                log.warn("Handler failed on read-idle {}: {}", c, e.toString(), e);
            }
        }

        @Override
        public boolean observesWrites() {
            return true;
        }

        @Override
        public void onWritten(ClientConnection c, OutboundFrame frame) {
            try {
                handler.sent(NettyClient.this, frame);
            } catch (RemotingException | RuntimeException e) {
                log.warn("Handler failed on {} sent to {}: {}", frame, c, e.toString(), e);
            }
        }
    }
}
