package org.apache.dubbo.rpc;

import java.net.InetSocketAddress;

/** A listening server of a protocol, as seen by the configuration layer. */
public interface ProtocolServer {

    String getAddress();

    InetSocketAddress getLocalAddress();

    void close();

    /**
     * Tells connected consumers, and those connecting later, that this server takes no new calls, while it keeps
     * serving; the second step of a graceful shutdown. Servers of protocols without such a signal do nothing.
     */
    default void announceReadonly() {
    }

    /**
     * Waits until no call is in flight (and none is arriving), at most {@code timeoutMillis}.
     *
     * @return whether the server became idle in time
     */
    default boolean awaitIdle(long timeoutMillis) {
        return true;
    }

    /** The business thread pool calls run on (metrics and diagnostics), or null when the protocol has none. */
    default java.util.concurrent.Executor getExecutor() {
        return null;
    }
}
