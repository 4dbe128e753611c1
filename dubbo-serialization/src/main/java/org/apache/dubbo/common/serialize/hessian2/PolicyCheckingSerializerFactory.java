package org.apache.dubbo.common.serialize.hessian2;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

import com.alibaba.com.caucho.hessian.io.Deserializer;
import com.alibaba.com.caucho.hessian.io.HessianProtocolException;
import com.alibaba.com.caucho.hessian.io.JavaDeserializer;
import com.alibaba.com.caucho.hessian.io.JavaSerializer;
import com.alibaba.com.caucho.hessian.io.Serializer;
import com.alibaba.com.caucho.hessian.io.SerializerFactory;
import org.apache.dubbo.common.serialize.security.ClassPolicy;

/**
 * hessian-lite's serializer factory with three changes: every class named by the peer goes through our
 * {@link ClassPolicy} before it is loaded (hessian would otherwise fall back to a map silently, or load and
 * instantiate anything); the JDK types that need reflection into {@code java.*} are served by
 * {@link JdkSafeSerializerFactory} before hessian's own tables are consulted; and, unless the fast paths are turned
 * off ({@value #FAST_PATH_PROPERTY}{@code =false}), plain objects are written through a per-class field table
 * ({@link FieldTableSerializer}), the common {@code java.time} values without their hessian-lite handle objects
 * ({@link JavaTimeDirectSerializer}) and {@code ArrayList}s as Apache Dubbo 3.3 writes them
 * ({@link UntypedArrayListSerializer}); and plain objects are read through {@link FieldTableDeserializer}. The
 * serializer and deserializer chosen for a class are remembered per class, so a value costs one lookup.
 *
 * <p>One instance per class loader and policy: hessian caches deserializers per type name, so a new policy gets
 * new factories (see {@link Hessian2Serialization}).
 */
final class PolicyCheckingSerializerFactory extends SerializerFactory {

    /** System property that turns the fast write paths off (they are on by default): hessian-lite's own code. */
    static final String FAST_PATH_PROPERTY = "dubbo.hessian.fastPath";

    /** Type names hessian resolves from its own table, never through class loading. */
    private static final Set<String> BUILTIN_TYPE_NAMES = new HashSet<>(Arrays.asList("void", "boolean", "byte",
            "short", "int", "long", "float", "double", "char", "string", "object", "date"));

    private final ClassPolicy policy;
    private final boolean fastPaths;
    private final JdkSafeSerializerFactory jdkSafe = new JdkSafeSerializerFactory();

    /** The serializer of each class; empty where hessian refused the class (asked again, so that it says why). */
    private final ClassValue<Optional<Serializer>> serializers = new ClassValue<Optional<Serializer>>() {
        @Override
        protected Optional<Serializer> computeValue(Class<?> type) {
            try {
                return Optional.of(chooseSerializer(type));
            } catch (HessianProtocolException | RuntimeException e) {
                return Optional.empty();
            }
        }
    };

    /** The deserializer of each class hessian-lite resolved; empty where it refused (asked again). */
    private final ClassValue<Optional<Deserializer>> deserializers = new ClassValue<Optional<Deserializer>>() {
        @Override
        protected Optional<Deserializer> computeValue(Class<?> type) {
            try {
                return Optional.of(chooseDeserializer(type));
            } catch (HessianProtocolException | RuntimeException e) {
                return Optional.empty();
            }
        }
    };

    PolicyCheckingSerializerFactory(ClassLoader loader, ClassPolicy policy) {
        this(loader, policy, !"false".equalsIgnoreCase(System.getProperty(FAST_PATH_PROPERTY)));
    }

    PolicyCheckingSerializerFactory(ClassLoader loader, ClassPolicy policy, boolean fastPaths) {
        super(loader);
        this.policy = policy;
        this.fastPaths = fastPaths;
        setAllowNonSerializable(Boolean.getBoolean("dubbo.hessian.allowNonSerializable"));
    }

    boolean fastPaths() {
        return fastPaths;
    }

    /** The serializer for values of exactly {@code type}, from the per-class cache. */
    Serializer serializerFor(Class<?> type) throws HessianProtocolException {
        Optional<Serializer> serializer = serializers.get(type);
        return serializer.isPresent() ? serializer.get() : chooseSerializer(type);
    }

    @Override
    public Serializer getSerializer(Class cl) throws HessianProtocolException {
        if (!fastPaths) {
            // exactly the lookups of hessian-lite (after our JDK-safe serializers), for every value
            Serializer serializer = jdkSafe.getSerializer(cl);
            return serializer != null ? serializer : super.getSerializer(cl);
        }
        return serializerFor(cl);
    }

    private Serializer chooseSerializer(Class<?> type) throws HessianProtocolException {
        if (fastPaths) {
            Serializer javaTime = JavaTimeDirectSerializer.forType(type);
            if (javaTime != null) {
                return javaTime;
            }
        }
        Serializer serializer = jdkSafe.getSerializer(type);
        if (serializer != null) {
            return serializer;
        }
        serializer = super.getSerializer(type);
        if (!fastPaths) {
            return serializer;
        }
        if (type == ArrayList.class) {
            return UntypedArrayListSerializer.INSTANCE;
        }
        if (serializer != null && serializer.getClass() == JavaSerializer.class) {
            FieldTableSerializer fieldTable = FieldTableSerializer.forClass(type);
            if (fieldTable != null) {
                return fieldTable;
            }
        }
        return serializer;
    }

    /**
     * The deserializer for a class already resolved — by name through {@link #getDeserializer(String)}, which
     * checked the policy first, or as a declared type.
     */
    @Override
    public Deserializer getDeserializer(Class cl) throws HessianProtocolException {
        if (fastPaths) {
            Optional<Deserializer> deserializer = deserializers.get(cl);
            if (deserializer.isPresent()) {
                return deserializer.get();
            }
        }
        return chooseDeserializer(cl);
    }

    private Deserializer chooseDeserializer(Class<?> type) throws HessianProtocolException {
        Deserializer deserializer = jdkSafe.getDeserializer(type);
        if (deserializer != null) {
            return deserializer;
        }
        deserializer = super.getDeserializer(type);
        if (fastPaths && deserializer != null && deserializer.getClass() == JavaDeserializer.class) {
            FieldTableDeserializer fieldTable = FieldTableDeserializer.forClass(type);
            if (fieldTable != null) {
                return fieldTable;
            }
        }
        return deserializer;
    }

    @Override
    public Deserializer getDeserializer(String type) throws HessianProtocolException {
        if (type != null && !type.isEmpty() && type.charAt(0) != '[' && !BUILTIN_TYPE_NAMES.contains(type)) {
            String reason = policy.refusalReason(type);
            if (reason != null) {
                throw new RefusedClassException(type, reason);
            }
        }
        return super.getDeserializer(type);
    }
}
