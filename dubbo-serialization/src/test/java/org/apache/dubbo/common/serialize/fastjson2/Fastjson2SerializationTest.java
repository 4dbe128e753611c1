package org.apache.dubbo.common.serialize.fastjson2;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;

import org.apache.dubbo.common.serialize.ObjectInput;
import org.apache.dubbo.common.serialize.ObjectOutput;
import org.apache.dubbo.common.serialize.Serializations;
import org.junit.jupiter.api.Test;

class Fastjson2SerializationTest {

    private final Fastjson2Serialization fastjson2 = new Fastjson2Serialization();

    @Test
    void nullBodyIsTheFiveBytesApacheConsumersSendAsHeartbeat() {
        assertArrayEquals(new byte[] {0, 0, 0, 1, (byte) 0xAF}, Serializations.nullBody(23));
    }

    @Test
    void readonlyEventStringMatchesTheWireCapture() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ObjectOutput out = fastjson2.serialize(bytes);
        out.writeUTF("R");
        out.flushBuffer();
        assertArrayEquals(new byte[] {0, 0, 0, 2, 0x4A, 0x52}, bytes.toByteArray());
    }

    @Test
    void readsAnErrorStringAsA32ProviderSendsIt() throws IOException {
        byte[] body = {0, 0, 0, 4, 0x4C, 'b', 'a', 'd'};
        ObjectInput in = fastjson2.deserialize(new ByteArrayInputStream(body));
        assertEquals("bad", in.readUTF());
    }

    @Test
    void truncatedValueIsAClearError() throws IOException {
        byte[] body = {0, 0, 0, 9, 0x4C, 'b'};
        ObjectInput in = fastjson2.deserialize(new ByteArrayInputStream(body));
        EOFException e = assertThrows(EOFException.class, in::readUTF);
        assertTrue(e.getMessage().contains("truncated"), e.getMessage());
    }

    @Test
    void hessian2NullBodyIsN() {
        assertArrayEquals(new byte[] {'N'}, Serializations.nullBody(2));
    }
}
