package org.apache.dubbo.rpc;

import java.net.InetSocketAddress;

/** A listening server of a protocol, as seen by the configuration layer. */
public interface ProtocolServer {

    String getAddress();

    /** The transport server underneath, when the protocol exposes one (as in Apache Dubbo, none by default). */
    default org.apache.dubbo.remoting.RemotingServer getRemotingServer() {
        return null;
    }

    /** Apache Dubbo's hook for protocols that hand their transport server over; ignored by default. */
    default void setRemotingServers(org.apache.dubbo.remoting.RemotingServer server) {
    }

    /** The URL the server was opened with, when the protocol keeps it ({@code null} by default). */
    default org.apache.dubbo.common.URL getUrl() {
        return null;
    }

    /** Apache Dubbo's runtime reconfiguration hook; our servers keep the options they were opened with. */
    default void reset(org.apache.dubbo.common.URL url) {
    }

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
