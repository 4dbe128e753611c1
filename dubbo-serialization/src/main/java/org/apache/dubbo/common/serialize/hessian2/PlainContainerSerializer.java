package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.util.Collection;
import java.util.Map;

import com.alibaba.com.caucho.hessian.io.AbstractHessianOutput;
import com.alibaba.com.caucho.hessian.io.AbstractSerializer;

/**
 * Writes the JDK's immutable collections ({@code List.of}, {@code Set.of}, {@code Map.of}, ...) as untyped
 * hessian lists and maps. Their real classes are private to {@code java.util} and replace themselves with a
 * serialization proxy that hessian-lite 3.2 cannot open on Java 17; an untyped list or map is what hessian-lite
 * 4 writes for them, and every peer reads it back as an {@code ArrayList} / {@code HashMap}.
 */
final class PlainContainerSerializer extends AbstractSerializer {

    static final PlainContainerSerializer INSTANCE = new PlainContainerSerializer();

    @Override
    public void writeObject(Object obj, AbstractHessianOutput out) throws IOException {
        if (obj == null) {
            out.writeNull();
            return;
        }
        if (out.addRef(obj)) {
            return;
        }
        if (obj instanceof Map) {
            out.writeMapBegin(null);
            for (Map.Entry<?, ?> e : ((Map<?, ?>) obj).entrySet()) {
                out.writeObject(e.getKey());
                out.writeObject(e.getValue());
            }
            out.writeMapEnd();
        } else {
            Collection<?> c = (Collection<?>) obj;
            boolean hasEnd = out.writeListBegin(c.size(), null);
            for (Object item : c) {
                out.writeObject(item);
            }
            if (hasEnd) {
                out.writeListEnd();
            }
        }
    }

    static boolean handles(Class<?> type) {
        return type.getName().startsWith("java.util.ImmutableCollections$")
                && (Collection.class.isAssignableFrom(type) || Map.class.isAssignableFrom(type));
    }
}
