package org.apache.dubbo.common.serialize.hessian2;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class JdkTypesSerializationTest {

    @ParameterizedTest
    @ValueSource(strings = {"0", "1", "-1", "255", "256", "-256", "4294967296", "-123456789012345678901234567890",
        "340282366920938463463374607431768211456"})
    void bigIntegerRoundTripsWithoutReflectionIntoJavaMath(String value) throws IOException {
        BigInteger original = new BigInteger(value);
        assertEquals(original, Hessian2RoundTrip.roundTrip(original));
    }

    @Test
    void bigIntegerMagnitudeIsBigEndianInts() {
        assertEquals(Arrays.toString(new int[] {1, 0}),
                Arrays.toString(BigIntegerCodec.magnitude(new BigInteger("4294967296"))));
        assertEquals(0, BigIntegerCodec.magnitude(BigInteger.ZERO).length);
    }

    @Test
    void immutableCollectionsArriveAsPlainCollections() throws IOException {
        List<?> list = Hessian2RoundTrip.read(Hessian2RoundTrip.write(List.of("a", "b")), List.class);
        assertEquals(new ArrayList<>(List.of("a", "b")), list);
        Map<?, ?> map = Hessian2RoundTrip.read(Hessian2RoundTrip.write(Map.of("k", 1)), Map.class);
        assertEquals(new HashMap<>(Map.of("k", 1)), map);
    }

    @Test
    void commonValueTypesRoundTrip() throws IOException {
        assertEquals(new BigDecimal("12345.6789"), Hessian2RoundTrip.roundTrip(new BigDecimal("12345.6789")));
        assertEquals(LocalDate.of(2024, 2, 29), Hessian2RoundTrip.roundTrip(LocalDate.of(2024, 2, 29)));
        LocalDateTime t = LocalDateTime.of(2026, 11, 21, 6, 18, 7, 123_000_000);
        assertEquals(t, Hessian2RoundTrip.roundTrip(t));
        assertEquals("统一码 ✓ 😀", Hessian2RoundTrip.roundTrip("统一码 ✓ 😀"));
    }
}
