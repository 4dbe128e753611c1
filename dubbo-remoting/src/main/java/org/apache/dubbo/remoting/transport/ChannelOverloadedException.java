package org.apache.dubbo.remoting.transport;

import java.net.InetSocketAddress;

import org.apache.dubbo.remoting.RemotingException;

/**
 * A send was refused because the channel already holds {@code max.pending.write.bytes} that the peer or the
 * network has not taken yet. Nothing of the message was queued.
 */
public final class ChannelOverloadedException extends RemotingException {

    private static final long serialVersionUID = 1L;

    public ChannelOverloadedException(InetSocketAddress local, InetSocketAddress remote, String message) {
        super(local, remote, message);
    }
}
