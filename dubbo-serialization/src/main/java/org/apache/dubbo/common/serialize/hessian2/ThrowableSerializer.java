package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Arrays;

import com.alibaba.com.caucho.hessian.io.AbstractHessianOutput;
import com.alibaba.com.caucho.hessian.io.AbstractSerializer;

/**
 * Writes an exception in exactly the shape hessian's reflective serializer produces (class definition with
 * {@code suppressedExceptions, stackTrace, cause, detailMessage} and the subclass fields, then the instance),
 * so every peer reads it with its ordinary field-by-name deserializer — but gets the four Throwable values
 * from the public API instead of opening {@code java.lang} by reflection.
 *
 * <p>A Throwable without a cause holds a reference to itself in its {@code cause} field; we write that
 * self-reference too, because that is what the field contains and what peers expect.
 */
final class ThrowableSerializer extends AbstractSerializer {

    private final ExceptionFields fields;

    ThrowableSerializer(Class<?> type) {
        this.fields = ExceptionFields.of(type);
    }

    @Override
    public void writeObject(Object obj, AbstractHessianOutput out) throws IOException {
        if (obj == null) {
            out.writeNull();
            return;
        }
        if (out.addRef(obj)) {
            return;
        }
        String type = obj.getClass().getName();
        String[] names = fields.names();
        int ref = out.writeObjectBegin(type);
        if (ref == -1) {
            out.writeClassFieldLength(names.length);
            for (String name : names) {
                out.writeString(name);
            }
            out.writeObjectBegin(type);
        }
        Throwable t = (Throwable) obj;
        for (String name : names) {
            switch (name) {
                case ExceptionFields.SUPPRESSED:
                    out.writeObject(new ArrayList<>(Arrays.asList(t.getSuppressed())));
                    break;
                case ExceptionFields.STACK_TRACE:
                    out.writeObject(t.getStackTrace());
                    break;
                case ExceptionFields.CAUSE:
                    Throwable cause = t.getCause();
                    out.writeObject(cause == null ? t : cause);
                    break;
                case ExceptionFields.MESSAGE:
                    out.writeString(t.getMessage());
                    break;
                default:
                    writeOwnField(t, fields.ownField(name), out);
            }
        }
        out.writeObjectEnd();
    }

    private static void writeOwnField(Throwable t, Field field, AbstractHessianOutput out) throws IOException {
        try {
            out.writeObject(field.get(t));
        } catch (IllegalAccessException e) {
            throw new IOException("Cannot read field " + field + " of " + t.getClass().getName() + ": " + e, e);
        }
    }
}
