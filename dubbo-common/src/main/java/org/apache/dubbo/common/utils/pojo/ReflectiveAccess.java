package org.apache.dubbo.common.utils.pojo;

import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Member;
import java.lang.reflect.Modifier;

/**
 * Decides whether a constructor, method or field may be used reflectively, and opens it when needed.
 *
 * <p>Application classes are opened with {@code setAccessible} (private fields, public getters of a private nested
 * class, ...). JDK classes never are: their internals are not data we should read or write, and on Java 9+ the module
 * system refuses it anyway.
 */
final class ReflectiveAccess {

    private ReflectiveAccess() {
    }

    static boolean isJdkClass(Class<?> type) {
        String name = type.getName();
        return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.")
                || name.startsWith("sun.") || name.startsWith("com.sun.");
    }

    /** True when {@code member} can be used from here, opening it if it belongs to an application class. */
    static <T extends AccessibleObject & Member> boolean open(T member) {
        Class<?> owner = member.getDeclaringClass();
        if (Modifier.isPublic(member.getModifiers()) && Modifier.isPublic(owner.getModifiers())) {
            return true;
        }
        if (isJdkClass(owner)) {
            return false;
        }
        try {
            member.setAccessible(true);
            return true;
        } catch (RuntimeException e) {
            // a security manager or a module that does not open its package: treat the member as absent
            return false;
        }
    }
}
