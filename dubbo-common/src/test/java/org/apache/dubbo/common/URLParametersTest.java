package org.apache.dubbo.common;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class URLParametersTest {

    private static final URL URL_WITH_NUMBERS = URL.valueOf("dubbo://h:1/p?int=42&long=9000000000&short=7&byte=3"
            + "&double=1.5&float=2.5&negative=-5&zero=0&empty=&text=abc&bool=TRUE&spaced= 12 ");

    @Test
    void stringGetterFallsBackToDefaultWhenAbsentOrEmpty() {
        assertEquals("abc", URL_WITH_NUMBERS.getParameter("text", "d"));
        assertEquals("d", URL_WITH_NUMBERS.getParameter("missing", "d"));
        assertEquals("d", URL_WITH_NUMBERS.getParameter("empty", "d"));
        assertNull(URL_WITH_NUMBERS.getParameter("missing"));
    }

    @Test
    void numericGettersParseValues() {
        assertEquals(42, URL_WITH_NUMBERS.getParameter("int", 0));
        assertEquals(9_000_000_000L, URL_WITH_NUMBERS.getParameter("long", 0L));
        assertEquals((short) 7, URL_WITH_NUMBERS.getParameter("short", (short) 0));
        assertEquals((byte) 3, URL_WITH_NUMBERS.getParameter("byte", (byte) 0));
        assertEquals(1.5, URL_WITH_NUMBERS.getParameter("double", 0d));
        assertEquals(2.5f, URL_WITH_NUMBERS.getParameter("float", 0f));
        assertEquals(12, URL_WITH_NUMBERS.getParameter("spaced", 0));
    }

    @Test
    void numericGettersReturnDefaultWhenAbsentOrEmpty() {
        assertEquals(5, URL_WITH_NUMBERS.getParameter("missing", 5));
        assertEquals(5, URL_WITH_NUMBERS.getParameter("empty", 5));
        assertEquals(6L, URL_WITH_NUMBERS.getParameter("missing", 6L));
        assertEquals(0.5, URL_WITH_NUMBERS.getParameter("missing", 0.5));
        assertEquals(0.25f, URL_WITH_NUMBERS.getParameter("missing", 0.25f));
        assertEquals((short) 9, URL_WITH_NUMBERS.getParameter("missing", (short) 9));
        assertEquals((byte) 8, URL_WITH_NUMBERS.getParameter("missing", (byte) 8));
    }

    @Test
    void invalidNumberFailsNamingKeyAndValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> URL_WITH_NUMBERS.getParameter("text", 1));

        assertTrue(e.getMessage().contains("'text'"), e.getMessage());
        assertTrue(e.getMessage().contains("'abc'"), e.getMessage());
        assertTrue(e.getMessage().contains("int"), e.getMessage());
    }

    @Test
    void everyNumericTypeRejectsInvalidValues() {
        assertThrows(IllegalArgumentException.class, () -> URL_WITH_NUMBERS.getParameter("text", 1L));
        assertThrows(IllegalArgumentException.class, () -> URL_WITH_NUMBERS.getParameter("text", 1d));
        assertThrows(IllegalArgumentException.class, () -> URL_WITH_NUMBERS.getParameter("text", 1f));
        assertThrows(IllegalArgumentException.class, () -> URL_WITH_NUMBERS.getParameter("text", (short) 1));
        assertThrows(IllegalArgumentException.class, () -> URL_WITH_NUMBERS.getParameter("long", 1));
        assertThrows(IllegalArgumentException.class, () -> URL_WITH_NUMBERS.getParameter("long", (byte) 1));
    }

    @Test
    void byteOverflowIsRejected() {
        URL url = URL.valueOf("dubbo://h:1/p?b=300");

        assertThrows(NumberFormatException.class, () -> url.getParameter("b", (byte) 1));
    }

    @Test
    void positiveGetterReturnsDefaultForZeroAndNegative() {
        assertEquals(10, URL_WITH_NUMBERS.getPositiveParameter("negative", 10));
        assertEquals(10, URL_WITH_NUMBERS.getPositiveParameter("zero", 10));
        assertEquals(42, URL_WITH_NUMBERS.getPositiveParameter("int", 10));
        assertEquals(10L, URL_WITH_NUMBERS.getPositiveParameter("negative", 10L));
        assertEquals(1.0, URL_WITH_NUMBERS.getPositiveParameter("negative", 1.0));
        assertEquals(1.0f, URL_WITH_NUMBERS.getPositiveParameter("zero", 1.0f));
        assertEquals((short) 2, URL_WITH_NUMBERS.getPositiveParameter("negative", (short) 2));
        assertEquals((byte) 2, URL_WITH_NUMBERS.getPositiveParameter("zero", (byte) 2));
        assertEquals(10, URL_WITH_NUMBERS.getPositiveParameter("missing", 10));
    }

    @Test
    void positiveGetterRejectsNonPositiveDefault() {
        assertThrows(IllegalArgumentException.class, () -> URL_WITH_NUMBERS.getPositiveParameter("int", 0));
        assertThrows(IllegalArgumentException.class, () -> URL_WITH_NUMBERS.getPositiveParameter("int", -1L));
    }

    @Test
    void booleanGetterFollowsParseBoolean() {
        URL url = URL.valueOf("dubbo://h:1/p?yes=true&upper=TRUE&other=yes&empty=");

        assertTrue(url.getParameter("yes", false));
        assertTrue(url.getParameter("upper", false));
        assertFalse(url.getParameter("other", true));
        assertTrue(url.getParameter("empty", true));
        assertTrue(url.getParameter("missing", true));
    }

    @Test
    void charGetterTakesFirstCharacter() {
        assertEquals('a', URL_WITH_NUMBERS.getParameter("text", 'z'));
        assertEquals('z', URL_WITH_NUMBERS.getParameter("missing", 'z'));
    }

    @Test
    void arrayAndListGettersSplitAtCommasAndTrim() {
        URL url = URL.valueOf("dubbo://h:1/p?methods=sayHello, sayBye ,,echo,");

        assertArrayEquals(new String[] {"sayHello", "sayBye", "echo"}, url.getParameter("methods", new String[0]));
        assertEquals(Arrays.asList("sayHello", "sayBye", "echo"),
                url.getParameter("methods", Collections.<String>emptyList()));
        List<String> fallback = Collections.singletonList("x");
        assertSame(fallback, url.getParameter("missing", fallback));
    }

    @Test
    void hasParameterRequiresNonEmptyValue() {
        assertTrue(URL_WITH_NUMBERS.hasParameter("int"));
        assertFalse(URL_WITH_NUMBERS.hasParameter("empty"));
        assertFalse(URL_WITH_NUMBERS.hasParameter("missing"));
    }

    @Test
    void decodedGetterDecodesAndTreatsAbsentAsEmpty() {
        URL url = URL.valueOf("dubbo://h:1/p?mock=force%3Areturn+null");

        assertEquals("force:return null", url.getParameterAndDecoded("mock"));
        assertEquals("", url.getParameterAndDecoded("missing"));
        assertEquals("a b", url.getParameterAndDecoded("missing", "a+b"));
    }

    @Test
    void parametersMapIsUnmodifiable() {
        assertThrows(UnsupportedOperationException.class, () -> URL_WITH_NUMBERS.getParameters().put("x", "y"));
    }

    @Test
    void methodParameterPrefersMethodKeyThenFallsBackToKey() {
        URL url = URL.valueOf("dubbo://h:1/p?timeout=1000&sayHello.timeout=3000&sayBye.timeout=");

        assertEquals("3000", url.getMethodParameter("sayHello", "timeout"));
        assertEquals("1000", url.getMethodParameter("sayBye", "timeout"));
        assertEquals("1000", url.getMethodParameter("other", "timeout"));
        assertEquals("d", url.getMethodParameter("other", "missing", "d"));
        assertEquals(3000, url.getMethodParameter("sayHello", "timeout", 5));
        assertEquals(1000L, url.getMethodParameter("other", "timeout", 5L));
        assertEquals(5, url.getMethodParameter("other", "missing", 5));
    }

    @Test
    void methodParameterStrictIgnoresPlainKey() {
        URL url = URL.valueOf("dubbo://h:1/p?timeout=1000&sayHello.timeout=3000");

        assertEquals("3000", url.getMethodParameterStrict("sayHello", "timeout"));
        assertNull(url.getMethodParameterStrict("sayBye", "timeout"));
    }

    @Test
    void typedMethodParameters() {
        URL url = URL.valueOf("dubbo://h:1/p?sayHello.async=true&weight=1.5&sayHello.retries=-1&sayHello.x=q");

        assertTrue(url.getMethodParameter("sayHello", "async", false));
        assertFalse(url.getMethodParameter("sayBye", "async", false));
        assertEquals(1.5, url.getMethodParameter("sayHello", "weight", 0d));
        assertEquals(1.5f, url.getMethodParameter("sayHello", "weight", 0f));
        assertEquals((short) 4, url.getMethodParameter("sayHello", "missing", (short) 4));
        assertEquals((byte) 4, url.getMethodParameter("sayHello", "missing", (byte) 4));
        assertEquals('q', url.getMethodParameter("sayHello", "x", 'z'));
        assertEquals(2, url.getMethodPositiveParameter("sayHello", "retries", 2));
        assertEquals(2L, url.getMethodPositiveParameter("sayHello", "retries", 2L));
        assertEquals(1.5, url.getMethodPositiveParameter("sayHello", "weight", 2d));
    }

    @Test
    void invalidMethodParameterNamesTheMethodKey() {
        URL url = URL.valueOf("dubbo://h:1/p?sayHello.timeout=soon");

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> url.getMethodParameter("sayHello", "timeout", 1000));
        assertTrue(e.getMessage().contains("'sayHello.timeout'"), e.getMessage());
        assertTrue(e.getMessage().contains("'soon'"), e.getMessage());
    }

    @Test
    void decodedMethodParameter() {
        URL url = URL.valueOf("dubbo://h:1/p?sayHello.mock=return%20null");

        assertEquals("return null", url.getMethodParameterAndDecoded("sayHello", "mock"));
        assertEquals("fail", url.getMethodParameterAndDecoded("sayBye", "mock", "fail"));
    }

    @Test
    void hasMethodParameterChecksMethodKeyOnly() {
        URL url = URL.valueOf("dubbo://h:1/p?timeout=1&sayHello.timeout=3&sayBye.retries=");

        assertTrue(url.hasMethodParameter("sayHello", "timeout"));
        assertFalse(url.hasMethodParameter("other", "timeout"));
        assertFalse(url.hasMethodParameter("sayBye", "retries"));
        assertTrue(url.hasMethodParameter(null, "timeout"));
        assertFalse(url.hasMethodParameter(null, "weight"));
        assertTrue(url.hasMethodParameter("sayHello", null));
    }

    @Test
    void hasMethodParameterForMethodLooksForItsPrefix() {
        URL url = URL.valueOf("dubbo://h:1/p?sayHello.timeout=3&sayHelloAgain=1");

        assertTrue(url.hasMethodParameter("sayHello"));
        assertFalse(url.hasMethodParameter("sayHelloAgain"));
        assertFalse(url.hasMethodParameter("say"));
        assertFalse(url.hasMethodParameter(null));
    }

    @Test
    void anyMethodParameterFindsAValueOfAnyMethod() {
        URL url = URL.valueOf("dubbo://h:1/p?b.mock=two&a.mock=one&mock=plain&c.x.mock=deep");

        assertEquals("one", url.getAnyMethodParameter("mock"));
        assertNull(url.getAnyMethodParameter("timeout"));
    }

    @Test
    void anyMethodParameterFollowsTheMethodsList() {
        URL url = URL.valueOf("dubbo://h:1/p?methods=b,a&a.mock=one&b.mock=two&z.mock=unlisted");

        assertEquals("two", url.getAnyMethodParameter("mock"));
        assertNull(URL.valueOf("dubbo://h:1/p?methods=a&z.mock=unlisted").getAnyMethodParameter("mock"));
    }

    @Test
    void argumentParameterIsAMethodParameterWithIndexedKey() {
        URL url = URL.valueOf("dubbo://h:1/p?subscribe.1.callback=true");

        assertTrue(url.getMethodParameter("subscribe", "1.callback", false));
    }
}
