package org.apache.dubbo.remoting.codec;

import java.util.List;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.ByteToMessageDecoder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Splits the inbound byte stream into {@link InboundFrame}s. It checks the magic, the sign of the body length and
 * the payload limit as soon as a header is complete — before buffering a body — and turns a violation into a
 * {@link FrameViolation} message, after which the rest of the connection's input is discarded.
 *
 * <p>One instance per channel (it keeps the violation state).
 */
public final class FrameDecoder extends ByteToMessageDecoder {

    private static final Logger log = LoggerFactory.getLogger(FrameDecoder.class);

    private final int payloadLimit;
    private boolean broken;

    /** @param payloadLimit maximum body length in bytes; 0 or less disables the check */
    public FrameDecoder(int payloadLimit) {
        this.payloadLimit = payloadLimit;
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
        if (broken) {
            in.skipBytes(in.readableBytes());
            return;
        }
        while (in.readableBytes() >= 2) {
            int start = in.readerIndex();
            if (in.getByte(start) != FrameHeader.MAGIC_HIGH || in.getByte(start + 1) != FrameHeader.MAGIC_LOW) {
                int shown = Math.min(in.readableBytes(), 16);
                fail(in, out, new FrameViolation(FrameViolation.Kind.BAD_MAGIC,
                        "Frame does not start with the dubbo magic 0xDABB (first bytes: "
                                + ByteBufUtil.hexDump(in, start, shown) + ")", (byte) 0, 0, 0));
                return;
            }
            if (in.readableBytes() < FrameHeader.LENGTH) {
                return;
            }
            byte flag = in.getByte(start + FrameHeader.FLAG_OFFSET);
            byte status = in.getByte(start + FrameHeader.STATUS_OFFSET);
            long id = in.getLong(start + FrameHeader.ID_OFFSET);
            int length = in.getInt(start + FrameHeader.LENGTH_OFFSET);
            if (length < 0) {
                fail(in, out, new FrameViolation(FrameViolation.Kind.NEGATIVE_LENGTH,
                        "Frame id " + id + " announces a negative body length " + length, flag, id, length));
                return;
            }
            if (payloadLimit > 0 && length > payloadLimit) {
                fail(in, out, new FrameViolation(FrameViolation.Kind.OVERSIZED,
                        "Data length too large: " + length + ", max payload: " + payloadLimit + " (frame id " + id
                                + ")", flag, id, length));
                return;
            }
            if (in.readableBytes() < FrameHeader.LENGTH + length) {
                return;
            }
            byte[] body = new byte[length];
            in.getBytes(start + FrameHeader.LENGTH, body);
            in.skipBytes(FrameHeader.LENGTH + length);
            out.add(new InboundFrame(flag, status, id, body));
        }
    }

    @Override
    protected void decodeLast(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) throws Exception {
        decode(ctx, in, out);
        if (!broken && in.isReadable()) {
            String detail = in.readableBytes() >= FrameHeader.LENGTH
                    ? in.readableBytes() - FrameHeader.LENGTH + " of " + in.getInt(in.readerIndex()
                        + FrameHeader.LENGTH_OFFSET) + " body bytes"
                    : in.readableBytes() + " of " + FrameHeader.LENGTH + " header bytes";
            log.warn("Connection {} closed in the middle of a frame ({} had arrived); the partial frame is dropped",
                    ctx.channel(), detail);
            in.skipBytes(in.readableBytes());
        }
    }

    private void fail(ByteBuf in, List<Object> out, FrameViolation violation) {
        broken = true;
        in.skipBytes(in.readableBytes());
        out.add(violation);
    }
}
