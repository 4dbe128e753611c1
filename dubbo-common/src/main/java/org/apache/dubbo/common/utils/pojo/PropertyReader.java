package org.apache.dubbo.common.utils.pojo;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/** One readable bean property: a public getter or a public field. */
final class PropertyReader {

    private final String name;

    private final Method getter;

    private final Field field;

    private PropertyReader(String name, Method getter, Field field) {
        this.name = name;
        this.getter = getter;
        this.field = field;
    }

    static PropertyReader ofGetter(String name, Method getter) {
        return new PropertyReader(name, getter, null);
    }

    static PropertyReader ofField(Field field) {
        return new PropertyReader(field.getName(), null, field);
    }

    String name() {
        return name;
    }

    Object read(Object bean) {
        try {
            return getter != null ? getter.invoke(bean) : field.get(bean);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("Reading property '" + name + "' of " + bean.getClass().getName()
                    + " failed: " + e.getCause(), e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("Cannot read property '" + name + "' of " + bean.getClass().getName(), e);
        }
    }
}
