package org.apache.dubbo.common;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Equality, hashing, serialization and attributes: what makes two URLs the same value. */
class URLIdentityTest {

    @Test
    void equalUrlsRegardlessOfParameterOrder() {
        URL a = URL.valueOf("dubbo://h:1/p?a=1&b=2");
        URL b = URL.valueOf("dubbo://h:1/p?b=2&a=1");

        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertEquals(a.toFullString(), b.toFullString());
    }

    @Test
    void everyComponentTakesPartInEquality() {
        URL base = URL.valueOf("dubbo://u:p@h:1/path?a=1");

        assertNotEquals(base, base.setProtocol("tri"));
        assertNotEquals(base, base.setUsername("v"));
        assertNotEquals(base, base.setPassword("q"));
        assertNotEquals(base, base.setHost("h2"));
        assertNotEquals(base, base.setPort(2));
        assertNotEquals(base, base.setPath("other"));
        assertNotEquals(base, base.addParameter("a", "2"));
        assertNotEquals(base, base.addParameter("b", "1"));
        assertFalse(base.equals(null));
        assertFalse(base.equals(base.toFullString()));
    }

    @Test
    void emptyAndAbsentComponentsAreTheSame() {
        assertEquals(new URL("dubbo", null, null, "h", 1, null), new URL("dubbo", "", "", "h", 1, ""));
        assertEquals(URL.valueOf("dubbo://h:1/"), URL.valueOf("dubbo://h:1"));
    }

    @Test
    void attributesAreNotPartOfEqualityOrText() {
        URL plain = URL.valueOf("dubbo://h:1/p?a=1");
        URL withAttribute = plain.putAttribute("model", new Object());

        assertEquals(plain, withAttribute);
        assertEquals(plain.hashCode(), withAttribute.hashCode());
        assertEquals(plain.toFullString(), withAttribute.toFullString());
    }

    @Test
    void putAttributeReturnsNewUrlAndLeavesOriginalUnchanged() {
        URL plain = URL.valueOf("dubbo://h:1/p");

        URL withAttribute = plain.putAttribute("k", "v");

        assertNotSame(plain, withAttribute);
        assertEquals("v", withAttribute.getAttribute("k"));
        assertTrue(withAttribute.hasAttribute("k"));
        assertFalse(plain.hasAttribute("k"));
        assertTrue(plain.getAttributes().isEmpty());
    }

    @Test
    void removeAndAddAttributes() {
        URL url = URL.valueOf("dubbo://h:1/p").addAttributes(Map.of("a", 1, "b", 2));

        assertEquals(Map.of("a", 1, "b", 2), url.getAttributes());
        assertEquals(Map.of("b", 2), url.removeAttribute("a").getAttributes());
        assertEquals(Map.of("a", 1, "b", 2), url.getAttributes());
        assertSame(url, url.removeAttribute("missing"));
        assertSame(url, url.addAttributes(Map.of()));
        assertEquals("dflt", url.getAttribute("missing", "dflt"));
        assertEquals(1, url.getAttribute("a", "dflt"));
        assertThrows(UnsupportedOperationException.class, () -> url.getAttributes().put("c", 3));
    }

    @Test
    void serializationKeepsValueAndDropsAttributes() throws Exception {
        URL url = URL.valueOf("dubbo://u:p@[::1]:20880/com.example.DemoService?a=1&mock=return%20null")
                .putAttribute("local", "object");
        url.toFullString();

        URL copy = roundTrip(url);

        assertEquals(url, copy);
        assertEquals(url.toFullString(), copy.toFullString());
        assertTrue(copy.getAttributes().isEmpty());
        assertEquals("v", copy.putAttribute("k", "v").getAttribute("k"));
        assertEquals("1", copy.getParameter("a"));
        assertEquals(url.getServiceKey(), copy.getServiceKey());
    }

    @Test
    void concurrentReadersSeeTheSameRendering() throws Exception {
        URL url = URL.valueOf("dubbo://h:1/p?z=26&a=1&m=13&group=g&version=1");
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<String>> results = new ArrayList<>();
            Callable<String> render = () -> url.toFullString() + "|" + url.getServiceKey() + "|" + url.hashCode();
            for (int i = 0; i < 32; i++) {
                results.add(pool.submit(render));
            }
            Set<String> distinct = new HashSet<>();
            for (Future<String> result : results) {
                distinct.add(result.get(10, TimeUnit.SECONDS));
            }
            assertEquals(Set.of("dubbo://h:1/p?a=1&group=g&m=13&version=1&z=26|g/p:1|" + url.hashCode()), distinct);
        } finally {
            pool.shutdownNow();
        }
    }

    private static URL roundTrip(URL url) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(url);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (URL) in.readObject();
        }
    }
}
