package io.github.dubbotuned.benchmark.rawnetty;

import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.LengthFieldBasedFrameDecoder;

/**
 * The dubbo protocol's 16-byte header, written by hand: magic {@code 0xdabb}, flags (request, two-way, serialization
 * id), status, request id, body length. The ceiling puts the very bytes a Dubbo stack would put on the wire.
 */
final class DubboFrame {

    static final int HEADER_LENGTH = 16;
    static final short MAGIC = (short) 0xdabb;
    static final byte HESSIAN2 = 2;
    static final byte REQUEST_TWO_WAY = (byte) (0x80 | 0x40 | HESSIAN2);
    static final byte RESPONSE = HESSIAN2;
    static final byte OK = 20;
    private static final int MAX_FRAME = 16 * 1024 * 1024;

    private DubboFrame() {
    }

    /** Splits the stream into whole frames, header included. */
    static LengthFieldBasedFrameDecoder decoder() {
        return new LengthFieldBasedFrameDecoder(MAX_FRAME, 12, 4, 0, 0);
    }

    /** Writes a header with a zero length; {@link #finish} fills it in once the body is written. */
    static void startHeader(ByteBuf out, byte flags, byte status, long id) {
        out.writeShort(MAGIC);
        out.writeByte(flags);
        out.writeByte(status);
        out.writeLong(id);
        out.writeInt(0);
    }

    static void finish(ByteBuf frame, int frameStart) {
        frame.setInt(frameStart + 12, frame.writerIndex() - frameStart - HEADER_LENGTH);
    }

    static long id(ByteBuf frame) {
        return frame.getLong(frame.readerIndex() + 4);
    }

    /** Moves the reader past the header, to the body. */
    static void skipHeader(ByteBuf frame) {
        frame.skipBytes(HEADER_LENGTH);
    }
}
