package org.apache.dubbo.remoting.transport;

import java.util.Objects;

/**
 * The HTTP/2 settings one side of a triple connection advertises to its peer, validated once. Each is a URL key
 * ({@code http2.initial.window.size=...} on a protocol, provider, consumer or reference) with a global default
 * under the side's prefix ({@code -Ddubbo.server.http2.max.concurrent.streams=...},
 * {@code -Ddubbo.client.http2.initial.window.size=...}).
 *
 * <ul>
 *   <li>{@code http2.initial.window.size} (default 1 MiB, grpc-java's): how many bytes of one stream the peer may
 *       send before this side consumed them. Inbound messages are consumed when the application has received them,
 *       so this bounds what one slow stream can make us buffer.</li>
 *   <li>{@code http2.connection.window.size} (default 16 MiB): the same for all streams of a connection
 *       together.</li>
 *   <li>{@code http2.max.concurrent.streams} (default unlimited, as grpc-java and Apache Dubbo): calls the peer may
 *       have open at once on one connection.</li>
 *   <li>{@code http2.max.frame.size} (default 16384, the protocol's minimum): the largest frame payload accepted.</li>
 *   <li>{@code http2.max.header.list.size} (default 32768, Apache Dubbo's): the largest header block accepted
 *       (attachments travel as headers).</li>
 *   <li>{@code http2.header.table.size} (default 4096): the HPACK dynamic table size.</li>
 * </ul>
 * Keep-alive is the transport's {@code heartbeat}: an idle triple client connection sends an HTTP/2 PING instead of
 * a dubbo heartbeat.
 */
public final class Http2Options {

    public static final int DEFAULT_INITIAL_WINDOW_SIZE = 1024 * 1024;
    public static final int DEFAULT_CONNECTION_WINDOW_SIZE = 16 * 1024 * 1024;
    public static final int DEFAULT_MAX_FRAME_SIZE = 16_384;
    public static final int DEFAULT_MAX_HEADER_LIST_SIZE = 32_768;
    public static final int DEFAULT_HEADER_TABLE_SIZE = 4096;
    private static final int MAX_FRAME_SIZE_LIMIT = 16_777_215;

    private final int initialWindowSize;
    private final int connectionWindowSize;
    private final long maxConcurrentStreams;
    private final int maxFrameSize;
    private final long maxHeaderListSize;
    private final long headerTableSize;

    private Http2Options(OptionReader r) {
        this.initialWindowSize = r.intValue(TransportKeys.HTTP2_INITIAL_WINDOW_SIZE, DEFAULT_INITIAL_WINDOW_SIZE, 1);
        this.connectionWindowSize = r.intValue(TransportKeys.HTTP2_CONNECTION_WINDOW_SIZE,
                Math.max(DEFAULT_CONNECTION_WINDOW_SIZE, initialWindowSize), 65_535);
        this.maxConcurrentStreams = r.longValue(TransportKeys.HTTP2_MAX_CONCURRENT_STREAMS, 0xFFFFFFFFL, 1);
        if (maxConcurrentStreams > 0xFFFFFFFFL) {
            throw new IllegalArgumentException("Invalid " + r.origin(TransportKeys.HTTP2_MAX_CONCURRENT_STREAMS)
                    + "='" + maxConcurrentStreams + "': expected at most 4294967295");
        }
        this.maxFrameSize = r.intValue(TransportKeys.HTTP2_MAX_FRAME_SIZE, DEFAULT_MAX_FRAME_SIZE, 16_384);
        if (maxFrameSize > MAX_FRAME_SIZE_LIMIT) {
            throw new IllegalArgumentException("Invalid " + r.origin(TransportKeys.HTTP2_MAX_FRAME_SIZE) + "='"
                    + maxFrameSize + "': HTTP/2 allows 16384 to 16777215");
        }
        this.maxHeaderListSize = r.longValue(TransportKeys.HTTP2_MAX_HEADER_LIST_SIZE, DEFAULT_MAX_HEADER_LIST_SIZE,
                1024);
        this.headerTableSize = r.longValue(TransportKeys.HTTP2_HEADER_TABLE_SIZE, DEFAULT_HEADER_TABLE_SIZE, 0);
    }

    static Http2Options read(OptionReader reader) {
        return new Http2Options(reader);
    }

    public int initialWindowSize() {
        return initialWindowSize;
    }

    public int connectionWindowSize() {
        return connectionWindowSize;
    }

    /** At most 2^32 - 1; that value means no limit. */
    public long maxConcurrentStreams() {
        return maxConcurrentStreams;
    }

    public int maxFrameSize() {
        return maxFrameSize;
    }

    public long maxHeaderListSize() {
        return maxHeaderListSize;
    }

    public long headerTableSize() {
        return headerTableSize;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Http2Options)) {
            return false;
        }
        Http2Options h = (Http2Options) o;
        return initialWindowSize == h.initialWindowSize && connectionWindowSize == h.connectionWindowSize
                && maxConcurrentStreams == h.maxConcurrentStreams && maxFrameSize == h.maxFrameSize
                && maxHeaderListSize == h.maxHeaderListSize && headerTableSize == h.headerTableSize;
    }

    @Override
    public int hashCode() {
        return Objects.hash(initialWindowSize, connectionWindowSize, maxConcurrentStreams, maxFrameSize,
                maxHeaderListSize, headerTableSize);
    }

    @Override
    public String toString() {
        return "http2{window=" + initialWindowSize + "/" + connectionWindowSize + ", maxStreams="
                + (maxConcurrentStreams == 0xFFFFFFFFL ? "unlimited" : String.valueOf(maxConcurrentStreams))
                + ", maxFrame=" + maxFrameSize + ", maxHeaderList=" + maxHeaderListSize + ", headerTable="
                + headerTableSize + "}";
    }
}
