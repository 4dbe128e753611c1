package org.apache.dubbo.configcenter.support.zookeeper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryOneTime;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.config.configcenter.ConfigChangeType;
import org.apache.dubbo.common.config.configcenter.ConfigChangedEvent;
import org.apache.dubbo.common.config.configcenter.ConfigItem;
import org.apache.dubbo.common.config.configcenter.ConfigurationListener;
import org.apache.dubbo.common.config.configcenter.DynamicConfiguration;
import org.apache.dubbo.common.config.configcenter.DynamicConfigurationFactory;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(60)
class ZookeeperDynamicConfigurationTest {

    private static EmbeddedZooKeeper zooKeeper;
    private static CuratorFramework probe;
    private DynamicConfiguration configuration;

    @BeforeAll
    static void startZooKeeper() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        probe = CuratorFrameworkFactory.newClient(zooKeeper.getConnectString(), new RetryOneTime(100));
        probe.start();
        assertTrue(probe.blockUntilConnected(30, TimeUnit.SECONDS));
    }

    @AfterAll
    static void stopZooKeeper() {
        probe.close();
        zooKeeper.close();
    }

    @BeforeEach
    void connect() {
        configuration = factory().getDynamicConfiguration(URL.valueOf("zookeeper://" + zooKeeper.getConnectString()));
    }

    @AfterEach
    void close() throws Exception {
        configuration.close();
    }

    private static DynamicConfigurationFactory factory() {
        return ExtensionLoader.getExtensionLoader(DynamicConfigurationFactory.class).getExtension("zookeeper");
    }

    private static String read(String path) throws Exception {
        return new String(probe.getData().forPath(path), StandardCharsets.UTF_8);
    }

    @Test
    void keysLiveUnderNamespaceConfigGroupKeyAsUtf8Text() throws Exception {
        assertTrue(configuration.publishConfig("demo.tag-router", "dubbo", "tags: [ä]"));
        assertEquals("tags: [ä]", read("/dubbo/config/dubbo/demo.tag-router"));
        assertEquals("tags: [ä]", configuration.getConfig("demo.tag-router", "dubbo"));

        assertTrue(configuration.publishConfig("demo-app.migration", "DUBBO_SERVICEDISCOVERY_MIGRATION", "step: X"));
        assertEquals("step: X", read("/dubbo/config/DUBBO_SERVICEDISCOVERY_MIGRATION/demo-app.migration"));
        assertEquals("step: X", configuration.getProperties("demo-app.migration", "DUBBO_SERVICEDISCOVERY_MIGRATION"));

        assertNull(configuration.getConfig("absent", "dubbo"));
        assertEquals("tags: [ä]", configuration.getConfig("demo.tag-router", null), "blank group = default group");
        assertEquals("tags: [ä]", configuration.getString("demo.tag-router"), "Configuration view: default group");
    }

    @Test
    void namespaceAndDefaultGroupComeFromTheUrl() throws Exception {
        try (DynamicConfiguration other = factory().getDynamicConfiguration(URL.valueOf("zookeeper://"
                + zooKeeper.getConnectString() + "?namespace=ns1&group=g1"))) {
            assertTrue(other.publishConfig("k", "v"));
            assertEquals("v", read("/ns1/config/g1/k"));
            assertEquals("g1", other.getDefaultGroup());
        }
    }

    @Test
    void oneConfigurationPerEnsembleUntilEveryUserClosedIt() throws Exception {
        URL url = URL.valueOf("zookeeper://" + zooKeeper.getConnectString());
        DynamicConfiguration again = factory().getDynamicConfiguration(url);
        assertSame(configuration, again);
        configuration.close();
        assertNull(configuration.getConfig("k", "dubbo"), "still used by the second request");
        again.close();
        assertThrows(IllegalStateException.class, () -> configuration.getConfig("k", "dubbo"));
        configuration = factory().getDynamicConfiguration(url);
        assertFalse(configuration == again);
    }

    @Test
    void listenersHearAddedModifiedDeletedOnceEach() throws Exception {
        BlockingQueue<ConfigChangedEvent> events = new LinkedBlockingQueue<>();
        configuration.addListener("svc::.condition-router", "dubbo", events::add);
        probe.create().creatingParentsIfNeeded().forPath("/dubbo/config/dubbo/svc::.condition-router",
                "v1".getBytes(StandardCharsets.UTF_8));
        assertEvent(events.poll(20, TimeUnit.SECONDS), ConfigChangeType.ADDED, "v1");
        probe.setData().forPath("/dubbo/config/dubbo/svc::.condition-router", "v2".getBytes(StandardCharsets.UTF_8));
        assertEvent(events.poll(20, TimeUnit.SECONDS), ConfigChangeType.MODIFIED, "v2");
        probe.delete().forPath("/dubbo/config/dubbo/svc::.condition-router");
        assertEvent(events.poll(20, TimeUnit.SECONDS), ConfigChangeType.DELETED, null);
        // a write of the same content is no change
        configuration.publishConfig("svc::.condition-router", "dubbo", "v3");
        assertEvent(events.poll(20, TimeUnit.SECONDS), ConfigChangeType.ADDED, "v3");
        configuration.publishConfig("svc::.condition-router", "dubbo", "v3");
        configuration.publishConfig("svc::.condition-router", "dubbo", "v4");
        assertEvent(events.poll(20, TimeUnit.SECONDS), ConfigChangeType.MODIFIED, "v4");
        assertNull(events.poll(200, TimeUnit.MILLISECONDS));
    }

    @Test
    void removedListenersHearNothing() throws Exception {
        BlockingQueue<ConfigChangedEvent> removed = new LinkedBlockingQueue<>();
        BlockingQueue<ConfigChangedEvent> kept = new LinkedBlockingQueue<>();
        ConfigurationListener removedListener = removed::add;
        configuration.addListener("two", "dubbo", removedListener);
        configuration.addListener("two", "dubbo", kept::add);
        configuration.removeListener("two", "dubbo", removedListener);
        configuration.publishConfig("two", "dubbo", "x");
        assertEvent(kept.poll(20, TimeUnit.SECONDS), ConfigChangeType.ADDED, "x");
        assertNull(removed.poll(200, TimeUnit.MILLISECONDS));
    }

    @Test
    void listenersHearChangesMadeWhileTheSessionExpired() throws Exception {
        BlockingQueue<ConfigChangedEvent> events = new LinkedBlockingQueue<>();
        configuration.addListener("expiring", "dubbo", events::add);
        ZookeeperDynamicConfiguration zk = (ZookeeperDynamicConfiguration) configuration;
        zooKeeper.expireSession(org.apache.dubbo.registry.zookeeper.CuratorConnection.sessionId(curatorOf(zk)));
        probe.create().creatingParentsIfNeeded().forPath("/dubbo/config/dubbo/expiring",
                "after".getBytes(StandardCharsets.UTF_8));
        assertEvent(events.poll(30, TimeUnit.SECONDS), ConfigChangeType.ADDED, "after");
        probe.setData().forPath("/dubbo/config/dubbo/expiring", "again".getBytes(StandardCharsets.UTF_8));
        assertEvent(events.poll(30, TimeUnit.SECONDS), ConfigChangeType.MODIFIED, "again");
    }

    @Test
    void compareAndSetUsesTheNodeVersion() {
        assertTrue(configuration.publishConfigCas("cas", "mapping", "a", null));
        assertFalse(configuration.publishConfigCas("cas", "mapping", "b", null), "exists already");
        ConfigItem item = configuration.getConfigItem("cas", "mapping");
        assertEquals("a", item.getContent());
        assertTrue(configuration.publishConfigCas("cas", "mapping", "a,b", item.getTicket()));
        assertFalse(configuration.publishConfigCas("cas", "mapping", "a,c", item.getTicket()), "stale version");
        assertEquals("a,b", configuration.getConfig("cas", "mapping"));
        assertTrue(configuration.removeConfig("cas", "mapping"));
        assertFalse(configuration.removeConfig("cas", "mapping"));
    }

    @Test
    void anUnreachableCenterFailsWithCheckAndNamesTheAddress() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> factory().getDynamicConfiguration(
                URL.valueOf("zookeeper://127.0.0.1:1?timeout=300")));
        assertTrue(e.getMessage().contains("127.0.0.1:1"), e.getMessage());
    }

    @Test
    void badSettingsAreNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> factory()
                .getDynamicConfiguration(URL.valueOf("zookeeper://127.0.0.1:1?timeout=soon")));
        assertTrue(e.getMessage().contains("timeout=soon"), e.getMessage());
    }

    private static CuratorFramework curatorOf(ZookeeperDynamicConfiguration configuration) throws Exception {
        java.lang.reflect.Field field = ZookeeperDynamicConfiguration.class.getDeclaredField("client");
        field.setAccessible(true);
        return (CuratorFramework) field.get(configuration);
    }

    private static void assertEvent(ConfigChangedEvent event, ConfigChangeType type, String content) {
        assertTrue(event != null, "no event");
        assertEquals(type, event.getChangeType(), event.toString());
        assertEquals(content, event.getContent());
    }
}
