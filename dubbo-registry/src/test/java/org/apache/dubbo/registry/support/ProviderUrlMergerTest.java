package org.apache.dubbo.registry.support;

import org.apache.dubbo.common.URL;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The consumer's view of a provider URL (spec 4.8). */
class ProviderUrlMergerTest {

    private static final URL PROVIDER = URL.valueOf("dubbo://10.0.0.5:20880/com.example.DemoService"
            + "?application=demo-provider&dubbo=2.0.2&group=g1&version=1.0.0&generic=false&release=3.3.5"
            + "&methods=add,sayHello&timestamp=1700000000000&dubbo.tag=gray&timeout=3000&retries=0"
            + "&loadbalance=roundrobin&threads=200&threadpool=fixed&default.threads=100&corethreads=10&queues=0"
            + "&alive=60000&threadname=worker&transporter=netty4&default.transporter=netty4"
            + "&reference.filter=providerFilter&invoker.listener=providerListener&side=provider");

    private static Map<String, String> consumer(String... pairs) {
        Map<String, String> map = new HashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return map;
    }

    @Test
    void providerValuesAreDefaultsTheConsumerOverrides() {
        URL merged = ProviderUrlMerger.merge(PROVIDER, consumer("timeout", "5000", "application", "demo-consumer",
                "side", "consumer", "check", "false"));

        assertEquals("5000", merged.getParameter("timeout"));
        assertEquals("0", merged.getParameter("retries"), "provider value used when the consumer has none");
        assertEquals("roundrobin", merged.getParameter("loadbalance"));
        assertEquals("demo-consumer", merged.getParameter("application"));
        assertEquals("consumer", merged.getParameter("side"));
        assertEquals("demo-provider", merged.getParameter("remote.application"));
        assertEquals("dubbo://10.0.0.5:20880/com.example.DemoService", merged.toIdentityString());
    }

    @Test
    void theConsumersMergerGivesTheMergeOfEveryProviderOfAFleet() {
        String ownPid = String.valueOf(org.apache.dubbo.common.utils.ConfigUtils.getPid());
        Map<String, Map<String, String>> consumers = new java.util.LinkedHashMap<>();
        consumers.put("with its pid", consumer("timeout", "5000", "application", "c", "pid", ownPid,
                "reference.filter", "consumerFilter", "side", "consumer", "timestamp", "1"));
        consumers.put("without a pid", consumer("timeout", "5000", "generic", "true", "group", "*"));
        consumers.put("with no parameters", null);
        for (Map.Entry<String, Map<String, String>> consumer : consumers.entrySet()) {
            java.util.function.UnaryOperator<URL> merger = ProviderUrlMerger.forConsumer(consumer.getValue());
            for (int host = 1; host <= 30; host++) {
                URL provider = PROVIDER.setHost("10.0.1." + host)
                        .addParameter("timestamp", 1700000000000L + host)
                        .addParameter("weight", host % 2 == 0 ? "100" : "200");
                if (host % 3 != 0) {
                    provider = provider.addParameter("pid", 4000 + host);
                }
                URL expected = ProviderUrlMerger.merge(provider, consumer.getValue());
                URL actual = merger.apply(provider);
                assertEquals(expected, actual, consumer.getKey() + ": " + provider);
                assertEquals(expected.toFullString(), actual.toFullString());
                assertEquals(String.valueOf(1700000000000L + host), actual.getParameter("timestamp"));
            }
        }
    }

    @Test
    void providerThreadAndTransportSettingsAreDropped() {
        URL merged = ProviderUrlMerger.merge(PROVIDER, consumer("timeout", "5000"));

        for (String key : new String[] {"threads", "default.threads", "threadpool", "corethreads", "queues", "alive",
                "threadname", "transporter", "default.transporter"}) {
            assertNull(merged.getParameter(key), key);
        }
    }

    @Test
    void identityKeysComeFromTheProvider() {
        URL merged = ProviderUrlMerger.merge(PROVIDER, consumer("group", "*", "version", "*", "generic", "false",
                "release", "1.0.0", "dubbo", "2.0.0", "methods", "other", "timestamp", "1", "dubbo.tag", "blue"));

        assertEquals("g1", merged.getParameter("group"));
        assertEquals("1.0.0", merged.getParameter("version"));
        assertEquals("false", merged.getParameter("generic"));
        assertEquals("3.3.5", merged.getParameter("release"));
        assertEquals("2.0.2", merged.getParameter("dubbo"));
        assertEquals("add,sayHello", merged.getParameter("methods"));
        assertEquals("1700000000000", merged.getParameter("timestamp"));
        assertEquals("gray", merged.getParameter("dubbo.tag"));
    }

    @Test
    void aGenericReferenceStaysGenericAgainstAProviderRegisteringGenericFalse() {
        for (String mode : new String[] {"true", "bean", "nativejava"}) {
            assertEquals(mode, ProviderUrlMerger.merge(PROVIDER, consumer("generic", mode)).getParameter("generic"));
        }
        URL genericProvider = URL.valueOf("dubbo://10.0.0.5:20880/com.example.DemoService?generic=true");
        assertEquals("true", ProviderUrlMerger.merge(genericProvider, consumer("generic", "false"))
                .getParameter("generic"), "a generic provider's value wins over a plain reference");
    }

    @Test
    void consumerGroupAndVersionApplyWhenTheProviderHasNone() {
        URL bare = URL.valueOf("dubbo://10.0.0.5:20880/com.example.DemoService?application=p");
        URL merged = ProviderUrlMerger.merge(bare, consumer("group", "g2", "version", "2.0.0", "release", "9",
                "generic", "true"));

        assertEquals("g2", merged.getParameter("group"));
        assertEquals("2.0.0", merged.getParameter("version"));
        assertEquals("true", merged.getParameter("generic"));
        assertNull(merged.getParameter("release"), "release is never taken from the consumer");
    }

    @Test
    void filtersAndListenersAreJoinedProviderFirst() {
        URL merged = ProviderUrlMerger.merge(PROVIDER, consumer("reference.filter", "consumerFilter",
                "invoker.listener", "consumerListener"));

        assertEquals("providerFilter,consumerFilter", merged.getParameter("reference.filter"));
        assertEquals("providerListener,consumerListener", merged.getParameter("invoker.listener"));
    }

    @Test
    void withoutConsumerParametersOnlyProviderOnlyKeysGo() {
        URL merged = ProviderUrlMerger.merge(PROVIDER, null);

        assertNull(merged.getParameter("threads"));
        assertNull(merged.getParameter("remote.application"));
        assertEquals("3000", merged.getParameter("timeout"));
    }
}
