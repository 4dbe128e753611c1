package org.apache.dubbo.rpc.protocol.tri;

import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.concurrent.CompletableFuture;

import org.apache.dubbo.common.serialize.Serialization;

/**
 * One method of a service as a triple call: its kind, the name it has in {@code :path}, and how its messages are
 * encoded. Protobuf mode when every message of the call is a protobuf message (the request and response of a unary
 * method with a single argument, or the element types of a stream), Apache Dubbo's wrapped mode otherwise.
 */
final class TripleMethod {

    private final Method method;
    private final CallKind kind;
    private final String wireName;
    private final boolean protobuf;
    private final PayloadCodec codec;
    private final Class<?> valueType;
    private final Type genericValueType;

    private TripleMethod(Method method, CallKind kind, String wireName, boolean protobuf, PayloadCodec codec,
                         Class<?> valueType, Type genericValueType) {
        this.method = method;
        this.kind = kind;
        this.wireName = wireName;
        this.protobuf = protobuf;
        this.codec = codec;
        this.valueType = valueType;
        this.genericValueType = genericValueType;
    }

    static TripleMethod of(Method method, Serialization serialization, ProtoNames protoNames) {
        CallKind kind = CallKind.of(method);
        Type requestType;
        Type responseType;
        Class<?>[] wrappedParams;
        Type[] wrappedGenericParams;
        switch (kind) {
            case SERVER_STREAM:
                requestType = method.getGenericParameterTypes()[0];
                responseType = CallKind.observed(method.getGenericParameterTypes()[1]);
                wrappedParams = new Class<?>[] {method.getParameterTypes()[0]};
                wrappedGenericParams = new Type[] {requestType};
                break;
            case BIDI_STREAM:
                requestType = CallKind.observed(method.getGenericReturnType());
                responseType = CallKind.observed(method.getGenericParameterTypes()[0]);
                wrappedParams = new Class<?>[] {CallKind.raw(requestType)};
                wrappedGenericParams = new Type[] {requestType};
                break;
            default:
                requestType = method.getParameterCount() == 1 ? method.getGenericParameterTypes()[0] : null;
                responseType = unwrapFuture(method.getGenericReturnType());
                wrappedParams = method.getParameterTypes();
                wrappedGenericParams = method.getGenericParameterTypes();
        }
        Class<?> requestClass = requestType == null ? null : CallKind.raw(requestType);
        Class<?> responseClass = CallKind.raw(responseType);
        boolean protobuf = ProtobufCodec.isMessage(requestClass) && ProtobufCodec.isMessage(responseClass);
        PayloadCodec codec = protobuf ? new ProtobufCodec(requestClass, responseClass)
                : new WrappedCodec(wrappedParams, wrappedGenericParams, responseClass, responseType, serialization);
        String wireName = protobuf ? protoNames.methodName(method.getName(), requestClass, responseClass)
                : method.getName();
        return new TripleMethod(method, kind, wireName, protobuf, codec, responseClass, responseType);
    }

    private static Type unwrapFuture(Type returnType) {
        if (returnType instanceof ParameterizedType
                && ((ParameterizedType) returnType).getRawType() == CompletableFuture.class) {
            return ((ParameterizedType) returnType).getActualTypeArguments()[0];
        }
        return returnType == CompletableFuture.class ? Object.class : returnType;
    }

    Method method() {
        return method;
    }

    String javaName() {
        return method.getName();
    }

    CallKind kind() {
        return kind;
    }

    /** The method's name in {@code :path}. */
    String wireName() {
        return wireName;
    }

    boolean isProtobuf() {
        return protobuf;
    }

    PayloadCodec codec() {
        return codec;
    }

    /** The type of one response value (the unary result, or a stream element). */
    Class<?> valueType() {
        return valueType;
    }

    Type genericValueType() {
        return genericValueType;
    }

    @Override
    public String toString() {
        return method.getDeclaringClass().getName() + "#" + method.getName() + " (" + kind
                + (protobuf ? ", protobuf" : ", wrapped") + ", /" + wireName + ")";
    }
}
