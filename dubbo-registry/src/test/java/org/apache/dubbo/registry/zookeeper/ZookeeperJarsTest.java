package org.apache.dubbo.registry.zookeeper;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.junit.jupiter.api.Test;

/** The real jars: Apache Dubbo's ZooKeeper starter brings a 3.8 client; our Curator set brings its own jute. */
class ZookeeperJarsTest {

    private static final Path JARS = Paths.get(System.getProperty("zookeeper.jars", "target/zookeeper-jars"));
    private static final String OURS = System.getProperty("zookeeper.version");

    private static URLClassLoader loaderOver(String... jarNames) throws Exception {
        URL[] urls = new URL[jarNames.length];
        for (int i = 0; i < jarNames.length; i++) {
            urls[i] = JARS.resolve(jarNames[i]).toUri().toURL();
        }
        return new URLClassLoader(urls, null);
    }

    @Test
    void aClientAndJuteOfTwoReleasesAreRefusedWithBothJarsNamed() throws Exception {
        try (URLClassLoader loader = loaderOver("zookeeper-3.8.4.jar", "zookeeper-jute-" + OURS + ".jar")) {
            IllegalStateException failure = assertThrows(IllegalStateException.class,
                    () -> ZookeeperJars.requireOneRelease(loader));
            String message = failure.getMessage();
            assertTrue(message.contains("org.apache.zookeeper:zookeeper:3.8.4"), message);
            assertTrue(message.contains("org.apache.zookeeper:zookeeper-jute:" + OURS), message);
            assertTrue(message.contains("zookeeper-3.8.4.jar") && message.contains("docs/migrating.md"), message);
        }
    }

    @Test
    void oneReleaseIsAccepted() throws Exception {
        try (URLClassLoader loader = loaderOver("zookeeper-" + OURS + ".jar", "zookeeper-jute-" + OURS + ".jar")) {
            assertNull(ZookeeperJars.mismatch(loader));
        }
    }

    @Test
    void theClassPathOfThisBuildHasOneRelease() {
        assertNotNull(OURS);
        assertNull(ZookeeperJars.mismatch(ZookeeperJarsTest.class.getClassLoader()));
    }
}
