package org.apache.dubbo.registry.zookeeper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.apache.dubbo.common.URL;

/**
 * Fuzzes what a consumer does with the children of a service's {@code providers}/{@code configurators} directory
 * in ZooKeeper: node names written by any process (one per input line), form-decoded, parsed, given a category,
 * matched against the subscription, remembered for the next read. An unreadable child must be skipped with a log
 * line and never take the rest of the notification down: the call itself must not throw, whatever the names are,
 * and reading the same names again gives the same URLs.
 * Seeds: the provider URLs real Apache Dubbo 3.2/3.3 providers registered ({@code apache-golden/}).
 */
class ProviderUrlsFuzzTest {

    private static final URL SUBSCRIBED = URL.valueOf("consumer://10.0.0.1/interop.api.GreetingService"
            + "?interface=interop.api.GreetingService&category=providers,configurators,routers&group=*&version=*"
            + "&check=false&side=consumer");

    @FuzzTest(maxDuration = "30s")
    void children(byte[] data) {
        List<String> children = Arrays.asList(new String(data, StandardCharsets.UTF_8).split("\n"));
        for (String category : new String[] {"providers", "configurators", "routers"}) {
            ParsedChildren parsed = new ParsedChildren(SUBSCRIBED, category);
            List<URL> matching = parsed.matching(children);
            assertEquals(matching, parsed.matching(children), "the same names read again");
            List<URL> notified = CategoryUrls.notification(SUBSCRIBED, category, matching, false);
            assertFalse(notified.isEmpty(), "a notification always has a URL or the empty marker");
            for (URL url : notified) {
                assertNotNull(url.getProtocol(), "notified URL without protocol: " + url);
                url.toFullString();
            }
        }
    }
}
