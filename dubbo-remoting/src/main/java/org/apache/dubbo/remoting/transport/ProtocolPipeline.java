package org.apache.dubbo.remoting.transport;

import io.netty.channel.Channel;

/**
 * The handlers of a protocol other than dubbo (for example HTTP/2 for triple), added to every channel after the
 * transport's own: on a server after the idle timeout and admission ({@code accepts}, the channel's
 * {@link ServerChannel} and writer, see {@link ServerTransport#serverChannel(Channel)}); on a client after the
 * heartbeat idle detector and before the connection's own handler, which reconnects when the channel closes and
 * reports read-idle periods. The transport keeps owning event loops, options, writers and the connection life cycle;
 * the protocol only speaks on the channel.
 */
@FunctionalInterface
public interface ProtocolPipeline {

    /** Adds the protocol's handlers to {@code channel}'s pipeline; runs on the channel's event loop. */
    void install(Channel channel);
}
