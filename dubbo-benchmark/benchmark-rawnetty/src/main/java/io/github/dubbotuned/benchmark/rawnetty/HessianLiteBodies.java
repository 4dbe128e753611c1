package io.github.dubbotuned.benchmark.rawnetty;

import com.alibaba.com.caucho.hessian.io.Hessian2Input;
import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import com.alibaba.com.caucho.hessian.io.SerializerFactory;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufInputStream;
import io.netty.buffer.ByteBufOutputStream;

import java.io.IOException;
import java.util.Map;

/**
 * {@code --codec hessian-lite}: the bodies through hessian-lite's own {@link Hessian2Output} and {@link Hessian2Input}
 * over one shared {@link SerializerFactory}, a new writer and reader per message, as Apache Dubbo's hessian2
 * serialization uses them. Whichever hessian-lite is on the class path does the work: {@code com.alibaba:hessian-lite}
 * 3.2.x (Apache Dubbo 2.7 to 3.2), or {@code org.apache.dubbo:hessian-lite} 4.x (Apache Dubbo 3.3), which has the
 * same package and class names.
 */
final class HessianLiteBodies implements BodyCodec {

    private static final SerializerFactory FACTORY = new SerializerFactory();

    @Override
    public void writeRequest(ByteBuf out, UserMethod method, Object argument) throws IOException {
        Hessian2Output h = output(out);
        h.writeString(DUBBO_VERSION);
        h.writeString(SERVICE);
        h.writeString(SERVICE_VERSION);
        h.writeString(method.name());
        h.writeString(method.descriptor());
        switch (method.argument()) {
            case STRING:
                h.writeString((String) argument);
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
        h.flush();
    }

    @Override
    public UserMethod readRequest(ByteBuf in, Object[] argument) throws IOException {
        Hessian2Input h = input(in);
        h.readString();
        h.readString();
        h.readString();
        UserMethod method = UserMethod.named(h.readString());
        h.readString();
        switch (method.argument()) {
            case STRING:
                argument[0] = h.readString();
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
    }

    @Override
    public void writeResponse(ByteBuf out, Object value) throws IOException {
        Hessian2Output h = output(out);
        h.writeInt(VALUE_WITH_ATTACHMENTS);
        h.writeObject(value);
        h.writeObject(RESPONSE_ATTACHMENTS);
        h.flush();
    }

    @Override
    public Object readResponse(ByteBuf in, UserMethod method) throws IOException {
        Hessian2Input h = input(in);
        int kind = h.readInt();
        if (kind != VALUE_WITH_ATTACHMENTS) {
            throw new IOException("unexpected response kind " + kind);
        }
        Object value = h.readObject(method.returnType());
        h.readObject(Map.class);
        return value;
    }

    private static Hessian2Output output(ByteBuf out) {
        Hessian2Output h = new Hessian2Output(new ByteBufOutputStream(out));
        h.setSerializerFactory(FACTORY);
        return h;
    }

    private static Hessian2Input input(ByteBuf in) {
        Hessian2Input h = new Hessian2Input(new ByteBufInputStream(in));
        h.setSerializerFactory(FACTORY);
        return h;
    }
}
