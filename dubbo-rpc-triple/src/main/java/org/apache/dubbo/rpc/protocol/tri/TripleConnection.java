package org.apache.dubbo.rpc.protocol.tri;

import java.net.InetSocketAddress;
import java.util.concurrent.CompletableFuture;

import io.netty.channel.Channel;
import io.netty.channel.EventLoop;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.codec.FrameViolation;
import org.apache.dubbo.remoting.codec.InboundFrame;
import org.apache.dubbo.remoting.transport.ChannelWriter;
import org.apache.dubbo.remoting.transport.ClientConnection;
import org.apache.dubbo.remoting.transport.ClientOptions;
import org.apache.dubbo.remoting.transport.DialTargets;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One HTTP/2 connection to a triple provider, on the transport's {@link ClientConnection}: the event loop it is
 * placed on (shared or dedicated client IO group), socket options, bounded writer and reconnection are the
 * transport's, exactly as for dubbo; this class adds the HTTP/2 handler and keep-alive PINGs on read-idle periods
 * ({@code heartbeat}), closing a connection whose PINGs go unanswered for {@code heartbeat.timeout}.
 */
final class TripleConnection {

    private static final Logger log = LoggerFactory.getLogger(TripleConnection.class);

    private final ClientConnection connection;

    TripleConnection(DialTargets address, ClientOptions options) {
        this.connection = new ClientConnection(address, options, new Events(), channel -> channel.pipeline()
                .addLast("http2", new TripleClientHandler(new TripleConnectionHandler.Parts(false, options.http2()),
                        options.http2(), options.payload())));
    }

    CompletableFuture<Void> connect() {
        return connection.connect();
    }

    ChannelWriter writer() throws RemotingException {
        return connection.writer();
    }

    /** The largest message this connection sends or accepts ({@code payload}); 0 or less: no limit. */
    int payload() {
        return connection.options().payload();
    }

    EventLoop eventLoop() {
        return connection.eventLoop();
    }

    boolean isConnected() {
        return connection.isConnected();
    }

    InetSocketAddress remoteAddress() {
        return connection.remoteAddress();
    }

    ClientConnection transport() {
        return connection;
    }

    void close() {
        connection.close();
    }

    @Override
    public String toString() {
        return "triple " + connection;
    }

    private final class Events implements ClientConnection.Handler {
        @Override
        public void onFrame(ClientConnection c, InboundFrame frame) {
            // frames are read by the HTTP/2 handler, never by the transport
        }

        @Override
        public void onViolation(ClientConnection c, FrameViolation violation) {
            // the HTTP/2 handler reports protocol errors itself (GOAWAY and a log line)
        }

        @Override
        public void onConnected(ClientConnection c) {
            log.debug("Triple connection {} is up", c);
        }

        @Override
        public void onDisconnected(ClientConnection c) {
            log.debug("Triple connection {} is down", c);
        }

        @Override
        public void onReadIdle(ClientConnection c, long idleMillis) {
            Channel ch = c.channel();
            if (ch == null) {
                return;
            }
            TripleClientHandler handler = ch.pipeline().get(TripleClientHandler.class);
            if (handler == null) {
                return;
            }
            int timeout = c.options().heartbeatTimeoutMillis();
            if (timeout > 0 && idleMillis >= timeout) {
                c.disconnect("no answer to HTTP/2 PINGs for " + idleMillis + " ms (heartbeat.timeout)");
                return;
            }
            handler.ping(handler.context());
        }
    }
}
