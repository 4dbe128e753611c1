package org.apache.dubbo.rpc.cluster.merger;

import java.lang.reflect.Array;

/** Concatenation of arrays of one component type, for the array mergers. */
final class PrimitiveArrays {

    private PrimitiveArrays() {
    }

    /** One array holding the elements of every non-null array of {@code arrays}, in order. */
    static Object concat(Object[] arrays, Class<?> componentType) {
        int total = 0;
        if (arrays != null) {
            for (Object array : arrays) {
                if (array != null) {
                    total += Array.getLength(array);
                }
            }
        }
        Object merged = Array.newInstance(componentType, total);
        if (arrays == null) {
            return merged;
        }
        int at = 0;
        for (Object array : arrays) {
            if (array == null) {
                continue;
            }
            if (!array.getClass().isArray() || array.getClass().getComponentType() != componentType) {
                throw new IllegalArgumentException("Cannot merge a " + array.getClass().getName() + " into a "
                        + componentType.getName() + "[]");
            }
            int length = Array.getLength(array);
            System.arraycopy(array, 0, merged, at, length);
            at += length;
        }
        return merged;
    }
}
