package org.apache.dubbo.common.serialize.hessian2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Serializable;

import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import org.junit.jupiter.api.Test;

/**
 * Reading plain objects through {@link FieldTableDeserializer} as a peer may send them: fields in another order,
 * fields we do not have, fields missing, values of the wrong type.
 */
class FieldTableDeserializerTest {

    /** A record with every simple field kind. */
    public static class Simple implements Serializable {
        private static final long serialVersionUID = 1L;

        String name;
        int count;
        short small;
        byte tiny;
        long big;
        double ratio;
        float half;
        boolean flag;
        Object other;
    }

    private static byte[] object(String[] names, Object... values) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Hessian2Output out = new Hessian2Output(bytes);
        for (int round = 0; round < 2; round++) { // twice: the second instance reuses the definition
            int ref = out.writeObjectBegin(Simple.class.getName());
            if (ref == -1) {
                out.writeClassFieldLength(names.length);
                for (String name : names) {
                    out.writeString(name);
                }
                out.writeObjectBegin(Simple.class.getName());
            }
            for (Object value : values) {
                out.writeObject(value);
            }
        }
        out.flush();
        return bytes.toByteArray();
    }

    private static Simple[] readTwo(byte[] bytes) throws IOException {
        org.apache.dubbo.common.serialize.ObjectInput in = new Hessian2Serialization()
                .deserialize(new java.io.ByteArrayInputStream(bytes));
        try {
            return new Simple[] {in.readObject(Simple.class), in.readObject(Simple.class)};
        } catch (ClassNotFoundException e) {
            throw new IOException(e);
        } finally {
            in.cleanup();
        }
    }

    @Test
    void readsFieldsInThePeersOrderSkippingUnknownOnes() throws IOException {
        byte[] bytes = object(new String[] {"flag", "unknown", "half", "ratio", "big", "tiny", "small", "count",
            "name", "other"}, true, "ignored", 0.5, 2.25, 1L << 40, 300, 70000, 7, "n", 9L);
        for (Simple s : readTwo(bytes)) {
            assertTrue(s.flag);
            assertEquals(0.5f, s.half);
            assertEquals(2.25, s.ratio);
            assertEquals(1L << 40, s.big);
            assertEquals((byte) 300, s.tiny, "narrowed as hessian-lite narrows");
            assertEquals((short) 70000, s.small, "narrowed as hessian-lite narrows");
            assertEquals(7, s.count);
            assertEquals("n", s.name);
            assertEquals(9L, s.other);
        }
    }

    @Test
    void fieldsThePeerDoesNotSendKeepTheirDefaults() throws IOException {
        for (Simple s : readTwo(object(new String[] {"count"}, 5))) {
            assertEquals(5, s.count);
            assertNull(s.name);
            assertEquals(0L, s.big);
        }
    }

    @Test
    void aValueOfTheWrongTypeIsAClearErrorNamingTheField() throws IOException {
        byte[] bytes = object(new String[] {"count"}, new java.util.HashMap<>());
        IOException e = assertThrows(IOException.class, () -> readTwo(bytes));
        assertTrue(String.valueOf(e.getMessage()).contains("count"), e.getMessage());
    }

    @Test
    void twoDefinitionsOfTheSameClassInTurn() throws IOException {
        // the layout cache must follow the definition, whichever was seen last
        for (int i = 0; i < 3; i++) {
            assertEquals(1, readTwo(object(new String[] {"count", "name"}, 1, "a"))[1].count);
            Simple s = readTwo(object(new String[] {"name", "count"}, "b", 2))[1];
            assertEquals(2, s.count);
            assertEquals("b", s.name);
        }
    }
}
