package org.apache.dubbo.remoting;

import java.net.InetSocketAddress;
import java.util.Collection;

import org.apache.dubbo.common.Parameters;
import org.apache.dubbo.common.Resetable;

/**
 * A bound server socket and its open channels.
 */
public interface RemotingServer extends Endpoint, Resetable, IdleSensible {

    boolean isBound();

    Collection<Channel> getChannels();

    /** The open channel to {@code remoteAddress}, or {@code null}. */
    Channel getChannel(InetSocketAddress remoteAddress);

    /** @deprecated use {@link #reset(org.apache.dubbo.common.URL)} */
    @Deprecated
    void reset(Parameters parameters);
}
