package org.apache.dubbo.config;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The values of the {@code generic} attribute. A generic reference calls through
 * {@code org.apache.dubbo.rpc.service.GenericService} instead of the service interface; the value names how
 * arguments and results are represented.
 */
final class GenericValues {

    /** Lives in dubbo-rpc, which this module cannot depend on, so it is loaded by name. */
    static final String GENERIC_SERVICE = "org.apache.dubbo.rpc.service.GenericService";

    private static final List<String> GENERIC = Collections.unmodifiableList(
            Arrays.asList("true", "nativejava", "bean", "protobuf-json", "gson", "raw.return"));

    private GenericValues() {
    }

    /** Whether {@code value} turns generic calls on. */
    static boolean isGeneric(String value) {
        return value != null && GENERIC.contains(value.toLowerCase(Locale.ROOT));
    }

    /**
     * Checks a value for the {@code generic} attribute: one of {@value #GENERIC_SERVICE}'s modes or
     * {@code false}.
     */
    static String check(String value) {
        if (!isGeneric(value) && !"false".equalsIgnoreCase(value)) {
            throw new IllegalArgumentException("Unsupported generic='" + value + "': expected false or one of "
                    + String.join(", ", GENERIC));
        }
        return value;
    }

    /** The {@code GenericService} interface if {@code type} implements it, else null; loads nothing. */
    static Class<?> genericServiceInterfaceOf(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Class<?> implemented : c.getInterfaces()) {
                if (GENERIC_SERVICE.equals(implemented.getName())) {
                    return implemented;
                }
                Class<?> inherited = genericServiceInterfaceOf(implemented);
                if (inherited != null) {
                    return inherited;
                }
            }
        }
        return null;
    }

    /** {@code GenericService} as seen from {@code preferred}, else from the thread's or this module's loader. */
    static Class<?> genericServiceClass(ClassLoader preferred) {
        try {
            return ClassResolver.load(GENERIC_SERVICE, preferred);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("generic is set but " + GENERIC_SERVICE
                    + " is not on the class path; add the dubbo-rpc module", e);
        }
    }
}
