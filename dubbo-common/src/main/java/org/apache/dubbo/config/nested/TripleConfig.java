package org.apache.dubbo.config.nested;

import java.io.Serializable;
import java.util.Arrays;

/**
 * The triple settings of a protocol ({@code <dubbo:triple>} inside {@code <dubbo:protocol>},
 * {@code dubbo.protocol.triple.*}), with Apache Dubbo 3.3's names and defaults.
 *
 * <p>The HTTP/2 settings (header table size, max concurrent streams, initial windows, max frame size, max header list
 * size) are the protocol's {@code http2-*} options under their Apache names: a value here applies where the
 * protocol's own {@code http2-*} attribute is unset. Dubbo Tuned's triple speaks HTTP/2 only, so the HTTP/1 limits
 * ({@code max-body-size}, {@code max-chunk-size}, ...) are reported at start-up as having no effect.
 */
public class TripleConfig implements Serializable {

    private static final long serialVersionUID = 1L;

    public static final int DEFAULT_MAX_BODY_SIZE = 8 * 1024 * 1024;
    public static final int DEFAULT_MAX_RESPONSE_BODY_SIZE = 8 * 1024 * 1024;
    public static final int DEFAULT_MAX_CHUNK_SIZE = 8 * 1024 * 1024;
    public static final int DEFAULT_MAX_HEADER_SIZE = 8192;
    public static final int DEFAULT_MAX_INITIAL_LINE_LENGTH = 4096;
    public static final int DEFAULT_INITIAL_BUFFER_SIZE = 16384;
    public static final int DEFAULT_HEADER_TABLE_SIZE = 4096;
    public static final boolean DEFAULT_ENABLE_PUSH = false;
    public static final int DEFAULT_MAX_CONCURRENT_STREAMS = Integer.MAX_VALUE;
    public static final int DEFAULT_INITIAL_WINDOW_SIZE = 8 * 1024 * 1024;
    public static final int DEFAULT_CONNECTION_INITIAL_WINDOW_SIZE_KEY = 65536;
    public static final int DEFAULT_MAX_FRAME_SIZE = 8 * 1024 * 1024;
    public static final int DEFAULT_MAX_HEADER_LIST_SIZE = 32768;

    private Boolean verbose;
    private Integer maxBodySize;
    private Integer maxResponseBodySize;
    private Integer maxChunkSize;
    private Integer maxHeaderSize;
    private Integer maxInitialLineLength;
    private Integer initialBufferSize;
    private Integer headerTableSize;
    private Boolean enablePush;
    private Integer maxConcurrentStreams;
    private Integer initialWindowSize;
    private Integer connectionInitialWindowSize;
    private Integer maxFrameSize;
    private Integer maxHeaderListSize;

    public Boolean getVerbose() {
        return verbose;
    }

    public void setVerbose(Boolean verbose) {
        this.verbose = verbose;
    }

    public Integer getMaxBodySize() {
        return maxBodySize;
    }

    public int getMaxBodySizeOrDefault() {
        return orDefault(maxBodySize, DEFAULT_MAX_BODY_SIZE);
    }

    public void setMaxBodySize(Integer maxBodySize) {
        this.maxBodySize = maxBodySize;
    }

    public Integer getMaxResponseBodySize() {
        return maxResponseBodySize;
    }

    public int getMaxResponseBodySizeOrDefault() {
        return orDefault(maxResponseBodySize, DEFAULT_MAX_RESPONSE_BODY_SIZE);
    }

    public void setMaxResponseBodySize(Integer maxResponseBodySize) {
        this.maxResponseBodySize = maxResponseBodySize;
    }

    public Integer getMaxChunkSize() {
        return maxChunkSize;
    }

    public int getMaxChunkSizeOrDefault() {
        return orDefault(maxChunkSize, DEFAULT_MAX_CHUNK_SIZE);
    }

    public void setMaxChunkSize(Integer maxChunkSize) {
        this.maxChunkSize = maxChunkSize;
    }

    public Integer getMaxHeaderSize() {
        return maxHeaderSize;
    }

    public int getMaxHeaderSizeOrDefault() {
        return orDefault(maxHeaderSize, DEFAULT_MAX_HEADER_SIZE);
    }

    public void setMaxHeaderSize(Integer maxHeaderSize) {
        this.maxHeaderSize = maxHeaderSize;
    }

    public Integer getMaxInitialLineLength() {
        return maxInitialLineLength;
    }

    public int getMaxInitialLineLengthOrDefault() {
        return orDefault(maxInitialLineLength, DEFAULT_MAX_INITIAL_LINE_LENGTH);
    }

    public void setMaxInitialLineLength(Integer maxInitialLineLength) {
        this.maxInitialLineLength = maxInitialLineLength;
    }

    public Integer getInitialBufferSize() {
        return initialBufferSize;
    }

    public int getInitialBufferSizeOrDefault() {
        return orDefault(initialBufferSize, DEFAULT_INITIAL_BUFFER_SIZE);
    }

    public void setInitialBufferSize(Integer initialBufferSize) {
        this.initialBufferSize = initialBufferSize;
    }

    /** HPACK dynamic table size: the protocol's {@code http2-header-table-size} when that is unset. */
    public Integer getHeaderTableSize() {
        return headerTableSize;
    }

    public int getHeaderTableSizeOrDefault() {
        return orDefault(headerTableSize, DEFAULT_HEADER_TABLE_SIZE);
    }

    public void setHeaderTableSize(Integer headerTableSize) {
        this.headerTableSize = headerTableSize;
    }

    public Boolean getEnablePush() {
        return enablePush;
    }

    public boolean getEnablePushOrDefault() {
        return enablePush == null ? DEFAULT_ENABLE_PUSH : enablePush;
    }

    public void setEnablePush(Boolean enablePush) {
        this.enablePush = enablePush;
    }

    /** The protocol's {@code http2-max-concurrent-streams} when that is unset. */
    public Integer getMaxConcurrentStreams() {
        return maxConcurrentStreams;
    }

    public int getMaxConcurrentStreamsOrDefault() {
        return orDefault(maxConcurrentStreams, DEFAULT_MAX_CONCURRENT_STREAMS);
    }

    public void setMaxConcurrentStreams(Integer maxConcurrentStreams) {
        this.maxConcurrentStreams = maxConcurrentStreams;
    }

    /** The protocol's {@code http2-initial-window-size} (per stream) when that is unset. */
    public Integer getInitialWindowSize() {
        return initialWindowSize;
    }

    public int getInitialWindowSizeOrDefault() {
        return orDefault(initialWindowSize, DEFAULT_INITIAL_WINDOW_SIZE);
    }

    public void setInitialWindowSize(Integer initialWindowSize) {
        this.initialWindowSize = initialWindowSize;
    }

    /** The protocol's {@code http2-connection-window-size} when that is unset. */
    public Integer getConnectionInitialWindowSize() {
        return connectionInitialWindowSize;
    }

    public Integer getConnectionInitialWindowSizeOrDefault() {
        return orDefault(connectionInitialWindowSize, DEFAULT_CONNECTION_INITIAL_WINDOW_SIZE_KEY);
    }

    public void setConnectionInitialWindowSize(Integer connectionInitialWindowSize) {
        this.connectionInitialWindowSize = connectionInitialWindowSize;
    }

    /** The protocol's {@code http2-max-frame-size} when that is unset. */
    public Integer getMaxFrameSize() {
        return maxFrameSize;
    }

    public int getMaxFrameSizeOrDefault() {
        return orDefault(maxFrameSize, DEFAULT_MAX_FRAME_SIZE);
    }

    public void setMaxFrameSize(Integer maxFrameSize) {
        this.maxFrameSize = maxFrameSize;
    }

    /** The protocol's {@code http2-max-header-list-size} when that is unset. */
    public Integer getMaxHeaderListSize() {
        return maxHeaderListSize;
    }

    public int getMaxHeaderListSizeOrDefault() {
        return orDefault(maxHeaderListSize, DEFAULT_MAX_HEADER_LIST_SIZE);
    }

    public void setMaxHeaderListSize(Integer maxHeaderListSize) {
        this.maxHeaderListSize = maxHeaderListSize;
    }

    private static int orDefault(Integer value, int fallback) {
        return value == null ? fallback : value;
    }

    private Object[] values() {
        return new Object[] {verbose, maxBodySize, maxResponseBodySize, maxChunkSize, maxHeaderSize,
            maxInitialLineLength, initialBufferSize, headerTableSize, enablePush, maxConcurrentStreams,
            initialWindowSize, connectionInitialWindowSize, maxFrameSize, maxHeaderListSize};
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TripleConfig && Arrays.equals(values(), ((TripleConfig) o).values());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values());
    }

    @Override
    public String toString() {
        return "<dubbo:triple>";
    }
}
