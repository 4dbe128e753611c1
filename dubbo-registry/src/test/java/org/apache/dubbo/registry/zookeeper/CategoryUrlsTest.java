package org.apache.dubbo.registry.zookeeper;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

        List<URL> notified = CategoryUrls.notification(SUBSCRIBED, "providers", children, false);

        assertEquals(1, notified.size(), notified.toString());
        assertEquals("10.0.0.2", notified.get(0).getHost());
    }

    @Test
    void onlyUnusableChildrenGiveTheEmptyMarker() {
        List<URL> notified = CategoryUrls.notification(SUBSCRIBED, "providers",
                Arrays.asList(URL.encode("no-protocol/com.example.Api?interface=com.example.Api")), false);

        assertEquals(1, notified.size());
        assertEquals("empty", notified.get(0).getProtocol());
    }
}
