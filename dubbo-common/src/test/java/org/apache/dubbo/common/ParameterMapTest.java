package org.apache.dubbo.common;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The compact parameters of a URL: a map like any other, sharing what provider URLs have in common. */
class ParameterMapTest {

    private static final String PROVIDER = "dubbo://10.0.0.%d:20880/com.example.Greeter?application=greeter"
            + "&interface=com.example.Greeter&methods=greet,hello&side=provider&timeout=3000&timestamp=%d";

    @Test
    void behavesAsAMapOfTheSameEntries() {
        URL url = URL.valueOf(String.format(PROVIDER, 1, 1700000000001L) + "&empty=&b=2");
        Map<String, String> plain = new HashMap<>(url.getParameters());

        assertEquals(plain, url.getParameters());
        assertEquals(url.getParameters(), plain);
        assertEquals(plain.hashCode(), url.getParameters().hashCode());
        assertEquals("3000", url.getParameter("timeout"));
        assertTrue(url.getParameters().containsKey("b"));
        assertNull(url.getParameters().get("absent"));
        assertNull(url.getParameters().get(42));
        assertThrows(UnsupportedOperationException.class, () -> url.getParameters().put("x", "y"));
        assertThrows(UnsupportedOperationException.class, () -> url.getParameters().remove("timeout"));
    }

    @Test
    void urlsOfOneServiceShareKeysAndCommonValuesButNotTheirOwn() {
        URL first = URL.valueOf(String.format(PROVIDER, 1, 1700000000001L));
        URL second = URL.valueOf(String.format(PROVIDER, 2, 1700000000002L));

        assertSame(first.getParameter("methods"), second.getParameter("methods"));
        assertSame(first.getParameter("application"), second.getParameter("application"));
        String[] firstKeys = first.getParameters().keySet().toArray(new String[0]);
        String[] secondKeys = second.getParameters().keySet().toArray(new String[0]);
        for (int i = 0; i < firstKeys.length; i++) {
            assertSame(firstKeys[i], secondKeys[i]);
        }
        assertEquals("1700000000002", second.getParameter("timestamp"));
        assertFalse(first.equals(second));
        assertEquals(first, URL.valueOf(first.toFullString()));
        assertEquals(first.hashCode(), URL.valueOf(first.toFullString()).hashCode());
    }

    @Test
    void urlsThatDifferOnlyInTheirOwnValuesShareOneValueArrayAndTheirNames() throws Exception {
        URL first = URL.valueOf(String.format(PROVIDER, 1, 1700000000001L) + "&pid=11&a=1&b=2&c=3");
        URL second = URL.valueOf(String.format(PROVIDER, 1, 1700000000002L) + "&pid=12&a=1&b=2&c=3");

        assertSame(valuesOf(first), valuesOf(second), "one array of the values both have");
        assertEquals("1700000000001", first.getParameter("timestamp"));
        assertEquals("12", second.getParameter("pid"));
        assertSame(first.getProtocol(), second.getProtocol());
        assertSame(first.getHost(), second.getHost());
        assertSame(first.getPath(), second.getPath());
        assertFalse(first.equals(second));
        assertFalse(first.getParameters().hashCode() == second.getParameters().hashCode());

        URL other = URL.valueOf(String.format(PROVIDER, 1, 1700000000001L) + "&pid=11&a=1&b=2&c=4");
        assertFalse(valuesOf(first) == valuesOf(other), "different values, different arrays");
        assertEquals("4", other.getParameter("c"));
    }

    @Test
    void aRowFoundByContentHoldsCanonicalStringsWhateverTheNewMapWasGiven() {
        Map<String, String> given = new HashMap<>();
        for (int i = 0; i < 12; i++) {
            // fresh string objects, equal to the canonical ones but not the same
            given.put(new String("key" + i), new String("value" + i));
        }
        given.put("timestamp", "1700000000001");
        Map<String, String> first = ParameterMap.copyOf(given);
        given.put("timestamp", "1700000000002");
        given.put(new String("key3"), new String("value3"));
        Map<String, String> second = ParameterMap.copyOf(given);

        assertSame(valuesOf(first), valuesOf(second), "the second map holds the row the first pooled");
        for (Map.Entry<String, String> entry : second.entrySet()) {
            assertSame(entry.getKey().intern(), entry.getKey());
            if (!entry.getKey().equals("timestamp")) {
                assertSame(entry.getValue().intern(), entry.getValue(), entry.getKey());
            }
        }
        assertEquals("1700000000002", second.get("timestamp"));
        assertEquals(given, second);

        given.put("key3", "changed");
        Map<String, String> third = ParameterMap.copyOf(given);
        assertFalse(valuesOf(first) == valuesOf(third));
        assertSame("changed", third.get("key3"));
        assertEquals(given, third);
    }

    @Test
    void readsLikeAnyMapThroughItsViews() {
        URL url = URL.valueOf(String.format(PROVIDER, 1, 1700000000001L) + "&pid=7");
        Map<String, String> plain = new java.util.TreeMap<>(url.getParameters());

        assertEquals(plain.keySet(), url.getParameters().keySet());
        assertEquals(new java.util.ArrayList<>(plain.values()), new java.util.ArrayList<>(url.getParameters().values()));
        assertEquals(plain.toString(), url.getParameters().toString());
        assertTrue(url.getParameters().containsValue("7"));
        assertTrue(url.getParameters().containsValue("1700000000001"));
        assertFalse(url.getParameters().containsValue("absent"));
        assertTrue(url.getParameters().keySet().contains("pid"));
        assertThrows(UnsupportedOperationException.class, () -> url.getParameters().clear());
        assertThrows(UnsupportedOperationException.class, () -> url.getParameters().putAll(plain));
        assertThrows(UnsupportedOperationException.class, () -> url.getParameters().keySet().remove("pid"));
    }

    private static Object valuesOf(Map<String, String> parameters) {
        return ((ParameterMap) parameters).rowKey();
    }

    private static Object valuesOf(URL url) throws Exception {
        java.lang.reflect.Field field = ParameterMap.class.getDeclaredField("row");
        field.setAccessible(true);
        return field.get(url.getParameters());
    }

    @Test
    void serializesAsAPlainMap() throws Exception {
        for (URL url : new URL[] {URL.valueOf(String.format(PROVIDER, 3, 1700000000003L)),
                URL.valueOf(String.format(PROVIDER, 3, 1700000000003L) + "&pid=4242")}) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                out.writeObject(url);
            }
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
                URL read = (URL) in.readObject();
                assertEquals(url, read);
                assertEquals(url.getParameters(), read.getParameters());
            }
        }
    }

    @Test
    void onlyAMapWithAPidHoldsAFieldForIt() throws Exception {
        URL without = URL.valueOf(String.format(PROVIDER, 1, 1700000000001L));
        URL with = URL.valueOf(String.format(PROVIDER, 1, 1700000000001L) + "&pid=4242");

        assertSame(ParameterMap.class, without.getParameters().getClass(), "no pid, no field for one");
        assertFalse(with.getParameters().getClass() == ParameterMap.class);
        assertEquals("4242", with.getParameter("pid"));
        assertNull(without.getParameter("pid"));
        assertFalse(with.equals(without));
        assertFalse(without.getParameters().equals(with.getParameters()));
        assertFalse(with.getParameters().equals(without.getParameters()));
        assertEquals(with, URL.valueOf(with.toFullString()));
        assertEquals(without.removeParameter("timestamp").getParameters(),
                with.removeParameters("timestamp", "pid").getParameters());

        // this process's own pid, which every URL it merges for its references carries, stays in the shared row
        String own = String.valueOf(org.apache.dubbo.common.utils.ConfigUtils.getPid());
        URL merged = URL.valueOf(String.format(PROVIDER, 1, 1700000000001L) + "&a=1&b=2&pid=" + own);
        URL another = URL.valueOf(String.format(PROVIDER, 2, 1700000000002L) + "&a=1&b=2&pid=" + own);
        assertSame(ParameterMap.class, merged.getParameters().getClass());
        assertEquals(own, merged.getParameter("pid"));
        assertSame(valuesOf(merged), valuesOf(another));
        assertEquals(merged, URL.valueOf(merged.toFullString()));
        assertFalse(merged.getParameters().equals(with.getParameters()));
        assertEquals(new HashMap<>(merged.getParameters()), merged.getParameters());
    }

    @Test
    void aPlainTimestampIsHeldAsANumberAndReadsBackAsItsText() {
        URL url = URL.valueOf(String.format(PROVIDER, 1, 1700000000001L));

        assertEquals("1700000000001", url.getParameter("timestamp"));
        assertEquals(1700000000001L, url.getParameter("timestamp", 0L));
        assertTrue(url.getParameters().containsValue("1700000000001"));
        assertEquals(new HashMap<>(url.getParameters()).hashCode(), url.getParameters().hashCode());
        assertEquals(url, URL.valueOf(url.toFullString()));
        assertTrue(url.toFullString().contains("timestamp=1700000000001"));
    }

    @Test
    void aTimestampThatIsNotAPlainNumberIsKeptExactlyAsWritten() {
        for (String text : new String[] {"0", "0123", "-5", "+5", "12a", "1e3", "1234567890123456789",
                "99999999999999999999", "\u0661\u0662"}) {
            Map<String, String> parameters = new HashMap<>();
            parameters.put("timestamp", text);
            parameters.put("side", "provider");
            URL url = new URL("dubbo", "10.0.0.1", 20880, "com.example.Greeter", parameters);

            assertEquals(text, url.getParameter("timestamp"), text);
            assertEquals(parameters, url.getParameters(), text);
            assertEquals(parameters.hashCode(), url.getParameters().hashCode(), text);
        }
        URL zero = URL.valueOf("dubbo://10.0.0.1:20880/x?timestamp=0");
        assertEquals(0L, zero.getParameter("timestamp", 7L));
        URL padded = URL.valueOf("dubbo://10.0.0.1:20880/x?timestamp=007");
        assertEquals(7L, padded.getParameter("timestamp", 0L), "parsed as before when kept as text");
        assertFalse(padded.equals(URL.valueOf("dubbo://10.0.0.1:20880/x?timestamp=7")), "different texts");
        assertThrows(NumberFormatException.class,
                () -> URL.valueOf("dubbo://10.0.0.1:20880/x?timestamp=12a").getParameter("timestamp", 0L));
    }

    @Test
    void keysAreFoundWhateverStringObjectAsksForThem() {
        URL url = URL.valueOf(String.format(PROVIDER, 1, 1700000000001L));
        for (String key : url.getParameters().keySet()) {
            String copy = new String(key.toCharArray());
            assertEquals(url.getParameter(key), url.getParameter(copy), key);
            assertTrue(url.hasParameter(copy), key);
        }
        assertNull(url.getParameter(new String("timeou")));
        assertNull(url.getParameter("timeoutx"));
        assertNull(url.getParameter(""));
        Map<String, String> wide = new HashMap<>();
        for (int i = 0; i < 300; i++) {
            wide.put("key" + i, "v" + i);
        }
        URL many = new URL("dubbo", "10.0.0.1", 20880, "x", wide);
        for (int i = 0; i < 300; i++) {
            assertEquals("v" + i, many.getParameter("key" + i));
        }
        assertNull(many.getParameter("key300"));
    }

    @Test
    void theHashOfATimestampHeldAsANumberIsTheHashOfItsText() {
        for (long n : new long[] {0, 7, 9, 10, 99, 100, 1700000000001L, 999999999999999999L, 100000000000000000L}) {
            assertEquals(Long.toString(n).hashCode(), ParameterMap.decimalHash(n), Long.toString(n));
        }
    }
}
