package org.apache.dubbo.common.serialize.fastjson2;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONB;
import org.apache.dubbo.common.serialize.ObjectInput;
import org.apache.dubbo.common.serialize.ObjectOutput;
import org.junit.jupiter.api.Test;

/**
 * Fuzz finding 11 (alibaba/fastjson2#7857): a JSONB decimal with a scale near 2<sup>31</sup>, alone or nested in
 * another decimal, keeps fastjson2's reader busy for minutes. Our reader refuses it before fastjson2 sees it, and
 * still reads back every value a JSONB writer produces.
 */
class JsonbDecimalGuardTest {

    /** Far above the milliseconds a refusal takes, far below the minutes fastjson2 alone spends. */
    private static final Duration BOUND = Duration.ofSeconds(30);

    private final Fastjson2Serialization fastjson2 = new Fastjson2Serialization();

    @Test
    void theFuzzInputIsRefusedQuickly() throws Exception {
        IOException e = refusedQuickly("crash-decimal-with-a-huge-scale", 88);
        assertTrue(e.getMessage().startsWith("fastjson2 body refused: "), e.getMessage());
    }

    @Test
    void theUpstreamTenByteFormIsRefusedNamingTheScale() {
        // BC_DECIMAL scale 0, unscaled = BC_DECIMAL with scale BC_INT32 0x7fffffff and unscaled BC_INT8 1
        byte[] jsonb = {(byte) 0xb9, 0x00, (byte) 0xb9, 0x48, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff,
            (byte) 0xbd, 0x01};
        for (Class<?> type : Arrays.asList(Object.class, BigDecimal.class, BigInteger.class, int.class, long.class,
                String.class)) {
            IOException e = assertTimeoutPreemptively(BOUND, () -> assertThrows(IOException.class,
                    () -> readOne(jsonb, type)));
            assertEquals("fastjson2 body refused: decimal scale 2147483647 out of range \u00b12048 at offset 3",
                    e.getMessage());
        }
    }

    @Test
    void aHugeScaleAtTheTopIsRefused() {
        byte[] jsonb = {(byte) 0xb9, 0x48, (byte) 0x80, 0, 0, 0, 0x01};
        IOException e = assertThrows(IOException.class, () -> readOne(jsonb, int.class));
        assertEquals("fastjson2 body refused: decimal scale -2147483648 out of range \u00b12048 at offset 1",
                e.getMessage());
    }

    @Test
    void aDecimalInsideAScaleIsRefusedEvenWithASmallScale() {
        // BC_DECIMAL whose scale is itself BC_DECIMAL(scale 1, unscaled 5): writers never put a decimal there
        byte[] jsonb = {(byte) 0xb9, (byte) 0xb9, 0x01, 0x05, 0x01};
        IOException e = assertThrows(IOException.class, () -> readOne(jsonb, Object.class));
        assertEquals("fastjson2 body refused: a decimal scale is not an integer (type code 0xb9) at offset 1",
                e.getMessage());
    }

    @Test
    void aDecimalInsideALongDecimalOrALengthIsRefused() {
        byte[] decimalLong = {(byte) 0xb8, (byte) 0xb9, 0x48, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x01};
        IOException e = assertThrows(IOException.class, () -> readOne(decimalLong, long.class));
        assertTrue(e.getMessage().contains("decimal scale 2147483647 out of range"), e.getMessage());

        byte[] bigintLength = {(byte) 0xbb, (byte) 0xb9, 0x00, 0x01, 0x07};
        e = assertThrows(IOException.class, () -> readOne(bigintLength, Object.class));
        assertEquals("fastjson2 body refused: a big integer or binary length is not an integer (type code 0xb9)"
                + " at offset 1", e.getMessage());
    }

    @Test
    void scalesAtTheBoundAreReadAndOneBeyondIsRefused() throws Exception {
        BigDecimal smallest = new BigDecimal(BigInteger.valueOf(7), 2048);
        BigDecimal largest = new BigDecimal(BigInteger.valueOf(-7), -2048);
        assertEquals(smallest, roundTrip(smallest));
        assertEquals(largest, roundTrip(largest));
        IOException e = assertThrows(IOException.class, () -> roundTrip(new BigDecimal(BigInteger.valueOf(7), 2049)));
        assertTrue(e.getMessage().contains("decimal scale 2049 out of range"), e.getMessage());
        e = assertThrows(IOException.class, () -> roundTrip(new BigDecimal(BigInteger.valueOf(-7), -2049)));
        assertTrue(e.getMessage().contains("decimal scale -2049 out of range"), e.getMessage());
    }

    @Test
    void anOverlongUnscaledValueIsRefused() throws Exception {
        BigInteger atLimit = BigInteger.ONE.shiftLeft(1024 * 8 - 2);
        assertEquals(1024, atLimit.toByteArray().length);
        BigDecimal accepted = new BigDecimal(atLimit, 3);
        assertEquals(accepted, roundTrip(accepted));
        BigDecimal refused = new BigDecimal(atLimit.shiftLeft(8), 3);
        IOException e = assertThrows(IOException.class, () -> roundTrip(refused));
        assertTrue(e.getMessage().contains("unscaled value of 1025 bytes is longer than 1024"), e.getMessage());
        // a big integer on its own is not a decimal: no such limit
        BigInteger big = BigInteger.ONE.shiftLeft(80_000);
        assertEquals(big, roundTrip(big));
    }

    @Test
    void decimalsAndBigIntegersAsApplicationsSendThemReadBackEqual() throws Exception {
        List<Object> values = Arrays.asList(
                BigDecimal.ZERO, BigDecimal.ONE, new BigDecimal("-12.50"), new BigDecimal("123456789012345678.9"),
                new BigDecimal("1E+2000"), new BigDecimal("-3.14159265358979323846264338327950288419716939937510"),
                new BigDecimal(Double.MIN_VALUE), new BigDecimal(Double.MAX_VALUE), new BigDecimal(0.1),
                BigDecimal.valueOf(Long.MAX_VALUE), BigDecimal.valueOf(Long.MIN_VALUE).subtract(BigDecimal.ONE),
                BigInteger.ZERO, BigInteger.valueOf(-1), BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE),
                BigInteger.TEN.pow(400).negate());
        for (Object value : values) {
            assertEquals(value, roundTrip(value), String.valueOf(value));
        }
        List<Object> list = new ArrayList<>(values);
        assertEquals(list, roundTrip(list));

        Map<String, Object> map = new LinkedHashMap<>();
        map.put("price", new BigDecimal("19.99"));
        map.put("nested", new ArrayList<>(Arrays.asList(new BigDecimal("1e-300"), BigInteger.TEN.pow(50))));
        Map<Object, Object> byDecimal = new HashMap<>();
        byDecimal.put(new BigDecimal("2.5"), "a decimal key");
        map.put("keyed", byDecimal);
        assertEquals(map, roundTrip(map));
    }

    @Test
    void aPojoWithDecimalsAndEveryOtherKindOfFieldReadsBackEqual() throws Exception {
        Order order = new Order();
        order.amount = new BigDecimal("1234.5678");
        order.tiny = new BigDecimal(Double.MIN_VALUE);
        order.count = BigInteger.TEN.pow(40);
        order.lines = new ArrayList<>(Arrays.asList(new BigDecimal("0.001"), new BigDecimal("-7E+12")));
        order.name = "\u8ba2\u5355 order with a name longer than forty seven characters, in UTF-8";
        order.ascii = "plain";
        order.code = 'x';
        order.ratio = 0.25f;
        order.wholeRatio = 3f;
        order.weight = 1.5;
        order.wholeWeight = 1e6;
        order.id = Long.MIN_VALUE;
        order.small = -3;
        order.flags = new int[] {0, -1, 2047, 262143, Integer.MAX_VALUE, Integer.MIN_VALUE};
        order.raw = new byte[] {1, 2, 3};
        order.uuid = UUID.randomUUID();
        order.created = new Date(1_700_000_000_123L);
        order.day = LocalDate.of(2026, 11, 27);
        order.time = LocalTime.of(15, 4, 5, 123_456_789);
        order.local = LocalDateTime.of(2026, 11, 27, 15, 4, 5, 1);
        order.zoned = ZonedDateTime.of(order.local, ZoneId.of("Asia/Shanghai"));
        order.zonedElsewhere = ZonedDateTime.of(order.local, ZoneId.of("Europe/Paris"));
        order.offset = OffsetDateTime.of(order.local, ZoneOffset.ofHours(-3));
        order.instant = Instant.ofEpochSecond(1_700_000_000L, 42);
        order.state = State.SHIPPED;
        order.parent = new Order();
        order.parent.amount = order.amount; // the same instance twice: a reference
        order.parent.name = "parent";
        Order back = (Order) roundTrip(order);
        assertEquals(order, back);
    }

    @Test
    void truncatedOrUnknownStructureIsRefusedWithItsOffset() {
        IOException e = assertThrows(IOException.class,
                () -> readOne(new byte[] {(byte) 0x80}, Object.class));
        assertEquals("fastjson2 body refused: type code 0x80 not expected here at offset 0", e.getMessage());
        e = assertThrows(IOException.class, () -> readOne(new byte[] {(byte) 0xa6, 0x4a, 'k'}, Object.class));
        assertEquals("fastjson2 body refused: the value ends inside a token at offset 3", e.getMessage());
        e = assertThrows(IOException.class, () -> readOne(new byte[] {0x79, 0x48, 0, 0, 1, 0, 'a'}, Object.class));
        assertTrue(e.getMessage().contains("string length 256 does not fit the 1 bytes left"), e.getMessage());
        e = assertThrows(IOException.class, () -> readOne(new byte[] {(byte) 0xa4, 0x2f, 1}, Object.class));
        assertTrue(e.getMessage().contains("array size 47 does not fit"), e.getMessage());
        e = assertThrows(IOException.class, () -> readOne(new byte[] {(byte) 0xa5}, Object.class));
        assertTrue(e.getMessage().contains("type code 0xa5 not expected here"), e.getMessage());
    }

    /**
     * Fuzz finding 13: a typed value whose class name is a UTF-16 string. fastjson2 2.0.52 ends such a name
     * elsewhere than its length says and reads the name's bytes as values; among them a string of negative length
     * moves its reader backwards, for ever. Type names in any encoding but the ASCII one writers use are refused.
     */
    @Test
    void theTypeNameFuzzInputIsRefusedQuickly() throws Exception {
        IOException e = refusedQuickly("timeout-utf16-type-name-then-negative-string-length", 85);
        assertEquals("fastjson2 body refused: a type name is neither an ASCII string nor a symbol index (type code"
                + " 0x7d) at offset 2", e.getMessage());
    }

    /**
     * Fuzz finding 15: a typed value of a class fastjson2 does not load ("M"), followed by more bytes. The walk saw
     * one small value; fastjson2 read on as a map from the bytes after it, met a string of negative length there
     * and looped. A value frame holds exactly one value, so bytes after it are refused.
     */
    @Test
    void bytesAfterTheValueAreRefused() throws Exception {
        IOException e = refusedQuickly("timeout-typed-value-read-on-past-its-end", 86);
        assertEquals("fastjson2 body refused: 79 bytes after the value, which ends at offset 7", e.getMessage());
        e = assertThrows(IOException.class, () -> readOne(new byte[] {0x01, 0x02}, Object.class));
        assertEquals("fastjson2 body refused: 1 byte after the value, which ends at offset 1", e.getMessage());
    }

    /**
     * Fuzz finding 17: a reference whose path is not a path a writer writes but JSON path syntax ({@code ?=...[[/...}):
     * fastjson2 2.0.52 parses it as a filter holding JSON text and loops for ever skipping a comment in it.
     */
    @Test
    void aReferencePathThatIsNotAWrittenPathIsRefused() throws Exception {
        IOException e = refusedQuickly("timeout-reference-path-that-is-a-json-path-filter", 40);
        assertTrue(e.getMessage().startsWith("fastjson2 body refused: reference path \"?=\\u0000[[\\u0000/rim"),
                e.getMessage());
        for (String path : new String[] {"$", "..", "#-1", "$.a", "$.o.a\\.b", "$[0].x y[12]", "$.\u4e2d", "$.a\\-b.$",
            "$.k\\\"\\'\\\\", "$.o."}) {
            assertTrue(JsonbDecimalGuard.isWrittenReferencePath(path), path);
        }
        for (String path : new String[] {"", "?=x", "$[?(@.a)]", "$.a/*", "$.a[", "$.a[x]", "$[1", "$.a\\", "$x",
            "@", "$.a()", "$.*", "#-2", "#1"}) {
            assertTrue(!JsonbDecimalGuard.isWrittenReferencePath(path), path);
        }
    }

    @Test
    void referencesAsFastjson2WritesThemReadBack() throws Exception {
        // (fastjson2 itself does not read back every path it writes: through a key with a space the value comes
        // back null, so it does through an empty key; with a brace the read fails)
        for (String key : new String[] {"plain", "\u4e2d", "a_b", "$"}) {
            ArrayList<Integer> shared = new ArrayList<>(Arrays.asList(1, 2));
            LinkedHashMap<String, Object> inner = new LinkedHashMap<>();
            inner.put(key, shared);
            LinkedHashMap<String, Object> root = new LinkedHashMap<>();
            root.put("o", inner);
            root.put("again", shared);
            root.put("list", new ArrayList<>(Arrays.asList(shared, inner)));
            @SuppressWarnings("unchecked")
            Map<String, Object> back = (Map<String, Object>) roundTrip(root);
            assertEquals(JSON.toJSONString(root), JSON.toJSONString(back), key);
        }
    }

    @Test
    void typeNamesInAnyEncodingButAsciiAreRefused() {
        for (byte encoding : new byte[] {0x7a, 0x7b, 0x7c, 0x7d, 0x7e, 0x7f}) { // UTF-8, UTF-16 x3, GB18030, symbol
            byte[] jsonb = {(byte) 0x92, encoding, 0x01, 'A', 0x00, (byte) 0xa6, (byte) 0xa5};
            IOException e = assertThrows(IOException.class, () -> readOne(jsonb, Object.class));
            assertTrue(e.getMessage().contains("a type name is neither an ASCII string nor a symbol index"),
                    e.getMessage());
        }
    }

    @Test
    void deepNestingDoesNotOverflowTheGuard() throws Exception {
        byte[] jsonb = new byte[200_000];
        Arrays.fill(jsonb, (byte) 0x95); // arrays of one item, each holding the next
        jsonb[jsonb.length - 1] = 0x01;
        JsonbDecimalGuard.check(jsonb, jsonb.length); // no refusal and no StackOverflowError from the walk
        jsonb[jsonb.length - 1] = (byte) 0xb9;
        assertThrows(IOException.class, () -> JsonbDecimalGuard.check(jsonb, jsonb.length));
    }

    /** Reads a committed fuzz input of {@code fastjson2Value} as a value; it must be refused within the bound. */
    private IOException refusedQuickly(String input, int length) throws IOException {
        byte[] jsonb;
        try (InputStream in = getClass().getResourceAsStream(
                "/org/apache/dubbo/common/serialize/SerializationFuzzTestInputs/fastjson2Value/" + input)) {
            jsonb = readAll(in);
        }
        assertEquals(length, jsonb.length);
        return assertTimeoutPreemptively(BOUND, () -> assertThrows(IOException.class,
                () -> readOne(jsonb, Object.class)));
    }

    private Object roundTrip(Object value) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ObjectOutput out = fastjson2.serialize(bytes);
        out.writeObject(value);
        out.flushBuffer();
        ObjectInput in = fastjson2.deserialize(new ByteArrayInputStream(bytes.toByteArray()));
        return in.readObject(value.getClass());
    }

    private Object readOne(byte[] jsonb, Class<?> type) throws Exception {
        byte[] body = new byte[4 + jsonb.length];
        body[3] = (byte) jsonb.length;
        body[2] = (byte) (jsonb.length >>> 8);
        System.arraycopy(jsonb, 0, body, 4, jsonb.length);
        return fastjson2.deserialize(new ByteArrayInputStream(body)).readObject(type);
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[256];
        for (int n; (n = in.read(buffer)) > 0; ) {
            out.write(buffer, 0, n);
        }
        return out.toByteArray();
    }

    enum State { NEW, SHIPPED }

    static final class Order implements Serializable {
        private static final long serialVersionUID = 1L;
        BigDecimal amount;
        BigDecimal tiny;
        BigInteger count;
        List<BigDecimal> lines;
        String name;
        String ascii;
        char code;
        float ratio;
        float wholeRatio;
        double weight;
        double wholeWeight;
        long id;
        short small;
        int[] flags;
        byte[] raw;
        UUID uuid;
        Date created;
        LocalDate day;
        LocalTime time;
        LocalDateTime local;
        ZonedDateTime zoned;
        ZonedDateTime zonedElsewhere;
        OffsetDateTime offset;
        Instant instant;
        State state;
        Order parent;

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Order)) {
                return false;
            }
            Order that = (Order) o;
            return Objects.equals(amount, that.amount) && Objects.equals(tiny, that.tiny)
                    && Objects.equals(count, that.count) && Objects.equals(lines, that.lines)
                    && Objects.equals(name, that.name) && Objects.equals(ascii, that.ascii) && code == that.code
                    && ratio == that.ratio && wholeRatio == that.wholeRatio && weight == that.weight
                    && wholeWeight == that.wholeWeight && id == that.id && small == that.small
                    && Arrays.equals(flags, that.flags) && Arrays.equals(raw, that.raw)
                    && Objects.equals(uuid, that.uuid) && Objects.equals(created, that.created)
                    && Objects.equals(day, that.day) && Objects.equals(time, that.time)
                    && Objects.equals(local, that.local) && Objects.equals(zoned, that.zoned)
                    && Objects.equals(zonedElsewhere, that.zonedElsewhere) && Objects.equals(offset, that.offset)
                    && Objects.equals(instant, that.instant) && state == that.state
                    && Objects.equals(parent, that.parent);
        }

        @Override
        public int hashCode() {
            return Objects.hash(amount, name, id);
        }
    }
}
