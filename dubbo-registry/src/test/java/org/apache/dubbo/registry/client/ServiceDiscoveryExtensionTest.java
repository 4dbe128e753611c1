package org.apache.dubbo.registry.client;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.metadata.MetadataInfo.ServiceInfo;
import org.apache.dubbo.registry.RecordingListener;
import org.apache.dubbo.registry.client.MemoryServiceDiscoveryFactory.MemoryDiscovery;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Application-level discovery through a {@link ServiceDiscoveryFactory} extension instead of ZooKeeper
 * ({@code service-discovery-registry://...?registry=memory}), as Apache Dubbo's Nacos or Kubernetes discoveries plug in.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class ServiceDiscoveryExtensionTest {

    private static final String GREETER = DiscoveryFixture.GREETER;

    private final List<ServiceDiscoveryRegistry> registries = new ArrayList<>();

    @AfterEach
    void destroy() {
        for (ServiceDiscoveryRegistry registry : registries) {
            registry.destroy();
        }
    }

    private ServiceDiscoveryRegistry registry(String application) {
        ServiceDiscoveryRegistry registry = new ServiceDiscoveryRegistry(URL.valueOf(
                "service-discovery-registry://memory-host:1234/org.apache.dubbo.registry.RegistryService?registry=memory"
                        + "&application=" + application + "&delay-notification=0"));
        registries.add(registry);
        return registry;
    }

    private static URL subscription(String extra) {
        return URL.valueOf("consumer://10.0.0.6/" + GREETER + "?interface=" + GREETER
                + "&category=providers,configurators,routers&side=consumer&application=consumer-app&check=false"
                + extra);
    }

    private static String revision(MemoryDiscovery discovery, int port) {
        Map<String, String> params = new HashMap<>();
        params.put("interface", GREETER);
        params.put("application", "provider-app");
        params.put("methods", "greet");
        params.put("side", "provider");
        MetadataInfo info = new MetadataInfo("provider-app");
        ServiceInfo service = new ServiceInfo(GREETER, null, null, "dubbo", port, GREETER, params);
        info.getServices().put(service.getMatchKey(), service);
        info.setRevision(info.calRevision());
        discovery.revisions.put(info.getRevision(), info);
        return info.getRevision();
    }

    private static ServiceInstance instance(String host, int port, String revision) {
        DefaultServiceInstance instance = new DefaultServiceInstance("provider-app", host, port,
                ApplicationModel.defaultModel());
        Map<String, String> metadata = new HashMap<>();
        metadata.put("dubbo.metadata.revision", revision);
        metadata.put("dubbo.metadata.storage-type", "local");
        instance.setMetadata(metadata);
        return instance;
    }

    @Test
    void consumerIsNotifiedFromTheExtensionAndFollowsItsChangesSynchronously() throws Exception {
        ServiceDiscoveryRegistry consumer = registry("consumer-app");
        MemoryDiscovery discovery = (MemoryDiscovery) consumer.getServiceDiscovery();
        assertSame(MemoryServiceDiscoveryFactory.last, discovery);
        assertEquals("memory", discovery.getUrl().getProtocol());
        String revision = revision(discovery, 20880);
        discovery.set("provider-app", Arrays.asList(instance("10.0.0.1", 20880, revision)));

        RecordingListener listener = new RecordingListener();
        consumer.subscribe(subscription("&provided-by=provider-app"), listener);

        List<URL> providers = listener.providers();
        assertEquals(1, providers.size(), providers.toString());
        assertEquals("10.0.0.1:20880", providers.get(0).getAddress());
        assertEquals(GREETER, providers.get(0).getPath());
        assertEquals(1, discovery.listeners.size(), "one listener for the application");

        discovery.set("provider-app", Arrays.asList(instance("10.0.0.1", 20880, revision),
                instance("10.0.0.2", 20880, revision)));
        assertEquals(2, listener.providers().size(), "applied before the discovery's call returned");

        discovery.set("provider-app", Collections.<ServiceInstance>emptyList());
        List<URL> now = listener.current("providers");
        assertEquals(1, now.size());
        assertEquals("empty", now.get(0).getProtocol());

        consumer.unsubscribe(subscription("&provided-by=provider-app"), listener);
        // released on the registry's own thread, as with ZooKeeper watches
        org.apache.dubbo.registry.Eventually.within(java.time.Duration.ofSeconds(10),
                "the listener is removed with the last subscription", () -> discovery.listeners.isEmpty());
    }

    @Test
    void subscriptionWithoutProvidedByIsRefusedWithTheReason() {
        ServiceDiscoveryRegistry consumer = registry("consumer-app");
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> consumer.subscribe(subscription(""), new RecordingListener()));
        assertTrue(error.getMessage().contains("provided-by"), error.getMessage());
    }

    @Test
    void unknownRegistryTypeNamesTheKnownExtensions() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> new ServiceDiscoveryRegistry(URL.valueOf("service-discovery-registry://h:1/x?registry=nosuch"
                        + "&application=a")));
        assertTrue(error.getMessage().contains("registry=nosuch"), error.getMessage());
        assertTrue(error.getMessage().contains("memory"), error.getMessage());
    }

    @Test
    void providerHandsEachServiceToTheExtensionAndPublishesItsInstanceOnce() {
        ServiceDiscoveryRegistry provider = registry("provider-app");
        MemoryDiscovery discovery = (MemoryDiscovery) provider.getServiceDiscovery();
        URL first = DiscoveryFixture.providerUrl("provider-app", 20880, "");
        URL second = DiscoveryFixture.providerUrl("provider-app", 20880, "&version=2.0.0");

        provider.register(first);
        provider.register(second);
        assertEquals(Arrays.asList(first, second), discovery.registered);
        assertEquals(Arrays.asList("register", "update"), discovery.calls);

        provider.unregister(first);
        provider.unregister(second);
        assertTrue(discovery.registered.isEmpty());
        assertEquals(Arrays.asList("register", "update", "update", "unregister"), discovery.calls);
        assertNull(provider.getCuratorClient(), "no ZooKeeper behind an extension");

        provider.destroy();
        assertTrue(discovery.isDestroy());
    }
}
