package com.alibaba.dubbo.config;

import java.beans.BeanInfo;
import java.beans.IntrospectionException;
import java.beans.Introspector;
import java.beans.PropertyDescriptor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/** What the 2.6 config classes did beyond their 3.x counterparts. */
final class LegacyConfigs {

    private LegacyConfigs() {
    }

    /** Sets on {@code target} every readable and writable property that {@code source} has and it lacks. */
    static void fillUnset(Object target, Object source) {
        try {
            BeanInfo info = Introspector.getBeanInfo(source.getClass(), Object.class);
            for (PropertyDescriptor property : info.getPropertyDescriptors()) {
                Method read = property.getReadMethod();
                Method write = property.getWriteMethod();
                if (read == null || write == null || !write.getDeclaringClass().isInstance(target)) {
                    continue;
                }
                Object theirs = read.invoke(source);
                if (theirs != null && read.invoke(target) == null) {
                    write.invoke(target, theirs);
                }
            }
        } catch (IntrospectionException | IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("Cannot merge " + source + " into " + target + ": " + e, e);
        }
    }
}
