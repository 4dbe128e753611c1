package org.apache.dubbo.common.serialize.hessian2;

import java.math.BigInteger;
import java.util.Optional;

import com.alibaba.com.caucho.hessian.io.AbstractSerializerFactory;
import com.alibaba.com.caucho.hessian.io.Deserializer;
import com.alibaba.com.caucho.hessian.io.Serializer;

/**
 * Serializers for the JDK types whose default hessian-lite treatment reflects into JDK internals and therefore
 * fails on Java 16+ without {@code --add-opens}: exceptions, stack trace elements, {@link BigInteger} and the
 * immutable collections; and the {@code java.time} types, whose hessian-lite serializer is correct but reflects for
 * every value (see {@link JavaTimeHandleSerializer} and {@link JavaTimeHandleDeserializer}). Consulted by hessian
 * before its own defaults.
 */
final class JdkSafeSerializerFactory extends AbstractSerializerFactory {

    private static final Serializer STACK_TRACE_SERIALIZER = new StackTraceElementCodec.Serializer();
    private static final Deserializer STACK_TRACE_DESERIALIZER = new StackTraceElementCodec.Deserializer();
    private static final Serializer BIG_INTEGER_SERIALIZER = new BigIntegerCodec.Serializer();
    private static final Deserializer BIG_INTEGER_DESERIALIZER = new BigIntegerCodec.Deserializer();

    /*
     * hessian asks for every object it writes or reads, before consulting its own cache, so the answer is worked out
     * once per class; the type tests (a name prefix among them) used to run for every object.
     */
    private final ClassValue<Optional<Serializer>> serializers = new ClassValue<Optional<Serializer>>() {
        @Override
        protected Optional<Serializer> computeValue(Class<?> type) {
            return Optional.ofNullable(chooseSerializer(type));
        }
    };
    private final ClassValue<Optional<Deserializer>> deserializers = new ClassValue<Optional<Deserializer>>() {
        @Override
        protected Optional<Deserializer> computeValue(Class<?> type) {
            return Optional.ofNullable(chooseDeserializer(type));
        }
    };

    /** Our serializer for {@code cl}, or null to let hessian choose. */
    @Override
    public Serializer getSerializer(Class cl) {
        return serializers.get(cl).orElse(null);
    }

    /** Our deserializer for {@code cl}, or null to let hessian choose. */
    @Override
    public Deserializer getDeserializer(Class cl) {
        return deserializers.get(cl).orElse(null);
    }

    private static Serializer chooseSerializer(Class<?> cl) {
        if (Throwable.class.isAssignableFrom(cl)) {
            return new ThrowableSerializer(cl);
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
        return JavaTimeHandleSerializer.forType(cl);
    }

    private static Deserializer chooseDeserializer(Class<?> cl) {
        if (Throwable.class.isAssignableFrom(cl)) {
            return new ThrowableDeserializer(cl);
        }
        if (cl == StackTraceElement.class) {
            return STACK_TRACE_DESERIALIZER;
        }
        if (cl == BigInteger.class) {
            return BIG_INTEGER_DESERIALIZER;
        }
        return JavaTimeHandleDeserializer.forHandle(cl);
    }
}
