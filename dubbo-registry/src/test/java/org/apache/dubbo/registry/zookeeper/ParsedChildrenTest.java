package org.apache.dubbo.registry.zookeeper;

import org.apache.dubbo.common.URL;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ParsedChildrenTest {

    private static final String SERVICE = "com.example.cache.Greeter";
    private static final URL SUBSCRIBED = URL.valueOf("consumer://10.0.0.9/" + SERVICE + "?interface=" + SERVICE
            + "&category=providers&side=consumer&application=client&version=1.0.0");

    private static String child(int i, String extra) {
        return URL.encode("dubbo://10.0." + (i / 250) + "." + (i % 250) + ":20880/" + SERVICE + "?interface="
                + SERVICE + "&application=server&side=provider&version=1.0.0&methods=greet&timestamp="
                + (1700000000000L + i) + "&pid=" + i + extra);
    }

    private static List<String> children(int from, int to) {
        List<String> children = new ArrayList<>();
        for (int i = from; i < to; i++) {
            children.add(child(i, ""));
        }
        return children;
    }

    @Test
    void unchangedChildrenGiveTheSameUrlObjectsAndOnlyNewOnesAreParsed() {
        ParsedChildren parsed = new ParsedChildren(SUBSCRIBED, "providers");
        List<URL> first = parsed.matching(children(0, 1000));
        assertEquals(1000, parsed.parsedCount());

        List<String> changed = children(1, 1000); // provider 0 left
        changed.add(child(0, "&weight=50")); // and came back with another weight
        changed.add(child(1000, "")); // a new one
        List<URL> second = parsed.matching(changed);

        assertEquals(1002, parsed.parsedCount(), "only the two new names are parsed");
        assertEquals(1001, second.size());
        for (int i = 1; i < 1000; i++) {
            assertSame(first.get(i), second.get(i - 1), "an unchanged child gives the same object");
        }
        assertEquals("50", second.get(999).getParameter("weight"));
        assertEquals(URL.valueOf(URL.decode(child(1000, ""))).removeParameter("pid"), second.get(1000));
        assertNull(second.get(1000).getParameter("pid"), "pid is dropped as before");
        assertEquals(CategoryUrls.matching(SUBSCRIBED, "providers", changed), second,
                "the same URLs as parsing every child");
    }

    @Test
    void childrenThatWentAreForgotten() {
        ParsedChildren parsed = new ParsedChildren(SUBSCRIBED, "providers");
        List<URL> first = parsed.matching(children(0, 3));
        parsed.matching(children(1, 3));
        List<URL> back = parsed.matching(children(0, 3));

        assertEquals(4, parsed.parsedCount(), "the child that came back is parsed again");
        assertNotSame(first.get(0), back.get(0));
        assertEquals(first.get(0), back.get(0));
        assertSame(first.get(1), back.get(1));
    }

    @Test
    void duplicatesAreParsedOnceAndKept() {
        ParsedChildren parsed = new ParsedChildren(SUBSCRIBED, "providers");
        List<URL> urls = parsed.matching(Arrays.asList(child(1, ""), child(2, ""), child(1, "")));

        assertEquals(3, urls.size());
        assertSame(urls.get(0), urls.get(2));
        assertEquals(2, parsed.parsedCount());
    }

    @Test
    void childrenForOtherVersionsAreRememberedButNotNotified() {
        ParsedChildren parsed = new ParsedChildren(SUBSCRIBED, "providers");
        List<String> children = Arrays.asList(child(1, ""), child(2, "").replace("1.0.0", "2.0.0"));

        assertEquals(1, parsed.matching(children).size());
        assertEquals(1, parsed.matching(children).size());
        assertEquals(2, parsed.parsedCount(), "the other version's child is not parsed again");
    }

    @Test
    void anUnreadableChildIsSkippedEveryTimeReportedOnceAndCostsOnlyItself() {
        ParsedChildren parsed = new ParsedChildren(SUBSCRIBED, "providers");
        String bad = URL.encode("dubbo://10.9.9.9:notaport/" + SERVICE + "?interface=" + SERVICE + "&cacheTest=1");
        List<String> children = children(0, 100);
        children.add(50, bad);

        List<URL> first = parsed.matching(children);
        assertTrue(CategoryUrls.wasReported(bad), "reported with its value");
        List<URL> second = parsed.matching(children);

        assertEquals(100, first.size());
        assertEquals(first, second);
        assertEquals(102, parsed.parsedCount(), "the unreadable child is not remembered, the others are");
    }

    @Test
    void ruleChildrenGetTheirCategory() {
        URL subscribed = SUBSCRIBED.addParameter("category", "providers,configurators");
        ParsedChildren parsed = new ParsedChildren(subscribed, "configurators");
        String rule = URL.encode("override://0.0.0.0/" + SERVICE + "?version=1.0.0&timeout=500");
        List<URL> urls = parsed.matching(Collections.singletonList(rule));
        assertEquals("configurators", urls.get(0).getCategory());
        assertSame(urls.get(0), parsed.matching(Collections.singletonList(rule)).get(0));
    }

    @Test
    void anEmptyDirectoryForgetsEverything() {
        ParsedChildren parsed = new ParsedChildren(SUBSCRIBED, "providers");
        parsed.matching(children(0, 10));
        assertTrue(parsed.matching(Collections.emptyList()).isEmpty());
        parsed.matching(children(0, 10));
        assertEquals(20, parsed.parsedCount());
    }

    @Test
    void digestsOfNamesThatDifferSlightlyDiffer() {
        NameDigest digest = new NameDigest();
        Set<List<Long>> seen = new HashSet<>();
        List<String> names = new ArrayList<>();
        names.add("");
        StringBuilder growing = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            growing.append('a');
            names.add(growing.toString()); // every length and every tail size
            names.add(growing.toString().replace('a', '\0'));
        }
        String base = URL.decode(child(7, ""));
        for (int i = 0; i < base.length(); i++) {
            names.add(base.substring(0, i) + (char) (base.charAt(i) + 1) + base.substring(i + 1));
            names.add(base.substring(0, i) + base.substring(i + 1));
        }
        for (int i = 0; i < 100_000; i++) {
            names.add(child(i, ""));
        }
        Set<String> distinct = new HashSet<>(names);
        for (String name : distinct) {
            digest.of(name);
            seen.add(Arrays.asList(digest.high(), digest.low()));
        }
        assertEquals(distinct.size(), seen.size(), "no two names share a digest");

        digest.of(base);
        long high = digest.high();
        long low = digest.low();
        digest.of(new String(base.toCharArray()));
        assertEquals(high, digest.high(), "a name digests the same each time");
        assertEquals(low, digest.low());
    }
}
