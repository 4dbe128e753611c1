package org.apache.dubbo.remoting;

import java.net.InetSocketAddress;

import org.apache.dubbo.common.URL;

/**
 * One end of the transport: a {@link Channel}, a {@link Client} or a {@link RemotingServer}.
 */
public interface Endpoint {

    /** The URL the endpoint was created for. */
    URL getUrl();

    /** The handler that receives this endpoint's events. */
    ChannelHandler getChannelHandler();

    InetSocketAddress getLocalAddress();

    /** Sends a message without waiting for it to be written. */
    void send(Object message) throws RemotingException;

    /**
     * Sends a message.
     *
     * @param sent whether to wait until it has been written to the socket
     */
    void send(Object message, boolean sent) throws RemotingException;

    /** Closes at once. */
    void close();

    /** Closes gracefully, waiting up to {@code timeout} ms for work in progress. */
    void close(int timeout);

    /** Marks the endpoint as closing: it takes no new work. */
    void startClose();

    boolean isClosed();
}
