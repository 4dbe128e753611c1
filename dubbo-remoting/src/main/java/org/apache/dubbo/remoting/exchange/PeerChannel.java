package org.apache.dubbo.remoting.exchange;

import java.net.InetSocketAddress;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.codec.InvocationBody;

/**
 * The connection a request arrived on, as seen by the side answering it: it can call back to its peer over the
 * same connection (the provider calls a consumer's parameter callback this way), and it keeps per-connection state
 * of the layers above, which is dropped when the connection goes.
 */
public interface PeerChannel {

    InetSocketAddress remoteAddress();

    InetSocketAddress localAddress();

    /** Whether the connection is up; calls on a closed one fail at once. */
    boolean isActive();

    /**
     * Sends a two-way call to the peer.
     *
     * @throws RemotingException if it cannot be encoded or written (connection closed, payload too large)
     */
    ResponseFuture request(InvocationBody body, CallOptions options) throws RemotingException;

    /** State of the layers above, for this connection only; emptied when it closes. */
    ConcurrentMap<String, Object> attributes();

    /** Runs {@code action} once when the connection closes (at once if it is closed already). */
    void onClose(Runnable action);
}
