package org.apache.dubbo.common.serialize.hessian2;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;

import com.alibaba.com.caucho.hessian.io.Serializer;
import org.apache.dubbo.common.serialize.security.SerializationSecurity;
import org.junit.jupiter.api.Test;

/**
 * Which serializer the fast paths choose: the golden tests prove the bytes, this proves the fast code is the code
 * that ran (a hessian-lite whose handle classes or field layout changed would otherwise fall back silently).
 */
class FastPathChoiceTest {

    private final PolicyCheckingSerializerFactory fast = new PolicyCheckingSerializerFactory(
            getClass().getClassLoader(), SerializationSecurity.policy(), true);
    private final PolicyCheckingSerializerFactory plain = new PolicyCheckingSerializerFactory(
            getClass().getClassLoader(), SerializationSecurity.policy(), false);

    @Test
    void plainObjectsGoThroughAFieldTable() throws Exception {
        assertTrue(fast.serializerFor(GoldenValues.User.class) instanceof FieldTableSerializer);
        assertTrue(fast.serializerFor(GoldenValues.FieldZooChild.class) instanceof FieldTableSerializer);
        assertFalse(plain.getSerializer(GoldenValues.User.class) instanceof FieldTableSerializer);
    }

    @Test
    void plainObjectsAreReadThroughAFieldTable() throws Exception {
        assertTrue(fast.getDeserializer(GoldenValues.User.class) instanceof FieldTableDeserializer);
        assertTrue(fast.getDeserializer(GoldenValues.User.class.getName()) instanceof FieldTableDeserializer);
        assertTrue(fast.getDeserializer(GoldenValues.Hiding.class) instanceof FieldTableDeserializer);
        assertFalse(plain.getDeserializer(GoldenValues.User.class) instanceof FieldTableDeserializer);
    }

    @Test
    void aClassWithReadResolveIsReadByHessianLite() throws Exception {
        assertFalse(fast.getDeserializer(Resolved.class) instanceof FieldTableDeserializer);
    }

    /** Resolves to a constant when read. */
    static class Resolved implements java.io.Serializable {
        private static final long serialVersionUID = 1L;

        Object readResolve() {
            return "resolved";
        }
    }

    @Test
    void whatAFieldTableCannotDescribeStaysWithHessianLite() throws Exception {
        assertFalse(fast.serializerFor(GoldenValues.Hiding.class) instanceof FieldTableSerializer);
        assertFalse(fast.serializerFor(GoldenValues.Replaced.class) instanceof FieldTableSerializer);
    }

    @Test
    void theCommonJavaTimeTypesAreWrittenWithoutHandles() throws Exception {
        for (Class<?> type : Arrays.asList(LocalDate.class, LocalTime.class, LocalDateTime.class, Instant.class,
                Duration.class, ZoneOffset.class, OffsetDateTime.class, ZonedDateTime.class)) {
            assertNotNull(JavaTimeDirectSerializer.forType(type), type.getName());
            assertSame(JavaTimeDirectSerializer.forType(type), fast.serializerFor(type));
            assertTrue(plain.getSerializer(type) instanceof JavaTimeHandleSerializer, type.getName());
        }
    }

    @Test
    void anArrayListIsWrittenUntyped() throws Exception {
        assertSame(UntypedArrayListSerializer.INSTANCE, fast.serializerFor(ArrayList.class));
        Serializer subclass = fast.serializerFor(GoldenValues.ArrayListChild.class);
        assertFalse(subclass instanceof UntypedArrayListSerializer);
    }

    @Test
    void theChoiceIsRememberedPerClass() throws Exception {
        assertSame(fast.serializerFor(GoldenValues.User.class), fast.serializerFor(GoldenValues.User.class));
    }
}
