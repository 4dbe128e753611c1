package org.apache.dubbo.common.utils.pojo;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.BigInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class NumericConversionTest {

    @Test
    void convertsWholeNumbersThatFitBetweenIntegralTypes() {
        assertEquals(Integer.MAX_VALUE, NumericConversion.convert((long) Integer.MAX_VALUE, Integer.class));
        assertEquals((short) -32768, NumericConversion.convert(-32768, Short.class));
        assertEquals((byte) 127, NumericConversion.convert(new BigInteger("127"), Byte.class));
        assertEquals(4L, NumericConversion.convert(new BigDecimal("4.000"), Long.class));
        assertEquals(2, NumericConversion.convert(2.0f, Integer.class));
    }

    @Test
    void refusesValuesOutsideTheTargetRangeOrWithAFraction() {
        assertRefused(Integer.MAX_VALUE + 1L, Integer.class);
        assertRefused(-129, Byte.class);
        assertRefused(new BigInteger("9223372036854775808"), Long.class);
        assertRefused(0.5d, BigInteger.class);
        assertRefused(Double.NaN, Long.class);
        assertRefused(Double.POSITIVE_INFINITY, BigDecimal.class);
    }

    private static void assertRefused(Number number, Class<?> target) {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> NumericConversion.convert(number, target));
        assertEquals(number.getClass().getName() + " value " + number + " does not fit " + target.getSimpleName(),
                error.getMessage());
    }

    @Test
    void convertsToFloatingPointAndDecimalsAsJavaWould() {
        assertEquals(0.1d, NumericConversion.convert(new BigDecimal("0.1"), Double.class));
        assertEquals(1.0e10f, NumericConversion.convert(10_000_000_000L, Float.class));
        assertEquals(new BigDecimal("0.1"), NumericConversion.convert(0.1d, BigDecimal.class));
        assertEquals(new BigDecimal("0.25"), NumericConversion.convert(0.25f, BigDecimal.class));
        assertEquals(new BigInteger("12"), NumericConversion.convert(12, BigInteger.class));
    }
}
