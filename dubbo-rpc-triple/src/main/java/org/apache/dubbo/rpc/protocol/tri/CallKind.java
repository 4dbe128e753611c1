package org.apache.dubbo.rpc.protocol.tri;

import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;

import org.apache.dubbo.common.stream.StreamObserver;

/**
 * How a Java method maps onto a triple call, read from its signature as Apache Dubbo reads it:
 * <ul>
 *   <li>{@code R m(A...)} or {@code CompletableFuture<R> m(A...)}: unary;</li>
 *   <li>{@code void m(Req, StreamObserver<Resp>)}: server streaming;</li>
 *   <li>{@code StreamObserver<Req> m(StreamObserver<Resp>)}: client or bidirectional streaming (on the wire they
 *       differ only in how many responses the server sends, so one kind serves both).</li>
 * </ul>
 */
enum CallKind {
    UNARY,
    SERVER_STREAM,
    BIDI_STREAM;

    static CallKind of(Method method) {
        Class<?>[] params = method.getParameterTypes();
        if (params.length == 1 && params[0] == StreamObserver.class
                && method.getReturnType() == StreamObserver.class) {
            return BIDI_STREAM;
        }
        if (params.length == 2 && params[1] == StreamObserver.class && method.getReturnType() == void.class) {
            return SERVER_STREAM;
        }
        return UNARY;
    }

    /** The element type of a {@code StreamObserver<T>} parameter or return type (Object when unknown). */
    static Type observed(Type observerType) {
        if (observerType instanceof ParameterizedType) {
            return ((ParameterizedType) observerType).getActualTypeArguments()[0];
        }
        return Object.class;
    }

    static Class<?> raw(Type type) {
        if (type instanceof Class) {
            return (Class<?>) type;
        }
        if (type instanceof ParameterizedType) {
            return raw(((ParameterizedType) type).getRawType());
        }
        return Object.class;
    }
}
