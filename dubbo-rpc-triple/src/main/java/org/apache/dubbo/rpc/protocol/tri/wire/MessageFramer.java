package org.apache.dubbo.rpc.protocol.tri.wire;

import java.io.IOException;
import java.nio.ByteBuffer;

import com.google.protobuf.CodedOutputStream;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;

/** Writes gRPC's length-prefixed messages: a flag byte (0: not compressed), four length bytes, the message. */
public final class MessageFramer {

    public static final int PREFIX_LENGTH = 5;

    private MessageFramer() {
    }

    /** A protobuf-encoded message of a known size (a message itself, or a wrapper). */
    public interface Body {
        /** The exact number of bytes {@link #writeTo} writes. */
        int size();

        void writeTo(CodedOutputStream out) throws IOException;
    }

    /**
     * A framed message: the buffer is allocated once at its final size and protobuf encodes straight into it (no
     * intermediate array), so a message is written once whatever its size.
     */
    public static ByteBuf frame(ByteBufAllocator alloc, Body body) throws IOException {
        int size = body.size();
        ByteBuf buf = alloc.buffer(PREFIX_LENGTH + size);
        boolean done = false;
        try {
            buf.writeByte(0).writeInt(size);
            ByteBuffer target = buf.nioBuffer(PREFIX_LENGTH, size);
            CodedOutputStream out = CodedOutputStream.newInstance(target);
            body.writeTo(out);
            out.flush();
            if (out.spaceLeft() != 0) {
                throw new IOException("message body wrote " + (size - out.spaceLeft()) + " bytes but announced "
                        + size);
            }
            if (buf.nioBufferCount() != 1) {
                // a buffer of several components gave a copy: put the bytes where they belong
                target.flip();
                buf.setBytes(PREFIX_LENGTH, target);
            }
            buf.writerIndex(PREFIX_LENGTH + size);
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
