package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.alibaba.com.caucho.hessian.io.AbstractDeserializer;
import com.alibaba.com.caucho.hessian.io.AbstractHessianInput;

/**
 * Reads an exception written by any hessian peer (field by name, unknown fields ignored) and rebuilds it
 * through the public Throwable API plus the subclass's own fields, so that neither side needs
 * {@code --add-opens} on Java 17+.
 *
 * <p>The object's slot in the reference table is reserved before its fields are read: the {@code cause} field
 * normally refers back to the exception itself, and the instance can only be created once the message is known.
 */
final class ThrowableDeserializer extends AbstractDeserializer {

    private final Class<?> type;
    private final ExceptionFields fields;

    ThrowableDeserializer(Class<?> type) {
        this.type = type;
        this.fields = ExceptionFields.of(type);
    }

    @Override
    public Class<?> getType() {
        return type;
    }

    @Override
    public Object readObject(AbstractHessianInput in, String[] fieldNames) throws IOException {
        int ref = in.addRef(null);
        String message = null;
        Object cause = null;
        Object trace = null;
        Object suppressed = null;
        Map<Field, Object> own = new LinkedHashMap<>();
        for (String name : fieldNames) {
            switch (name == null ? "" : name) { // a class definition may name no field
                case ExceptionFields.MESSAGE:
                    Object m = in.readObject(String.class);
                    message = m == null ? null : m.toString();
                    break;
                case ExceptionFields.CAUSE:
                    cause = in.readObject();
                    break;
                case ExceptionFields.STACK_TRACE:
                    trace = in.readObject(StackTraceElement[].class);
                    break;
                case ExceptionFields.SUPPRESSED:
                    suppressed = in.readObject();
                    break;
                default:
                    Field field = fields.ownField(name);
                    if (field == null) {
                        in.readObject();
                    } else {
                        own.put(field, in.readObject(field.getType()));
                    }
            }
        }
        Throwable t = ThrowableInstantiator.newInstance(type, message);
        in.setRef(ref, t);
        if (cause instanceof Throwable && cause != t) {
            try {
                t.initCause((Throwable) cause);
            } catch (IllegalStateException | IllegalArgumentException ignored) {
                // a class whose constructor already fixed the cause keeps it
            }
        }
        if (trace instanceof StackTraceElement[]) {
            t.setStackTrace(withoutNulls((StackTraceElement[]) trace));
        }
        if (suppressed instanceof Iterable) {
            for (Object s : (Iterable<?>) suppressed) {
                if (s instanceof Throwable && s != t) {
                    t.addSuppressed((Throwable) s);
                }
            }
        }
        for (Map.Entry<Field, Object> e : own.entrySet()) {
            setField(t, e.getKey(), e.getValue());
        }
        return t;
    }

    private static void setField(Throwable t, Field field, Object value) throws IOException {
        if (value == null && field.getType().isPrimitive()) {
            return;
        }
        try {
            field.set(t, value);
        } catch (IllegalAccessException | IllegalArgumentException e) {
            throw new IOException("Cannot set field " + field.getName() + " of " + t.getClass().getName()
                    + " to a value of type " + (value == null ? "null" : value.getClass().getName()) + ": " + e, e);
        }
    }

    private static StackTraceElement[] withoutNulls(StackTraceElement[] trace) {
        List<StackTraceElement> kept = new ArrayList<>(trace.length);
        for (StackTraceElement e : trace) {
            if (e != null) {
                kept.add(e);
            }
        }
        return kept.size() == trace.length ? trace : kept.toArray(new StackTraceElement[0]);
    }
}
