package io.github.dubbotuned.benchmark.rawnetty;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufInputStream;
import io.netty.buffer.ByteBufOutputStream;
import org.apache.dubbo.common.serialize.ObjectInput;
import org.apache.dubbo.common.serialize.ObjectOutput;
import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.common.serialize.Serializations;

import java.io.IOException;
import java.util.Map;

/**
 * {@code --codec tuned}: the bodies through Dubbo Tuned's hessian2 serialization ({@code dubbo-serialization}): its
 * reused per-thread writer and reader, the fast paths for strings, boxes and {@code java.time}, and the cached field
 * tables for plain objects, whose bytes are those hessian-lite writes (its golden tests). Nothing else of Dubbo
 * Tuned is used: no codec, exchange or invocation objects.
 */
final class TunedHessian2Bodies implements BodyCodec {

    private final Serialization hessian2 = Serializations.byName("hessian2");

    @Override
    public void writeRequest(ByteBuf out, UserMethod method, Object argument) throws IOException {
        ObjectOutput h = hessian2.serialize(new ByteBufOutputStream(out));
        try {
            h.writeUTF(DUBBO_VERSION);
            h.writeUTF(SERVICE);
            h.writeUTF(SERVICE_VERSION);
            h.writeUTF(method.name());
            h.writeUTF(method.descriptor());
            switch (method.argument()) {
                case STRING:
                    h.writeUTF((String) argument);
                    break;
                case LONG:
                    h.writeLong((Long) argument);
                    break;
                case INT:
                    h.writeInt((Integer) argument);
                    break;
                default:
                    h.writeObject(argument);
            }
            h.writeObject(REQUEST_ATTACHMENTS);
            h.flushBuffer();
        } finally {
            h.cleanup();
        }
    }

    @Override
    public UserMethod readRequest(ByteBuf in, Object[] argument) throws IOException {
        ObjectInput h = hessian2.deserialize(new ByteBufInputStream(in));
        try {
            h.readUTF();
            h.readUTF();
            h.readUTF();
            UserMethod method = UserMethod.named(h.readUTF());
            h.readUTF();
            switch (method.argument()) {
                case STRING:
                    argument[0] = h.readUTF();
                    break;
                case LONG:
                    argument[0] = h.readLong();
                    break;
                case INT:
                    argument[0] = h.readInt();
                    break;
                default:
                    argument[0] = h.readObject(method.argumentType());
            }
            h.readObject(Map.class);
            return method;
        } catch (ClassNotFoundException e) {
            throw new IOException("a request names a class this JVM does not have", e);
        } finally {
            h.cleanup();
        }
    }

    @Override
    public void writeResponse(ByteBuf out, Object value) throws IOException {
        ObjectOutput h = hessian2.serialize(new ByteBufOutputStream(out));
        try {
            h.writeInt(VALUE_WITH_ATTACHMENTS);
            h.writeObject(value);
            h.writeObject(RESPONSE_ATTACHMENTS);
            h.flushBuffer();
        } finally {
            h.cleanup();
        }
    }

    @Override
    public Object readResponse(ByteBuf in, UserMethod method) throws IOException {
        ObjectInput h = hessian2.deserialize(new ByteBufInputStream(in));
        try {
            int kind = h.readInt();
            if (kind != VALUE_WITH_ATTACHMENTS) {
                throw new IOException("unexpected response kind " + kind);
            }
            Object value = h.readObject(method.returnType());
            h.readObject(Map.class);
            return value;
        } catch (ClassNotFoundException e) {
            throw new IOException("a response names a class this JVM does not have", e);
        } finally {
            h.cleanup();
        }
    }
}
