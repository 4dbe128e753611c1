package org.apache.dubbo.remoting.transport.netty4;

import java.net.InetSocketAddress;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.remoting.Channel;
import org.apache.dubbo.remoting.ChannelHandler;
import org.apache.dubbo.remoting.Client;
import org.apache.dubbo.remoting.Dispatcher;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.RemotingServer;
import org.apache.dubbo.remoting.Transporter;
import org.apache.dubbo.remoting.codec.FrameViolation;
import org.apache.dubbo.remoting.codec.InboundFrame;
import org.apache.dubbo.remoting.transport.ClientConnection;
import org.apache.dubbo.remoting.transport.ClientOptions;
import org.apache.dubbo.remoting.transport.DialTargets;
import org.apache.dubbo.remoting.transport.ReadIdleEvent;
import org.apache.dubbo.remoting.transport.ServerChannel;
import org.apache.dubbo.remoting.transport.ServerOptions;
import org.apache.dubbo.remoting.transport.ServerTransport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where the exchange layer gets its transport. With the built-in transporter and dispatcher names it creates the
 * Netty transport directly (no handler chain, nothing extra per call). When the options name a user's
 * {@link Transporter} or {@link Dispatcher}, the exchange layer's events are turned into a {@link ChannelHandler},
 * passed through the user's dispatcher, and handed to the user's transporter, which must return the server or
 * client of the built-in {@code netty} transporter it delegates to.
 */
public final class TransporterBinding {

    private static final Logger log = LoggerFactory.getLogger(TransporterBinding.class);

    private TransporterBinding() {
    }

    /** The server transport at {@code bind} whose events reach {@code events}. */
    public static ServerTransport bind(InetSocketAddress bind, ServerOptions options, ServerTransport.Handler events)
            throws RemotingException {
        if (options.userTransporter() == null && options.userDispatcher() == null) {
            return ServerTransport.bind(bind, options, events);
        }
        String host = bind.getAddress() == null ? bind.getHostString() : bind.getAddress().getHostAddress();
        URL url = options.url().addParameter("bind.ip", host).addParameter("bind.port", bind.getPort());
        ChannelHandler handler = new ServerEvents(events);
        if (options.userDispatcher() != null) {
            handler = ExtensionLoader.getExtensionLoader(Dispatcher.class).getExtension(options.userDispatcher())
                    .dispatch(handler, url);
        }
        String name = options.userTransporter() != null ? options.userTransporter() : NettyTransporter.NAME;
        RemotingServer server = ExtensionLoader.getExtensionLoader(Transporter.class).getExtension(name)
                .bind(url, handler);
        if (server instanceof NettyServer) {
            log.info("Server {} runs through transporter '{}'{}", bind, name, options.userDispatcher() == null ? ""
                    : " and dispatcher '" + options.userDispatcher() + "'");
            return ((NettyServer) server).transport();
        }
        closeQuietly(server);
        throw new RemotingException("Transporter '" + name + "' bound " + (server == null ? "no server"
                : "a " + server.getClass().getName()) + ", which is not built on Dubbo Tuned's netty transporter: a"
                + " Transporter extension must return the server of the 'netty' transporter it delegates to"
                + " (NettyTransporter), typically wrapping the ChannelHandler it was given");
    }

    /**
     * A connection to {@code targets} whose events reach {@code events}; not yet connecting unless a user's
     * transporter started it. A user's transporter is given the URL of the first target only (a {@code Transporter}
     * connects to the one address of its URL).
     */
    public static ClientConnection connection(DialTargets targets, ClientOptions options,
                                              ClientConnection.Handler events) throws RemotingException {
        if (options.userTransporter() == null) {
            return new ClientConnection(targets, options, events);
        }
        InetSocketAddress address = targets.first();
        URL url = options.url().setHost(address.getHostString()).setPort(address.getPort());
        Client client = ExtensionLoader.getExtensionLoader(Transporter.class).getExtension(options.userTransporter())
                .connect(url, new ClientEvents(events));
        if (client instanceof NettyClient) {
            log.info("Connection to {} runs through transporter '{}'", address, options.userTransporter());
            return ((NettyClient) client).connection();
        }
        closeQuietly(client);
        throw new RemotingException("Transporter '" + options.userTransporter() + "' connected "
                + (client == null ? "no client" : "a " + client.getClass().getName()) + ", which is not built on"
                + " Dubbo Tuned's netty transporter: a Transporter extension must return the client of the 'netty'"
                + " transporter it delegates to (NettyTransporter), typically wrapping the ChannelHandler it was given");
    }

    private static void closeQuietly(org.apache.dubbo.remoting.Endpoint endpoint) {
        if (endpoint != null) {
            try {
                endpoint.close();
            } catch (RuntimeException e) {
                log.debug("Closing {} failed: {}", endpoint, e.toString());
            }
        }
    }

    /** The exchange server's events behind a channel handler; the channels are those of a {@link NettyServer}. */
    private static final class ServerEvents implements ChannelHandler {
        private final ServerTransport.Handler events;

        ServerEvents(ServerTransport.Handler events) {
            this.events = events;
        }

        private static ServerChannel serverChannel(Channel channel) throws RemotingException {
            if (channel instanceof NettyChannel) {
                return ((NettyChannel) channel).serverChannel();
            }
            throw new RemotingException("A handler passed on " + (channel == null ? "no channel" : "a "
                    + channel.getClass().getName()) + " instead of the channel it was given: decorating handlers must"
                    + " pass on the channels of the netty transporter unchanged");
        }

        @Override
        public void connected(Channel channel) throws RemotingException {
            events.onConnected(serverChannel(channel));
        }

        @Override
        public void disconnected(Channel channel) throws RemotingException {
            events.onDisconnected(serverChannel(channel));
        }

        @Override
        public void sent(Channel channel, Object message) {
            // the exchange layer completes its calls from its own write listeners
        }

        @Override
        public void received(Channel channel, Object message) throws RemotingException {
            if (message instanceof InboundFrame) {
                events.onFrame(serverChannel(channel), (InboundFrame) message);
            } else if (message instanceof FrameViolation) {
                events.onViolation(serverChannel(channel), (FrameViolation) message);
            } else {
                throw new RemotingException("A handler passed on a " + (message == null ? "null message"
                        : message.getClass().getName()) + ": the dubbo protocol's server receives only the frames"
                        + " of the netty transporter (InboundFrame, FrameViolation)");
            }
        }

        @Override
        public void caught(Channel channel, Throwable exception) {
            log.warn("Error on {}: {}", channel, exception.toString());
        }
    }

    /** The exchange client's events behind a channel handler; the channel is a {@link NettyClient}. */
    private static final class ClientEvents implements ChannelHandler {
        private final ClientConnection.Handler events;

        ClientEvents(ClientConnection.Handler events) {
            this.events = events;
        }

        private static ClientConnection connection(Channel channel) throws RemotingException {
            if (channel instanceof NettyClient) {
                return ((NettyClient) channel).connection();
            }
            throw new RemotingException("A handler passed on " + (channel == null ? "no channel" : "a "
                    + channel.getClass().getName()) + " instead of the client it was given: decorating handlers must"
                    + " pass on the channels of the netty transporter unchanged");
        }

        @Override
        public void connected(Channel channel) throws RemotingException {
            events.onConnected(connection(channel));
        }

        @Override
        public void disconnected(Channel channel) throws RemotingException {
            events.onDisconnected(connection(channel));
        }

        @Override
        public void sent(Channel channel, Object message) {
            // the exchange layer completes its calls from its own write listeners
        }

        @Override
        public void received(Channel channel, Object message) throws RemotingException {
            if (message instanceof InboundFrame) {
                events.onFrame(connection(channel), (InboundFrame) message);
            } else if (message instanceof FrameViolation) {
                events.onViolation(connection(channel), (FrameViolation) message);
            } else if (message instanceof ReadIdleEvent) {
                events.onReadIdle(connection(channel), ((ReadIdleEvent) message).idleMillis());
            } else {
                throw new RemotingException("A handler passed on a " + (message == null ? "null message"
                        : message.getClass().getName()) + ": the dubbo protocol's client receives only the events"
                        + " of the netty transporter (InboundFrame, FrameViolation, ReadIdleEvent)");
            }
        }

        @Override
        public void caught(Channel channel, Throwable exception) {
            log.warn("Error on {}: {}", channel, exception.toString());
        }
    }
}
