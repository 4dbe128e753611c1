package org.apache.dubbo.registry.zookeeper;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.registry.Registry;
import org.apache.dubbo.registry.RegistryFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ZookeeperRegistryFactoryTest {

    private static EmbeddedZooKeeper zooKeeper;
    private final ZookeeperRegistryFactory factory = new ZookeeperRegistryFactory();

    @BeforeAll
    static void startZooKeeper() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
    }

    @AfterAll
    static void stopZooKeeper() {
        zooKeeper.close();
    }

    @AfterEach
    void destroyAll() {
        factory.destroyAll();
    }

    private URL url(String parameters) {
        return URL.valueOf("zookeeper://" + zooKeeper.getConnectString() + "?file-cache=false&timeout=5000"
                + parameters);
    }

    @Test
    void sameAddressAndRootShareOneRegistry() {
        Registry first = factory.getRegistry(url("&application=a"));
        Registry second = factory.getRegistry(url("&application=b&session=30000"));
        Registry otherRoot = factory.getRegistry(url("&group=other"));

        assertSame(first, second);
        assertNotSame(first, otherRoot);
        assertEquals(2, factory.getRegistries().size());
    }

    @Test
    void backupParameterAndCommaListAreTheSameEnsemble() {
        assertEquals(ZookeeperRegistryFactory.keyOf(URL.valueOf("zookeeper://h1:2181?backup=h2:2181,h3")),
                ZookeeperRegistryFactory.keyOf(URL.valueOf("zookeeper://h1:2181,h2:2181,h3:2181")));
        assertEquals("zookeeper://h1:2181,h2:2181,h3:2181/dubbo",
                ZookeeperRegistryFactory.keyOf(URL.valueOf("zookeeper://h1?backup=h2:2181,h3")));
        assertEquals("zookeeper://admin@h1:2181/g", ZookeeperRegistryFactory.keyOf(
                URL.valueOf("zookeeper://admin:secret@h1:2181?group=g")), "no password in the key");
    }

    @Test
    void destroyedRegistryIsReplacedOnTheNextRequest() {
        Registry first = factory.getRegistry(url(""));
        first.destroy();
        Registry second = factory.getRegistry(url(""));

        assertNotSame(first, second);
        assertTrue(second.isAvailable());
        assertEquals(1, factory.getRegistries().size());
    }

    @Test
    void destroyAllDestroysEveryRegistry() {
        Registry registry = factory.getRegistry(url(""));
        factory.destroyAll();

        assertFalse(registry.isAvailable());
        assertTrue(factory.getRegistries().isEmpty());
    }

    @Test
    void theExtensionIsFoundByTheUrlProtocol() {
        RegistryFactory adaptive = ExtensionLoader.getExtensionLoader(RegistryFactory.class).getAdaptiveExtension();
        Registry registry = adaptive.getRegistry(url(""));
        try {
            assertTrue(registry instanceof ZookeeperRegistry, registry.getClass().getName());
            assertSame(ExtensionLoader.getExtensionLoader(RegistryFactory.class).getExtension("zookeeper"),
                    ExtensionLoader.getExtensionLoader(RegistryFactory.class).getExtension("zookeeper"));
        } finally {
            registry.destroy();
        }
    }

    @Test
    void unreachableEnsembleWithCheckIsNotCached() {
        URL unreachable = URL.valueOf("zookeeper://127.0.0.1:1?file-cache=false&timeout=300");
        assertThrows(IllegalStateException.class, () -> factory.getRegistry(unreachable));
        assertTrue(factory.getRegistries().isEmpty());
    }
}
