package org.apache.dubbo.remoting.transport;

import java.util.Objects;

/**
 * Everything that shapes one client connection, validated once from the reference's URL (falling back to the
 * {@code dubbo.client.*} system properties, then to built-in defaults).
 *
 * <p>IO threads: {@code iothreads} set on the reference or its consumer (the config layer resolves which one
 * wins and names the owner in {@code iothreads.owner}) gives that owner its own event-loop group; otherwise the
 * connection uses the JVM's shared client group, sized by {@code -Ddubbo.client.iothreads} or
 * min(cores + 1, 32).
 */
public final class ClientOptions {

    private final Integer ioThreads;
    private final String ioThreadsOwner;
    private final int connectTimeoutMillis;
    private final SocketOptions socket;
    private final NativeTransport nativeTransport;
    private final long maxPendingWriteBytes;
    private final OverloadPolicy overloadPolicy;
    private final int heartbeatMillis;
    private final int heartbeatTimeoutMillis;
    private final int payload;
    private final boolean reconnect;
    /** A user's {@link org.apache.dubbo.remoting.Transporter} extension, or null for the built-in Netty 4 one. */
    private final String userTransporter;
    /** The reference's URL, given to a user's transporter; not part of the identity of shared connections. */
    private final org.apache.dubbo.common.URL url;
    private final boolean telemetry;
    private final Http2Options http2;

    private ClientOptions(OptionReader r, org.apache.dubbo.common.URL url) {
        this.url = url;
        // the global -Ddubbo.client.iothreads sizes the shared group; only a URL value asks for an own group
        this.ioThreads = r.isSet(TransportKeys.IO_THREADS) && !r.origin(TransportKeys.IO_THREADS).startsWith("system")
                ? r.optionalInt(TransportKeys.IO_THREADS, 1) : null;
        this.ioThreadsOwner = r.string(TransportKeys.IO_THREADS_OWNER, null);
        this.connectTimeoutMillis = r.intValue(TransportKeys.CONNECT_TIMEOUT, TransportKeys.DEFAULT_CONNECT_TIMEOUT, 1);
        this.socket = SocketOptions.read(r, true);
        String transport = r.string(TransportKeys.NATIVE_TRANSPORT, null);
        this.nativeTransport = transport == null ? TransportKeys.defaultNativeTransport()
                : NativeTransport.parse(transport, TransportKeys.NATIVE_TRANSPORT);
        this.maxPendingWriteBytes = r.longValue(TransportKeys.MAX_PENDING_WRITE_BYTES,
                TransportKeys.DEFAULT_MAX_PENDING_WRITE_BYTES, 1);
        String policy = r.string(TransportKeys.OVERLOAD_POLICY, null);
        this.overloadPolicy = policy == null ? OverloadPolicy.WAIT
                : OverloadPolicy.parse(policy, TransportKeys.OVERLOAD_POLICY);
        this.heartbeatMillis = r.intValue(TransportKeys.HEARTBEAT, TransportKeys.defaultHeartbeat(), 0);
        int idle = r.intValue(TransportKeys.HEARTBEAT_TIMEOUT, heartbeatMillis * 3, 0);
        if (heartbeatMillis > 0 && idle < heartbeatMillis * 2) {
            throw new IllegalArgumentException("Invalid " + r.origin(TransportKeys.HEARTBEAT_TIMEOUT) + "='" + idle
                    + "': it must be at least twice the heartbeat (" + heartbeatMillis + " ms)");
        }
        this.heartbeatTimeoutMillis = idle;
        this.payload = r.intValue(TransportKeys.PAYLOAD, TransportKeys.DEFAULT_PAYLOAD, Integer.MIN_VALUE);
        this.reconnect = !"false".equalsIgnoreCase(r.string(TransportKeys.RECONNECT, "true"));
        this.userTransporter = TransportExtensions.userTransporter(r.string("client", r.string("transporter", null)));
        if (userTransporter != null && url == null) {
            throw new IllegalArgumentException("client/transporter=" + userTransporter + ": a Transporter extension"
                    + " needs the reference's URL; build the options with ClientOptions.from(URL)");
        }
        this.telemetry = r.booleanValue(TransportKeys.TELEMETRY, true);
        this.http2 = Http2Options.read(r);
    }

    /** Options from configured values (typically {@code url::getParameter}) over the global defaults. */
    public static ClientOptions from(OptionSource configured) {
        return new ClientOptions(new OptionReader(configured, TransportKeys.CLIENT_DEFAULTS), null);
    }

    /** Options from the reference's URL, which is kept for a user's transporter. */
    public static ClientOptions from(org.apache.dubbo.common.URL url) {
        return new ClientOptions(new OptionReader(url::getParameter, TransportKeys.CLIENT_DEFAULTS), url);
    }

    public static ClientOptions defaults() {
        return from(OptionSource.EMPTY);
    }

    /** The size of this connection's own event-loop group, or null to use the shared client group. */
    public Integer ioThreads() {
        return ioThreads;
    }

    public String ioThreadsOwner() {
        return ioThreadsOwner;
    }

    public int connectTimeoutMillis() {
        return connectTimeoutMillis;
    }

    public SocketOptions socket() {
        return socket;
    }

    public NativeTransport nativeTransport() {
        return nativeTransport;
    }

    public long maxPendingWriteBytes() {
        return maxPendingWriteBytes;
    }

    public OverloadPolicy overloadPolicy() {
        return overloadPolicy;
    }

    /** Read-idle time after which a heartbeat is sent; 0 disables heartbeats. */
    public int heartbeatMillis() {
        return heartbeatMillis;
    }

    /** Read-idle time after which the connection is considered dead, closed and reconnected; 0 disables. */
    public int heartbeatTimeoutMillis() {
        return heartbeatTimeoutMillis;
    }

    /** Maximum body size in both directions; 0 or less disables the check. */
    public int payload() {
        return payload;
    }

    public boolean reconnect() {
        return reconnect;
    }

    /** The name of a user's {@link org.apache.dubbo.remoting.Transporter} extension, or null. */
    public String userTransporter() {
        return userTransporter;
    }

    /** The URL these options were read from, or null. */
    public org.apache.dubbo.common.URL url() {
        return url;
    }

    /** Whether the connection keeps telemetry counters (see {@code TransportTelemetry}). */
    public boolean telemetry() {
        return telemetry;
    }

    /** The HTTP/2 settings of a triple connection (unused by dubbo connections). */
    public Http2Options http2() {
        return http2;
    }

    /** Connections may share a channel only if everything that shapes the channel is equal. */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof ClientOptions)) {
            return false;
        }
        ClientOptions c = (ClientOptions) o;
        return Objects.equals(ioThreads, c.ioThreads) && Objects.equals(ioThreadsOwner, c.ioThreadsOwner)
                && connectTimeoutMillis == c.connectTimeoutMillis && socket.equals(c.socket)
                && nativeTransport == c.nativeTransport && maxPendingWriteBytes == c.maxPendingWriteBytes
                && overloadPolicy == c.overloadPolicy && heartbeatMillis == c.heartbeatMillis
                && heartbeatTimeoutMillis == c.heartbeatTimeoutMillis && payload == c.payload
                && reconnect == c.reconnect && Objects.equals(userTransporter, c.userTransporter)
                && telemetry == c.telemetry && http2.equals(c.http2);
    }

    @Override
    public int hashCode() {
        return Objects.hash(ioThreads, ioThreadsOwner, connectTimeoutMillis, socket, nativeTransport,
                maxPendingWriteBytes, overloadPolicy, heartbeatMillis, heartbeatTimeoutMillis, payload, reconnect,
                userTransporter, telemetry, http2);
    }

    @Override
    public String toString() {
        return "ClientOptions{iothreads=" + (ioThreads == null ? "shared" : ioThreads + " (" + ioThreadsOwner + ")")
                + ", connectTimeout=" + connectTimeoutMillis + ", " + socket + ", transport=" + nativeTransport
                + ", maxPendingWriteBytes=" + maxPendingWriteBytes + ", overload=" + overloadPolicy
                + ", heartbeat=" + heartbeatMillis + "/" + heartbeatTimeoutMillis + ", payload=" + payload
                + (userTransporter != null ? ", transporter=" + userTransporter : "") + "}";
    }
}
