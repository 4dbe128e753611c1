package org.apache.dubbo.common;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class URLParsingTest {

    @Test
    void parsesEveryComponentOfAFullUrl() {
        URL url = URL.valueOf("dubbo://admin:secret@10.20.130.230:20880/context/path?version=1.0.0&application=morgan");

        assertAll(
                () -> assertEquals("dubbo", url.getProtocol()),
                () -> assertEquals("admin", url.getUsername()),
                () -> assertEquals("secret", url.getPassword()),
                () -> assertEquals("10.20.130.230", url.getHost()),
                () -> assertEquals(20880, url.getPort()),
                () -> assertEquals("context/path", url.getPath()),
                () -> assertEquals("/context/path", url.getAbsolutePath()),
                () -> assertEquals(2, url.getParameters().size()),
                () -> assertEquals("1.0.0", url.getParameter("version")),
                () -> assertEquals("morgan", url.getParameter("application")));
    }

    @Test
    void parsesUrlWithoutPortAsPortZero() {
        URL url = URL.valueOf("consumer://10.0.0.5/com.example.DemoService?category=consumers");

        assertEquals("10.0.0.5", url.getHost());
        assertEquals(0, url.getPort());
        assertEquals("10.0.0.5", url.getAddress());
        assertEquals("com.example.DemoService", url.getPath());
    }

    @Test
    void parsesHostOnlyUrl() {
        URL url = URL.valueOf("zookeeper://zk.example.com");

        assertEquals("zookeeper", url.getProtocol());
        assertEquals("zk.example.com", url.getHost());
        assertEquals(0, url.getPort());
        assertNull(url.getPath());
        assertTrue(url.getParameters().isEmpty());
    }

    @Test
    void parsesUserWithoutPassword() {
        URL url = URL.valueOf("zookeeper://alice@zk:2181");

        assertEquals("alice", url.getUsername());
        assertNull(url.getPassword());
        assertEquals("zk", url.getHost());
    }

    @Test
    void passwordMayContainColons() {
        URL url = URL.valueOf("zookeeper://alice:pa:ss@zk:2181");

        assertEquals("alice", url.getUsername());
        assertEquals("pa:ss", url.getPassword());
    }

    @Test
    void rejectsPasswordWithoutUsername() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> URL.valueOf("zookeeper://:secret@zk:2181"));

        assertTrue(e.getMessage().contains("zookeeper://:secret@zk:2181"), e.getMessage());
    }

    @Test
    void parsesIpv6HostInBrackets() {
        URL url = URL.valueOf("dubbo://[fe80::1]:20880/com.example.DemoService");

        assertEquals("[fe80::1]", url.getHost());
        assertEquals(20880, url.getPort());
        assertEquals("[fe80::1]:20880", url.getAddress());
        assertEquals("com.example.DemoService", url.getPath());
    }

    @Test
    void parsesIpv6HostInBracketsWithoutPort() {
        URL url = URL.valueOf("dubbo://[::1]/com.example.DemoService");

        assertEquals("[::1]", url.getHost());
        assertEquals(0, url.getPort());
    }

    @Test
    void keepsIpv6ZoneIdWithoutTakingItsTailAsPort() {
        URL url = URL.valueOf("dubbo://fe80:0:0:0:894:aeec:f37d:23e1%en0/path");

        assertEquals("fe80:0:0:0:894:aeec:f37d:23e1%en0", url.getHost());
        assertEquals(0, url.getPort());
    }

    @Test
    void parsesUrlWithoutProtocol() {
        URL url = URL.valueOf("192.168.1.3:20880");

        assertNull(url.getProtocol());
        assertEquals("192.168.1.3", url.getHost());
        assertEquals(20880, url.getPort());
        assertNull(url.getPath());
    }

    @Test
    void parsesProtocolWithSingleSlashAsPathOnly() {
        URL url = URL.valueOf("file:/home/user1/router.js?type=script");

        assertEquals("file", url.getProtocol());
        assertNull(url.getHost());
        assertEquals("home/user1/router.js", url.getPath());
        assertEquals("script", url.getParameter("type"));
    }

    @Test
    void parsesTripleSlashAsEmptyHost() {
        URL url = URL.valueOf("file:///D:/1/router.js");

        assertEquals("file", url.getProtocol());
        assertNull(url.getHost());
        assertEquals("D:/1/router.js", url.getPath());
    }

    @Test
    void parsesLeadingSlashAsPathWithoutHost() {
        URL url = URL.valueOf("/home/user1/router.js?type=script");

        assertNull(url.getProtocol());
        assertNull(url.getHost());
        assertEquals("home/user1/router.js", url.getPath());
    }

    @Test
    void movesExtraCommaSeparatedHostsToBackup() {
        URL url = URL.valueOf("zookeeper://a:2181,b:2182,c:2183/org.apache.dubbo.registry.RegistryService");

        assertEquals("a", url.getHost());
        assertEquals(2181, url.getPort());
        assertEquals("b:2182,c:2183", url.getParameter("backup"));
        assertEquals("a:2181,b:2182,c:2183", url.getBackupAddress());
        assertEquals("org.apache.dubbo.registry.RegistryService", url.getPath());
    }

    @Test
    void textOfSeparatorsOnlyIsRefusedAsAnEmptyUrl() {
        for (String text : new String[] {"@", "\u0010@", ":", "?", "?&;", "/", ",", "\u001a\u001a,", ",,/"}) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> URL.valueOf(text),
                    text);
            assertTrue(refused.getMessage().startsWith("url is empty"), refused.getMessage());
        }
    }

    @Test
    void spacesAroundBackupHostsAreDroppedAsAroundEveryValue() {
        URL url = URL.valueOf("zookeeper://a:2181, b:2182 ,c:2183/org.apache.dubbo.registry.RegistryService");

        assertEquals("b:2182,c:2183", url.getParameter("backup"));
        assertEquals(url, URL.valueOf(url.toFullString()), "reads back the same");
    }

    @Test
    void blanksAroundTheHostAndThePathAreDroppedSoTheTextFormReadsBack() {
        // fuzz finding 14: "\u0010@" then vertical tabs around the host; the whole text is trimmed, the host was not
        URL host = URL.valueOf("\u0010@\u000b\u000bhost:20880\u000b/p");
        URL path = URL.valueOf("dubbo://h:20880/ p \t?");
        URL slashes = URL.valueOf("zookeeper://h:2181,b:: c://\u001cd/e"); // a second "//" then a control character

        assertEquals("host", host.getHost());
        assertEquals(20880, host.getPort());
        assertEquals("p", path.getPath());
        assertEquals(host, URL.valueOf(host.toFullString()), "reads back the same");
        assertEquals(path, URL.valueOf(path.toFullString()), "reads back the same");
        assertEquals("dubbo://h:20880/p", path.toFullString());
        URL emptyPort = URL.valueOf("i\u0000h\u000f\u0000:"); // blanks between the host and an empty port
        assertEquals("i\u0000h", emptyPort.getHost());
        assertEquals(emptyPort, URL.valueOf(emptyPort.toFullString()), "reads back the same");
        URL defaultKey = URL.valueOf("zookeeper://h:1/p?default.\u0000retries=2&default.\u0000=3");
        assertEquals("2", defaultKey.getParameter("retries"), "the key a default. key gives is trimmed too");
        assertEquals(defaultKey, URL.valueOf(defaultKey.toFullString()), "reads back the same");
        URL twice = URL.valueOf("h?default.default.timeout=5");
        assertEquals("5", twice.getParameter("default.timeout"));
        assertEquals("5", twice.getParameter("timeout"), "derived keys derive in turn, as their text form would");
        assertEquals(twice, URL.valueOf(twice.toFullString()), "reads back the same");
        assertEquals("d/e", slashes.getPath());
        assertEquals(slashes, URL.valueOf(slashes.toFullString()), "reads back the same");
    }

    @Test
    void commaSeparatedHostsAndBackupParameterAreCombined() {
        URL url = URL.valueOf("zookeeper://a:1,b:2?backup=c:3");

        assertEquals("a:1,b:2,c:3", url.getBackupAddress());
    }

    @Test
    void backupParameterGivesTheSameConnectStringAsCommaSeparatedHosts() {
        URL commas = URL.valueOf("zookeeper://h1:2181,h2:2181,h3:2181");
        URL backup = URL.valueOf("zookeeper://h1:2181?backup=h2:2181,h3:2181");

        assertEquals(backup.getBackupAddress(), commas.getBackupAddress());
        assertEquals(backup, commas);
    }

    @Test
    void parameterWithoutEqualsSignIsItsOwnValue() {
        URL url = URL.valueOf("dubbo://h:1/p?anyhost&timeout=3");

        assertEquals("anyhost", url.getParameter("anyhost"));
        assertEquals("3", url.getParameter("timeout"));
    }

    @Test
    void valueIsEverythingAfterTheFirstEqualsSign() {
        URL url = URL.valueOf("dubbo://h:1/p?rule=a=b=c");

        assertEquals("a=b=c", url.getParameter("rule"));
    }

    @Test
    void trimsParameterTokensKeysAndValues() {
        URL url = URL.valueOf("dubbo://h:1/p? timeout = 3000 &  retries=2  &&");

        assertEquals(Map.of("timeout", "3000", "retries", "2"), url.getParameters());
    }

    @Test
    void semicolonSeparatesParametersLikeAmpersand() {
        URL url = URL.valueOf("dubbo://h:1/p?a=1;b=2");

        assertEquals(Map.of("a", "1", "b", "2"), url.getParameters());
    }

    @Test
    void emptyValueStaysEmpty() {
        URL url = URL.valueOf("dubbo://h:1/p?a=&b=2");

        assertEquals("", url.getParameter("a"));
        assertFalse(url.hasParameter("a"));
    }

    @Test
    void dropsTokensWithEmptyKey() {
        URL url = URL.valueOf("dubbo://h:1/p?=x&b=2");

        assertEquals(Map.of("b", "2"), url.getParameters());
    }

    @Test
    void laterDuplicateKeyWins() {
        URL url = URL.valueOf("dubbo://h:1/p?a=1&a=2");

        assertEquals("2", url.getParameter("a"));
    }

    @Test
    void doesNotPercentDecodeValues() {
        URL url = URL.valueOf("dubbo://h:1/p?mock=return%20null&name=a+b");

        assertEquals("return%20null", url.getParameter("mock"));
        assertEquals("a+b", url.getParameter("name"));
        assertEquals("return null", url.getParameterAndDecoded("mock"));
    }

    @Test
    void defaultPrefixedKeyFillsMissingKey() {
        URL url = URL.valueOf("dubbo://h:1/p?default.timeout=5000&default.retries=1&retries=3");

        assertEquals("5000", url.getParameter("timeout"));
        assertEquals("3", url.getParameter("retries"));
        assertEquals("5000", url.getParameter("default.timeout"));
    }

    @Test
    void explicitKeyWinsOverDefaultPrefixedKeyWhicheverComesFirst() {
        URL url = URL.valueOf("dubbo://h:1/p?retries=3&default.retries=1");

        assertEquals("3", url.getParameter("retries"));
    }

    @Test
    void trimsSurroundingWhitespace() {
        URL url = URL.valueOf("  dubbo://h:1/p?a=1  ");

        assertEquals("dubbo", url.getProtocol());
        assertEquals("1", url.getParameter("a"));
    }

    @Test
    void rejectsNullWithClearMessage() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> URL.valueOf((String) null));

        assertEquals("url == null", e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "\t"})
    void rejectsBlankInput(String input) {
        assertThrows(IllegalArgumentException.class, () -> URL.valueOf(input));
    }

    @ParameterizedTest
    @ValueSource(strings = {"://host:20880", ":/path"})
    void rejectsMissingProtocolNamingTheInput(String input) {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> URL.valueOf(input));

        assertTrue(e.getMessage().contains(input), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"dubbo://host:abc/p", "dubbo://host:65536", "dubbo://host:-1", "dubbo://[::1]x:1",
            "dubbo://[::1:20880", "dubbo://h:1,b:x"})
    void rejectsMalformedAddressNamingTheInput(String input) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> URL.valueOf(input));

        assertTrue(e.getMessage().contains(input), e.getMessage());
    }

    @Test
    void trailingColonMeansNoPort() {
        URL url = URL.valueOf("dubbo://host:/p");

        assertEquals("host", url.getHost());
        assertEquals(0, url.getPort());
    }

    @Test
    void decodesWholeStringFirstWhenEncoded() {
        String encoded = "dubbo%3A%2F%2F10.0.0.1%3A20880%2Fcom.example.DemoService%3Fmock%3Dreturn%2520null";

        URL url = URL.valueOf(encoded, true);

        assertEquals("10.0.0.1", url.getHost());
        assertEquals("com.example.DemoService", url.getPath());
        assertEquals("return%20null", url.getParameter("mock"));
    }

    @Test
    void notEncodedFlagParsesAsIs() {
        URL url = URL.valueOf("dubbo://h:1/p?mock=return%20null", false);

        assertEquals("return%20null", url.getParameter("mock"));
    }

    @Test
    void retainsOnlyListedParameters() {
        URL url = URL.valueOf("dubbo://h:1/p?a=1&b=2&c=3&d=", "a", "c", "d", "missing");

        assertEquals(Map.of("a", "1", "c", "3"), url.getParameters());
    }

    @Test
    void retainsAllParametersWhenNoneListed() {
        URL url = URL.valueOf("dubbo://h:1/p?a=1&b=2", new String[0]);

        assertEquals(2, url.getParameters().size());
    }

    @Test
    void copyRetainsListedKeysAndPrefixes() {
        URL original = URL.valueOf("dubbo://u:p@h:1/path?a=1&b=2&sayHello.timeout=3&sayHello.retries=&x.y=4")
                .putAttribute("k", "v");

        URL copy = URL.valueOf(original, new String[] {"a"}, new String[] {"sayHello."});

        assertEquals(Map.of("a", "1", "sayHello.timeout", "3"), copy.getParameters());
        assertEquals("u", copy.getUsername());
        assertEquals("path", copy.getPath());
        assertEquals("v", copy.getAttribute("k"));
    }

    @Test
    void copyWithoutRetainedKeysHasNoParameters() {
        URL copy = URL.valueOf(URL.valueOf("dubbo://h:1/p?a=1"), null, null);

        assertTrue(copy.getParameters().isEmpty());
        assertEquals("dubbo://h:1/p", copy.toFullString());
    }
}
