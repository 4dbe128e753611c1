package io.github.dubbotuned.benchmark.rawnetty;

import com.alibaba.com.caucho.hessian.io.Hessian2Input;
import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import com.alibaba.com.caucho.hessian.io.SerializerFactory;
import io.github.dubbotuned.benchmark.api.User;
import io.github.dubbotuned.benchmark.api.UserService;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufInputStream;
import io.netty.buffer.ByteBufOutputStream;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * Request and response bodies in dubbo's hessian2 layout. As in Dubbo, every message gets a new
 * {@link Hessian2Output} / {@link Hessian2Input} (so each carries its class definitions again) over one shared
 * {@link SerializerFactory}.
 */
final class Hessian2Bodies {

    static final String DUBBO_VERSION = "2.0.2";
    static final String SERVICE = UserService.class.getName();
    private static final String SERVICE_VERSION = "0.0.0";
    /** Dubbo's response kind "value with attachments". */
    private static final int VALUE_WITH_ATTACHMENTS = 4;
    private static final SerializerFactory FACTORY = new SerializerFactory();
    private static final Map<String, String> RESPONSE_ATTACHMENTS = new HashMap<String, String>();

    static {
        RESPONSE_ATTACHMENTS.put("dubbo", DUBBO_VERSION);
    }

    private Hessian2Bodies() {
    }

    /** The method and its argument, as a request body. */
    static void writeRequest(ByteBuf out, UserMethod method, Object argument) throws IOException {
        Hessian2Output h = new Hessian2Output(new ByteBufOutputStream(out));
        h.setSerializerFactory(FACTORY);
        h.writeString(DUBBO_VERSION);
        h.writeString(SERVICE);
        h.writeString(SERVICE_VERSION);
        h.writeString(method.name());
        h.writeString(method.descriptor());
        method.writeArgument(h, argument);
        Map<String, String> attachments = new HashMap<String, String>();
        attachments.put("path", SERVICE);
        attachments.put("interface", SERVICE);
        attachments.put("version", SERVICE_VERSION);
        attachments.put("timeout", "3000");
        h.writeObject(attachments);
        h.flush();
    }

    /** Reads a request body; returns the method, with its argument stored in {@code argument[0]}. */
    static UserMethod readRequest(ByteBuf in, Object[] argument) throws IOException {
        Hessian2Input h = new Hessian2Input(new ByteBufInputStream(in));
        h.setSerializerFactory(FACTORY);
        h.readString();
        h.readString();
        h.readString();
        UserMethod method = UserMethod.valueOf(h.readString());
        h.readString();
        argument[0] = method.readArgument(h);
        h.readObject(Map.class);
        return method;
    }

    static void writeResponse(ByteBuf out, Object value) throws IOException {
        Hessian2Output h = new Hessian2Output(new ByteBufOutputStream(out));
        h.setSerializerFactory(FACTORY);
        h.writeInt(VALUE_WITH_ATTACHMENTS);
        h.writeObject(value);
        h.writeObject(RESPONSE_ATTACHMENTS);
        h.flush();
    }

    static Object readResponse(ByteBuf in, UserMethod method) throws IOException {
        Hessian2Input h = new Hessian2Input(new ByteBufInputStream(in));
        h.setSerializerFactory(FACTORY);
        int kind = h.readInt();
        if (kind != VALUE_WITH_ATTACHMENTS) {
            throw new IOException("unexpected response kind " + kind);
        }
        Object value = h.readObject(method.returnType());
        h.readObject(Map.class);
        return value;
    }

    static User readUser(Hessian2Input h) throws IOException {
        return (User) h.readObject(User.class);
    }
}
