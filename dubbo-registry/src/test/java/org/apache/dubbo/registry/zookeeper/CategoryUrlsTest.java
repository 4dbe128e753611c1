package org.apache.dubbo.registry.zookeeper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.junit.jupiter.api.Test;

class CategoryUrlsTest {

    private static final URL SUBSCRIBED = URL.valueOf("consumer://10.0.0.1/com.example.Api"
            + "?interface=com.example.Api&category=providers&check=false&side=consumer");

    @Test
    void childrenWithoutAProtocolOrUnreadableAreSkippedAndTheRestNotified() {
        List<String> children = Arrays.asList(
                URL.encode("dubbo://10.0.0.2:20880/com.example.Api?interface=com.example.Api&side=provider"),
                URL.encode("10.0.0.3:20880/com.example.Api?interface=com.example.Api&side=provider"),
                URL.encode("dubbo://10.0.0.4:99999/com.example.Api?interface=com.example.Api"));

        List<URL> notified = CategoryUrls.notification(SUBSCRIBED, "providers",
                CategoryUrls.matching(SUBSCRIBED, "providers", children), false);

        assertEquals(1, notified.size(), notified.toString());
        assertEquals("10.0.0.2", notified.get(0).getHost());
    }

    @Test
    void onlyUnusableChildrenGiveTheEmptyMarker() {
        List<String> children = Arrays.asList(URL.encode("no-protocol/com.example.Api?interface=com.example.Api"));
        List<URL> notified = CategoryUrls.notification(SUBSCRIBED, "providers",
                CategoryUrls.matching(SUBSCRIBED, "providers", children), false);

        assertEquals(1, notified.size());
        assertEquals("empty", notified.get(0).getProtocol());
    }

    private static final String GREETER = "com.example.scale.Greeter";
    private static final URL GREETER_SUBSCRIBED = URL.valueOf("consumer://10.0.0.9/" + GREETER + "?interface="
            + GREETER + "&category=providers&side=consumer&application=client");

    private static String entry(int i) {
        return URL.encode("dubbo://10.0." + (i / 250) + "." + (i % 250) + ":20880/" + GREETER + "?interface=" + GREETER
                + "&application=server&side=provider&methods=greet&timestamp=" + (1700000000000L + i) + "&pid=" + i);
    }

    @Test
    void anUnreadableEntryAmongThousandsIsSkippedAndReportedOnceAndTheOthersAreUsed() {
        String bad = URL.encode("dubbo://10.9.9.9:notaport/" + GREETER + "?interface=" + GREETER);
        List<String> children = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            children.add(entry(i));
            if (i == 2500) {
                children.add(bad);
            }
        }

        List<URL> first = CategoryUrls.matching(GREETER_SUBSCRIBED, "providers", children);
        List<URL> again = CategoryUrls.matching(GREETER_SUBSCRIBED, "providers", children);

        assertEquals(5000, first.size());
        assertEquals(first, again, "the same list sent again reads the same");
        assertTrue(CategoryUrls.wasReported(bad), "the offending entry is reported with its value");
        assertNull(first.get(0).getParameter("pid"), "pid is dropped from provider URLs");
    }

    @Test
    void duplicateEntriesAreKeptForTheDirectoryToCollapse() {
        List<String> children = new ArrayList<>();
        children.add(entry(1));
        children.add(entry(1));
        List<URL> urls = CategoryUrls.matching(GREETER_SUBSCRIBED, "providers", children);
        assertEquals(2, urls.size());
        assertEquals(urls.get(0), urls.get(1));
    }
}
