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
 * form its strings take: the leading ones read in place, then everything through hessian-lite.
 */
class LeadingStringsTest {

    private static final List<String> STRINGS = Arrays.asList("", "2.0.2", "org.example.UserService", "0.0.0",
            "existUser", "Ljava/lang/String;", repeat('a', 31), repeat('b', 32), repeat('c', 200), repeat('d', 1023),
            repeat('e', 1024), repeat('f', 40_000), "héllo", "日本語", "\uD83D\uDE00", null, "\u007f");

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
        assertEquals("abc", LeadingStrings.read(in));
        assertEquals(4, in.position());
        assertSame(LeadingStrings.NOT_HERE, LeadingStrings.read(in), "0x31 0x01 announces 257 characters; 1 byte follows");
        assertEquals(4, in.position());
        in.advance(3);
        assertEquals(null, LeadingStrings.read(in));
        assertSame(LeadingStrings.NOT_HERE, LeadingStrings.read(in), "an int");
        assertEquals(8, in.position());
        assertArrayEquals(body, in.array());
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
