package org.apache.dubbo.common;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.InetSocketAddress;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class URLRenderingTest {

    private static final URL PROVIDER = URL.valueOf(
            "dubbo://admin:secret@10.0.0.1:20880/com.example.DemoService"
                    + "?version=1.0.0&group=g1&anyhost=true&application=demo&interface=com.example.DemoService");

    @Test
    void fullStringSortsParametersByKeyAndKeepsUserInfo() {
        assertEquals("dubbo://admin:secret@10.0.0.1:20880/com.example.DemoService"
                        + "?anyhost=true&application=demo&group=g1&interface=com.example.DemoService&version=1.0.0",
                PROVIDER.toFullString());
    }

    @Test
    void toStringLeavesOutUserInfo() {
        assertEquals("dubbo://10.0.0.1:20880/com.example.DemoService"
                        + "?anyhost=true&application=demo&group=g1&interface=com.example.DemoService&version=1.0.0",
                PROVIDER.toString());
    }

    @Test
    void identityStringHasNoParameters() {
        assertEquals("dubbo://admin:secret@10.0.0.1:20880/com.example.DemoService", PROVIDER.toIdentityString());
    }

    @Test
    void serviceStringUsesServiceKeyAsPath() {
        URL url = URL.valueOf("dubbo://10.0.0.1:20880/com.example.DemoService?group=g1&version=1.0.0");

        assertEquals("dubbo://10.0.0.1:20880/g1/com.example.DemoService:1.0.0", url.toServiceString());
    }

    @Test
    void parametersAreWrittenInTheOrderOfStringComparisonWhateverTheirCaseAndPunctuation() {
        String[] keys = {"weight", "REGISTRY_CLUSTER", "a.b", "a", "A", "a-b", "zz", "Z", "_x", "1", "methods", "a.timeout"};
        java.util.TreeMap<String, String> expected = new java.util.TreeMap<>();
        StringBuilder query = new StringBuilder();
        for (int i = 0; i < keys.length; i++) {
            expected.put(keys[i], "v" + i);
            query.append(i == 0 ? "" : "&").append(keys[i]).append("=v").append(i);
        }
        StringBuilder sorted = new StringBuilder();
        expected.forEach((k, v) -> sorted.append(sorted.length() == 0 ? "" : "&").append(k).append('=').append(v));

        URL url = URL.valueOf("dubbo://h:1/p?" + query);

        assertEquals(sorted.toString(), url.toParameterString());
        assertEquals("dubbo://h:1/p?" + sorted, url.toFullString());
    }

    @Test
    void parameterStringIsSortedWithoutQuestionMark() {
        URL url = URL.valueOf("dubbo://h:1/p?b=2&a=1&c=3");

        assertEquals("a=1&b=2&c=3", url.toParameterString());
        assertEquals("a=1&c=3", url.toParameterString("c", "a", "missing"));
    }

    @Test
    void listedParametersOnlyInToStringAndToFullString() {
        assertEquals("dubbo://10.0.0.1:20880/com.example.DemoService?group=g1&version=1.0.0",
                PROVIDER.toString("version", "group"));
        assertEquals("dubbo://admin:secret@10.0.0.1:20880/com.example.DemoService?application=demo",
                PROVIDER.toFullString("application"));
    }

    @Test
    void omitsPortWhenZeroAndPathWhenAbsent() {
        assertEquals("consumer://10.0.0.5?category=consumers",
                new URL("consumer", "10.0.0.5", 0, new String[] {"category", "consumers"}).toFullString());
    }

    @Test
    void writesNullValueAsEmptyAndTrimsValues() {
        Map<String, String> parameters = new HashMap<>();
        parameters.put("a", null);
        parameters.put("b", "  two ");
        URL url = new URL("dubbo", "h", 1, parameters);

        assertEquals("dubbo://h:1?a=&b=two", url.toFullString());
    }

    @Test
    void dropsEmptyAndNullKeys() {
        Map<String, String> parameters = new HashMap<>();
        parameters.put("", "x");
        parameters.put(null, "y");
        parameters.put("k", "v");
        URL url = new URL("dubbo", "h", 1, parameters);

        assertEquals("dubbo://h:1?k=v", url.toFullString());
    }

    @Test
    void keepsEscapedValuesEncodedWhenRendering() {
        URL url = URL.valueOf("dubbo://h:1/p?mock=return%20null");

        assertEquals("dubbo://h:1/p?mock=return%20null", url.toFullString());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "dubbo://10.0.0.1:20880/com.example.DemoService?anyhost=true&side=provider&timeout=3000",
            "dubbo://u:p@[fe80::1]:20880/com.example.DemoService?a=1",
            "consumer://10.0.0.5/com.example.DemoService?category=consumers&check=false",
            "zookeeper://zk:2181/org.apache.dubbo.registry.RegistryService?backup=b:2182,c:2183",
            "empty://10.0.0.5/com.example.DemoService?category=routers",
            "file:///home/user/router.js?type=script",
            "dubbo://h:1/p?mock=return%20null",
            "10.0.0.1:20880",
            "/home/user/router.js",
            "override://0.0.0.0/com.example.DemoService?category=configurators&dynamic=false&enabled=true"
    })
    void fullStringOfParsedCanonicalUrlIsTheSameString(String text) {
        URL url = URL.valueOf(text);

        assertEquals(text, url.toFullString());
        assertEquals(url, URL.valueOf(url.toFullString()));
    }

    @Test
    void toFullStringIsComputedOnce() {
        assertSame(PROVIDER.toFullString(), PROVIDER.toFullString());
        assertSame(PROVIDER.toString(), PROVIDER.toString());
    }

    @Test
    void toMapHoldsComponentsAndParameters() {
        Map<String, String> map = PROVIDER.toMap();

        assertEquals("dubbo", map.get("protocol"));
        assertEquals("admin", map.get("username"));
        assertEquals("secret", map.get("password"));
        assertEquals("10.0.0.1", map.get("host"));
        assertEquals("20880", map.get("port"));
        assertEquals("com.example.DemoService", map.get("path"));
        assertEquals("1.0.0", map.get("version"));
        assertEquals(PROVIDER.getParameters().size() + 6, map.size());
    }

    @Test
    void toMapLeavesOutAbsentComponents() {
        Map<String, String> map = new URL("consumer", "h", 0).toMap();

        assertEquals(Map.of("protocol", "consumer", "host", "h"), map);
    }

    @Test
    void convertsToJavaUrlForKnownProtocols() {
        java.net.URL javaUrl = URL.valueOf("http://example.com:8080/list?version=1.0.0").toJavaURL();

        assertEquals("example.com", javaUrl.getHost());
        assertEquals(8080, javaUrl.getPort());
        assertEquals("/list", javaUrl.getPath());
        assertEquals("version=1.0.0", javaUrl.getQuery());
    }

    @Test
    void toJavaUrlFailsClearlyForUnknownProtocols() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> URL.valueOf("dubbo://h:1/p").toJavaURL());

        assertEquals(true, e.getMessage().contains("dubbo://h:1/p"), e.getMessage());
    }

    @Test
    void convertsToSocketAddress() {
        InetSocketAddress address = URL.valueOf("dubbo://127.0.0.1:20880/p").toInetSocketAddress();

        assertEquals("127.0.0.1", address.getAddress().getHostAddress());
        assertEquals(20880, address.getPort());
    }

    @Test
    void encodeFollowsFormEncodingWithUpperCaseHex() {
        assertEquals("AZaz09.-*_", URL.encode("AZaz09.-*_"));
        assertEquals("a+b", URL.encode("a b"));
        assertEquals("%3A%2F%3F%26%3D%2C%40%5B%5D%25%7E", URL.encode(":/?&=,@[]%~"));
        assertEquals("%E4%B8%AD", URL.encode("\u4e2d"));
    }

    @Test
    void encodeAndDecodeTreatNullAndEmptyAsEmpty() {
        assertEquals("", URL.encode(null));
        assertEquals("", URL.encode(""));
        assertEquals("", URL.decode(null));
        assertEquals("", URL.decode(""));
    }

    @Test
    void encodedFullStringIsTheZooKeeperNodeName() {
        URL url = URL.valueOf("dubbo://10.0.0.1:20880/com.example.DemoService?side=provider&mock=return%20null");

        String nodeName = URL.encode(url.toFullString());

        assertEquals("dubbo%3A%2F%2F10.0.0.1%3A20880%2Fcom.example.DemoService"
                + "%3Fmock%3Dreturn%2520null%26side%3Dprovider", nodeName);
        assertEquals(url.toFullString(), URL.decode(nodeName));
        assertEquals(url, URL.valueOf(nodeName, true));
    }

    @Test
    void decodeTurnsPlusIntoSpace() {
        assertEquals("a b", URL.decode("a+b"));
        assertEquals("return null", URL.decode("return%20null"));
    }

    @Test
    void decodeNamesMalformedInput() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> URL.decode("100%"));

        assertEquals(true, e.getMessage().contains("100%"), e.getMessage());
    }
}
