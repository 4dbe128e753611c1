package org.apache.dubbo.remoting.codec;

/**
 * Emitted by {@link FrameDecoder} instead of a frame when the byte stream breaks the protocol. After a
 * violation the decoder discards everything else on that connection: the connection handler reports the
 * violation (answering the offending request, or failing the matching call, where the header allows it) and
 * closes the channel.
 */
public final class FrameViolation {

    public enum Kind {
        /** The first two bytes of a frame were not {@code 0xDABB}. */
        BAD_MAGIC,
        /** The body length in the header is negative. */
        NEGATIVE_LENGTH,
        /** The body length in the header exceeds the payload limit. */
        OVERSIZED
    }

    private final Kind kind;
    private final String reason;
    private final byte flag;
    private final long id;
    private final int bodyLength;

    FrameViolation(Kind kind, String reason, byte flag, long id, int bodyLength) {
        this.kind = kind;
        this.reason = reason;
        this.flag = flag;
        this.id = id;
        this.bodyLength = bodyLength;
    }

    public Kind kind() {
        return kind;
    }

    /** Human-readable description naming the offending values. */
    public String reason() {
        return reason;
    }

    /** Whether the header was intact enough that {@link #id()} and {@link #flag()} are meaningful. */
    public boolean hasHeader() {
        return kind != Kind.BAD_MAGIC;
    }

    public byte flag() {
        return flag;
    }

    public long id() {
        return id;
    }

    public int bodyLength() {
        return bodyLength;
    }

    @Override
    public String toString() {
        return reason;
    }
}
