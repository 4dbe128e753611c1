package org.apache.dubbo.common.utils;

/**
 * Array helpers with the names Apache Dubbo's {@code ArrayUtils} has.
 */
public final class ArrayUtils {

    private ArrayUtils() {
    }

    /** Whether the array is {@code null} or has no elements. */
    public static boolean isEmpty(Object[] array) {
        return array == null || array.length == 0;
    }

    public static boolean isNotEmpty(Object[] array) {
        return !isEmpty(array);
    }

    /** Whether {@code array} holds {@code valueToFind}; never for {@code null}. */
    public static boolean contains(String[] array, String valueToFind) {
        return indexOf(array, valueToFind, 0) != -1;
    }

    /**
     * The index of {@code valueToFind} at or after {@code startIndex} (a negative one counts as 0), else -1;
     * -1 for {@code null}.
     */
    public static int indexOf(String[] array, String valueToFind, int startIndex) {
        if (isEmpty(array) || valueToFind == null) {
            return -1;
        }
        for (int i = Math.max(startIndex, 0); i < array.length; i++) {
            if (valueToFind.equals(array[i])) {
                return i;
            }
        }
        return -1;
    }

    /** The arguments as an array. */
    @SafeVarargs
    public static <T> T[] of(T... values) {
        return values;
    }

    /** The first element, or {@code null} for an empty array. */
    public static <T> T first(T[] data) {
        return isEmpty(data) ? null : data[0];
    }
}
