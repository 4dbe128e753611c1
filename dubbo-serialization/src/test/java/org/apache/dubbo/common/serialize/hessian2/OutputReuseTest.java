package org.apache.dubbo.common.serialize.hessian2;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import org.junit.jupiter.api.Test;

/**
 * The per-thread {@link Hessian2Output} is reused without being re-initialised: a message written after another
 * must be byte for byte what a fresh output writes, with no back-reference or class definition leaking from the
 * previous message.
 */
class OutputReuseTest {

    static final class Item implements Serializable {
        private static final long serialVersionUID = 1L;
        String name;
        Item twin;

        Item(String name) {
            this.name = name;
        }
    }

    @Test
    void aReusedOutputWritesWhatAFreshOneWrites() throws IOException {
        Item shared = new Item("shared");
        List<Object> first = new ArrayList<>(Arrays.asList(shared, shared, new Item("other")));
        Item second = new Item("again");
        second.twin = shared;

        Hessian2RoundTrip.write(first); // leaves the thread's output behind, with shared and Item defined before
        byte[] reused = Hessian2RoundTrip.write(second, shared);
        byte[] fresh = writeWithFreshOutput(second, shared);

        assertArrayEquals(fresh, reused);
        Item back = Hessian2RoundTrip.read(reused, Item.class);
        assertEquals("again", back.name);
        assertEquals("shared", back.twin.name);
    }

    @Test
    void messagesWithAndWithoutReferencesInAnyOrderWriteWhatAFreshOutputWrites() throws IOException {
        Item shared = new Item("shared");
        List<Item> many = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            many.add(new Item("item" + i)); // grows the reference table past its first 256 slots
        }
        many.add(shared);
        Object[][] messages = {
            {many}, {"plain"}, {Boolean.TRUE, 7}, {shared, shared}, {"plain again"}, {many.get(3), shared},
            {Arrays.asList(shared, shared)}, {1L}, {many.get(999), many.get(999)},
        };
        for (int i = 0; i < messages.length; i++) {
            int index = i;
            assertArrayEquals(writeWithFreshOutput(messages[i]), Hessian2RoundTrip.write(messages[i]),
                    () -> "message " + index);
        }
    }

    @Test
    void backReferencesWithinOneMessageStillWork() throws IOException {
        Hessian2RoundTrip.write("warm up the thread's output");
        Item shared = new Item("shared");
        List<Item> list = Arrays.asList(shared, shared);
        @SuppressWarnings("unchecked")
        List<Item> back = Hessian2RoundTrip.read(Hessian2RoundTrip.write(list), List.class);
        assertSame(back.get(0), back.get(1));
        assertNotSame(shared, back.get(0));
    }

    private static byte[] writeWithFreshOutput(Object... values) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Hessian2Output out = new Hessian2Output(bytes);
        out.setSerializerFactory(Hessian2Serialization.currentFactory());
        for (Object v : values) {
            out.writeObject(v);
        }
        out.flushBuffer();
        return bytes.toByteArray();
    }
}
