package org.apache.dubbo.registry.client;

import org.apache.curator.x.discovery.ServiceInstance;
import org.apache.curator.x.discovery.details.JsonInstanceSerializer;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.metadata.MetadataInfo.ServiceInfo;
import org.apache.dubbo.registry.RecordingListener;
import org.apache.dubbo.registry.zookeeper.ZookeeperInstance;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a consumer subscription at application level notifies (registry spec 5.1, 5.2, 5.8, 6.7). */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ServiceDiscoverySubscriptionTest {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final String GREETER = DiscoveryFixture.GREETER;
    private static DiscoveryFixture fixture;

    @BeforeAll
    static void startZooKeeper() throws Exception {
        fixture = new DiscoveryFixture();
    }

    @AfterAll
    static void stopZooKeeper() {
        fixture.close();
    }

    @AfterEach
    void destroyRegistries() {
        fixture.reset();
    }

    private static URL subscription(String extra) {
        return URL.valueOf("consumer://10.0.0.6/" + GREETER + "?interface=" + GREETER
                + "&category=providers,configurators,routers&side=consumer&application=consumer-app&check=false"
                + extra);
    }

    private static ServiceDiscoveryRegistry consumer(String group, String extra) {
        return fixture.registry("consumer-app", group, extra);
    }

    /** Writes an instance node the way Curator's recipe does, with the given metadata. */
    private static void writeInstance(String group, String application, int port, Map<String, String> metadata)
            throws Exception {
        String id = "127.0.0.1:" + port;
        ServiceInstance<ZookeeperInstance> instance = ServiceInstance.<ZookeeperInstance>builder().id(id)
                .name(application).address("127.0.0.1").port(port)
                .payload(new ZookeeperInstance(id, application, new TreeMap<>(metadata))).build();
        fixture.write("/" + group + "/" + application + "/" + id, new String(
                new JsonInstanceSerializer<>(ZookeeperInstance.class).serialize(instance), StandardCharsets.UTF_8));
    }

    private static Map<String, String> remoteMetadata(String revision) {
        Map<String, String> metadata = new HashMap<>();
        metadata.put("dubbo.metadata.revision", revision);
        metadata.put("dubbo.metadata.storage-type", "remote");
        metadata.put("timestamp", "1700000000000");
        return metadata;
    }

    /** Publishes a MetadataInfo with the given services in the metadata center; returns its revision. */
    private static String writeMetadata(String group, String application, ServiceInfo... services) throws Exception {
        MetadataInfo info = new MetadataInfo(application);
        for (ServiceInfo service : services) {
            info.getServices().put(service.getMatchKey(), service);
        }
        info.setRevision(info.calRevision());
        fixture.write("/" + group + "/metadata/" + application + "/" + info.getRevision(),
                MetadataJson.metadataInfo(info));
        return info.getRevision();
    }

    private static ServiceInfo greeter(String group, String version, String protocol, int port) {
        Map<String, String> params = new HashMap<>();
        params.put("interface", GREETER);
        params.put("application", "provider-app");
        params.put("methods", "greet");
        params.put("side", "provider");
        if (group != null) {
            params.put("group", group);
        }
        if (version != null) {
            params.put("version", version);
        }
        return new ServiceInfo(GREETER, group, version, protocol, port, GREETER, params);
    }

    @Test
    void providedBySubscriptionIsNotifiedBeforeSubscribeReturns() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        ServiceDiscoveryRegistry provider = fixture.registry("provider-app", group, "&metadata-type=remote");
        URL registered = DiscoveryFixture.providerUrl("provider-app", 20880, "&group=grp&version=1.0.0&pid=42");
        provider.register(registered);
        org.apache.dubbo.registry.Eventually.within(WAIT, "instance published",
                () -> !fixture.children("/" + group + "/provider-app").isEmpty());

        RecordingListener listener = new RecordingListener();
        consumer(group, "").subscribe(subscription("&group=grp&version=1.0.0&provided-by=provider-app"), listener);

        assertEquals(1, listener.calls().size(), "notified during subscribe");
        List<URL> providers = listener.providers();
        assertEquals(1, providers.size(), providers.toString());
        URL url = providers.get(0);
        assertEquals("dubbo", url.getProtocol());
        assertEquals("127.0.0.1:20880", url.getAddress());
        assertEquals(GREETER, url.getPath());
        assertEquals("grp", url.getGroup());
        assertEquals("1.0.0", url.getVersion());
        assertEquals("provider-app", url.getParameter("application"));
        assertEquals(registered.getParameter("timestamp"), url.getParameter("timestamp"));
        assertEquals("default", url.getParameter("REGISTRY_CLUSTER"));
        assertNull(url.getParameter("pid"));
        assertNull(url.getParameter("category"));
    }

    @Test
    void mappingWrittenAfterSubscribeIsFollowed() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        RecordingListener listener = new RecordingListener();
        consumer(group, "").subscribe(subscription(""), listener);
        List<URL> first = listener.current("providers");
        assertEquals(1, first.size());
        assertEquals("empty", first.get(0).getProtocol());
        assertEquals("providers", first.get(0).getCategory());

        fixture.registry("late-app", group, "&metadata-type=remote")
                .register(DiscoveryFixture.providerUrl("late-app", 20881, ""));
        List<URL> providers = listener.await("providers", l -> !l.isEmpty() && !"empty".equals(l.get(0).getProtocol()),
                WAIT);
        assertEquals("127.0.0.1:20881", providers.get(0).getAddress());
    }

    @Test
    void providersGoingAwayGiveAnEmptyMarker() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        ServiceDiscoveryRegistry provider = fixture.registry("gone-app", group, "&metadata-type=remote");
        URL registered = DiscoveryFixture.providerUrl("gone-app", 20882, "");
        provider.register(registered);
        RecordingListener listener = new RecordingListener();
        consumer(group, "").subscribe(subscription("&provided-by=gone-app"), listener);
        listener.await("providers", l -> listener.providers().size() == 1, WAIT);

        provider.unregister(registered);
        listener.await("providers", l -> l.size() == 1 && "empty".equals(l.get(0).getProtocol()), WAIT);
    }

    @Test
    void emptyProtectionKeepsTheLastProviders() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        RecordingListener listener = new RecordingListener();
        ServiceDiscoveryRegistry consumer = consumer(group, "&enable-empty-protection=true");
        consumer.subscribe(subscription("&provided-by=kept-app"), listener);
        assertTrue(listener.calls().isEmpty(), "nothing notified for no providers: " + listener.calls());

        ServiceDiscoveryRegistry provider = fixture.registry("kept-app", group, "&metadata-type=remote");
        URL registered = DiscoveryFixture.providerUrl("kept-app", 20883, "");
        provider.register(registered);
        listener.await("providers", l -> listener.providers().size() == 1, WAIT);
        provider.destroy();
        Thread.sleep(500);
        assertEquals(1, listener.providers().size());
        assertFalse(listener.calls().stream().anyMatch(c -> "empty".equals(c.get(0).getProtocol())));
    }

    @Test
    void revisionZeroAndUnreadableInstancesAreSkipped() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        String revision = writeMetadata(group, "mixed-app", greeter(null, null, "dubbo", -1));
        fixture.write("/" + group + "/mixed-app/127.0.0.1:1001", "{this is not json");
        fixture.write("/" + group + "/mixed-app/127.0.0.1:1002", "{\"name\":\"mixed-app\",\"payload\":{\"@class\":"
                + "\"com.example.NotAnInstance\"}}");
        writeInstance(group, "mixed-app", 1003, remoteMetadata(MetadataInfo.EMPTY_REVISION));
        writeInstance(group, "mixed-app", 1004, new HashMap<>());
        writeInstance(group, "mixed-app", 1005, remoteMetadata(revision));
        fixture.write("/" + group + "/mapping/" + GREETER, "mixed-app");

        RecordingListener listener = new RecordingListener();
        consumer(group, "").subscribe(subscription(""), listener);
        List<URL> providers = listener.providers();
        assertEquals(1, providers.size(), providers.toString());
        assertEquals(1005, providers.get(0).getPort());
        assertEquals("1700000000000", providers.get(0).getParameter("timestamp"));

        writeInstance(group, "mixed-app", 1006, remoteMetadata(revision));
        listener.await("providers", l -> listener.providers().size() == 2, WAIT);
    }

    @Test
    void missingMetadataIsRetriedAndDoesNotHideOtherRevisions() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        ServiceInfo plain = greeter(null, null, "dubbo", -1);
        MetadataInfo later = new MetadataInfo("retry-app");
        later.getServices().put(plain.getMatchKey(), plain);
        later.getServices().put("extra", greeter(null, null, "dubbo", 1111));
        later.setRevision(later.calRevision());
        writeInstance(group, "retry-app", 2001, remoteMetadata(later.getRevision()));

        RecordingListener listener = new RecordingListener();
        consumer(group, "").subscribe(subscription("&provided-by=retry-app"), listener);
        assertTrue(listener.calls().isEmpty(), "no metadata for any revision: nothing notified yet");

        String available = writeMetadata(group, "retry-app", plain);
        writeInstance(group, "retry-app", 2002, remoteMetadata(available));
        List<URL> partial = listener.await("providers", l -> !l.isEmpty(), WAIT);
        assertEquals(1, partial.size(), partial.toString());
        assertEquals(2002, partial.get(0).getPort());

        fixture.write("/" + group + "/metadata/retry-app/" + later.getRevision(), MetadataJson.metadataInfo(later));
        List<URL> all = listener.await("providers", l -> l.size() == 3, WAIT);
        assertEquals(List.of(1111, 2001, 2002), all.stream().map(URL::getPort).sorted().toList());
    }

    @Test
    void unreachableMetadataServiceCountsAsMissingMetadata() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        int deadPort = NetUtils.getAvailablePort();
        Map<String, String> local = new HashMap<>();
        local.put("dubbo.metadata.revision", "0123456789abcdef0123456789abcdef");
        local.put("dubbo.metadata.storage-type", "local");
        local.put("dubbo.metadata-service.url-params", "{\"version\":\"1.0.0\",\"dubbo\":\"2.0.2\",\"side\":"
                + "\"provider\",\"port\":\"" + deadPort + "\",\"protocol\":\"dubbo\"}");
        writeInstance(group, "dead-app", deadPort, local);
        RecordingListener listener = new RecordingListener();
        consumer(group, "").subscribe(subscription("&provided-by=dead-app"), listener);
        assertTrue(listener.calls().isEmpty(), listener.calls().toString());
    }

    @Test
    void groupVersionAndProtocolSelectTheServices() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        String revision = writeMetadata(group, "multi-app", greeter(null, null, "dubbo", -1),
                greeter("grp", "1.0.0", "dubbo", -1), greeter(null, null, "tri", 50051));
        Map<String, String> metadata = remoteMetadata(revision);
        metadata.put("dubbo.endpoints", "[{\"port\":3001,\"protocol\":\"dubbo\"},{\"port\":50051,\"protocol\":\"tri\"}]");
        writeInstance(group, "multi-app", 3001, metadata);
        ServiceDiscoveryRegistry consumer = consumer(group, "");

        RecordingListener grouped = new RecordingListener();
        consumer.subscribe(subscription("&provided-by=multi-app&group=grp&version=1.0.0"), grouped);
        assertEquals(1, grouped.providers().size());
        assertEquals("grp", grouped.providers().get(0).getGroup());

        RecordingListener plain = new RecordingListener();
        consumer.subscribe(subscription("&provided-by=multi-app"), plain);
        assertEquals(List.of("dubbo://127.0.0.1:3001", "tri://127.0.0.1:50051"),
                plain.providers().stream().map(u -> u.getProtocol() + "://" + u.getAddress()).sorted().toList());

        RecordingListener dubboOnly = new RecordingListener();
        consumer.subscribe(subscription("&provided-by=multi-app&protocol=dubbo"), dubboOnly);
        assertEquals(1, dubboOnly.providers().size());
        assertEquals("dubbo", dubboOnly.providers().get(0).getProtocol());

        assertEquals(2, consumer.lookup(subscription("&provided-by=multi-app")).size());
    }

    @Test
    void aChangedRevisionReplacesTheProviderParameters() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        ServiceDiscoveryRegistry provider = fixture.registry("changing-app", group, "&metadata-type=remote");
        URL before = DiscoveryFixture.providerUrl("changing-app", 20884, "&timeout=1000");
        provider.register(before);
        RecordingListener listener = new RecordingListener();
        consumer(group, "").subscribe(subscription("&provided-by=changing-app"), listener);
        listener.await("providers", l -> listener.providers().size() == 1, WAIT);

        provider.unregister(before);
        provider.register(before.addParameter("timeout", "2000"));
        listener.await("providers", l -> l.size() == 1 && "2000".equals(l.get(0).getParameter("timeout")), WAIT);
    }

    @Test
    void watchesAreSetAgainAfterTheConsumerSessionExpired() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        ServiceDiscoveryRegistry consumer = consumer(group, "");
        RecordingListener listener = new RecordingListener();
        consumer.subscribe(subscription(""), listener);
        long session = consumer.getSessionId();
        fixture.zooKeeper.expireSession(session);
        org.apache.dubbo.registry.Eventually.within(Duration.ofSeconds(60), "a new consumer session",
                () -> consumer.getSessionId() != 0 && consumer.getSessionId() != session && consumer.isAvailable());

        fixture.registry("after-expiry-app", group, "&metadata-type=remote")
                .register(DiscoveryFixture.providerUrl("after-expiry-app", 20887, ""));
        List<URL> providers = listener.await("providers", l -> listener.providers().size() == 1, WAIT);
        assertEquals(20887, providers.get(0).getPort());
    }

    @Test
    void unsubscribedListenerHearsNothingMore() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        ServiceDiscoveryRegistry consumer = consumer(group, "");
        RecordingListener listener = new RecordingListener();
        URL url = subscription("&provided-by=quiet-app");
        consumer.subscribe(url, listener);
        consumer.unsubscribe(url, listener);
        int calls = listener.calls().size();
        fixture.registry("quiet-app", group, "&metadata-type=remote")
                .register(DiscoveryFixture.providerUrl("quiet-app", 20885, ""));
        org.apache.dubbo.registry.Eventually.within(WAIT, "instance published",
                () -> !fixture.children("/" + group + "/quiet-app").isEmpty());
        Thread.sleep(300);
        assertEquals(calls, listener.calls().size());
    }

    @Test
    void subscribingToEveryInterfaceIsRefused() {
        ServiceDiscoveryRegistry consumer = consumer(DiscoveryFixture.freshGroup(), "");
        URL any = URL.valueOf("consumer://10.0.0.6/*?interface=*&category=providers");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> consumer.subscribe(any, new RecordingListener()));
        assertTrue(e.getMessage().contains("interface=*"), e.getMessage());
    }

    @Test
    void unreachableZooKeeperFailsWithCheckAndWaitsWithout() {
        int nobody = NetUtils.getAvailablePort();
        URL url = URL.valueOf("service-discovery-registry://127.0.0.1:" + nobody + "/org.apache.dubbo.registry."
                + "RegistryService?registry=zookeeper&application=lonely&blockUntilConnectedWait=300"
                + "&blockUntilConnectedUnit=MILLISECONDS&retry.period=200");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> new ServiceDiscoveryRegistry(url));
        assertTrue(e.getMessage().contains("not connected"), e.getMessage());

        ServiceDiscoveryRegistry lenient = new ServiceDiscoveryRegistry(url.addParameter("check", false));
        try {
            assertFalse(lenient.isAvailable());
            RecordingListener listener = new RecordingListener();
            lenient.subscribe(subscription("&provided-by=someone"), listener);
            assertTrue(listener.calls().isEmpty());
            lenient.register(DiscoveryFixture.providerUrl("lonely", 20886, ""));
        } finally {
            lenient.destroy();
        }
    }
}
