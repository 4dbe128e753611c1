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

    public InetSocketAddress getLocalAddress() {
        return localAddress;
    }

    public InetSocketAddress getRemoteAddress() {
        return remoteAddress;
    }
}
