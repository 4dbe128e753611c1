package org.apache.dubbo.rpc.protocol.tri;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;

import com.google.protobuf.CodedOutputStream;
import org.apache.dubbo.common.serialize.ObjectInput;
import org.apache.dubbo.common.serialize.ObjectOutput;
import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.common.serialize.Serializations;
import org.apache.dubbo.rpc.protocol.tri.wire.MessageFramer;
import org.apache.dubbo.rpc.protocol.tri.wire.WrappedRequest;
import org.apache.dubbo.rpc.protocol.tri.wire.WrappedResponse;

/**
 * A plain-interface method in Apache Dubbo's wrapped mode: the arguments, each serialized on its own (hessian2 by
 * default), in a {@link WrappedRequest} with their declared type names; the value or exception in a
 * {@link WrappedResponse}. Apache Dubbo 3.3 names hessian2 {@code hessian4} in the wrapper (what its hessian-lite 4
 * writes is hessian2); both names are read as hessian2, and {@code hessian4} is written for it.
 */
final class WrappedCodec implements PayloadCodec {

    static final String HESSIAN2 = "hessian2";
    static final String HESSIAN2_WIRE_NAME = "hessian4";

    private final Class<?>[] parameterTypes;
    private final Type[] genericParameterTypes;
    private final Class<?> returnType;
    private final Type genericReturnType;
    private final List<String> argTypeNames;
    private final Serialization serialization;
    private final String wireName;

    WrappedCodec(Class<?>[] parameterTypes, Type[] genericParameterTypes, Class<?> returnType,
                 Type genericReturnType, Serialization serialization) {
        this.parameterTypes = parameterTypes;
        this.genericParameterTypes = genericParameterTypes;
        this.returnType = returnType;
        this.genericReturnType = genericReturnType;
        this.serialization = serialization;
        this.wireName = wireName(Serializations.nameOf(serialization));
        List<String> names = new ArrayList<>(parameterTypes.length);
        for (Class<?> type : parameterTypes) {
            names.add(type.getName());
        }
        this.argTypeNames = names;
    }

    /** The same method, speaking the serialization a request named (answers go back in the caller's). */
    WrappedCodec withSerialization(Serialization other) {
        return other == serialization ? this : new WrappedCodec(parameterTypes, genericParameterTypes, returnType,
                genericReturnType, other);
    }

    List<String> argTypeNames() {
        return argTypeNames;
    }

    static String wireName(String serializationName) {
        return HESSIAN2.equals(serializationName) ? HESSIAN2_WIRE_NAME : serializationName;
    }

    /** The serialization a wrapper names; fails with the supported names for an unknown one. */
    static Serialization fromWireName(String name) {
        if (name == null || name.isEmpty() || HESSIAN2_WIRE_NAME.equals(name)) {
            return Serializations.byName(HESSIAN2);
        }
        return Serializations.byName(name);
    }

    @Override
    public MessageFramer.Body encodeRequest(Object[] args) throws IOException {
        List<byte[]> encoded = new ArrayList<>(parameterTypes.length);
        for (int i = 0; i < parameterTypes.length; i++) {
            encoded.add(serialize(args != null && i < args.length ? args[i] : null));
        }
        return body(new WrappedRequest(wireName, encoded, argTypeNames));
    }

    @Override
    public Object[] decodeRequest(byte[] message) throws IOException {
        return decodeArguments(WrappedRequest.parse(message));
    }

    Object[] decodeArguments(WrappedRequest request) throws IOException {
        List<byte[]> args = request.args();
        if (args.size() != parameterTypes.length) {
            throw new IOException("The request carries " + args.size() + " arguments, the method takes "
                    + parameterTypes.length);
        }
        Object[] values = new Object[args.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = deserialize(args.get(i), parameterTypes[i], genericParameterTypes[i]);
        }
        return values;
    }

    @Override
    public MessageFramer.Body encodeResponse(Object value) throws IOException {
        return body(new WrappedResponse(wireName, serialize(value), returnType.getName()));
    }

    @Override
    public MessageFramer.Body encodeException(Throwable exception) throws IOException {
        return body(new WrappedResponse(wireName, serialize(exception), returnType.getName()));
    }

    @Override
    public Object decodeResponse(byte[] message) throws IOException {
        WrappedResponse response = WrappedResponse.parse(message);
        return read(response, returnType, genericReturnType);
    }

    @Override
    public Throwable decodeException(byte[] message) throws IOException {
        Object value = read(WrappedResponse.parse(message), Throwable.class, Throwable.class);
        if (value instanceof Throwable) {
            return (Throwable) value;
        }
        throw new IOException("The provider reported an exception but sent a " + (value == null ? "null"
                : value.getClass().getName()));
    }

    @Override
    public boolean carriesExceptions() {
        return true;
    }

    private Object read(WrappedResponse response, Class<?> type, Type genericType) throws IOException {
        Serialization s = fromWireName(response.serializeType());
        return deserialize(s, response.data(), type, genericType);
    }

    private byte[] serialize(Object value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64);
        ObjectOutput out = serialization.serialize(bytes);
        try {
            out.writeObject(value);
            out.flushBuffer();
        } finally {
            out.cleanup();
        }
        return bytes.toByteArray();
    }

    private Object deserialize(byte[] data, Class<?> type, Type genericType) throws IOException {
        return deserialize(serialization, data, type, genericType);
    }

    private static Object deserialize(Serialization s, byte[] data, Class<?> type, Type genericType)
            throws IOException {
        ObjectInput in = s.deserialize(new ByteArrayInputStream(data));
        try {
            return type == void.class || type == Void.class ? in.readObject() : in.readObject(type, genericType);
        } catch (ClassNotFoundException e) {
            throw new IOException("The body names a class this JVM does not have: " + e.getMessage(), e);
        } finally {
            in.cleanup();
        }
    }

    private static MessageFramer.Body body(WrappedRequest request) {
        return new MessageFramer.Body() {
            @Override
            public int size() {
                return request.size();
            }

            @Override
            public void writeTo(CodedOutputStream out) throws IOException {
                request.writeTo(out);
            }
        };
    }

    private static MessageFramer.Body body(WrappedResponse response) {
        return new MessageFramer.Body() {
            @Override
            public int size() {
                return response.size();
            }

            @Override
            public void writeTo(CodedOutputStream out) throws IOException {
                response.writeTo(out);
            }
        };
    }
}
