package org.apache.dubbo.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class MethodKeysTest {

    @Test
    void buildsTheNameOnceAndReusesIt() {
        String first = MethodKeys.of("sayHello", "timeout");
        assertEquals("sayHello.timeout", first);
        assertSame(first, MethodKeys.of(new String("sayHello"), "timeout"));
    }

    @Test
    void nullPartsRenderAsBeforeInsteadOfFailing() {
        assertEquals("null.timeout", MethodKeys.of(null, "timeout"));
        assertEquals("sayHello.null", MethodKeys.of("sayHello", null));
    }

    @Test
    void manyMethodNamesStayCorrectPastTheBound() {
        for (int i = 0; i < 10_000; i++) {
            assertEquals("m" + i + ".retries", MethodKeys.of("m" + i, "retries"));
        }
    }

    @Test
    void urlLooksUpPerMethodSettingsThroughIt() {
        URL url = URL.valueOf("dubbo://127.0.0.1:20880/demo.Greeter?timeout=1000&sayHello.timeout=250");
        assertEquals(250, url.getMethodParameter("sayHello", "timeout", 0));
        assertEquals(1000, url.getMethodParameter("other", "timeout", 0));
        assertEquals("250", url.getMethodParameterStrict("sayHello", "timeout"));
    }
}
