package org.apache.dubbo.common.serialize.hessian2;

import java.math.BigInteger;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import com.alibaba.com.caucho.hessian.io.AbstractSerializerFactory;
import com.alibaba.com.caucho.hessian.io.Deserializer;
import com.alibaba.com.caucho.hessian.io.Serializer;

/**
 * Serializers for the JDK types whose default hessian-lite treatment reflects into JDK internals and therefore
 * fails on Java 16+ without {@code --add-opens}: exceptions, stack trace elements, {@link BigInteger} and the
 * immutable collections. Consulted by hessian before its own defaults.
 */
final class JdkSafeSerializerFactory extends AbstractSerializerFactory {

    private static final Serializer STACK_TRACE_SERIALIZER = new StackTraceElementCodec.Serializer();
    private static final Deserializer STACK_TRACE_DESERIALIZER = new StackTraceElementCodec.Deserializer();
    private static final Serializer BIG_INTEGER_SERIALIZER = new BigIntegerCodec.Serializer();
    private static final Deserializer BIG_INTEGER_DESERIALIZER = new BigIntegerCodec.Deserializer();

    private final ConcurrentMap<Class<?>, Serializer> throwableSerializers = new ConcurrentHashMap<>();
    private final ConcurrentMap<Class<?>, Deserializer> throwableDeserializers = new ConcurrentHashMap<>();

    @Override
    public Serializer getSerializer(Class cl) {
        if (Throwable.class.isAssignableFrom(cl)) {
            return throwableSerializers.computeIfAbsent(cl, ThrowableSerializer::new);
        }
        if (cl == StackTraceElement.class) {
            return STACK_TRACE_SERIALIZER;
        }
        if (cl == BigInteger.class) {
            return BIG_INTEGER_SERIALIZER;
        }
        if (PlainContainerSerializer.handles(cl)) {
            return PlainContainerSerializer.INSTANCE;
        }
        return null;
    }

    @Override
    public Deserializer getDeserializer(Class cl) {
        if (Throwable.class.isAssignableFrom(cl)) {
            return throwableDeserializers.computeIfAbsent(cl, ThrowableDeserializer::new);
        }
        if (cl == StackTraceElement.class) {
            return STACK_TRACE_DESERIALIZER;
        }
        if (cl == BigInteger.class) {
            return BIG_INTEGER_DESERIALIZER;
        }
        return null;
    }
}
