package org.apache.dubbo.remoting.transport;

/**
 * Every transport key users can set (URL parameter / config attribute), in one place. Global defaults are the
 * same keys as system properties with the prefix {@link #CLIENT_DEFAULTS} or {@link #SERVER_DEFAULTS}, e.g.
 * {@code -Ddubbo.client.iothreads=4} or {@code -Ddubbo.server.socket.receive.buffer=4194304}. The reference of
 * keys, levels and defaults is {@code docs/transport.md}.
 */
public final class TransportKeys {

    public static final String CLIENT_DEFAULTS = "dubbo.client.";
    public static final String SERVER_DEFAULTS = "dubbo.server.";

    /** Netty IO threads: server worker group size, or a consumer/reference's own client group size. */
    public static final String IO_THREADS = "iothreads";
    /** Who owns a dedicated client group (set by the config layer: a consumer or a reference); names its threads. */
    public static final String IO_THREADS_OWNER = "iothreads.owner";
    public static final String CONNECTIONS = "connections";
    public static final String SHARE_CONNECTIONS = "shareconnections";

    public static final String SOCKET_SEND_BUFFER = "socket.send.buffer";
    public static final String SOCKET_RECEIVE_BUFFER = "socket.receive.buffer";
    public static final String WRITE_SPIN_COUNT = "write.spin.count";
    public static final String WRITE_LOW_WATER_MARK = "write.low.water.mark";
    public static final String WRITE_HIGH_WATER_MARK = "write.high.water.mark";
    public static final String TCP_NO_DELAY = "tcp.no.delay";
    public static final String KEEP_ALIVE = "keep.alive";
    public static final String CONNECT_TIMEOUT = "connect.timeout";
    public static final String BACKLOG = "backlog";
    public static final String NATIVE_TRANSPORT = "native.transport";
    public static final String MAX_PENDING_WRITE_BYTES = "max.pending.write.bytes";
    public static final String OVERLOAD_POLICY = "overload.policy";

    public static final String HEARTBEAT = "heartbeat";
    public static final String HEARTBEAT_TIMEOUT = "heartbeat.timeout";
    public static final String CLOSE_TIMEOUT = "close.timeout";
    public static final String RECONNECT = "reconnect";
    public static final String PAYLOAD = "payload";
    public static final String ACCEPTS = "accepts";
    /** Transport telemetry (per-channel counters, IO-thread sampling); on unless set to false. */
    public static final String TELEMETRY = "telemetry";

    /** HTTP/2 (triple) settings this side advertises; see {@link Http2Options}. */
    public static final String HTTP2_INITIAL_WINDOW_SIZE = "http2.initial.window.size";
    public static final String HTTP2_CONNECTION_WINDOW_SIZE = "http2.connection.window.size";
    public static final String HTTP2_MAX_CONCURRENT_STREAMS = "http2.max.concurrent.streams";
    public static final String HTTP2_MAX_FRAME_SIZE = "http2.max.frame.size";
    public static final String HTTP2_MAX_HEADER_LIST_SIZE = "http2.max.header.list.size";
    public static final String HTTP2_HEADER_TABLE_SIZE = "http2.header.table.size";

    /** Upstream's switch for epoll; honoured as the default of {@link #NATIVE_TRANSPORT} when that is unset. */
    public static final String LEGACY_EPOLL_SWITCH = "netty.epoll.enable";

    public static final int DEFAULT_PAYLOAD = 8 * 1024 * 1024;
    public static final int DEFAULT_HEARTBEAT = 60_000;
    public static final int DEFAULT_CONNECT_TIMEOUT = 3_000;
    public static final int DEFAULT_BACKLOG = 1024;
    public static final long DEFAULT_MAX_PENDING_WRITE_BYTES = 64L * 1024 * 1024;
    public static final int DEFAULT_WRITE_LOW_WATER_MARK = 32 * 1024;
    public static final int DEFAULT_WRITE_HIGH_WATER_MARK = 64 * 1024;

    private TransportKeys() {
    }

    /** min(cores + 1, 32), upstream's IO thread count. */
    public static int defaultIoThreads() {
        return Math.min(Runtime.getRuntime().availableProcessors() + 1, 32);
    }

    /** The heartbeat default, which upstream lets users change with {@code -Ddubbo.protocol.default-heartbeat}. */
    static int defaultHeartbeat() {
        return Integer.getInteger("dubbo.protocol.default-heartbeat", DEFAULT_HEARTBEAT);
    }

    static NativeTransport defaultNativeTransport() {
        return Boolean.getBoolean(LEGACY_EPOLL_SWITCH) ? NativeTransport.EPOLL : NativeTransport.NIO;
    }
}
