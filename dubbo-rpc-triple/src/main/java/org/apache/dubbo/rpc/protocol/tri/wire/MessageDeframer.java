package org.apache.dubbo.rpc.protocol.tri.wire;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.GZIPInputStream;

import io.netty.buffer.ByteBuf;
import org.apache.dubbo.rpc.TriRpcStatus;

/**
 * Cuts one stream's DATA bytes into gRPC messages. Frames and messages are independent: a frame may carry several
 * messages or a piece of one. Each complete message is handed over as its own {@code byte[]} (nothing stays
 * referenced after this returns), together with how many of the bytes just fed belong to it, so the stream can
 * return HTTP/2 flow-control credit for a message only when the application has taken it, and at once for the bytes
 * of a message still incomplete (which are bounded by the maximum message size).
 *
 * <p>Violations — a message larger than the limit, an unknown flag, a compressed message without a known
 * {@code grpc-encoding}, a corrupt compressed message — end the stream with the gRPC status gRPC prescribes
 * ({@link MessageException}); nothing of the offending message is buffered beyond its prefix.
 */
public final class MessageDeframer {

    /** Receives the messages of one {@link #feed} call, in order. */
    public interface Sink {
        /**
         * @param message the message bytes (decompressed)
         * @param credit  how many of the fed bytes belong to this message (its prefix and body, minus what earlier
         *                feeds carried): the flow-control credit to return once the message is consumed
         */
        void onMessage(byte[] message, int credit) throws MessageException;
    }

    /** A broken message stream, with the status to end the call with. */
    public static final class MessageException extends Exception {
        private static final long serialVersionUID = 1L;
        private final TriRpcStatus status;

        public MessageException(TriRpcStatus status) {
            super(status.toMessageWithoutCause());
            this.status = status;
        }

        public TriRpcStatus status() {
            return status;
        }
    }

    private final int maxMessageSize;
    private final String encoding;
    private final byte[] prefix = new byte[MessageFramer.PREFIX_LENGTH];
    private int prefixRead;
    private byte[] body;
    private int bodyRead;
    private boolean compressed;

    /**
     * @param maxMessageSize largest message accepted (compressed and decompressed); 0 or less: no limit
     * @param encoding       the stream's {@code grpc-encoding} header, or null
     */
    public MessageDeframer(int maxMessageSize, CharSequence encoding) {
        this.maxMessageSize = maxMessageSize <= 0 ? Integer.MAX_VALUE : maxMessageSize;
        this.encoding = encoding == null ? null : encoding.toString();
    }

    /**
     * Consumes all of {@code data}; returns how many of its bytes belong to a message still incomplete (credit the
     * caller may return at once).
     */
    public int feed(ByteBuf data, Sink sink) throws MessageException {
        int fedHere = 0;
        while (data.isReadable()) {
            if (body == null) {
                int n = Math.min(MessageFramer.PREFIX_LENGTH - prefixRead, data.readableBytes());
                data.readBytes(prefix, prefixRead, n);
                prefixRead += n;
                fedHere += n;
                if (prefixRead < MessageFramer.PREFIX_LENGTH) {
                    break;
                }
                startBody();
            }
            int n = Math.min(body.length - bodyRead, data.readableBytes());
            data.readBytes(body, bodyRead, n);
            bodyRead += n;
            fedHere += n;
            if (bodyRead == body.length) {
                byte[] message = compressed ? decompress(body) : body;
                int credit = fedHere;
                reset();
                fedHere = 0;
                sink.onMessage(message, credit);
            }
        }
        return fedHere;
    }

    /** Whether a message has begun but not ended (a stream that ends now was cut). */
    public boolean hasPartialMessage() {
        return prefixRead > 0;
    }

    private void startBody() throws MessageException {
        int flag = prefix[0] & 0xFF;
        long length = ((prefix[1] & 0xFFL) << 24) | ((prefix[2] & 0xFFL) << 16) | ((prefix[3] & 0xFFL) << 8)
                | (prefix[4] & 0xFFL);
        if ((flag & 0xFE) != 0) {
            throw new MessageException(TriRpcStatus.fromCode(TriRpcStatus.Code.INTERNAL)
                    .withDescription("Invalid gRPC message flag " + flag + ": only 0 and 1 are defined"));
        }
        if (length > maxMessageSize) {
            throw new MessageException(TriRpcStatus.fromCode(TriRpcStatus.Code.RESOURCE_EXHAUSTED)
                    .withDescription("gRPC message of " + length + " bytes exceeds the maximum of "
                            + maxMessageSize + " (payload)"));
        }
        compressed = flag == 1;
        if (compressed && !"gzip".equalsIgnoreCase(encoding)) {
            throw new MessageException(TriRpcStatus.fromCode(TriRpcStatus.Code.INTERNAL)
                    .withDescription("Compressed gRPC message with grpc-encoding '" + encoding
                            + "'; only gzip is supported"));
        }
        body = new byte[(int) length];
        bodyRead = 0;
    }

    private void reset() {
        prefixRead = 0;
        body = null;
        bodyRead = 0;
    }

    private byte[] decompress(byte[] data) throws MessageException {
        try (InputStream in = new GZIPInputStream(new java.io.ByteArrayInputStream(data))) {
            ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, data.length * 2));
            byte[] chunk = new byte[8192];
            int n;
            while ((n = in.read(chunk)) > 0) {
                if (out.size() + n > maxMessageSize) {
                    throw new MessageException(TriRpcStatus.fromCode(TriRpcStatus.Code.RESOURCE_EXHAUSTED)
                            .withDescription("Decompressed gRPC message exceeds the maximum of " + maxMessageSize
                                    + " bytes (payload)"));
                }
                out.write(chunk, 0, n);
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new MessageException(TriRpcStatus.fromCode(TriRpcStatus.Code.INTERNAL)
                    .withDescription("Corrupt gzip-compressed gRPC message: " + e.getMessage()));
        }
    }
}
