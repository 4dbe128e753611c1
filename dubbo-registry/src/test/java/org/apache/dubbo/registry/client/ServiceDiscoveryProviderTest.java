package org.apache.dubbo.registry.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.registry.Eventually;
import org.apache.dubbo.registry.Registry;
import org.apache.dubbo.registry.RegistryFactory;
import org.apache.zookeeper.data.Stat;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a provider writes at application level (registry spec 5.2-5.7), compared with real Apache output. */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ServiceDiscoveryProviderTest {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final ObjectMapper JSON = new ObjectMapper();
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

    private static String instancePath(String group, String application, int port) {
        return "/" + group + "/" + application + "/127.0.0.1:" + port;
    }

    /**
     * The instance node's content as first seen: read once, since Curator re-creates an ephemeral instance node when
     * its connection comes back (a loaded machine's ZooKeeper drops connections), so a second read may find none.
     */
    private static JsonNode awaitInstance(String path) throws Exception {
        java.util.concurrent.atomic.AtomicReference<String> seen = new java.util.concurrent.atomic.AtomicReference<>();
        Eventually.within(WAIT, "instance node " + path, () -> {
            seen.set(fixture.data(path));
            return seen.get() != null;
        });
        return JSON.readTree(seen.get());
    }

    @Test
    void instanceNodeHasTheShapeApacheWrites() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        int port = fixture.exportGreeter("shape-app", "hi ", "");
        ServiceDiscoveryRegistry registry = fixture.registry("shape-app", group, "");
        URL provider = DiscoveryFixture.providerUrl("shape-app", port, "");
        registry.register(provider);

        JsonNode node = awaitInstance(instancePath(group, "shape-app", port));
        JsonNode golden = ApacheGolden.json("3.3.5-instance.json");
        assertEquals(ApacheGolden.fieldNames(golden), ApacheGolden.fieldNames(node));
        assertEquals(ApacheGolden.fieldNames(golden.path("payload")), ApacheGolden.fieldNames(node.path("payload")));
        assertEquals("org.apache.dubbo.registry.zookeeper.ZookeeperInstance", node.path("payload").path("@class").asText());
        assertEquals("shape-app", node.path("name").asText());
        assertEquals("127.0.0.1:" + port, node.path("id").asText());
        assertEquals("127.0.0.1:" + port, node.path("payload").path("id").asText());
        assertEquals("127.0.0.1", node.path("address").asText());
        assertEquals(port, node.path("port").asInt());
        assertTrue(node.path("sslPort").isNull());
        assertTrue(node.path("uriSpec").isNull());
        assertEquals("DYNAMIC", node.path("serviceType").asText());

        JsonNode metadata = node.path("payload").path("metadata");
        List<String> keys = ApacheGolden.fieldNames(metadata);
        assertEquals(ApacheGolden.fieldNames(golden.path("payload").path("metadata")), keys);
        assertEquals(new ArrayList<>(new TreeSet<>(keys)), keys, "metadata keys sorted");
        assertEquals("[{\"port\":" + port + ",\"protocol\":\"dubbo\"}]", metadata.path("dubbo.endpoints").asText());
        assertEquals("{\"prefer.serialization\":\"hessian2,fastjson2\",\"version\":\"1.0.0\",\"dubbo\":\"2.0.2\","
                + "\"release\":\"3.3.5\",\"side\":\"provider\",\"port\":\"" + port + "\",\"protocol\":\"dubbo\"}",
                metadata.path("dubbo.metadata-service.url-params").asText());
        assertEquals(ApplicationMetadata.of("shape-app", List.of(provider), "default").getRevision(),
                metadata.path("dubbo.metadata.revision").asText());
        assertEquals("local", metadata.path("dubbo.metadata.storage-type").asText());
        assertEquals("1.0.0", metadata.path("meta-v").asText());
        assertEquals(provider.getParameter("timestamp"), metadata.path("timestamp").asText());
        assertNotEquals(0, fixture.stat(instancePath(group, "shape-app", port)).getEphemeralOwner(), "ephemeral");
        // the mapping is written after the instance node, so it may not be there yet
        String mapping = "/" + group + "/mapping/" + DiscoveryFixture.GREETER;
        Eventually.within(WAIT, "mapping node " + mapping, () -> fixture.data(mapping) != null);
        assertEquals("shape-app", fixture.data(mapping));
    }

    @Test
    void instanceCustomizersAddToTheMetadata() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        int port = fixture.exportGreeter("labelled-app", "hi ", "");
        ServiceDiscoveryRegistry registry = fixture.registry("labelled-app", group, "");
        registry.register(DiscoveryFixture.providerUrl("labelled-app", port, ""));
        JsonNode metadata = awaitInstance(instancePath(group, "labelled-app", port)).path("payload").path("metadata");
        assertEquals("gray", metadata.path("env").asText());
        assertEquals("127.0.0.1:" + port, metadata.path("address-seen").asText());
        List<String> keys = ApacheGolden.fieldNames(metadata);
        assertEquals(new ArrayList<>(new TreeSet<>(keys)), keys, "metadata keys still sorted");
    }

    @Test
    void metadataServiceAnswersWithThePublishedRevision() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        int port = fixture.exportGreeter("served-app", "hi ", "");
        ServiceDiscoveryRegistry registry = fixture.registry("served-app", group, "");
        registry.register(DiscoveryFixture.providerUrl("served-app", port, ""));
        JsonNode node = awaitInstance(instancePath(group, "served-app", port));
        String revision = node.path("payload").path("metadata").path("dubbo.metadata.revision").asText();

        MetadataInfo info = registry.getMetadataService().getMetadataInfo(revision);
        assertEquals(revision, info.getRevision());
        assertEquals(Set.of(DiscoveryFixture.GREETER + ":dubbo"), info.getServices().keySet());
        URL exported = registry.getMetadataServiceUrl();
        assertEquals(port, exported.getPort());
        assertEquals("served-app", exported.getParameter("group"));
        assertEquals("1.0.0", exported.getParameter("version"));
        assertNull(registry.getMetadataService().getMetadataInfo("no-such-revision"));
    }

    @Test
    void concurrentProvidersAppendToOneMappingNode() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        ServiceDiscoveryRegistry registry = fixture.registry("mapper", group, "");
        DiscoveryOptions options = DiscoveryOptions.of(registry.getUrl());
        List<MetadataCenter> centers = new ArrayList<>();
        List<DiscoveryConnection> connections = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            DiscoveryConnection connection = new DiscoveryConnection(options, () -> { });
            connections.add(connection);
            centers.add(new MetadataCenter(connection, options.metadataRoot));
        }
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<CompletableFuture<Boolean>> results = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                MetadataCenter center = centers.get(i % centers.size());
                String application = "app-" + i;
                results.add(CompletableFuture.supplyAsync(() -> {
                    try {
                        start.await();
                        return center.addMapping("com.example.Shared", application);
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                }));
            }
            start.countDown();
            for (CompletableFuture<Boolean> result : results) {
                assertTrue(result.get(20, TimeUnit.SECONDS));
            }
            String mapping = fixture.data("/" + group + "/mapping/com.example.Shared");
            assertEquals(Set.of("app-0", "app-1", "app-2", "app-3", "app-4", "app-5", "app-6", "app-7"),
                    MetadataCenter.parseApps(mapping));
            assertEquals(8, mapping.split(",").length, mapping);
            assertTrue(centers.get(0).addMapping("com.example.Shared", "app-3"));
            assertEquals(mapping, fixture.data("/" + group + "/mapping/com.example.Shared"), "no duplicate");
        } finally {
            connections.forEach(DiscoveryConnection::close);
        }
    }

    @Test
    void twoApplicationsRegisteringOneInterfaceShareItsMapping() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        fixture.registry("first-app", group, "").register(DiscoveryFixture.providerUrl("first-app", 20880, ""));
        fixture.registry("second-app", group, "").register(DiscoveryFixture.providerUrl("second-app", 20881, ""));
        String path = "/" + group + "/mapping/" + DiscoveryFixture.GREETER;
        Eventually.within(WAIT, "both applications mapped",
                () -> MetadataCenter.parseApps(fixture.data(path)).size() == 2);
        assertEquals(Set.of("first-app", "second-app"), MetadataCenter.parseApps(fixture.data(path)));
    }

    @Test
    void remoteMetadataAndServiceDefinitionNodes() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        ServiceDiscoveryRegistry registry = fixture.registry("remote-app", group, "&metadata-type=remote");
        URL plain = DiscoveryFixture.providerUrl("remote-app", 20990, "");
        URL grouped = DiscoveryFixture.providerUrl("remote-app", 20990, "&group=grp&version=1.0.0");
        registry.register(plain);
        registry.register(grouped);
        String revision = ApplicationMetadata.of("remote-app", List.of(plain, grouped), "default").getRevision();

        String infoPath = "/" + group + "/metadata/remote-app/" + revision;
        Eventually.within(WAIT, "MetadataInfo node " + infoPath, () -> fixture.data(infoPath) != null);
        MetadataInfo published = MetadataJson.parseMetadataInfo(fixture.data(infoPath));
        assertEquals(revision, published.getRevision());
        assertEquals(revision, published.calRevision());
        assertEquals(2, published.getServices().size());

        JsonNode instance = awaitInstance(instancePath(group, "remote-app", 20990));
        JsonNode metadata = instance.path("payload").path("metadata");
        Eventually.within(WAIT, "instance with both services", () -> revision.equals(JSON.readTree(
                fixture.data(instancePath(group, "remote-app", 20990))).path("payload").path("metadata")
                .path("dubbo.metadata.revision").asText()));
        assertEquals("remote", metadata.path("dubbo.metadata.storage-type").asText());
        assertTrue(metadata.path("dubbo.metadata-service.url-params").isMissingNode());
        assertEquals(ApacheGolden.fieldNames(ApacheGolden.json("3.3.5-remote-instance.json").path("payload")
                .path("metadata")), ApacheGolden.fieldNames(metadata));

        String definition = "/" + group + "/metadata/" + DiscoveryFixture.GREETER + "/1.0.0/grp/provider/remote-app";
        Eventually.within(WAIT, "service definition " + definition, () -> fixture.data(definition) != null);
        JsonNode ours = JSON.readTree(fixture.data(definition));
        JsonNode theirs = ApacheGolden.json("3.3.5-service-definition.json");
        assertEquals(ApacheGolden.fieldNames(theirs), ApacheGolden.fieldNames(ours));
        assertEquals(ApacheGolden.fieldNames(theirs.path("methods").get(0)),
                ApacheGolden.fieldNames(ours.path("methods").get(0)));
        assertEquals(DiscoveryFixture.GREETER, ours.path("canonicalName").asText());
        assertEquals("greet", ours.path("methods").get(0).path("name").asText());
        assertEquals("java.lang.String", ours.path("methods").get(0).path("parameterTypes").get(0).asText());
        assertEquals("grp", ours.path("parameters").path("group").asText());
        assertNotNull(fixture.stat("/" + group + "/metadata/" + DiscoveryFixture.GREETER + "/provider/remote-app"));
    }

    @Test
    void instanceIsCreatedAgainAfterSessionExpiry() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        ServiceDiscoveryRegistry registry = fixture.registry("expiring-app", group, "&metadata-type=remote");
        registry.register(DiscoveryFixture.providerUrl("expiring-app", 20991, ""));
        String path = instancePath(group, "expiring-app", 20991);
        awaitInstance(path);
        long owner = fixture.stat(path).getEphemeralOwner();
        assertEquals(registry.getSessionId(), owner);

        fixture.zooKeeper.expireSession(owner);
        Eventually.within(Duration.ofSeconds(60), "instance node in a new session", () -> {
            Stat stat = fixture.stat(path);
            return stat != null && stat.getEphemeralOwner() != owner;
        });
        assertEquals(registry.getSessionId(), fixture.stat(path).getEphemeralOwner());
    }

    @Test
    void firstPublicationDoesNotWaitForThePublishDelay() throws Exception {
        // a delay far longer than the wait below: only a publication made at once can be seen in time
        System.setProperty("dubbo.application.metadata.publish.delay", "600000");
        try {
            String group = DiscoveryFixture.freshGroup();
            ServiceDiscoveryRegistry registry = fixture.registry("prompt-app", group, "&metadata-type=remote");
            registry.register(DiscoveryFixture.providerUrl("prompt-app", 20993, ""));
            awaitInstance(instancePath(group, "prompt-app", 20993));
        } finally {
            System.clearProperty("dubbo.application.metadata.publish.delay");
        }
    }

    @Test
    void burstOfRegistrationsCoalesces() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        ServiceDiscoveryRegistry registry = fixture.registry("burst-app", group, "&metadata-type=remote");
        String path = instancePath(group, "burst-app", 20992);
        List<URL> urls = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            URL url = DiscoveryFixture.providerUrl("burst-app", 20992, "").setPath("com.example.Service" + i)
                    .addParameter("interface", "com.example.Service" + i);
            urls.add(url);
            registry.register(url);
            if (i == 0) {
                awaitInstance(path);
            }
        }
        String finalRevision = ApplicationMetadata.of("burst-app", urls, "default").getRevision();
        Eventually.within(WAIT, "instance with all 50 services", () -> finalRevision.equals(JSON.readTree(
                fixture.data(path)).path("payload").path("metadata").path("dubbo.metadata.revision").asText()));
        assertTrue(fixture.stat(path).getVersion() <= 3, "instance rewritten " + fixture.stat(path).getVersion()
                + " times for 50 registrations");
    }

    @Test
    void unregisteringTheLastServiceRemovesTheInstanceAndTheMetadataService() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        int port = fixture.exportGreeter("leaving-app", "hi ", "");
        ServiceDiscoveryRegistry registry = fixture.registry("leaving-app", group, "");
        URL provider = DiscoveryFixture.providerUrl("leaving-app", port, "");
        registry.register(provider);
        String path = instancePath(group, "leaving-app", port);
        awaitInstance(path);
        assertNotNull(registry.getMetadataServiceUrl());

        registry.unregister(provider);
        Eventually.within(WAIT, "instance removed", () -> fixture.stat(path) == null);
        Eventually.within(WAIT, "MetadataService withdrawn", () -> registry.getMetadataServiceUrl() == null);
        assertNull(registry.getPublishedInstance());

        registry.register(provider);
        awaitInstance(path);
    }

    @Test
    void consumerUrlsAndProviderSubscriptionsAreIgnored() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        ServiceDiscoveryRegistry registry = fixture.registry("quiet-app", group, "");
        registry.register(URL.valueOf("consumer://10.0.0.6/" + DiscoveryFixture.GREETER + "?interface="
                + DiscoveryFixture.GREETER + "&side=consumer&category=consumers"));
        registry.subscribe(URL.valueOf("provider://10.0.0.5:20880/" + DiscoveryFixture.GREETER + "?interface="
                + DiscoveryFixture.GREETER + "&category=configurators&check=false"), urls -> {
                    throw new AssertionError("notified " + urls);
                });
        assertTrue(registry.getRegistered().isEmpty());
        assertTrue(registry.getSubscribed().isEmpty());
        assertTrue(fixture.children("/" + group + "/quiet-app").isEmpty());
        assertTrue(registry.isServiceDiscovery());
    }

    @Test
    void destroyRemovesTheInstance() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        ServiceDiscoveryRegistry registry = fixture.registry("destroyed-app", group, "&metadata-type=remote");
        registry.register(DiscoveryFixture.providerUrl("destroyed-app", 20993, ""));
        String path = instancePath(group, "destroyed-app", 20993);
        awaitInstance(path);
        registry.destroy();
        assertNull(fixture.stat(path));
        assertTrue(!registry.isAvailable());
        assertThrows(IllegalStateException.class,
                () -> registry.register(DiscoveryFixture.providerUrl("destroyed-app", 20993, "")));
    }

    @Test
    void factoryIsTheServiceDiscoveryRegistryExtensionAndRejectsBadUrls() {
        RegistryFactory factory = ExtensionLoader.getExtensionLoader(RegistryFactory.class)
                .getExtension("service-discovery-registry");
        String group = DiscoveryFixture.freshGroup();
        Registry registry = factory.getRegistry(fixture.registryUrl("factory-app", group, ""));
        try {
            assertTrue(registry instanceof ServiceDiscoveryRegistry);
            assertTrue(registry.isServiceDiscovery());
            assertTrue(registry == factory.getRegistry(fixture.registryUrl("factory-app", group, "&check=true")));
        } finally {
            registry.destroy();
        }
        IllegalArgumentException unknownType = assertThrows(IllegalArgumentException.class, () ->
                factory.getRegistry(fixture.registryUrl("factory-app", group, "").addParameter("registry", "nacos")));
        assertTrue(unknownType.getMessage().contains("registry=nacos"), unknownType.getMessage());
        IllegalArgumentException noApplication = assertThrows(IllegalArgumentException.class, () ->
                factory.getRegistry(fixture.registryUrl("factory-app", group, "").removeParameter("application")));
        assertTrue(noApplication.getMessage().contains("application"), noApplication.getMessage());
        IllegalArgumentException badType = assertThrows(IllegalArgumentException.class, () ->
                factory.getRegistry(fixture.registryUrl("factory-app", group, "&metadata-type=cloud")));
        assertTrue(badType.getMessage().contains("metadata-type=cloud"), badType.getMessage());
    }
}
