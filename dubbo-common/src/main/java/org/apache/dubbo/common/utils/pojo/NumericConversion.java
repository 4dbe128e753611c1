package org.apache.dubbo.common.utils.pojo;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Converts between numeric types without losing information silently: a whole number that does not fit the target
 * ({@code 3000000000L} into an {@code int}) or a fraction going into an integral type ({@code 1.5} into a
 * {@code long}) is an error; {@code 2.0} into an {@code int} is fine. Conversions to {@code float}/{@code double}
 * round as Java does.
 */
final class NumericConversion {

    private NumericConversion() {
    }

    static boolean isNumericTarget(Class<?> boxedType) {
        return boxedType == Integer.class || boxedType == Long.class || boxedType == Short.class
                || boxedType == Byte.class || boxedType == Double.class || boxedType == Float.class
                || boxedType == BigDecimal.class || boxedType == BigInteger.class;
    }

    /**
     * {@code number} as an instance of {@code boxedType}, one of the {@link #isNumericTarget numeric targets}.
     *
     * @throws IllegalArgumentException when the value does not fit
     */
    static Object convert(Number number, Class<?> boxedType) {
        if (boxedType == Double.class) {
            return number.doubleValue();
        }
        if (boxedType == Float.class) {
            return number.floatValue();
        }
        try {
            if (boxedType == BigDecimal.class) {
                return toBigDecimal(number);
            }
            if (boxedType == BigInteger.class) {
                return toBigDecimal(number).toBigIntegerExact();
            }
            long value = isSmallIntegral(number) ? number.longValue() : toBigDecimal(number).longValueExact();
            if (boxedType == Long.class) {
                return value;
            }
            if (boxedType == Integer.class && value == (int) value) {
                return (int) value;
            }
            if (boxedType == Short.class && value == (short) value) {
                return (short) value;
            }
            if (boxedType == Byte.class && value == (byte) value) {
                return (byte) value;
            }
        } catch (ArithmeticException | NumberFormatException e) {
            // not a whole number, out of range, or NaN/infinite: reported below
        }
        throw new IllegalArgumentException(number.getClass().getName() + " value " + number
                + " does not fit " + boxedType.getSimpleName());
    }

    private static boolean isSmallIntegral(Number number) {
        return number instanceof Integer || number instanceof Long || number instanceof Short
                || number instanceof Byte;
    }

    private static BigDecimal toBigDecimal(Number number) {
        if (number instanceof BigDecimal) {
            return (BigDecimal) number;
        }
        if (number instanceof BigInteger) {
            return new BigDecimal((BigInteger) number);
        }
        if (isSmallIntegral(number)) {
            return BigDecimal.valueOf(number.longValue());
        }
        // Double.toString keeps 0.1 as 0.1 instead of its binary expansion; NaN and infinity throw here
        return new BigDecimal(number.toString());
    }
}
