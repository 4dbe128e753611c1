package org.apache.dubbo.common.serialize.hessian2;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import com.alibaba.com.caucho.hessian.io.Deserializer;
import com.alibaba.com.caucho.hessian.io.HessianProtocolException;
import com.alibaba.com.caucho.hessian.io.Serializer;
import com.alibaba.com.caucho.hessian.io.SerializerFactory;
import org.apache.dubbo.common.serialize.security.ClassPolicy;

/**
 * hessian-lite's serializer factory with two changes: every class named by the peer goes through our
 * {@link ClassPolicy} before it is loaded (hessian would otherwise fall back to a map silently, or load and
 * instantiate anything), and the JDK types that need reflection into {@code java.*} are served by
 * {@link JdkSafeSerializerFactory} before hessian's own tables are consulted.
 *
 * <p>One instance per class loader and policy: hessian caches deserializers per type name, so a new policy gets
 * new factories (see {@link Hessian2Serialization}).
 */
final class PolicyCheckingSerializerFactory extends SerializerFactory {

    /** Type names hessian resolves from its own table, never through class loading. */
    private static final Set<String> BUILTIN_TYPE_NAMES = new HashSet<>(Arrays.asList("void", "boolean", "byte",
            "short", "int", "long", "float", "double", "char", "string", "object", "date"));

    private final ClassPolicy policy;
    private final JdkSafeSerializerFactory jdkSafe = new JdkSafeSerializerFactory();

    PolicyCheckingSerializerFactory(ClassLoader loader, ClassPolicy policy) {
        super(loader);
        this.policy = policy;
        setAllowNonSerializable(Boolean.getBoolean("dubbo.hessian.allowNonSerializable"));
    }

    /** Our JDK-safe serializers win even over hessian's static table (which has a reflective BigInteger one). */
    @Override
    public Serializer getSerializer(Class cl) throws HessianProtocolException {
        Serializer serializer = jdkSafe.getSerializer(cl);
        return serializer != null ? serializer : super.getSerializer(cl);
    }

    @Override
    public Deserializer getDeserializer(Class cl) throws HessianProtocolException {
        Deserializer deserializer = jdkSafe.getDeserializer(cl);
        return deserializer != null ? deserializer : super.getDeserializer(cl);
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
