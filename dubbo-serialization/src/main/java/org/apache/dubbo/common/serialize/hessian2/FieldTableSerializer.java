package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import com.alibaba.com.caucho.hessian.io.AbstractHessianOutput;
import com.alibaba.com.caucho.hessian.io.AbstractSerializer;

/**
 * Writes a plain Java object (a class hessian-lite would write field by field) with a field table built once per
 * class: one method handle per field, bound to a writer for the field's declared type, instead of hessian-lite's
 * reflective {@code Field.get} and a serializer lookup for every field value.
 *
 * <p>The bytes are exactly hessian-lite's: the same class definition (field names in hessian's order), the same
 * instance layout and the same value encoding per field kind. Hessian orders the fields like this: walking from the
 * class up to {@code Object}, every non-static, non-transient field is put in one of two lists — "simple" (a
 * primitive, or a {@code java.lang} type other than {@code Object}) or "compound" (the rest) — in declaration order;
 * the simple list followed by the compound list is then reversed. The golden tests hold this against both
 * hessian-lite lines.
 *
 * <p>Classes this table cannot describe faithfully stay with hessian-lite: classes with a {@code writeReplace}
 * method, classes with two fields of the same name (a field hiding an inherited one), and fields the handles
 * cannot reach.
 */
final class FieldTableSerializer extends AbstractSerializer {

    private static final MethodType INT_GETTER = MethodType.methodType(int.class, Object.class);
    private static final MethodType LONG_GETTER = MethodType.methodType(long.class, Object.class);
    private static final MethodType DOUBLE_GETTER = MethodType.methodType(double.class, Object.class);
    private static final MethodType BOOLEAN_GETTER = MethodType.methodType(boolean.class, Object.class);
    private static final MethodType OBJECT_GETTER = MethodType.methodType(Object.class, Object.class);

    private final String className;
    private final String[] fieldNames;
    private final FieldWriter[] writers;

    private FieldTableSerializer(String className, String[] fieldNames, FieldWriter[] writers) {
        this.className = className;
        this.fieldNames = fieldNames;
        this.writers = writers;
    }

    /** The field-table serializer for {@code type}, or null if hessian-lite's own serializer must stay. */
    static FieldTableSerializer forClass(Class<?> type) {
        if (hasWriteReplace(type)) {
            return null;
        }
        List<Field> fields = hessianFieldOrder(type);
        Set<String> names = new HashSet<>();
        String[] fieldNames = new String[fields.size()];
        FieldWriter[] writers = new FieldWriter[fields.size()];
        try {
            for (int i = 0; i < fieldNames.length; i++) {
                Field field = fields.get(i);
                if (!names.add(field.getName())) {
                    return null;
                }
                fieldNames[i] = field.getName();
                writers[i] = writerFor(field);
            }
        } catch (RuntimeException | IllegalAccessException e) {
            // a field this code may not open (a JDK class without --add-opens): hessian-lite decides what to do
            return null;
        }
        return new FieldTableSerializer(type.getName(), fieldNames, writers);
    }

    @Override
    public void writeObject(Object obj, AbstractHessianOutput out) throws IOException {
        if (out.addRef(obj)) {
            return;
        }
        int ref = out.writeObjectBegin(className);
        if (ref < -1) {
            // a Hessian 1 style output: the object as a map of field name to value
            for (int i = 0; i < writers.length; i++) {
                out.writeString(fieldNames[i]);
                writers[i].write(obj, out);
            }
            out.writeMapEnd();
            return;
        }
        if (ref == -1) {
            out.writeClassFieldLength(fieldNames.length);
            for (String name : fieldNames) {
                out.writeString(name);
            }
            out.writeObjectBegin(className);
        }
        for (FieldWriter writer : writers) {
            writer.write(obj, out);
        }
    }

    /** The fields hessian-lite writes for {@code type}, in the order it writes them. */
    static List<Field> hessianFieldOrder(Class<?> type) {
        List<Field> simple = new ArrayList<>();
        List<Field> compound = new ArrayList<>();
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                int modifiers = field.getModifiers();
                if (Modifier.isTransient(modifiers) || Modifier.isStatic(modifiers)) {
                    continue;
                }
                Class<?> fieldType = field.getType();
                boolean isSimple = fieldType.isPrimitive()
                        || fieldType.getName().startsWith("java.lang.") && fieldType != Object.class;
                (isSimple ? simple : compound).add(field);
            }
        }
        List<Field> all = new ArrayList<>(simple.size() + compound.size());
        all.addAll(simple);
        all.addAll(compound);
        Collections.reverse(all);
        return all;
    }

    /** Whether hessian-lite would write a replacement: a no-argument {@code writeReplace} anywhere up the tree. */
    private static boolean hasWriteReplace(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Method method : c.getDeclaredMethods()) {
                if (method.getName().equals("writeReplace") && method.getParameterTypes().length == 0) {
                    return true;
                }
            }
        }
        return false;
    }

    private static FieldWriter writerFor(Field field) throws IllegalAccessException {
        field.setAccessible(true);
        MethodHandle getter = MethodHandles.lookup().unreflectGetter(field);
        Class<?> type = field.getType();
        if (type == int.class || type == short.class || type == byte.class) {
            return new IntWriter(getter.asType(INT_GETTER));
        }
        if (type == long.class) {
            return new LongWriter(getter.asType(LONG_GETTER));
        }
        if (type == double.class || type == float.class) {
            return new DoubleWriter(getter.asType(DOUBLE_GETTER));
        }
        if (type == boolean.class) {
            return new BooleanWriter(getter.asType(BOOLEAN_GETTER));
        }
        if (type == String.class) {
            return new StringWriter(getter.asType(OBJECT_GETTER));
        }
        if (type == java.util.Date.class || type == java.sql.Date.class || type == java.sql.Time.class
                || type == java.sql.Timestamp.class) {
            return new DateWriter(getter.asType(OBJECT_GETTER));
        }
        // char and every reference type: the value as hessian writes any object
        return new ObjectWriter(getter.asType(OBJECT_GETTER));
    }

    private static IOException unreadableField(Throwable t) {
        if (t instanceof RuntimeException) {
            throw (RuntimeException) t;
        }
        if (t instanceof Error) {
            throw (Error) t;
        }
        return new IOException("Cannot read a field to serialize it: " + t, t);
    }

    /** Writes one field of an object. */
    private abstract static class FieldWriter {

        final MethodHandle getter;

        FieldWriter(MethodHandle getter) {
            this.getter = getter;
        }

        abstract void write(Object obj, AbstractHessianOutput out) throws IOException;
    }

    private static final class IntWriter extends FieldWriter {
        IntWriter(MethodHandle getter) {
            super(getter);
        }

        @Override
        void write(Object obj, AbstractHessianOutput out) throws IOException {
            int value;
            try {
                value = (int) getter.invokeExact(obj);
            } catch (Throwable t) {
                throw unreadableField(t);
            }
            out.writeInt(value);
        }
    }

    private static final class LongWriter extends FieldWriter {
        LongWriter(MethodHandle getter) {
            super(getter);
        }

        @Override
        void write(Object obj, AbstractHessianOutput out) throws IOException {
            long value;
            try {
                value = (long) getter.invokeExact(obj);
            } catch (Throwable t) {
                throw unreadableField(t);
            }
            out.writeLong(value);
        }
    }

    private static final class DoubleWriter extends FieldWriter {
        DoubleWriter(MethodHandle getter) {
            super(getter);
        }

        @Override
        void write(Object obj, AbstractHessianOutput out) throws IOException {
            double value;
            try {
                value = (double) getter.invokeExact(obj);
            } catch (Throwable t) {
                throw unreadableField(t);
            }
            out.writeDouble(value);
        }
    }

    private static final class BooleanWriter extends FieldWriter {
        BooleanWriter(MethodHandle getter) {
            super(getter);
        }

        @Override
        void write(Object obj, AbstractHessianOutput out) throws IOException {
            boolean value;
            try {
                value = (boolean) getter.invokeExact(obj);
            } catch (Throwable t) {
                throw unreadableField(t);
            }
            out.writeBoolean(value);
        }
    }

    private static final class StringWriter extends FieldWriter {
        StringWriter(MethodHandle getter) {
            super(getter);
        }

        @Override
        void write(Object obj, AbstractHessianOutput out) throws IOException {
            Object value;
            try {
                value = (Object) getter.invokeExact(obj);
            } catch (Throwable t) {
                throw unreadableField(t);
            }
            out.writeString((String) value);
        }
    }

    private static final class DateWriter extends FieldWriter {
        DateWriter(MethodHandle getter) {
            super(getter);
        }

        @Override
        void write(Object obj, AbstractHessianOutput out) throws IOException {
            Object value;
            try {
                value = (Object) getter.invokeExact(obj);
            } catch (Throwable t) {
                throw unreadableField(t);
            }
            if (value == null) {
                out.writeNull();
            } else {
                out.writeUTCDate(((java.util.Date) value).getTime());
            }
        }
    }

    private static final class ObjectWriter extends FieldWriter {
        ObjectWriter(MethodHandle getter) {
            super(getter);
        }

        @Override
        void write(Object obj, AbstractHessianOutput out) throws IOException {
            Object value;
            try {
                value = (Object) getter.invokeExact(obj);
            } catch (Throwable t) {
                throw unreadableField(t);
            }
            out.writeObject(value);
        }
    }
}
