package org.apache.dubbo.registry.zookeeper;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.framework.imps.CuratorFrameworkState;
import org.apache.curator.retry.RetryNTimes;
import org.apache.dubbo.common.URL;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.data.ACL;
import org.apache.zookeeper.data.Stat;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The exact tree a registration produces (registry spec 4.1, 4.2). */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ZookeeperRegistryLayoutTest {

    private static final String PROVIDER = "dubbo://10.0.0.5:20880/com.example.layout.DemoService"
            + "?application=demo-provider&deprecated=false&dubbo=2.0.2&dynamic=true&generic=false&group=g1"
            + "&interface=com.example.layout.DemoService&methods=add,sayHello&release=3.3.5&side=provider"
            + "&timestamp=1700000000000&version=1.0.0";

    /** {@link #PROVIDER} form-encoded by hand, as Apache Dubbo names the node. */
    private static final String PROVIDER_NODE = "dubbo%3A%2F%2F10.0.0.5%3A20880%2Fcom.example.layout.DemoService"
            + "%3Fapplication%3Ddemo-provider%26deprecated%3Dfalse%26dubbo%3D2.0.2%26dynamic%3Dtrue"
            + "%26generic%3Dfalse%26group%3Dg1%26interface%3Dcom.example.layout.DemoService"
            + "%26methods%3Dadd%2CsayHello%26release%3D3.3.5%26side%3Dprovider%26timestamp%3D1700000000000"
            + "%26version%3D1.0.0";

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
        return testbed.registry("file-cache=false&timeout=5000&session=20000" + parameters);
    }

    @Test
    void providerNodeIsTheEncodedFullStringUnderPersistentParents() throws Exception {
        ZookeeperRegistry registry = registry("");
        registry.register(URL.valueOf(PROVIDER));

        String service = "/dubbo/com.example.layout.DemoService";
        assertEquals(Collections.singletonList("providers"), tree.children(service));
        assertEquals(Collections.singletonList(PROVIDER_NODE), tree.children(service + "/providers"));
        for (String parent : Arrays.asList("/dubbo", service, service + "/providers")) {
            assertEquals(0, tree.stat(parent).getEphemeralOwner(), parent + " must be persistent");
        }
        Stat node = tree.stat(service + "/providers/" + PROVIDER_NODE);
        assertEquals(registry.getSessionId(), node.getEphemeralOwner(), "provider node must be ephemeral");
        assertEquals(0, tree.data(service + "/providers/" + PROVIDER_NODE).length, "node carries no data");
    }

    @Test
    void staticProviderIsPersistentAndOutlivesTheRegistry() throws Exception {
        ZookeeperRegistry registry = registry("");
        URL provider = URL.valueOf("dubbo://10.0.0.7:20880/com.example.layout.StaticService?dynamic=false"
                + "&interface=com.example.layout.StaticService&side=provider");
        registry.register(provider);
        String path = "/dubbo/com.example.layout.StaticService/providers/" + URL.encode(provider.toFullString());

        assertEquals(0, tree.stat(path).getEphemeralOwner());
        registry.destroy();
        assertTrue(tree.exists(path), "dynamic=false entries are removed by operators, not by shutdown");
        tree.client().delete().forPath(path);
    }

    @Test
    void consumerNodeGoesToTheConsumersCategory() throws Exception {
        ZookeeperRegistry registry = registry("");
        URL consumer = URL.valueOf("consumer://10.0.0.6/com.example.layout.ConsumedService?application=demo-consumer"
                + "&category=consumers&check=false&interface=com.example.layout.ConsumedService&side=consumer");
        registry.register(consumer);

        String category = "/dubbo/com.example.layout.ConsumedService/consumers";
        assertEquals(Collections.singletonList(URL.encode(consumer.toFullString())), tree.children(category));
        assertTrue(tree.children(category).get(0).startsWith("consumer%3A%2F%2F10.0.0.6%2Fcom.example.layout"));
        assertEquals(registry.getSessionId(),
                tree.stat(category + "/" + tree.children(category).get(0)).getEphemeralOwner());
    }

    @Test
    void registryGroupChoosesTheRoot() throws Exception {
        URL provider = URL.valueOf("dubbo://10.0.0.5:20880/com.example.layout.GroupedService?side=provider");
        String node = "/com.example.layout.GroupedService/providers/" + URL.encode(provider.toFullString());

        registry("&group=custom").register(provider);
        registry("&group=/nested/root").register(provider);
        registry("&group=/").register(provider);

        assertTrue(tree.exists("/custom" + node));
        assertTrue(tree.exists("/nested/root" + node));
        assertTrue(tree.exists(node));
        assertFalse(tree.exists("/dubbo" + node));
    }

    @Test
    void escapedParameterIsEncodedTwiceInTheNodeName() throws Exception {
        ZookeeperRegistry registry = registry("");
        registry.register(URL.valueOf("dubbo://10.0.0.5:20880/com.example.layout.MockedService?mock=return%20null"
                + "&side=provider"));

        String name = tree.children("/dubbo/com.example.layout.MockedService/providers").get(0);
        assertTrue(name.contains("mock%3Dreturn%2520null"), name);
    }

    @Test
    void ephemeralNodeLeftByAnotherSessionIsReplacedByOurs() throws Exception {
        URL provider = URL.valueOf("dubbo://10.0.0.5:20880/com.example.layout.RestartedService?side=provider");
        String path = "/dubbo/com.example.layout.RestartedService/providers/" + URL.encode(provider.toFullString());
        try (TreeProbe previousRun = new TreeProbe(zooKeeper.getConnectString())) {
            previousRun.client().create().creatingParentsIfNeeded().withMode(CreateMode.EPHEMERAL).forPath(path);
            long previousSession = previousRun.client().getZookeeperClient().getZooKeeper().getSessionId();

            ZookeeperRegistry registry = registry("");
            registry.register(provider);

            long owner = tree.stat(path).getEphemeralOwner();
            assertEquals(registry.getSessionId(), owner);
            assertNotEquals(previousSession, owner);
        }
        assertTrue(tree.exists(path), "closing the old session must not delete the new node");
    }

    @Test
    void unregisterDeletesTheNodeAndKeepsTheParents() throws Exception {
        ZookeeperRegistry registry = registry("");
        URL provider = URL.valueOf("dubbo://10.0.0.5:20880/com.example.layout.LeavingService?side=provider");
        registry.register(provider);
        registry.unregister(provider);

        assertEquals(Collections.emptyList(), tree.children("/dubbo/com.example.layout.LeavingService/providers"));
        assertTrue(tree.exists("/dubbo/com.example.layout.LeavingService/providers"));
        assertFalse(registry.getRegistered().contains(provider));
    }

    @Test
    void destroyRemovesOurNodesAndClosesTheClient() throws Exception {
        ZookeeperRegistry registry = registry("");
        URL first = URL.valueOf("dubbo://10.0.0.5:20880/com.example.layout.ShutdownService?side=provider");
        URL second = URL.valueOf("dubbo://10.0.0.5:20881/com.example.layout.ShutdownService?side=provider");
        registry.register(first);
        registry.register(second);
        assertEquals(2, tree.children("/dubbo/com.example.layout.ShutdownService/providers").size());

        registry.destroy();

        assertEquals(Collections.emptyList(), tree.children("/dubbo/com.example.layout.ShutdownService/providers"));
        assertFalse(registry.isAvailable());
        assertEquals(CuratorFrameworkState.STOPPED, registry.getCuratorClient().getState());
        assertThrows(IllegalStateException.class, () -> registry.register(first));
    }

    @Test
    void digestCredentialsProtectOurNodesWithACreatorOnlyAcl() throws Exception {
        ZookeeperRegistry registry = testbed.registry(URL.valueOf("zookeeper://admin:secret@"
                + zooKeeper.getConnectString() + "?file-cache=false&timeout=5000&group=secured"));
        URL provider = URL.valueOf("dubbo://10.0.0.5:20880/com.example.layout.SecuredService?side=provider");
        registry.register(provider);

        String category = "/secured/com.example.layout.SecuredService/providers";
        String node = category + "/" + URL.encode(provider.toFullString());
        assertThrows(KeeperException.NoAuthException.class, () -> tree.client().getChildren().forPath(category));
        assertThrows(KeeperException.NoAuthException.class, () -> tree.client().getACL().forPath(node));
        try (CuratorFramework sameUser = CuratorFrameworkFactory.builder().connectString(zooKeeper.getConnectString())
                .authorization("digest", "admin:secret".getBytes()).retryPolicy(new RetryNTimes(3, 100)).build()) {
            sameUser.start();
            assertEquals(1, sameUser.getChildren().forPath(category).size());
            List<ACL> acl = sameUser.getACL().forPath(node);
            assertEquals(1, acl.size());
            assertEquals("digest", acl.get(0).getId().getScheme());
            assertTrue(acl.get(0).getId().getId().startsWith("admin:"), acl.toString());
        }
    }

    @Test
    void anyHostAddressIsRejected() {
        IllegalStateException error = assertThrows(IllegalStateException.class,
                () -> new ZookeeperRegistry(URL.valueOf("zookeeper://0.0.0.0:2181?file-cache=false")));
        assertTrue(error.getMessage().contains("registry address == null"), error.getMessage());
    }

    @Test
    void invalidTimeoutIsRejectedNamingTheKey() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> new ZookeeperRegistry(URL.valueOf("zookeeper://" + zooKeeper.getConnectString()
                        + "?file-cache=false&session=-5")));
        assertTrue(error.getMessage().contains("session=-5"), error.getMessage());
    }
}
