package org.apache.dubbo.registry.client;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.serialize.security.ClassPolicy;
import org.apache.dubbo.common.serialize.security.SerializationSecurity;
import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.registry.RecordingListener;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProxyFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A provider registering a really exported service at application level and a consumer finding it through the
 * mapping, fetching the MetadataInfo from the provider's MetadataService over dubbo, and calling the service — with
 * the serialization class policy in strict mode, which must let MetadataInfo through.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ServiceDiscoveryEndToEndTest {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static DiscoveryFixture fixture;
    private final Protocol dubbo = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("dubbo");
    private final ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");
    private final List<Invoker<?>> invokers = new ArrayList<>();
    private ClassPolicy policyBefore;

    @BeforeAll
    static void startZooKeeper() throws Exception {
        fixture = new DiscoveryFixture();
    }

    @AfterAll
    static void stopZooKeeper() {
        fixture.close();
    }

    @BeforeEach
    void strictSerialization() {
        policyBefore = SerializationSecurity.policy();
        SerializationSecurity.install(policyBefore.withMode(ClassPolicy.Mode.ALLOW_LIST));
    }

    @AfterEach
    void cleanUp() {
        invokers.forEach(Invoker::destroy);
        fixture.reset();
        SerializationSecurity.install(policyBefore);
    }

    private Greeter refer(URL providerUrl) {
        // generous: a first call on a loaded machine (class loading, serializer set-up) can take over a second
        Invoker<Greeter> invoker = dubbo.refer(Greeter.class, providerUrl.addParameters("side", "consumer",
                "timeout", "10000"));
        invokers.add(invoker);
        return proxies.getProxy(invoker);
    }

    @Test
    void consumerFindsAndCallsAProviderThroughTheMappingAndTheMetadataService() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        int port = fixture.exportGreeter("e2e-provider", "hello ", "");
        ServiceDiscoveryRegistry provider = fixture.registry("e2e-provider", group, "");
        provider.register(DiscoveryFixture.providerUrl("e2e-provider", port, ""));

        RecordingListener listener = new RecordingListener();
        fixture.registry("e2e-consumer", group, "").subscribe(URL.valueOf("consumer://127.0.0.1/"
                + DiscoveryFixture.GREETER + "?interface=" + DiscoveryFixture.GREETER
                + "&category=providers,configurators,routers&side=consumer&application=e2e-consumer"), listener);
        List<URL> providers = listener.await("providers", l -> listener.providers().size() == 1, WAIT);

        URL url = providers.get(0);
        assertEquals(port, url.getPort());
        assertEquals("greet", url.getParameter("methods"));
        assertEquals("hello zk", refer(url).greet("zk"));
    }

    @Test
    void twoInstancesWithTheirOwnRevisionsAreBothCalled() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        int first = fixture.exportGreeter("pair-app", "first ", "");
        int second = fixture.exportGreeter("pair-app", "second ", "");
        fixture.registry("pair-app", group, "").register(DiscoveryFixture.providerUrl("pair-app", first, ""));
        fixture.registry("pair-app", group, "")
                .register(DiscoveryFixture.providerUrl("pair-app", second, ""));

        RecordingListener listener = new RecordingListener();
        fixture.registry("pair-consumer", group, "").subscribe(URL.valueOf("consumer://127.0.0.1/"
                + DiscoveryFixture.GREETER + "?interface=" + DiscoveryFixture.GREETER
                + "&category=providers&provided-by=pair-app"), listener);
        List<URL> providers = listener.await("providers", l -> listener.providers().size() == 2, WAIT);
        Set<String> answers = new TreeSet<>();
        for (URL url : providers) {
            answers.add(refer(url).greet("x"));
        }
        assertEquals(Set.of("first x", "second x"), answers);
    }

    @Test
    void metadataFetchedOverDubboEqualsWhatTheProviderPublished() throws Exception {
        String group = DiscoveryFixture.freshGroup();
        int port = fixture.exportGreeter("fetch-app", "hi ", "&group=g&version=2.0.0");
        ServiceDiscoveryRegistry provider = fixture.registry("fetch-app", group, "");
        URL registered = DiscoveryFixture.providerUrl("fetch-app", port, "&group=g&version=2.0.0");
        provider.register(registered);
        org.apache.dubbo.registry.Eventually.within(WAIT, "instance published",
                () -> provider.getPublishedInstance() != null);
        DiscoveredInstance instance = new DiscoveredInstance("fetch-app", "127.0.0.1:" + port, "127.0.0.1", port,
                provider.getPublishedInstance().getPayload().getMetadata());

        MetadataInfo fetched = new MetadataServiceClient("fetch-consumer").fetch(instance, instance.revision());
        MetadataInfo published = ApplicationMetadata.of("fetch-app", List.of(registered), "default");
        assertEquals(published, fetched);
        assertEquals(published.getRevision(), fetched.getRevision());
        assertEquals(published.getRevision(), fetched.calRevision());
    }
}
