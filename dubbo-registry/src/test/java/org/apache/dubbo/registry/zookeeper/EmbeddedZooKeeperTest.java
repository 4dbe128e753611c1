package org.apache.dubbo.registry.zookeeper;

import org.apache.dubbo.common.utils.NetUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

@Timeout(value = 180, unit = TimeUnit.SECONDS)
class EmbeddedZooKeeperTest {

    @TempDir
    Path temporary;

    @Test
    void listensOnLoopbackOnly() throws Exception {
        try (EmbeddedZooKeeper zooKeeper = EmbeddedZooKeeper.start()) {
            assertEquals("127.0.0.1:" + zooKeeper.getPort(), zooKeeper.getConnectString());
            try (Socket loopback = new Socket()) {
                loopback.connect(new InetSocketAddress("127.0.0.1", zooKeeper.getPort()), 2000);
            }
            String external = NetUtils.getLocalHost();
            assumeFalse(external.startsWith("127."), "no non-loopback address on this machine");
            try (Socket outside = new Socket()) {
                assertThrows(IOException.class,
                        () -> outside.connect(new InetSocketAddress(external, zooKeeper.getPort()), 2000));
            }
        }
    }

    @Test
    void keepsItsTreeAndPortAcrossStopAndRestart() throws Exception {
        try (EmbeddedZooKeeper zooKeeper = EmbeddedZooKeeper.start()) {
            int port = zooKeeper.getPort();
            try (TreeProbe tree = new TreeProbe(zooKeeper.getConnectString())) {
                tree.createPersistent("/kept/node");
            }
            zooKeeper.stop();
            assertFalse(zooKeeper.isRunning());
            zooKeeper.restart();

            assertTrue(zooKeeper.isRunning());
            assertEquals(port, zooKeeper.getPort());
            try (TreeProbe tree = new TreeProbe(zooKeeper.getConnectString())) {
                assertTrue(tree.exists("/kept/node"));
            }
        }
    }

    @Test
    void startsOnTheGivenPortAndDirectoryAndLeavesTheDirectory() throws Exception {
        int port = NetUtils.getAvailablePort();
        Path data = temporary.resolve("zk-data");
        try (EmbeddedZooKeeper zooKeeper = EmbeddedZooKeeper.start(port, data)) {
            assertEquals(port, zooKeeper.getPort());
            assertEquals(data, zooKeeper.getDataDirectory());
        }
        assertTrue(Files.isDirectory(data), "a given directory belongs to the caller");
    }

    @Test
    void closeDeletesItsTemporaryDirectory() throws Exception {
        EmbeddedZooKeeper zooKeeper = EmbeddedZooKeeper.start();
        Path data = zooKeeper.getDataDirectory();
        zooKeeper.close();
        assertFalse(Files.exists(data));
        zooKeeper.close();
        assertThrows(IllegalStateException.class, zooKeeper::restart);
    }

    @Test
    void restartOfARunningServerIsRejected() throws Exception {
        try (EmbeddedZooKeeper zooKeeper = EmbeddedZooKeeper.start()) {
            IllegalStateException error = assertThrows(IllegalStateException.class, zooKeeper::restart);
            assertTrue(error.getMessage().endsWith("is running"), error.getMessage());
        }
    }
}
