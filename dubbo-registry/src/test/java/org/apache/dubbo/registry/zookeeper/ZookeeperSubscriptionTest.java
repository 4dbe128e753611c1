package org.apache.dubbo.registry.zookeeper;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.Eventually;
import org.apache.dubbo.registry.RecordingListener;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Subscribe and notify (registry spec 4.4, 4.5). */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ZookeeperSubscriptionTest {

    private static final Duration WAIT = Duration.ofSeconds(60);

    private static ZookeeperTestbed testbed;
    private static EmbeddedZooKeeper zooKeeper;
    private static TreeProbe tree;

    @BeforeAll
    static void startZooKeeper() throws Exception {
        testbed = ZookeeperTestbed.start();
        zooKeeper = testbed.zooKeeper;
        tree = testbed.tree;
    }

    @AfterAll
    static void stopZooKeeper() {
        testbed.close();
    }

    @AfterEach
    void destroyRegistries() {
        testbed.destroyRegistries();
    }

    private ZookeeperRegistry registry(String parameters) {
        return testbed.registry("file-cache=false&timeout=5000&session=20000&delay-notification=0" + parameters);
    }

    private static URL provider(String service, int port, String parameters) {
        return URL.valueOf("dubbo://10.0.0.5:" + port + "/" + service + "?interface=" + service
                + "&side=provider&timestamp=1700000000000&pid=4242" + parameters);
    }

    private static URL consumer(String service, String parameters) {
        return URL.valueOf("consumer://10.0.0.6/" + service + "?interface=" + service
                + "&category=providers,configurators,routers&side=consumer" + parameters);
    }

    private static Set<Integer> ports(List<URL> urls) {
        Set<Integer> ports = new TreeSet<>();
        for (URL url : urls) {
            ports.add(url.getPort());
        }
        return ports;
    }

    @Test
    void subscriberGetsMatchingProvidersThenEmptyMarkersForRuleCategories() throws Exception {
        String service = "com.example.sub.FirstService";
        ZookeeperRegistry providers = registry("");
        providers.register(provider(service, 20880, "&group=g1&version=1.0.0"));
        providers.register(provider(service, 20881, "&group=g1&version=1.0.0"));
        providers.register(provider(service, 20882, "&group=g2&version=1.0.0"));

        RecordingListener listener = new RecordingListener();
        URL subscription = consumer(service, "&group=g1&version=1.0.0");
        registry("").subscribe(subscription, listener);

        List<List<URL>> calls = listener.calls();
        assertEquals(3, calls.size(), "one call per category, before subscribe returns: " + calls);
        assertEquals(Set.of(20880, 20881), ports(calls.get(0)));
        for (URL url : calls.get(0)) {
            assertEquals("1700000000000", url.getParameter("timestamp"), "timestamp is kept for warm-up: " + url);
            assertNull(url.getParameter("pid"), "pid is stripped: " + url);
        }
        URL configurators = calls.get(1).get(0);
        assertEquals("empty", configurators.getProtocol());
        assertEquals("configurators", configurators.getCategory());
        assertEquals("10.0.0.6", configurators.getHost());
        assertEquals(service, configurators.getPath());
        assertEquals("g1", configurators.getGroup());
        assertEquals("routers", calls.get(2).get(0).getCategory());
        assertEquals("empty", calls.get(2).get(0).getProtocol());
    }

    @Test
    void groupAndVersionWildcardsAndListsSelectProviders() throws Exception {
        String service = "com.example.sub.GroupedService";
        ZookeeperRegistry providers = registry("");
        providers.register(provider(service, 20880, "&group=g1&version=1.0.0"));
        providers.register(provider(service, 20881, "&group=g2&version=1.0.0"));
        providers.register(provider(service, 20882, "&group=g3&version=2.0.0"));
        providers.register(provider(service, 20883, ""));
        ZookeeperRegistry consumers = registry("");

        RecordingListener any = new RecordingListener();
        consumers.subscribe(consumer(service, "&group=*&version=*"), any);
        RecordingListener list = new RecordingListener();
        consumers.subscribe(consumer(service, "&group=g1,g2&version=1.0.0"), list);
        RecordingListener plain = new RecordingListener();
        consumers.subscribe(consumer(service, ""), plain);
        RecordingListener anyVersion = new RecordingListener();
        consumers.subscribe(consumer(service, "&group=g3&version=*"), anyVersion);

        assertEquals(Set.of(20880, 20881, 20882, 20883), ports(any.providers()));
        assertEquals(Set.of(20880, 20881), ports(list.providers()));
        assertEquals(Set.of(20883), ports(plain.providers()), "no group and version match only ungrouped");
        assertEquals(Set.of(20882), ports(anyVersion.providers()));
    }

    @Test
    void disabledProvidersAreHiddenUnlessTheSubscriptionAsksForAll() throws Exception {
        String service = "com.example.sub.DisabledService";
        ZookeeperRegistry providers = registry("");
        providers.register(provider(service, 20880, ""));
        providers.register(provider(service, 20881, "&enabled=false"));

        RecordingListener enabledOnly = new RecordingListener();
        registry("").subscribe(consumer(service, ""), enabledOnly);
        RecordingListener all = new RecordingListener();
        registry("").subscribe(consumer(service, "&enabled=*"), all);

        assertEquals(Set.of(20880), ports(enabledOnly.providers()));
        assertEquals(Set.of(20880, 20881), ports(all.providers()));
    }

    @Test
    void changesAreNotifiedAsCompleteListsAndTheLastRemovalAsEmpty() throws Exception {
        String service = "com.example.sub.ChangingService";
        ZookeeperRegistry providers = registry("");
        URL first = provider(service, 20880, "");
        providers.register(first);
        RecordingListener listener = new RecordingListener();
        registry("").subscribe(consumer(service, ""), listener);

        URL second = provider(service, 20881, "");
        providers.register(second);
        listener.await("providers", urls -> ports(urls).equals(Set.of(20880, 20881)), WAIT);

        providers.unregister(first);
        listener.await("providers", urls -> ports(urls).equals(Set.of(20881)), WAIT);

        providers.unregister(second);
        List<URL> empty = listener.await("providers",
                urls -> urls.size() == 1 && "empty".equals(urls.get(0).getProtocol()), WAIT);
        assertEquals("providers", empty.get(0).getCategory());
        assertEquals(service, empty.get(0).getServiceInterface());
    }

    @Test
    void aChangeRenotifiesTheUnchangedProvidersAsTheSameUrlObjects() throws Exception {
        String service = "com.example.sub.SameObjectsService";
        ZookeeperRegistry providers = registry("");
        providers.register(provider(service, 20880, ""));
        providers.register(provider(service, 20881, ""));
        RecordingListener listener = new RecordingListener();
        registry("").subscribe(consumer(service, ""), listener);
        List<URL> before = listener.providers();
        assertEquals(Set.of(20880, 20881), ports(before));

        providers.register(provider(service, 20882, ""));
        List<URL> after = listener.await("providers", urls -> ports(urls).equals(Set.of(20880, 20881, 20882)), WAIT);

        for (URL old : before) {
            assertTrue(after.stream().anyMatch(url -> url == old),
                    "provider " + old.getPort() + " is notified again as the same object: " + after);
        }
    }

    @Test
    void emptyProtectionKeepsTheLastProvidersButStillDeliversRules() throws Exception {
        String service = "com.example.sub.ProtectedService";
        ZookeeperRegistry providers = registry("");
        URL only = provider(service, 20880, "");
        providers.register(only);
        RecordingListener listener = new RecordingListener();
        registry("&enable-empty-protection=true").subscribe(consumer(service, ""), listener);
        assertEquals(Set.of(20880), ports(listener.providers()));

        providers.unregister(only);
        // A rule written after the removal is notified after it, so waiting for the rule means the removal was
        // processed too.
        tree.createPersistent("/dubbo/" + service + "/configurators/"
                + URL.encode("override://0.0.0.0/" + service + "?category=configurators&timeout=5000"));
        listener.await("configurators", urls -> "override".equals(urls.get(0).getProtocol()), WAIT);

        assertEquals(Set.of(20880), ports(listener.current("providers")));
        for (List<URL> call : listener.calls()) {
            assertFalse("empty".equals(call.get(0).getProtocol()) && "providers".equals(call.get(0).getCategory()),
                    "no empty providers marker under protection: " + listener.calls());
        }
    }

    @Test
    void ruleNodesAreDeliveredWithTheirCategory() throws Exception {
        String service = "com.example.sub.RuledService";
        RecordingListener listener = new RecordingListener();
        registry("").subscribe(consumer(service, ""), listener);

        tree.createPersistent("/dubbo/" + service + "/routers/"
                + URL.encode("route://0.0.0.0/" + service + "?category=routers&rule=host%3D10.0.0.5"));
        List<URL> routers = listener.await("routers", urls -> "route".equals(urls.get(0).getProtocol()), WAIT);
        assertEquals(1, routers.size());

        tree.createPersistent("/dubbo/" + service + "/configurators/"
                + URL.encode("override://0.0.0.0/" + service + "?timeout=5000"));
        List<URL> overrides = listener.await("configurators",
                urls -> "override".equals(urls.get(0).getProtocol()), WAIT);
        assertEquals("configurators", overrides.get(0).getCategory(), "the directory names a rule's category");
    }

    @Test
    void theFirstProviderChangeIsNotifiedWithoutWaitingForTheWindow() throws Exception {
        String service = "com.example.sub.FirstChangeService";
        ZookeeperRegistry providers = registry("");
        RecordingListener listener = new RecordingListener();
        // a window far longer than the wait below: only a change notified at once can arrive in time
        registry("&delay-notification=600000").subscribe(consumer(service, ""), listener);

        providers.register(provider(service, 20880, ""));
        listener.await("providers", urls -> ports(urls).equals(Set.of(20880)), WAIT);
    }

    @Test
    void laterProviderChangesWaitForTheWindowAndFoldIntoOneNotification() throws Exception {
        String service = "com.example.sub.BusyService";
        int window = 2000;
        ZookeeperRegistry providers = registry("");
        RecordingListener listener = new RecordingListener();
        registry("&delay-notification=" + window).subscribe(consumer(service, ""), listener);

        long start = System.nanoTime();
        providers.register(provider(service, 20880, ""));
        listener.await("providers", urls -> ports(urls).equals(Set.of(20880)), WAIT);
        int callsBefore = listener.calls().size();
        providers.register(provider(service, 20881, ""));
        providers.register(provider(service, 20882, ""));
        listener.await("providers", urls -> ports(urls).equals(Set.of(20880, 20881, 20882)), WAIT);

        // a lower bound only: the second notification comes no sooner than a window after the first change's
        // notification, itself after the registration that started the clock
        long secondMs = (listener.callNanos().get(callsBefore) - start) / 1_000_000;
        assertTrue(secondMs >= window - 50, "later changes wait for the window: notified " + secondMs
                + " ms after the first change");
        assertEquals(callsBefore + 1, listener.calls().size(), "changes within the window fold into one call: "
                + listener.calls());
    }

    @Test
    void unsubscribedListenerHearsNothingMore() throws Exception {
        String service = "com.example.sub.QuietService";
        ZookeeperRegistry providers = registry("");
        ZookeeperRegistry consumers = registry("");
        URL subscription = consumer(service, "");
        RecordingListener leaving = new RecordingListener();
        RecordingListener staying = new RecordingListener();
        consumers.subscribe(subscription, leaving);
        consumers.subscribe(subscription, staying);

        consumers.unsubscribe(subscription, leaving);
        int callsAfterUnsubscribe = leaving.calls().size();
        providers.register(provider(service, 20880, ""));

        staying.await("providers", urls -> ports(urls).equals(Set.of(20880)), WAIT);
        assertEquals(callsAfterUnsubscribe, leaving.calls().size());
        assertEquals(Collections.singleton(staying), consumers.getSubscribed().get(subscription));
    }

    @Test
    void interfaceWildcardFollowsEveryServiceAndSkipsDubbo3Nodes() throws Exception {
        ZookeeperRegistry providers = registry("&group=admin");
        providers.register(provider("com.example.sub.AdminA", 20880, ""));
        providers.register(provider("com.example.sub.AdminB", 20881, "&group=x&version=2.0.0"));
        tree.createPersistent("/admin/mapping/com.example.sub.AdminA");
        tree.createPersistent("/admin/metadata/com.example.sub.AdminA/provider/demo");
        tree.createPersistent("/admin/config/dubbo/demo.configurators");

        List<URL> seen = Collections.synchronizedList(new ArrayList<>());
        URL everything = URL.valueOf("admin://10.0.0.9?interface=*&group=*&version=*&classifier=*&enabled=*"
                + "&category=providers,consumers&check=false");
        registry("&group=admin").subscribe(everything, seen::addAll);

        assertEquals(Set.of("com.example.sub.AdminA", "com.example.sub.AdminB"), interfacesWithProviders(seen));
        for (URL url : seen) {
            assertFalse(Set.of("mapping", "metadata", "config").contains(url.getServiceInterface()), url.toString());
        }

        providers.register(provider("com.example.sub.AdminC", 20882, ""));
        long waited = Eventually.within(WAIT, "AdminC notified",
                () -> interfacesWithProviders(seen).contains("com.example.sub.AdminC"));
        assertTrue(waited < WAIT.toMillis());
    }

    private static Set<String> interfacesWithProviders(List<URL> urls) {
        Set<String> interfaces = new TreeSet<>();
        synchronized (urls) {
            for (URL url : urls) {
                if (!"empty".equals(url.getProtocol()) && "providers".equals(url.getCategory("providers"))) {
                    interfaces.add(url.getServiceInterface());
                }
            }
        }
        return interfaces;
    }

    @Test
    void lookupReadsMatchingProvidersWithoutEmptyMarkers() throws Exception {
        String service = "com.example.sub.LookedUpService";
        ZookeeperRegistry providers = registry("");
        providers.register(provider(service, 20880, "&version=1.0.0"));
        providers.register(provider(service, 20881, "&version=2.0.0"));
        ZookeeperRegistry consumers = registry("");

        List<URL> found = consumers.lookup(consumer(service, "&version=2.0.0"));
        assertEquals(Set.of(20881), ports(found));
        assertEquals(Collections.emptyList(), consumers.lookup(consumer("com.example.sub.NobodyService", "")));
    }
}
