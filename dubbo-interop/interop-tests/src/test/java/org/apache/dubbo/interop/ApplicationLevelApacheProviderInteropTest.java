package org.apache.dubbo.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.ConsumerRun;
import interop.support.FreePort;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.dubbo.registry.client.ServiceDiscoveryRegistry;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Our application-level subscription finds real Apache Dubbo 3.2.15 and 3.3.5 providers: our consumer program in
 * {@code FORCE_APPLICATION} passes its checks against them, and our registry, driven directly, lists exactly the
 * services the provider registered at interface level — with the MetadataInfo fetched from Apache's
 * MetadataService over hessian2 ({@code metadata-type=local}) or read from the metadata center ({@code remote}).
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class ApplicationLevelApacheProviderInteropTest {

    private static final Duration CONSUMER_TIMEOUT = Duration.ofSeconds(90);
    private static final String CHECKS = "sayHello,echoPojo,groupVersion,unknownVersion,generic";

    private static EmbeddedZooKeeper zooKeeper;
    private static ApplicationLevelTree tree;

    @BeforeAll
    static void startZooKeeper() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        tree = new ApplicationLevelTree(zooKeeper.getConnectString());
    }

    @AfterAll
    static void stopZooKeeper() {
        if (tree != null) {
            tree.close();
        }
        if (zooKeeper != null) {
            zooKeeper.close();
        }
    }

    /** A provider registered at both levels, so the interface-level URLs can be compared with ours. */
    private static ApachePeer startApacheProvider(ApacheDubboVersion version, String application,
                                                  String metadataType) throws Exception {
        ApachePeer provider = ApachePeer.startProvider(version, FreePort.find(), "--registry",
                "zookeeper://" + zooKeeper.getConnectString(), "--app", application, "--register-mode", "all",
                "--metadata-type", metadataType);
        try {
            tree.awaitPublished(application, Duration.ofSeconds(30));
        } catch (AssertionError e) {
            provider.close();
            throw new AssertionError(e.getMessage() + "\n--- provider log ---\n" + provider.log(), e);
        }
        return provider;
    }

    @ParameterizedTest(name = "Dubbo Tuned consumer (FORCE_APPLICATION) and registry -> Apache {0} provider")
    @EnumSource(value = ApacheDubboVersion.class, names = {"V3_3_5", "V3_2_15"})
    void ourConsumerAndRegistryFindApacheProvider(ApacheDubboVersion version) throws Exception {
        String application = "apache-provider-" + version.version();
        try (ApachePeer provider = startApacheProvider(version, application, "local")) {
            assertOurRegistryListsWhatTheProviderRegistered(application, provider);
            // FORCE_APPLICATION: the interface-level nodes the provider also wrote are not even read
            ConsumerRun run = ApachePeer.runConsumer(ApacheDubboVersion.DUBBO_TUNED, List.of("--registry",
                    "zookeeper://" + zooKeeper.getConnectString(), "--migration", "FORCE_APPLICATION", "--app",
                    "tuned-consumer-" + version.version(), "--scenario", CHECKS), CONSUMER_TIMEOUT);
            assertTrue(run.allPassed(), () -> run.describe() + "\n--- provider log ---\n" + provider.log());
        }
    }

    @Test
    void ourRegistryReadsTheMetadataApachePublishedRemotely() throws Exception {
        String application = "apache-remote-provider";
        try (ApachePeer provider = startApacheProvider(ApacheDubboVersion.V3_3_5, application, "remote")) {
            assertEquals(1, tree.children("/dubbo/metadata/" + application).size());
            assertOurRegistryListsWhatTheProviderRegistered(application, provider);
        }
    }

    /**
     * Our registry, subscribed to the grouped service of {@code application}, lists exactly the provider URL it
     * registered at interface level (register mode {@code all}): same address and path, same parameters plus
     * {@code REGISTRY_CLUSTER}, and a {@code timestamp}.
     */
    private static void assertOurRegistryListsWhatTheProviderRegistered(String application, ApachePeer provider)
            throws Exception {
        ServiceDiscoveryRegistry registry = new ServiceDiscoveryRegistry(URL.valueOf("service-discovery-registry://"
                + zooKeeper.getConnectString() + "/org.apache.dubbo.registry.RegistryService?registry=zookeeper"
                + "&application=tuned-lister&delay-notification=0"));
        try {
            List<List<URL>> calls = new CopyOnWriteArrayList<>();
            NotifyListener listener = calls::add;
            registry.subscribe(URL.valueOf("consumer://127.0.0.1/" + ApplicationLevelTree.SERVICE + "?interface="
                    + ApplicationLevelTree.SERVICE + "&group=grp&version=1.0.0&category=providers,configurators,"
                    + "routers&provided-by=" + application), listener);
            assertEquals(1, calls.size(), "notified during subscribe: " + calls);
            assertEquals(1, calls.get(0).size(), calls.toString());
            URL ours = calls.get(0).get(0);

            URL theirs = registeredGroupedProvider(provider.port());
            assertEquals(theirs.getAddress(), ours.getAddress());
            assertEquals(theirs.getPath(), ours.getPath());
            Map<String, String> expected = new HashMap<>(theirs.getParameters());
            expected.put("REGISTRY_CLUSTER", "default");
            Map<String, String> actual = new HashMap<>(ours.getParameters());
            assertEquals(expected.remove("timestamp") != null, actual.remove("timestamp") != null);
            assertEquals(expected, actual);
            assertNull(ours.getParameter("pid"));
        } finally {
            registry.destroy();
        }
    }

    /** The grouped provider URL the Apache provider on {@code port} registered at interface level (mode all). */
    private static URL registeredGroupedProvider(int port) throws Exception {
        List<URL> grouped = new ArrayList<>();
        for (String child : tree.children("/dubbo/" + ApplicationLevelTree.SERVICE + "/providers")) {
            URL url = URL.valueOf(URL.decode(child));
            if ("grp".equals(url.getGroup()) && url.getPort() == port) {
                grouped.add(url);
            }
        }
        assertEquals(1, grouped.size(), grouped.toString());
        return grouped.get(0);
    }
}
