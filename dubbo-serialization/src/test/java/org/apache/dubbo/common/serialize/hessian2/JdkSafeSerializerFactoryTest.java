package org.apache.dubbo.common.serialize.hessian2;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

class JdkSafeSerializerFactoryTest {

    private final JdkSafeSerializerFactory factory = new JdkSafeSerializerFactory();

    @Test
    void choosesOncePerClassAndHandsOutTheSameSerializerAfterwards() {
        assertSame(factory.getSerializer(IllegalStateException.class),
                factory.getSerializer(IllegalStateException.class));
        assertSame(factory.getDeserializer(IllegalStateException.class),
                factory.getDeserializer(IllegalStateException.class));
        assertSame(PlainContainerSerializer.INSTANCE, factory.getSerializer(List.of(1, 2).getClass()));
        assertNotNull(factory.getSerializer(BigInteger.class));
        assertNotNull(factory.getDeserializer(StackTraceElement.class));
    }

    @Test
    void leavesOrdinaryClassesToHessianEveryTime() {
        for (int i = 0; i < 3; i++) {
            assertNull(factory.getSerializer(ArrayList.class));
            assertNull(factory.getSerializer(String.class));
            assertNull(factory.getDeserializer(ArrayList.class));
        }
    }
}
