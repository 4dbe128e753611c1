package org.apache.dubbo.common.serialize.user;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Map;

import org.apache.dubbo.common.serialize.ObjectInput;
import org.apache.dubbo.common.serialize.ObjectOutput;
import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.common.serialize.Serializations;
import org.apache.dubbo.common.serialize.hessian2.Hessian2Serialization;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Serializations are the Serialization extensions: users' ones join the built-ins by name and id. */
class UserSerializationTest {

    @Test
    void aUsersSerializationIsKnownByItsNameAndId() throws Exception {
        Serialization javatest = Serializations.byName("javatest");

        assertInstanceOf(JavaTestSerialization.class, javatest);
        assertEquals(javatest, Serializations.byId(30));
        assertEquals("javatest", Serializations.nameOf(javatest));
        assertTrue(Serializations.isNullBody(30, Serializations.nullBody(30)));

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ObjectOutput out = javatest.serialize(null, bytes);
        out.writeUTF("hello");
        out.writeAttachments(Map.of("k", "v"));
        out.flushBuffer();
        ObjectInput in = javatest.deserialize(null, new ByteArrayInputStream(bytes.toByteArray()));
        assertEquals("hello", in.readUTF());
        assertEquals(Map.of("k", "v"), in.readAttachments());
    }

    @Test
    void anIdAlreadyTakenOrAClassThatCannotLoadLeavesTheExtensionOutAndTheBuiltInsWorking() {
        assertFalse(Serializations.isKnown("clashing"));
        assertFalse(Serializations.isKnown("broken"));
        assertInstanceOf(Hessian2Serialization.class, Serializations.byId(2));
        assertEquals("hessian2", Serializations.nameOf(Serializations.defaultSerialization()));
        assertTrue(Serializations.all().keySet().containsAll(java.util.List.of("hessian2", "fastjson2", "javatest")));
    }

    @Test
    void builtInsDescribeTheirContentTypes() {
        assertEquals("x-application/hessian2", Serializations.byName("hessian2").getContentType());
        assertEquals("text/json", Serializations.byName("fastjson2").getContentType());
    }
}
