package org.apache.dubbo.common;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class URLBuilderTest {

    @Test
    void buildsTheSameUrlAsChainedMutators() {
        URL base = URL.valueOf("dubbo://10.0.0.1:20880/com.example.DemoService?side=provider&bind.ip=10.0.0.1");

        URL built = URLBuilder.from(base)
                .setProtocol("consumer")
                .addParameter("side", "consumer")
                .addParameter("check", false)
                .removeParameters("bind.ip")
                .build();
        URL chained = base.setProtocol("consumer").addParameter("side", "consumer").addParameter("check", false)
                .removeParameters("bind.ip");

        assertEquals(chained, built);
        assertEquals("consumer://10.0.0.1:20880/com.example.DemoService?check=false&side=consumer",
                built.toFullString());
    }

    @Test
    void fromCopiesEverythingIncludingAttributes() {
        URL url = URL.valueOf("dubbo://u:p@h:1/path?a=1").putAttribute("k", "v");

        URLBuilder builder = URLBuilder.from(url);
        URL rebuilt = builder.build();

        assertEquals(url, rebuilt);
        assertEquals("v", rebuilt.getAttribute("k"));
        assertEquals("u", builder.getUsername());
        assertEquals("p", builder.getPassword());
        assertEquals("h", builder.getHost());
        assertEquals(1, builder.getPort());
        assertEquals("path", builder.getPath());
        assertEquals("dubbo", builder.getProtocol());
    }

    @Test
    void builtUrlIsNotAffectedByLaterBuilderChanges() {
        URLBuilder builder = new URLBuilder("dubbo", "h", 1).addParameter("a", "1").putAttribute("k", "v");
        URL first = builder.build();

        builder.addParameter("a", "2").setHost("h2").putAttribute("k", "w");

        assertEquals("1", first.getParameter("a"));
        assertEquals("h", first.getHost());
        assertEquals("v", first.getAttribute("k"));
        assertEquals("2", builder.build().getParameter("a"));
    }

    @Test
    void buildingDoesNotChangeTheSourceUrl() {
        URL url = URL.valueOf("dubbo://h:1/p?a=1");

        URLBuilder.from(url).addParameter("b", "2").clearParameters().setPath("x").build();

        assertEquals("dubbo://h:1/p?a=1", url.toFullString());
    }

    @Test
    void ignoresEmptyKeysAndValuesLikeUrl() {
        URLBuilder builder = new URLBuilder("dubbo", "h", 1)
                .addParameter("a", "")
                .addParameter("", "x")
                .addParameter("b", (String) null)
                .addParameter("c", (Number) null)
                .addParameter("d", (Enum<?>) null)
                .addParameter("e", (CharSequence) null)
                .addParameterAndEncoded("f", "");

        assertTrue(builder.getParameters().isEmpty());
    }

    @Test
    void typedParameters() {
        URL url = new URLBuilder()
                .setProtocol("dubbo")
                .setHost("h")
                .addParameter("bool", true)
                .addParameter("char", 'c')
                .addParameter("byte", (byte) 1)
                .addParameter("short", (short) 2)
                .addParameter("int", 3)
                .addParameter("long", 4L)
                .addParameter("float", 0.5f)
                .addParameter("double", 0.25)
                .addParameter("enum", TimeUnit.MILLISECONDS)
                .addParameter("number", 5L)
                .addParameter("chars", new StringBuilder("x"))
                .addParameterAndEncoded("mock", "return null")
                .build();

        assertEquals("dubbo://h?bool=true&byte=1&char=c&chars=x&double=0.25&enum=MILLISECONDS&float=0.5&int=3"
                + "&long=4&mock=return+null&number=5&short=2", url.toFullString());
    }

    @Test
    void ifAbsentVariantsKeepExistingValues() {
        URLBuilder builder = new URLBuilder("dubbo", "h", 1, Map.of("a", "1"))
                .addParameterIfAbsent("a", "9")
                .addParametersIfAbsent(Map.of("a", "8", "b", "2"));

        assertEquals(Map.of("a", "1", "b", "2"), builder.getParameters());
        assertTrue(builder.hasParameter("b"));
        assertFalse(builder.hasParameter("z"));
    }

    @Test
    void pairsQueryStringsAndRemoval() {
        Map<String, String> more = new HashMap<>();
        more.put("e", "5");
        URLBuilder builder = new URLBuilder("dubbo", "h", 1, "p", "a", "1", "b", "2")
                .addParameters("c", "3")
                .addParameterString("d=4&flag")
                .addParameters(more)
                .removeParameter("a")
                .removeParameters(Arrays.asList("b"));

        assertEquals(Map.of("c", "3", "d", "4", "flag", "flag", "e", "5"), builder.getParameters());
        assertEquals("3", builder.getParameter("c"));
        assertNull(builder.getParameter("a"));
        assertTrue(builder.clearParameters().getParameters().isEmpty());
    }

    @Test
    void oddPairsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new URLBuilder().addParameters("a", "1", "b"));
    }

    @Test
    void setAddressAndServiceInterface() {
        URL url = new URLBuilder("dubbo", "h", 20880, "p")
                .setAddress("[::1]")
                .setServiceInterface("com.example.DemoService")
                .build();

        assertEquals("[::1]:20880", url.getAddress());
        assertEquals("com.example.DemoService", url.getServiceInterface());
        assertEquals(7, new URLBuilder().setAddress("h:7").getPort());
        assertThrows(IllegalArgumentException.class, () -> new URLBuilder().setAddress("h:port"));
    }

    @Test
    void attributes() {
        URLBuilder builder = new URLBuilder().putAttribute("a", 1).addAttributes(Map.of("b", 2)).removeAttribute("a");

        assertNull(builder.getAttribute("a"));
        assertEquals(Map.of("b", 2), builder.build().getAttributes());
    }

    @Test
    void buildValidatesLikeTheUrlConstructor() {
        assertThrows(IllegalArgumentException.class, () -> new URLBuilder().setPassword("pw").build());
        assertThrows(IllegalArgumentException.class, () -> new URLBuilder().setPort(65536).build());
    }

    @Test
    void otherConstructors() {
        assertEquals(URL.valueOf("dubbo://h:1/p?a=1"),
                new URLBuilder("dubbo", "h", 1, "p", Map.of("a", "1")).build());
        assertEquals(URL.valueOf("dubbo://u:w@h:1/p"),
                new URLBuilder("dubbo", "u", "w", "h", 1, "p", null).build());
        assertEquals(URL.valueOf("dubbo://h:1/p"), new URLBuilder("dubbo", "h", 1, "p").build());
    }
}
