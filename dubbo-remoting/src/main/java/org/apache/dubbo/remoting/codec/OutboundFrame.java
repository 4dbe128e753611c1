package org.apache.dubbo.remoting.codec;

import io.netty.buffer.ByteBuf;

/**
 * What was written: the header of one outgoing dubbo frame, read before the bytes left, for handlers that watch
 * what a channel sends ({@code ChannelHandler.sent}). The body is not kept.
 */
public final class OutboundFrame {

    private final byte flag;
    private final byte status;
    private final long id;
    private final int bodyLength;

    private OutboundFrame(byte flag, byte status, long id, int bodyLength) {
        this.flag = flag;
        this.status = status;
        this.id = id;
        this.bodyLength = bodyLength;
    }

    /** The frame starting at the reader index of {@code frame}, or null when it does not hold a whole header. */
    public static OutboundFrame peek(ByteBuf frame) {
        int start = frame.readerIndex();
        if (frame.readableBytes() < FrameHeader.LENGTH || frame.getShort(start) != FrameHeader.MAGIC) {
            return null;
        }
        return new OutboundFrame(frame.getByte(start + FrameHeader.FLAG_OFFSET),
                frame.getByte(start + FrameHeader.STATUS_OFFSET), frame.getLong(start + FrameHeader.ID_OFFSET),
                frame.getInt(start + FrameHeader.LENGTH_OFFSET));
    }

    public byte flag() {
        return flag;
    }

    public byte status() {
        return status;
    }

    public long id() {
        return id;
    }

    public int bodyLength() {
        return bodyLength;
    }

    public boolean isRequest() {
        return FrameHeader.isRequest(flag);
    }

    public boolean isTwoWay() {
        return FrameHeader.isTwoWay(flag);
    }

    public boolean isEvent() {
        return FrameHeader.isEvent(flag);
    }

    public int serializationId() {
        return FrameHeader.serializationId(flag);
    }

    @Override
    public String toString() {
        return (isRequest() ? "Request" : "Response") + "[id=" + id + (isEvent() ? ", event" : "")
                + (isRequest() ? "" : ", status=" + status) + ", body=" + bodyLength + " bytes]";
    }
}
