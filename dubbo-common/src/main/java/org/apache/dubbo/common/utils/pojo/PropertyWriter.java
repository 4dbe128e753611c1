package org.apache.dubbo.common.utils.pojo;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Type;

/** One writable bean property: a public setter or a non-final field. */
final class PropertyWriter {

    private final String name;

    private final Method setter;

    private final Field field;

    private PropertyWriter(String name, Method setter, Field field) {
        this.name = name;
        this.setter = setter;
        this.field = field;
    }

    static PropertyWriter ofSetter(Method setter) {
        return new PropertyWriter(PropertyNames.decapitalize(setter.getName().substring(3)), setter, null);
    }

    static PropertyWriter ofField(Field field) {
        return new PropertyWriter(field.getName(), null, field);
    }

    String name() {
        return name;
    }

    Class<?> type() {
        return setter != null ? setter.getParameterTypes()[0] : field.getType();
    }

    /** The declared type, with type variables of {@link #declaringClass()} unresolved. */
    Type genericType() {
        return setter != null ? setter.getGenericParameterTypes()[0] : field.getGenericType();
    }

    Class<?> declaringClass() {
        return setter != null ? setter.getDeclaringClass() : field.getDeclaringClass();
    }

    void write(Object bean, Object value) {
        try {
            if (setter != null) {
                setter.invoke(bean, value);
            } else {
                field.set(bean, value);
            }
        } catch (InvocationTargetException e) {
            throw new IllegalArgumentException("Setter of property '" + name + "' of " + bean.getClass().getName()
                    + " failed: " + e.getCause(), e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalArgumentException("Cannot write property '" + name + "' of "
                    + bean.getClass().getName(), e);
        }
    }
}
