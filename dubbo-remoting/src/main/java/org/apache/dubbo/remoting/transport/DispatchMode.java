package org.apache.dubbo.remoting.transport;

import java.util.Locale;

/**
 * Which server events run on the IO thread and which on the business thread pool: the built-in values of
 * {@code dispatcher}, which the dubbo protocol applies itself (a user's {@link org.apache.dubbo.remoting.Dispatcher}
 * extension wraps the server's handler instead). Heartbeats are always answered on the IO thread.
 */
public enum DispatchMode {
    /** Requests and connection events on the pool (default). */
    ALL(true, true),
    /** Everything on the IO thread: only for handlers that never block. */
    DIRECT(false, false),
    /** Requests on the pool, connection events on the IO thread. */
    MESSAGE(true, false),
    /** Requests on the pool, everything else on the IO thread (on a server, the same as MESSAGE). */
    EXECUTION(true, false),
    /** Requests on the pool, connection events in order on one dedicated thread per server. */
    CONNECTION(true, false);

    private final boolean requestsOnPool;
    private final boolean connectionEventsOnPool;

    DispatchMode(boolean requestsOnPool, boolean connectionEventsOnPool) {
        this.requestsOnPool = requestsOnPool;
        this.connectionEventsOnPool = connectionEventsOnPool;
    }

    public boolean requestsOnPool() {
        return requestsOnPool;
    }

    public boolean connectionEventsOnPool() {
        return connectionEventsOnPool;
    }

    public static DispatchMode parse(String value) {
        try {
            return valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Invalid dispatcher='" + value
                    + "': expected all, direct, message, execution or connection");
        }
    }
}
