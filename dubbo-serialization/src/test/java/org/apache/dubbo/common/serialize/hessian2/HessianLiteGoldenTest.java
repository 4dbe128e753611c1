package org.apache.dubbo.common.serialize.hessian2;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.apache.dubbo.common.serialize.ObjectInput;
import org.apache.dubbo.common.serialize.security.SerializationSecurity;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Our hessian2 writer (with its fast paths) against the real hessian-lite of both Apache Dubbo lines, value by value
 * ({@link GoldenValues}):
 * <ul>
 *   <li>byte for byte what {@code org.apache.dubbo:hessian-lite} 4.x (Apache Dubbo 3.3) writes;</li>
 *   <li>byte for byte what {@code com.alibaba:hessian-lite} 3.2.x (Apache Dubbo 2.7 / 3.2) writes, except where the
 *       two lines differ — an {@code ArrayList} is an untyped list in 4.x and names {@code java.util.ArrayList} in
 *       3.2 — and there 3.2.x reads our bytes back to an equal value;</li>
 *   <li>with the fast paths off ({@code -Ddubbo.hessian.fastPath=false}), byte for byte hessian-lite 3.2.x;</li>
 *   <li>our reader reads what each line writes back to an equal value.</li>
 * </ul>
 */
class HessianLiteGoldenTest {

    private static final Hessian2Serialization HESSIAN2 = new Hessian2Serialization();

    @TestFactory
    Stream<DynamicTest> ourBytesAreApacheHessianLite4Bytes() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (ReferenceHessian.Line line : ReferenceHessian.apache4Lines()) {
            for (GoldenValues.Case c : GoldenValues.all()) {
                tests.add(DynamicTest.dynamicTest(line.name() + ": " + c, () ->
                        assertArrayEquals(line.write(c.value), ours(c.value), hex(line.write(c.value), ours(c.value)))));
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> ourBytesAreHessianLite32BytesWhereTheLinesAgree() {
        ReferenceHessian.Line lite32 = ReferenceHessian.lite32();
        List<DynamicTest> tests = new ArrayList<>();
        for (GoldenValues.Case c : GoldenValues.all()) {
            tests.add(DynamicTest.dynamicTest(c.toString(), () -> {
                byte[] ours = ours(c.value);
                byte[] theirs = lite32.write(c.value);
                if (containsArrayList(c.value)) {
                    // the one place the lines differ: 3.2.x must read what we (and Apache Dubbo 3.3) write
                    assertFalse(java.util.Arrays.equals(theirs, ours), "expected the 4.x list form");
                    assertTrue(ours.length < theirs.length, "the untyped list is shorter");
                    assertEqualValues(c.value, lite32.read(ours));
                } else {
                    assertArrayEquals(theirs, ours, hex(theirs, ours));
                }
            }));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> withTheFastPathsOffOurBytesAreHessianLite32Bytes() {
        ReferenceHessian.Line lite32 = ReferenceHessian.lite32();
        PolicyCheckingSerializerFactory plain = new PolicyCheckingSerializerFactory(
                HessianLiteGoldenTest.class.getClassLoader(), SerializationSecurity.policy(), false);
        List<DynamicTest> tests = new ArrayList<>();
        for (GoldenValues.Case c : GoldenValues.all()) {
            tests.add(DynamicTest.dynamicTest(c.toString(), () -> {
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                Hessian2ObjectOutput out = new Hessian2ObjectOutput(bytes, plain);
                out.writeObject(c.value);
                out.flushBuffer();
                out.cleanup();
                assertArrayEquals(lite32.write(c.value), bytes.toByteArray());
            }));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> weReadWhatEveryLineWrites() throws IOException {
        List<ReferenceHessian.Line> lines = new ArrayList<>();
        lines.add(ReferenceHessian.lite32());
        lines.addAll(ReferenceHessian.apache4Lines());
        List<DynamicTest> tests = new ArrayList<>();
        for (ReferenceHessian.Line line : lines) {
            for (GoldenValues.Case c : GoldenValues.all()) {
                if (c.value instanceof GoldenValues.Node) {
                    continue; // no equals for a cycle; readingACycleKeepsItsShape covers it
                }
                tests.add(DynamicTest.dynamicTest(line.name() + ": " + c,
                        () -> assertEqualValues(c.value, oursRead(line.write(c.value)))));
            }
        }
        return tests.stream();
    }

    @Test
    void readingACycleKeepsItsShape() throws IOException {
        GoldenValues.Node a = (GoldenValues.Node) oursRead(ours(GoldenValues.Node.cycle()));
        assertEquals("a", a.name);
        assertEquals("b", a.next.name);
        assertSame(a, a.next.next);
    }

    @Test
    void aSharedObjectIsWrittenOnceAndReadBackShared() throws IOException {
        GoldenValues.User user = GoldenValues.User.sample(5);
        List<Object> list = new ArrayList<>();
        list.add(user);
        list.add(user);
        List<?> back = (List<?>) oursRead(ours(list));
        assertSame(back.get(0), back.get(1));
    }

    static byte[] ours(Object value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        org.apache.dubbo.common.serialize.ObjectOutput out = HESSIAN2.serialize(bytes);
        out.writeObject(value);
        out.flushBuffer();
        out.cleanup();
        return bytes.toByteArray();
    }

    static Object oursRead(byte[] bytes) throws IOException {
        ObjectInput in = HESSIAN2.deserialize(new ByteArrayInputStream(bytes));
        try {
            return in.readObject();
        } catch (ClassNotFoundException e) {
            throw new IOException(e);
        } finally {
            in.cleanup();
        }
    }

    /**
     * Equal values, where arrays compare by content. hessian has no float, short, byte or char (read back untyped as
     * double, int and string; a float travels as the double its decimal text denotes) and writes -0.0 as 0.0: every
     * line does so.
     */
    static void assertEqualValues(Object expected, Object actual) {
        if (expected != null && expected.getClass().isArray()) {
            assertEquals(Array.getLength(expected), Array.getLength(actual));
            for (int i = 0; i < Array.getLength(expected); i++) {
                assertEqualValues(Array.get(expected, i), Array.get(actual, i));
            }
        } else if (expected instanceof Float) {
            assertEquals(Double.parseDouble(expected.toString()), actual);
        } else if (expected instanceof Short || expected instanceof Byte) {
            assertEquals(((Number) expected).intValue(), actual);
        } else if (expected instanceof Character) {
            assertEquals(expected.toString(), actual);
        } else if (expected instanceof Double && (Double) expected == 0.0) {
            assertEquals(0.0, actual);
        } else {
            assertEquals(expected, actual);
        }
    }

    private static boolean containsArrayList(Object value) throws IOException {
        byte[] bytes = ReferenceHessian.lite32().write(value);
        byte[] name = "java.util.ArrayList".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        outer:
        for (int i = 0; i + name.length <= bytes.length; i++) {
            for (int j = 0; j < name.length; j++) {
                if (bytes[i + j] != name[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    private static String hex(byte[] expected, byte[] actual) {
        return "\nexpected " + toHex(expected) + "\nactual   " + toHex(actual);
    }

    private static String toHex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(bytes.length, 2000); i++) {
            sb.append(String.format("%02x", bytes[i]));
        }
        return sb.toString();
    }
}
