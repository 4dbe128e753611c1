package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.Map;

import com.alibaba.com.caucho.hessian.io.AbstractHessianInput;
import com.alibaba.com.caucho.hessian.io.IOExceptionWrapper;
import com.alibaba.com.caucho.hessian.io.JavaDeserializer;

/**
 * Reads a plain Java object as hessian-lite's {@link JavaDeserializer} does, with the per-object work cut: the
 * object is created through a method handle on its no-argument constructor (the one hessian-lite picks when there
 * is one), fields of the simple kinds (strings, primitives) are set through method handles, and the field order of
 * a class definition is resolved once per definition instead of once per object. Every other field is read by
 * hessian-lite's own field deserializer for it (through a method handle), so lists, maps, dates and nested objects
 * keep hessian-lite's exact semantics, type hints and conversions included.
 *
 * <p>Chosen only after hessian-lite resolved the class, so the class policy ran exactly as before. Classes with a
 * {@code readResolve} method or without a no-argument constructor stay with hessian-lite.
 */
final class FieldTableDeserializer extends JavaDeserializer {

    private static final MethodHandle HESSIAN_FIELD_DESERIALIZE = hessianFieldDeserialize();

    private final Class<?> type;
    private final MethodHandle constructor;
    private final Map<String, FieldReader> readers;
    /** The readers of the definition seen last (definitions repeat within and across messages). */
    private volatile Layout lastLayout;

    private FieldTableDeserializer(Class<?> type, MethodHandle constructor) throws IllegalAccessException {
        super(type);
        this.type = type;
        this.constructor = constructor;
        this.readers = new HashMap<>();
        // hessian-lite's own field deserializers, by field name: the fields it reads, and how
        for (Map.Entry<?, ?> e : ((Map<?, ?>) getFieldMap(type)).entrySet()) {
            String name = (String) e.getKey();
            Field field = firstField(type, name);
            FieldReader reader = field == null ? null : simpleReader(field);
            readers.put(name, reader != null ? reader : new HessianFieldReader(e.getValue()));
        }
    }

    /** The fast deserializer for {@code type}, or null if hessian-lite's must stay. */
    static FieldTableDeserializer forClass(Class<?> type) {
        if (HESSIAN_FIELD_DESERIALIZE == null || hasReadResolve(type)) {
            return null;
        }
        try {
            Constructor<?> noArgs = type.getDeclaredConstructor();
            noArgs.setAccessible(true);
            MethodHandle constructor = MethodHandles.lookup().unreflectConstructor(noArgs)
                    .asType(MethodType.methodType(Object.class));
            return new FieldTableDeserializer(type, constructor);
        } catch (NoSuchMethodException | IllegalAccessException | RuntimeException e) {
            return null;
        }
    }

    @Override
    public Object readObject(AbstractHessianInput in, String[] fieldNames) throws IOException {
        Object obj;
        try {
            obj = constructor.invokeExact();
        } catch (Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IOExceptionWrapper(type.getName() + ":" + t.getMessage(), t);
        }
        return readObject(in, obj, fieldNames);
    }

    @Override
    public Object readObject(AbstractHessianInput in, Object obj, String[] fieldNames) throws IOException {
        try {
            in.addRef(obj);
            for (FieldReader reader : layout(fieldNames)) {
                if (reader == null) {
                    in.readObject();
                } else {
                    reader.read(in, obj);
                }
            }
            return obj;
        } catch (IOException e) {
            throw e;
        } catch (Exception e) {
            throw new IOExceptionWrapper(obj.getClass().getName() + ":" + e, e);
        }
    }

    private FieldReader[] layout(String[] fieldNames) {
        Layout layout = lastLayout;
        if (layout != null && layout.matches(fieldNames)) {
            return layout.readers;
        }
        FieldReader[] resolved = new FieldReader[fieldNames.length];
        for (int i = 0; i < fieldNames.length; i++) {
            resolved[i] = readers.get(fieldNames[i]);
        }
        lastLayout = new Layout(fieldNames, resolved);
        return resolved;
    }

    /** A class definition's field names and the reader of each. */
    private static final class Layout {
        final String[] names;
        final FieldReader[] readers;

        Layout(String[] names, FieldReader[] readers) {
            this.names = names;
            this.readers = readers;
        }

        boolean matches(String[] other) {
            if (other == names) {
                return true;
            }
            if (other.length != names.length) {
                return false;
            }
            for (int i = 0; i < other.length; i++) {
                if (!names[i].equals(other[i])) {
                    return false;
                }
            }
            return true;
        }
    }

    private static boolean hasReadResolve(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Method method : c.getDeclaredMethods()) {
                if (method.getName().equals("readResolve") && method.getParameterTypes().length == 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The field hessian-lite binds to {@code name}: the first declared, from the class up. */
    private static Field firstField(Class<?> type, String name) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                int modifiers = field.getModifiers();
                if (field.getName().equals(name) && !Modifier.isStatic(modifiers) && !Modifier.isTransient(modifiers)) {
                    return field;
                }
            }
        }
        return null;
    }

    /** A reader of a string or primitive field reading exactly what hessian-lite's reads, or null. */
    private static FieldReader simpleReader(Field field) throws IllegalAccessException {
        Class<?> t = field.getType();
        if (t != String.class && !t.isPrimitive() || t == char.class) {
            return null;
        }
        if (Modifier.isFinal(field.getModifiers())) {
            return null; // hessian-lite sets final fields reflectively; a setter handle cannot
        }
        field.setAccessible(true);
        MethodHandle setter = MethodHandles.lookup().unreflectSetter(field);
        if (t == String.class) {
            return new StringReader(field, setter.asType(MethodType.methodType(void.class, Object.class, String.class)));
        }
        if (t == int.class || t == short.class || t == byte.class) {
            return new IntReader(field, setter.asType(MethodType.methodType(void.class, Object.class, t)));
        }
        if (t == long.class) {
            return new LongReader(field, setter.asType(MethodType.methodType(void.class, Object.class, long.class)));
        }
        if (t == double.class || t == float.class) {
            return new DoubleReader(field, setter.asType(MethodType.methodType(void.class, Object.class, t)));
        }
        if (t == boolean.class) {
            return new BooleanReader(field,
                    setter.asType(MethodType.methodType(void.class, Object.class, boolean.class)));
        }
        return null;
    }

    private static MethodHandle hessianFieldDeserialize() {
        try {
            Class<?> fieldDeserializer = Class.forName(JavaDeserializer.class.getName() + "$FieldDeserializer",
                    false, JavaDeserializer.class.getClassLoader());
            Method deserialize = fieldDeserializer.getDeclaredMethod("deserialize", AbstractHessianInput.class,
                    Object.class);
            deserialize.setAccessible(true);
            return MethodHandles.lookup().unreflect(deserialize)
                    .asType(MethodType.methodType(void.class, Object.class, AbstractHessianInput.class, Object.class));
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null; // a hessian-lite without it: the fast path stays off
        }
    }

    private static IOException fieldError(Field field, Object value, Throwable cause) {
        return new IOExceptionWrapper(field.getDeclaringClass().getName() + "." + field.getName() + "("
                + field.getType().getName() + ") cannot be assigned from " + value, cause);
    }

    /** Reads one field of an object. */
    private abstract static class FieldReader {
        abstract void read(AbstractHessianInput in, Object obj) throws IOException;
    }

    /** hessian-lite's own field deserializer. */
    private static final class HessianFieldReader extends FieldReader {
        private final Object deserializer;

        HessianFieldReader(Object deserializer) {
            this.deserializer = deserializer;
        }

        @Override
        void read(AbstractHessianInput in, Object obj) throws IOException {
            try {
                HESSIAN_FIELD_DESERIALIZE.invokeExact(deserializer, in, obj);
            } catch (IOException | RuntimeException | Error e) {
                throw e;
            } catch (Throwable t) {
                throw new IOExceptionWrapper(t.toString(), t);
            }
        }
    }

    private static final class StringReader extends FieldReader {
        private final Field field;
        private final MethodHandle setter;

        StringReader(Field field, MethodHandle setter) {
            this.field = field;
            this.setter = setter;
        }

        @Override
        void read(AbstractHessianInput in, Object obj) throws IOException {
            String value = null;
            try {
                value = in.readString();
                setter.invokeExact(obj, value);
            } catch (Error e) {
                throw e;
            } catch (Throwable t) {
                throw fieldError(field, value, t);
            }
        }
    }

    private static final class IntReader extends FieldReader {
        private final Field field;
        private final MethodHandle setter;

        IntReader(Field field, MethodHandle setter) {
            this.field = field;
            // (Object, int), narrowing to short/byte as hessian-lite's (short)/(byte) casts do
            this.setter = MethodHandles.explicitCastArguments(setter,
                    MethodType.methodType(void.class, Object.class, int.class));
        }

        @Override
        void read(AbstractHessianInput in, Object obj) throws IOException {
            int value = 0;
            try {
                value = in.readInt();
                setter.invokeExact(obj, value);
            } catch (Error e) {
                throw e;
            } catch (Throwable t) {
                throw fieldError(field, value, t);
            }
        }
    }

    private static final class LongReader extends FieldReader {
        private final Field field;
        private final MethodHandle setter;

        LongReader(Field field, MethodHandle setter) {
            this.field = field;
            this.setter = setter;
        }

        @Override
        void read(AbstractHessianInput in, Object obj) throws IOException {
            long value = 0;
            try {
                value = in.readLong();
                setter.invokeExact(obj, value);
            } catch (Error e) {
                throw e;
            } catch (Throwable t) {
                throw fieldError(field, value, t);
            }
        }
    }

    private static final class DoubleReader extends FieldReader {
        private final Field field;
        private final MethodHandle setter;

        DoubleReader(Field field, MethodHandle setter) {
            this.field = field;
            // (Object, double), narrowing to float as hessian-lite's (float) cast does
            this.setter = MethodHandles.explicitCastArguments(setter,
                    MethodType.methodType(void.class, Object.class, double.class));
        }

        @Override
        void read(AbstractHessianInput in, Object obj) throws IOException {
            double value = 0;
            try {
                value = in.readDouble();
                setter.invokeExact(obj, value);
            } catch (Error e) {
                throw e;
            } catch (Throwable t) {
                throw fieldError(field, value, t);
            }
        }
    }

    private static final class BooleanReader extends FieldReader {
        private final Field field;
        private final MethodHandle setter;

        BooleanReader(Field field, MethodHandle setter) {
            this.field = field;
            this.setter = setter;
        }

        @Override
        void read(AbstractHessianInput in, Object obj) throws IOException {
            boolean value = false;
            try {
                value = in.readBoolean();
                setter.invokeExact(obj, value);
            } catch (Error e) {
                throw e;
            } catch (Throwable t) {
                throw fieldError(field, value, t);
            }
        }
    }
}
