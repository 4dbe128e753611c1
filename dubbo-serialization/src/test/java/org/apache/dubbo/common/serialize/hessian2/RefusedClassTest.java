package org.apache.dubbo.common.serialize.hessian2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;

import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import org.apache.dubbo.common.serialize.security.ClassPolicy;
import org.apache.dubbo.common.serialize.security.SerializationSecurity;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class RefusedClassTest {

    /** Initialising {@link Tripwire} flips this; the test names Tripwire only as a string. */
    static final class TripwireLog {
        static volatile boolean initialised;
    }

    static class Tripwire implements java.io.Serializable {
        static {
            TripwireLog.initialised = true;
        }

        String payload;
    }

    private static final String TRIPWIRE = "org.apache.dubbo.common.serialize.hessian2.RefusedClassTest$Tripwire";

    private final ClassPolicy before = SerializationSecurity.policy();

    @AfterEach
    void restorePolicy() {
        SerializationSecurity.install(before);
    }

    /** An object of class {@code type} with one string field, written by hand so the class need not exist. */
    private static byte[] objectNamed(String type) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Hessian2Output out = new Hessian2Output(bytes);
        out.writeObjectBegin(type);
        out.writeClassFieldLength(1);
        out.writeString("payload");
        out.writeObjectBegin(type);
        out.writeString("boom");
        out.flush();
        return bytes.toByteArray();
    }

    @Test
    void deniedGadgetFailsWithTheClassNameInsteadOfBecomingAMap() throws IOException {
        byte[] bytes = objectNamed("com.sun.rowset.JdbcRowSetImpl");
        RefusedClassException e = assertThrows(RefusedClassException.class,
                () -> Hessian2RoundTrip.read(bytes, Object.class));
        assertEquals("com.sun.rowset.JdbcRowSetImpl", e.getClassName());
        assertTrue(e.getMessage().contains("com.sun.rowset.JdbcRowSetImpl"), e.getMessage());
    }

    @Test
    void refusedClassIsNeverLoaded() throws IOException {
        SerializationSecurity.install(before.withDenied(List.of(TRIPWIRE)));
        byte[] bytes = objectNamed(TRIPWIRE);
        assertThrows(RefusedClassException.class, () -> Hessian2RoundTrip.read(bytes, Object.class));
        assertFalse(TripwireLog.initialised, "the refused class was initialised");
    }

    @Test
    void refusalInsideACollectionIsCaughtToo() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Hessian2Output out = new Hessian2Output(bytes);
        out.writeListBegin(1, "java.util.ArrayList");
        out.writeObjectBegin("org.apache.commons.collections.functors.InvokerTransformer");
        out.writeClassFieldLength(0);
        out.writeObjectBegin("org.apache.commons.collections.functors.InvokerTransformer");
        out.flush();
        RefusedClassException e = assertThrows(RefusedClassException.class,
                () -> Hessian2RoundTrip.read(bytes.toByteArray(), Object.class));
        assertTrue(e.getMessage().contains("InvokerTransformer"));
    }

    @Test
    void strictModeRefusesUnknownPojosButAcceptsTrustedInterfaceTypes() throws IOException {
        SerializationSecurity.install(before.withMode(ClassPolicy.Mode.ALLOW_LIST));
        byte[] bytes = objectNamed("com.example.Unlisted");
        assertThrows(RefusedClassException.class, () -> Hessian2RoundTrip.read(bytes, Object.class));

        SerializationSecurity.trust(TrustedService.class);
        Carrier copy = Hessian2RoundTrip.roundTrip(new Carrier("ok"));
        assertEquals("ok", copy.value);
    }

    @Test
    void allowedUnknownClassStillFallsBackToAMapLikeHessianDoes() throws IOException {
        Object value = Hessian2RoundTrip.read(objectNamed("com.example.NotOnThisSide"), Object.class);
        assertTrue(value instanceof Map, String.valueOf(value));
        assertEquals("boom", ((Map<?, ?>) value).get("payload"));
    }

    interface TrustedService {
        Carrier get();
    }

    static class Carrier implements java.io.Serializable {
        String value;

        Carrier(String value) {
            this.value = value;
        }
    }
}
