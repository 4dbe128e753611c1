package org.apache.dubbo.common;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class URLMutatorsTest {

    private static final String ORIGINAL_TEXT = "dubbo://u:p@10.0.0.1:20880/com.example.DemoService?a=1&b=2";

    private final URL original = URL.valueOf(ORIGINAL_TEXT);

    @Test
    void componentSettersReturnNewUrlsAndLeaveOriginalUnchanged() {
        assertEquals("tri", original.setProtocol("tri").getProtocol());
        assertEquals("bob", original.setUsername("bob").getUsername());
        assertEquals("pw", original.setPassword("pw").getPassword());
        assertEquals("10.0.0.2", original.setHost("10.0.0.2").getHost());
        assertEquals(1234, original.setPort(1234).getPort());
        assertEquals("other", original.setPath("/other").getPath());

        assertEquals(ORIGINAL_TEXT, original.toFullString());
    }

    @Test
    void setAddressSetsHostAndPort() {
        assertEquals("10.0.0.9:1", original.setAddress("10.0.0.9:1").getAddress());
        assertEquals("10.0.0.9:20880", original.setAddress("10.0.0.9").getAddress());
        URL ipv6 = original.setAddress("[::1]:7");
        assertEquals("[::1]", ipv6.getHost());
        assertEquals(7, ipv6.getPort());
    }

    @Test
    void setAddressRejectsBadPortNamingTheAddress() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> original.setAddress("h:x"));

        assertTrue(e.getMessage().contains("h:x"), e.getMessage());
    }

    @Test
    void setPortRejectsOutOfRangeAndTreatsNegativeAsNoPort() {
        assertThrows(IllegalArgumentException.class, () -> original.setPort(70000));
        assertEquals(0, original.setPort(-1).getPort());
    }

    @Test
    void addParameterReturnsNewUrlAndLeavesOriginalUnchanged() {
        URL changed = original.addParameter("c", "3");

        assertEquals("3", changed.getParameter("c"));
        assertNull(original.getParameter("c"));
        assertEquals(ORIGINAL_TEXT, original.toFullString());
    }

    @Test
    void addParameterWithNullOrEmptyKeyOrValueChangesNothing() {
        assertSame(original, original.addParameter("c", (String) null));
        assertSame(original, original.addParameter("c", ""));
        assertSame(original, original.addParameter(null, "x"));
        assertSame(original, original.addParameter("", "x"));
        assertSame(original, original.addParameter("c", (CharSequence) null));
        assertSame(original, original.addParameter("c", (Number) null));
        assertSame(original, original.addParameter("c", (Enum<?>) null));
    }

    @Test
    void addingTheSameValueReturnsThis() {
        assertSame(original, original.addParameter("a", "1"));
        assertSame(original, original.addParameters(Map.of("a", "1")));
    }

    @Test
    void typedAddParameterOverloadsWriteTheirStringForm() {
        URL url = original
                .addParameter("bool", true)
                .addParameter("char", 'x')
                .addParameter("byte", (byte) 1)
                .addParameter("short", (short) 2)
                .addParameter("int", 3)
                .addParameter("long", 4L)
                .addParameter("float", 1.5f)
                .addParameter("double", 2.5)
                .addParameter("enum", TimeUnit.SECONDS)
                .addParameter("number", Integer.valueOf(7))
                .addParameter("chars", new StringBuilder("sb"));

        assertEquals("true", url.getParameter("bool"));
        assertEquals("x", url.getParameter("char"));
        assertEquals("1", url.getParameter("byte"));
        assertEquals("2", url.getParameter("short"));
        assertEquals("3", url.getParameter("int"));
        assertEquals("4", url.getParameter("long"));
        assertEquals("1.5", url.getParameter("float"));
        assertEquals("2.5", url.getParameter("double"));
        assertEquals("SECONDS", url.getParameter("enum"));
        assertEquals("7", url.getParameter("number"));
        assertEquals("sb", url.getParameter("chars"));
    }

    @Test
    void addParameterAndEncodedEncodesTheValue() {
        URL url = original.addParameterAndEncoded("mock", "return null");

        assertEquals("return+null", url.getParameter("mock"));
        assertEquals("return null", url.getParameterAndDecoded("mock"));
        assertSame(original, original.addParameterAndEncoded("mock", ""));
    }

    @Test
    void addParameterIfAbsentKeepsExistingValue() {
        assertSame(original, original.addParameterIfAbsent("a", "9"));
        assertEquals("9", original.addParameterIfAbsent("z", "9").getParameter("z"));
        assertEquals("9", URL.valueOf("dubbo://h/p?a=").addParameterIfAbsent("a", "9").getParameter("a"));
    }

    @Test
    void addParametersFromMapSkipsEmptyEntries() {
        Map<String, String> additions = new HashMap<>();
        additions.put("a", "10");
        additions.put("c", "3");
        additions.put("d", "");
        additions.put("e", null);
        additions.put("", "x");

        URL url = original.addParameters(additions);

        assertEquals(Map.of("a", "10", "b", "2", "c", "3"), url.getParameters());
    }

    @Test
    void addParametersIfAbsentOnlyAddsMissingKeys() {
        URL url = original.addParametersIfAbsent(Map.of("a", "10", "c", "3"));

        assertEquals(Map.of("a", "1", "b", "2", "c", "3"), url.getParameters());
    }

    @Test
    void addParametersFromPairs() {
        URL url = original.addParameters("c", "3", "d", "4");

        assertEquals("3", url.getParameter("c"));
        assertEquals("4", url.getParameter("d"));
        assertSame(original, original.addParameters());
    }

    @Test
    void oddNumberOfPairsIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> original.addParameters("c", "3", "d"));
        assertTrue(e.getMessage().contains("even"), e.getMessage());

        assertThrows(IllegalArgumentException.class, () -> new URL("dubbo", "h", 1, new String[] {"k"}));
        assertThrows(IllegalArgumentException.class, () -> new URL("dubbo", "h", 1, "p", "k"));
    }

    @Test
    void addParameterStringParsesAQuery() {
        URL url = original.addParameterString("c=3&d=4&flag");

        assertEquals("3", url.getParameter("c"));
        assertEquals("4", url.getParameter("d"));
        assertEquals("flag", url.getParameter("flag"));
        assertSame(original, original.addParameterString(""));
    }

    @Test
    void removeParameters() {
        assertEquals(Map.of("b", "2"), original.removeParameter("a").getParameters());
        assertEquals(Map.of(), original.removeParameters("a", "b").getParameters());
        assertEquals(Map.of("a", "1"), original.removeParameters(Arrays.asList("b", "zz")).getParameters());
        assertSame(original, original.removeParameter("missing"));
        assertSame(original, original.removeParameter(null));
        assertEquals(2, original.getParameters().size());
    }

    @Test
    void clearParametersKeepsComponents() {
        URL cleared = original.clearParameters();

        assertEquals("dubbo://u:p@10.0.0.1:20880/com.example.DemoService", cleared.toFullString());
        assertSame(cleared, cleared.clearParameters());
    }

    @Test
    void mutatorsKeepAttributes() {
        URL withAttribute = original.putAttribute("model", "m");

        assertEquals("m", withAttribute.setHost("h2").addParameter("x", "y").removeParameter("a")
                .clearParameters().setAddress("h3:1").getAttribute("model"));
    }

    @Test
    void constructorsAgreeWithParsing() {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("a", "1");

        assertEquals(URL.valueOf("dubbo://h:1"), new URL("dubbo", "h", 1));
        assertEquals(URL.valueOf("dubbo://h:1?a=1"), new URL("dubbo", "h", 1, new String[] {"a", "1"}));
        assertEquals(URL.valueOf("dubbo://h:1?a=1"), new URL("dubbo", "h", 1, params));
        assertEquals(URL.valueOf("dubbo://h:1/p"), new URL("dubbo", "h", 1, "/p"));
        assertEquals(URL.valueOf("dubbo://h:1/p?a=1"), new URL("dubbo", "h", 1, "p", "a", "1"));
        assertEquals(URL.valueOf("dubbo://h:1/p?a=1"), new URL("dubbo", "h", 1, "p", params));
        assertEquals(URL.valueOf("dubbo://u:w@h:1/p"), new URL("dubbo", "u", "w", "h", 1, "p"));
        assertEquals(URL.valueOf("dubbo://u:w@h:1/p?a=1"), new URL("dubbo", "u", "w", "h", 1, "p", "a", "1"));
        assertEquals(URL.valueOf("dubbo://u:w@h:1/p?a=1"), new URL("dubbo", "u", "w", "h", 1, "p", params));
    }

    @Test
    void constructorCopiesTheParameterMap() {
        Map<String, String> params = new HashMap<>();
        params.put("a", "1");
        URL url = new URL("dubbo", "h", 1, params);

        params.put("a", "changed");

        assertEquals("1", url.getParameter("a"));
    }

    @Test
    void constructorDropsAllLeadingSlashesOfPath() {
        assertEquals("p/q", new URL("dubbo", "h", 1, "//p/q").getPath());
        assertNull(new URL("dubbo", "h", 1, "/").getPath());
    }

    @Test
    void constructorRejectsPasswordWithoutUsername() {
        assertThrows(IllegalArgumentException.class, () -> new URL("dubbo", null, "pw", "h", 1, "p"));
    }
}
