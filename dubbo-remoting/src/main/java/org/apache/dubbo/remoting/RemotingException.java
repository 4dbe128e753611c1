package org.apache.dubbo.remoting;

import java.net.InetSocketAddress;

/**
 * A failure of the transport or exchange layer: connection refused or lost, a frame that could not be encoded
 * or decoded, an overloaded channel, an error status sent by the peer. Carries the two ends of the connection
 * when known, so that messages can say which connection failed.
 */
public class RemotingException extends Exception {

    private static final long serialVersionUID = 1L;

    private final InetSocketAddress localAddress;
    private final InetSocketAddress remoteAddress;

    public RemotingException(String message) {
        this(null, null, message, null);
    }

    public RemotingException(String message, Throwable cause) {
        this(null, null, message, cause);
    }

    public RemotingException(InetSocketAddress localAddress, InetSocketAddress remoteAddress, String message) {
        this(localAddress, remoteAddress, message, null);
    }

    public RemotingException(InetSocketAddress localAddress, InetSocketAddress remoteAddress, String message,
                             Throwable cause) {
        super(message, cause);
        this.localAddress = localAddress;
        this.remoteAddress = remoteAddress;
    }

    public RemotingException(Channel channel, String message) {
        this(channel == null ? null : channel.getLocalAddress(), channel == null ? null : channel.getRemoteAddress(),
                message, null);
    }

    public RemotingException(Channel channel, Throwable cause) {
        this(channel, cause == null ? null : cause.toString(), cause);
    }

    public RemotingException(Channel channel, String message, Throwable cause) {
        this(channel == null ? null : channel.getLocalAddress(), channel == null ? null : channel.getRemoteAddress(),
                message, cause);
    }

    public RemotingException(InetSocketAddress localAddress, InetSocketAddress remoteAddress, Throwable cause) {
        this(localAddress, remoteAddress, cause == null ? null : cause.toString(), cause);
    }

    public InetSocketAddress getLocalAddress() {
        return localAddress;
    }

    public InetSocketAddress getRemoteAddress() {
        return remoteAddress;
    }
}
