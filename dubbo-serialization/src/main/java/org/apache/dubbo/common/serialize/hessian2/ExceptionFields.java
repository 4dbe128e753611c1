package org.apache.dubbo.common.serialize.hessian2;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The serialized shape of one exception class: the four {@link Throwable} fields, which we read and write
 * through Throwable's public API, followed by the fields the subclasses declare (superclass first). Subclass
 * fields inside the JDK (for example {@code InvocationTargetException.target}) cannot be opened on Java 17
 * without {@code --add-opens}; they are skipped and noted in the debug log, everything else — the fields of
 * the user's own exceptions — travels as Java serialization would send it.
 */
final class ExceptionFields {

    static final String SUPPRESSED = "suppressedExceptions";
    static final String STACK_TRACE = "stackTrace";
    static final String CAUSE = "cause";
    static final String MESSAGE = "detailMessage";

    private static final Logger log = LoggerFactory.getLogger(ExceptionFields.class);

    private final String[] names;
    private final Map<String, Field> ownFields;

    private ExceptionFields(String[] names, Map<String, Field> ownFields) {
        this.names = names;
        this.ownFields = ownFields;
    }

    static ExceptionFields of(Class<?> exceptionClass) {
        List<Class<?>> chain = new ArrayList<>();
        for (Class<?> c = exceptionClass; c != null && c != Throwable.class; c = c.getSuperclass()) {
            chain.add(0, c);
        }
        Map<String, Field> own = new LinkedHashMap<>();
        for (Class<?> c : chain) {
            for (Field f : c.getDeclaredFields()) {
                int m = f.getModifiers();
                if (Modifier.isStatic(m) || Modifier.isTransient(m) || own.containsKey(f.getName())) {
                    continue;
                }
                try {
                    f.setAccessible(true);
                    own.put(f.getName(), f);
                } catch (RuntimeException inaccessible) {
                    log.debug("Field {}.{} is not accessible and will not be serialized: {}", c.getName(),
                            f.getName(), inaccessible.toString());
                }
            }
        }
        List<String> names = new ArrayList<>();
        names.add(SUPPRESSED);
        names.add(STACK_TRACE);
        names.add(CAUSE);
        names.add(MESSAGE);
        for (String name : own.keySet()) {
            if (!names.contains(name)) {
                names.add(name);
            }
        }
        return new ExceptionFields(names.toArray(new String[0]), own);
    }

    String[] names() {
        return names;
    }

    /** The subclass field of that name, or null (a Throwable field, or one this side does not have). */
    Field ownField(String name) {
        return ownFields.get(name);
    }

    Iterable<Field> ownFields() {
        return ownFields.values();
    }
}
