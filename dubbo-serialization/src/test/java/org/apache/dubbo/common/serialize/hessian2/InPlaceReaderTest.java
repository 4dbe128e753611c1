package org.apache.dubbo.common.serialize.hessian2;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import org.apache.dubbo.common.serialize.MessageBodyInput;
import org.apache.dubbo.common.serialize.ObjectInput;
import org.junit.jupiter.api.Test;

/**
 * A body read from memory ({@link MessageBodyInput}) gives exactly what hessian-lite reads from a stream, whatever
 * form its values take: the ones {@link InPlaceReader} knows read in place, then everything through hessian-lite.
 */
class InPlaceReaderTest {

    private static final List<String> STRINGS = Arrays.asList("", "2.0.2", "org.example.UserService", "0.0.0",
            "existUser", "Ljava/lang/String;", repeat('a', 31), repeat('b', 32), repeat('c', 200), repeat('d', 1023),
            repeat('e', 1024), repeat('f', 40_000), "héllo", "日本語", "\uD83D\uDE00", null, "\u007f", repeat('g', 4096),
            repeat('h', 32768), repeat('i', 32768 + 31), repeat('j', 32768 + 500), repeat('k', 70_000),
            repeat('é', 300), repeat('Ж', 700), repeat('文', 1500), repeat('a', 32767) + "\uD83D\uDE00" + "tail", "\uD800 lone \uDFFF");

    private final Hessian2Serialization serialization = new Hessian2Serialization();

    @Test
    void leadingStringsOfEveryFormReadAsHessianLiteReadsThem() throws IOException, ClassNotFoundException {
        Map<String, Object> map = new HashMap<>();
        map.put("path", "org.example.UserService");
        map.put("timeout", "3000");
        byte[] body = write(out -> {
            for (String s : STRINGS) {
                out.writeString(s);
            }
            out.writeObject(map);
            out.writeString("after the map");
            out.writeInt(7);
        });
        for (InputStream stream : Arrays.asList(new ByteArrayInputStream(body), new MessageBodyInput(body))) {
            ObjectInput in = serialization.deserialize(stream);
            try {
                for (String s : STRINGS) {
                    assertEquals(s, in.readUTF(), stream.getClass().getSimpleName());
                }
                assertEquals(map, in.readObject());
                assertEquals("after the map", in.readUTF());
                assertEquals(7, in.readInt());
            } finally {
                in.cleanup();
            }
        }
    }

    @Test
    void aStringAfterAnyOtherValueIsReadByHessianLite() throws IOException, ClassNotFoundException {
        List<Object> list = new ArrayList<>(Arrays.asList("x", "y"));
        byte[] body = write(out -> {
            out.writeString("first");
            out.writeObject(list);
            out.writeString("second");
            out.writeString("third");
        });
        ObjectInput in = serialization.deserialize(new MessageBodyInput(body));
        try {
            assertEquals("first", in.readUTF());
            assertEquals(list, in.readObject());
            assertEquals("second", in.readUTF());
            assertEquals("third", in.readUTF());
        } finally {
            in.cleanup();
        }
    }

    @Test
    void aRepeatedStringIsTheSameInstance() throws IOException {
        byte[] body = write(out -> out.writeString("org.example.RepeatedService"));
        String first = readFirst(body);
        assertSame(first, readFirst(body));
    }

    @Test
    void aTruncatedBodyEndsAsItDoesInHessianLite() throws IOException {
        byte[] whole = write(out -> out.writeString("twenty characters!!!"));
        byte[] cut = Arrays.copyOf(whole, 6);
        assertEquals(outcome(new ByteArrayInputStream(cut)), outcome(new MessageBodyInput(cut)));
    }

    private String outcome(InputStream stream) {
        try {
            return "read " + readFirst(stream);
        } catch (IOException | RuntimeException e) {
            return "failed " + e;
        }
    }

    @Test
    void theBodyIsLeftWhereTheStringEnded() {
        byte[] body = {0x03, 'a', 'b', 'c', 0x31, 0x01, 'z', 'N', (byte) 0x90};
        MessageBodyInput in = new MessageBodyInput(body);
        assertEquals("abc", InPlaceReader.string(in, true));
        assertEquals(4, in.position());
        assertSame(InPlaceReader.NOT_HERE, InPlaceReader.string(in, true), "0x31 0x01 announces 257 characters; 1 byte follows");
        assertEquals(4, in.position());
        in.advance(3);
        assertEquals(null, InPlaceReader.string(in, true));
        assertSame(InPlaceReader.NOT_HERE, InPlaceReader.string(in, true), "an int");
        assertEquals(8, in.position());
        assertArrayEquals(body, in.array());
    }

    /** Every form of every scalar read in place, against every declared type, ends as hessian-lite reads it. */
    @Test
    void scalarsOfEveryFormAgainstEveryDeclaredTypeReadAsHessianLiteReadsThem() throws IOException {
        List<byte[]> values = new ArrayList<>();
        for (int i : new int[] {0, -16, 47, 48, -17, -2048, 2047, 2048, -2049, -262144, 262143, 262144, -262145,
                Integer.MIN_VALUE, Integer.MAX_VALUE}) {
            values.add(write(out -> out.writeInt(i)));
        }
        for (long l : new long[] {0, -8, 15, 16, -9, -2048, 2047, 2048, -262144, 262143, 262144,
                Integer.MIN_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE + 1L, Long.MIN_VALUE, Long.MAX_VALUE}) {
            values.add(write(out -> out.writeLong(l)));
        }
        for (String str : STRINGS) {
            values.add(write(out -> out.writeString(str)));
        }
        values.add(write(out -> out.writeBoolean(true)));
        values.add(write(out -> out.writeBoolean(false)));
        values.add(write(out -> out.writeDouble(1.5)));
        // forms hessian-lite reads but does not write for these values
        values.add(new byte[] {'I', 0, 0, 0, 5});
        values.add(new byte[] {'I', (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xfe});
        values.add(new byte[] {'Y', (byte) 0x80, 0, 0, 0});
        values.add(new byte[] {'L', 0, 0, 0, 0, 0, 0, 0, 5});
        values.add(new byte[] {0x03, 'a', 'b', 'c'});
        // strings in chunks and characters in forms hessian-lite's writer does not produce, or cannot read
        values.add(new byte[] {'R', 0, 2, 'a', 'b', 0x01, 'c'});
        values.add(new byte[] {'R', 0, 1, 'a', 0x30, 0x02, 'b', 'c'});
        values.add(new byte[] {'R', 0, 1, 'a', 'R', 0, 0, 'S', 0, 1, 'z'});
        values.add(new byte[] {'R', 0, 1, 'a', (byte) 0x90});
        values.add(new byte[] {'R', 0, 1, 'a'});
        values.add(new byte[] {'S', 0, 2, (byte) 0xc3, (byte) 0xa9, 'x'});
        values.add(new byte[] {0x02, (byte) 0xf0, (byte) 0x9f, (byte) 0x98, (byte) 0x80});
        values.add(new byte[] {0x01, (byte) 0x80});
        values.add(new byte[] {0x01, (byte) 0xc3});
        values.add(new byte[] {0x01, (byte) 0xc3, (byte) 0x29});
        values.add(new byte[] {0x01, (byte) 0xe0, (byte) 0x80, (byte) 0x80});
        values.add(new byte[] {0x01, (byte) 0xe4, (byte) 0xb8});
        List<Class<?>> types = Arrays.asList(null, Object.class, String.class, int.class, Integer.class, long.class,
                Long.class, boolean.class, Boolean.class, short.class, double.class, Map.class, CharSequence.class);
        for (byte[] value : values) {
            byte[] body = concat(value, write(out -> out.writeString("after")));
            for (Class<?> type : types) {
                String what = Arrays.toString(value) + " as " + type;
                assertEquals(outcome(new ByteArrayInputStream(body), in -> read(in, type) + ", " + in.readUTF()),
                        outcome(new MessageBodyInput(body), in -> read(in, type) + ", " + in.readUTF()), what);
            }
        }
    }

    @Test
    void attachmentsReadAsHessianLiteReadsTheMapWhateverTheyHold() throws IOException {
        Map<String, Object> common = new HashMap<>();
        common.put("path", "org.example.UserService");
        common.put("interface", "org.example.UserService");
        common.put("version", "1.0.0");
        common.put("timeout", "3000");
        common.put("remote.application", "consumer-app");
        Map<String, Object> scalars = new HashMap<>(common);
        scalars.put("retries", 2);
        scalars.put("big", Integer.MAX_VALUE);
        scalars.put("deadline", 1_700_000_000_000L);
        scalars.put("async", false);
        scalars.put("nothing", null);
        scalars.put("", "");
        Map<String, Object> wide = new HashMap<>();
        for (int i = 0; i < 40; i++) {
            wide.put("key" + i, "value" + i);
        }
        Map<String, Object> nonAscii = new HashMap<>(common);
        nonAscii.put("user", "Jörg");
        Map<String, Object> longValue = new HashMap<>(common);
        longValue.put("trace", repeat('t', 40_000) + "é");
        Map<String, Object> nested = new HashMap<>(common);
        nested.put("inner", new HashMap<>(common));
        Map<Object, Object> intKey = new HashMap<>();
        intKey.put(1, "one");
        Map<String, Object> nullKey = new HashMap<>(common);
        nullKey.put(null, "x");
        Map<String, Object> ordered = new java.util.TreeMap<>(common);
        List<Object> maps = Arrays.asList(common, scalars, wide, nonAscii, longValue, nested, intKey, nullKey, ordered,
                new HashMap<>(), null);
        List<Writes> before = Arrays.asList(out -> { }, out -> out.writeString("first"),
                out -> out.writeObject(new ArrayList<>(Arrays.asList("a", "b"))));
        for (Object map : maps) {
            for (Writes leading : before) {
                byte[] body = write(out -> {
                    leading.to(out);
                    out.writeObject(map);
                });
                String what = map + " after " + before.indexOf(leading);
                String expected = outcome(new ByteArrayInputStream(body), in -> readAfter(in, leading) + describe(
                        in.readObject(Map.class)));
                assertEquals(expected, outcome(new MessageBodyInput(body), in -> readAfter(in, leading)
                        + describe(in.readAttachments())), what);
            }
        }
    }

    /** A body cut anywhere fails or reads as it does in hessian-lite; a cut value is never half read in place. */
    @Test
    void everyTruncationOfACallBodyEndsAsInHessianLite() throws IOException {
        Map<String, Object> attachments = new HashMap<>();
        attachments.put("path", "org.example.UserService");
        attachments.put("timeout", 3000);
        attachments.put("deadline", Long.MAX_VALUE);
        byte[] whole = write(out -> {
            out.writeString("2.0.2");
            out.writeString("org.example.UserService");
            out.writeInt(262144);
            out.writeLong(Integer.MIN_VALUE);
            out.writeBoolean(true);
            out.writeString("é中 ütf-8 \uD83D\uDE00 " + repeat('m', 300));
            out.writeObject(attachments);
        });
        for (int length = 0; length <= whole.length; length++) {
            byte[] cut = Arrays.copyOf(whole, length);
            Reads reads = in -> in.readUTF() + ", " + in.readObject(String.class) + ", " + in.readInt() + ", "
                    + in.readLong() + ", " + in.readBool() + ", " + in.readObject(String.class) + ", "
                    + describe(in.readAttachments());
            assertEquals(outcome(new ByteArrayInputStream(cut), reads), outcome(new MessageBodyInput(cut), reads),
                    length + " of " + whole.length + " bytes");
        }
    }

    /** A string of several chunks cut near a chunk's end or inside a character fails or reads as in hessian-lite. */
    @Test
    void aChunkedStringCutAnywhereNearItsChunkBoundariesEndsAsInHessianLite() throws IOException {
        String text = repeat('文', 32766) + "ab" + repeat('z', 600);
        byte[] whole = write(out -> {
            out.writeString(text);
            out.writeString("after");
        });
        int firstChunk = 3 + 3 * 32766 + 2;
        for (int length = 0; length <= whole.length; length++) {
            if (length > 8 && Math.abs(length - firstChunk) > 8 && whole.length - length > 16 && length % 997 != 0) {
                continue;
            }
            byte[] cut = Arrays.copyOf(whole, length);
            Reads reads = in -> describe(in.readObject(String.class)) + ", " + in.readUTF();
            assertEquals(outcome(new ByteArrayInputStream(cut), reads), outcome(new MessageBodyInput(cut), reads),
                    length + " of " + whole.length + " bytes");
        }
    }

    @Test
    void repeatedAttachmentKeysAndValuesAreTheSameInstances() throws IOException {
        Map<String, Object> map = new HashMap<>();
        map.put("remote.application", "repeated-consumer");
        byte[] body = write(out -> out.writeObject(map));
        Map<String, Object> first = attachments(body);
        Map<String, Object> second = attachments(body);
        assertSame(first.keySet().iterator().next(), second.keySet().iterator().next());
        assertSame(first.get("remote.application"), second.get("remote.application"));
    }

    @Test
    void aValueThatChangesEveryCallDoesNotPushOutOneThatRepeats() {
        String steady = "steady-value";
        String[] rivals = sameSlotAs(steady, 3);
        lookUp(steady);
        lookUp(steady); // in the table now, whatever the slot held before (the table is shared)
        String kept = lookUp(steady);
        lookUp(rivals[0]);
        assertSame(kept, lookUp(steady), "one miss in between");
        lookUp(rivals[1]);
        assertSame(kept, lookUp(steady), "another miss in between");
        lookUp(rivals[2]);
        String replacing = lookUp(rivals[2]);
        assertSame(replacing, lookUp(rivals[2]), "two misses in a row hand the slot over");
    }

    private static String lookUp(String ascii) {
        byte[] b = ascii.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        return StringTable.ascii(b, 0, b.length, ascii.hashCode());
    }

    /** Strings whose table slot is that of {@code target} (same hash as {@link StringTable} spreads it). */
    private static String[] sameSlotAs(String target, int count) {
        int slot = slotOf(target);
        String[] found = new String[count];
        int n = 0;
        for (int i = 0; n < count; i++) {
            String candidate = "rival-" + i;
            if (slotOf(candidate) == slot) {
                found[n++] = candidate;
            }
        }
        return found;
    }

    private static int slotOf(String s) {
        int h = s.hashCode();
        return (h ^ (h >>> 16)) & 1023;
    }

    private Map<String, Object> attachments(byte[] body) throws IOException {
        ObjectInput in = serialization.deserialize(new MessageBodyInput(body));
        try {
            return in.readAttachments();
        } catch (ClassNotFoundException e) {
            throw new IOException(e);
        } finally {
            in.cleanup();
        }
    }

    private static String readAfter(ObjectInput in, Writes leading) throws IOException, ClassNotFoundException {
        byte[] probe = write(leading);
        if (probe.length == 0) {
            return "";
        }
        return describe(in.readObject()) + " then ";
    }

    private static String read(ObjectInput in, Class<?> type) throws IOException, ClassNotFoundException {
        return describe(type == null ? in.readObject() : in.readObject(type));
    }

    /** A value with the classes of everything in it, maps in key order. */
    private static String describe(Object value) {
        if (value instanceof Map) {
            StringBuilder text = new StringBuilder(value.getClass().getSimpleName()).append('{');
            ((Map<?, ?>) value).entrySet().stream()
                    .sorted(java.util.Comparator.comparing(e -> String.valueOf(e.getKey())))
                    .forEach(e -> text.append(describe(e.getKey())).append('=').append(describe(e.getValue()))
                            .append(';'));
            return text.append('}').toString();
        }
        return value == null ? "null" : value.getClass().getSimpleName() + ":" + value;
    }

    private interface Reads {
        String from(ObjectInput in) throws IOException, ClassNotFoundException;
    }

    /** What reading gives: the values, or that it failed (messages differ between the two readers' positions). */
    private String outcome(InputStream stream, Reads reads) {
        // the plain stream is the reference: hessian-lite reads all of it
        ObjectInput in = new Hessian2ObjectInput(stream, Hessian2Serialization.currentFactory());
        try {
            return "read " + reads.from(in);
        } catch (IOException | ClassNotFoundException | RuntimeException e) {
            return "failed";
        } finally {
            in.cleanup();
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }

    private String readFirst(byte[] body) throws IOException {
        return readFirst(new MessageBodyInput(body));
    }

    private String readFirst(InputStream stream) throws IOException {
        ObjectInput in = serialization.deserialize(stream);
        try {
            return in.readUTF();
        } finally {
            in.cleanup();
        }
    }

    private interface Writes {
        void to(Hessian2Output out) throws IOException;
    }

    private static byte[] write(Writes writes) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Hessian2Output out = new Hessian2Output(bytes);
        writes.to(out);
        out.flush();
        return bytes.toByteArray();
    }

    private static String repeat(char c, int n) {
        char[] chars = new char[n];
        Arrays.fill(chars, c);
        return new String(chars);
    }
}
