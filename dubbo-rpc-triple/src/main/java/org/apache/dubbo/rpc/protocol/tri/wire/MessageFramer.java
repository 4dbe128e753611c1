package org.apache.dubbo.rpc.protocol.tri.wire;

import java.io.IOException;
import java.io.OutputStream;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.ByteBufOutputStream;

/** Writes gRPC's length-prefixed messages: a flag byte (0: not compressed), four length bytes, the message. */
public final class MessageFramer {

    public static final int PREFIX_LENGTH = 5;

    private MessageFramer() {
    }

    /** Writes a message of a known size straight into a buffer with its prefix. */
    public interface Body {
        /** The exact number of bytes {@link #writeTo} writes. */
        int size();

        void writeTo(OutputStream out) throws IOException;
    }

    /** A framed message: allocated once at its final size, so large messages are copied once. */
    public static ByteBuf frame(ByteBufAllocator alloc, Body body) throws IOException {
        int size = body.size();
        ByteBuf buf = alloc.buffer(PREFIX_LENGTH + size);
        boolean done = false;
        try {
            buf.writeByte(0).writeInt(size);
            body.writeTo(new ByteBufOutputStream(buf));
            if (buf.readableBytes() != PREFIX_LENGTH + size) {
                throw new IOException("message body wrote " + (buf.readableBytes() - PREFIX_LENGTH)
                        + " bytes but announced " + size);
            }
            done = true;
            return buf;
        } finally {
            if (!done) {
                buf.release();
            }
        }
    }

    public static ByteBuf frame(ByteBufAllocator alloc, byte[] message) {
        ByteBuf buf = alloc.buffer(PREFIX_LENGTH + message.length);
        return buf.writeByte(0).writeInt(message.length).writeBytes(message);
    }
}
