package org.apache.dubbo.remoting.transport;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The client connections open in this JVM right now, as read-only snapshots: which IO group and event-loop thread
 * serves each one, its addresses, its effective socket and channel options, and how much it has waiting to be
 * written. It answers the questions behind most transport tuning — "how many connections do I really have, on how
 * many IO threads, with which buffers, and is one of them backed up?" — without a debugger:
 *
 * <pre>{@code
 * for (ClientConnectionInfo c : LiveClientConnections.snapshot()) {
 *     log.info("{}", c);   // DubboClientIO-shared-1 127.0.0.1:50412 -> 127.0.0.1:20880 connected, writable, ...
 * }
 * }</pre>
 *
 * <p>A connection is listed from the moment it is created (possibly still connecting or reconnecting) until it is
 * closed for good. Taking a snapshot never blocks the event loops; the values of one connection are read at
 * slightly different instants, which is fine for diagnostics but not for synchronisation.
 */
public final class LiveClientConnections {

    private static final Set<ClientConnection> OPEN = ConcurrentHashMap.newKeySet();

    private LiveClientConnections() {
    }

    /** Every open client connection, ordered by IO group, then event-loop thread, then remote address. */
    public static List<ClientConnectionInfo> snapshot() {
        List<ClientConnectionInfo> infos = new ArrayList<>();
        for (ClientConnection connection : OPEN) {
            infos.add(ClientConnectionInfo.of(connection));
        }
        infos.sort(Comparator.comparing(ClientConnectionInfo::ioGroup)
                .thenComparing(info -> String.valueOf(info.eventLoopThread()))
                .thenComparing(info -> String.valueOf(info.remoteAddress())));
        return Collections.unmodifiableList(infos);
    }

    static void opened(ClientConnection connection) {
        OPEN.add(connection);
    }

    static void closed(ClientConnection connection) {
        OPEN.remove(connection);
    }
}
