package org.apache.dubbo.common.config;

import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertFalse;

class ValueConversionTest {

    @Test
    void convertsToBoxedAndPrimitiveTypes() {
        assertEquals(42, ValueConversion.convert(" 42 ", Integer.class));
        assertEquals(42, ValueConversion.convert("42", int.class));
        assertEquals(1L << 40, ValueConversion.convert("1099511627776", Long.class));
        assertEquals(Boolean.TRUE, ValueConversion.convert("TRUE", boolean.class));
        assertEquals(0.5d, ValueConversion.convert("0.5", Double.class));
        assertEquals("x y", ValueConversion.convert(" x y ", String.class));
    }

    @Test
    void enumsMatchTheirNameInAnyCase() {
        assertEquals(TimeUnit.SECONDS, ValueConversion.convert("seconds", TimeUnit.class));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ValueConversion.convert("fortnights", TimeUnit.class));
        assertTrue(e.getMessage().startsWith("expected one of NANOSECONDS, MICROSECONDS"), e.getMessage());
    }

    @Test
    void saysWhatWasExpected() {
        assertEquals("expected an integer",
                assertThrows(IllegalArgumentException.class, () -> ValueConversion.convert("3000000000", Integer.class))
                        .getMessage());
        assertEquals("expected true or false",
                assertThrows(IllegalArgumentException.class, () -> ValueConversion.convert("yes", Boolean.class))
                        .getMessage());
    }

    @Test
    void supportsOnlyTextConvertibleTypes() {
        assertTrue(ValueConversion.supports(String.class));
        assertTrue(ValueConversion.supports(long.class));
        assertTrue(ValueConversion.supports(TimeUnit.class));
        assertFalse(ValueConversion.supports(Object.class));
        assertFalse(ValueConversion.supports(java.util.Map.class));
    }
}
