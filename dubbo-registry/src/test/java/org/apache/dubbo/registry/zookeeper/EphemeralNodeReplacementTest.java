package org.apache.dubbo.registry.zookeeper;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.framework.api.CuratorWatcher;
import org.apache.curator.retry.RetryNTimes;
import org.apache.dubbo.common.URL;
import org.apache.zookeeper.WatchedEvent;
import org.apache.zookeeper.Watcher;
import org.apache.zookeeper.data.Stat;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A provider that re-registers in a new session finds its node still held by its old session (the server keeps it
 * until that session expires) and replaces it. Found by the benchmark runner's faults experiment (ZooKeeper quorum
 * loss): the replacement was a delete followed by a create, so every consumer watching the providers directory saw
 * the live provider vanish and come back — and with notifications spaced by {@code delay-notification} (5 s), it
 * could stay out of their lists for seconds. The node is now replaced in one transaction.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class EphemeralNodeReplacementTest {

    private static final String PARENT = "/dubbo/org.example.Api/providers";
    private static final String NODE = "dubbo%3A%2F%2F10.0.0.1%3A20880%2Forg.example.Api";

    private EmbeddedZooKeeper zooKeeper;
    private CuratorFramework watcherClient;
    private ZookeeperConnection first;
    private ZookeeperConnection second;

    @BeforeEach
    void start() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        watcherClient = CuratorFrameworkFactory.builder().connectString(zooKeeper.getConnectString())
                .sessionTimeoutMs(20000).connectionTimeoutMs(5000).retryPolicy(new RetryNTimes(30, 200)).build();
        watcherClient.start();
        assertTrue(watcherClient.blockUntilConnected(30, TimeUnit.SECONDS));
        first = connection();
        second = connection();
    }

    @AfterEach
    void stop() {
        for (AutoCloseable closeable : new AutoCloseable[] {first, second, watcherClient::close, zooKeeper}) {
            try {
                if (closeable != null) {
                    closeable.close();
                }
            } catch (Exception e) {
                // closing the rest anyway
            }
        }
    }

    @Test
    void nodeOfAnotherSessionIsReplacedWithoutEverLeavingTheDirectory() throws Exception {
        first.createEphemeral(PARENT + "/" + NODE);
        ChildrenWatch watch = new ChildrenWatch();
        watch.read();

        int replacements = 20;
        for (int i = 0; i < replacements; i++) {
            ZookeeperConnection next = i % 2 == 0 ? second : first;
            next.createEphemeral(PARENT + "/" + NODE);
            assertEquals(next.sessionId(), watcherClient.checkExists().forPath(PARENT + "/" + NODE).getEphemeralOwner(),
                    "replacement " + i + " belongs to the session that made it");
        }
        // every replacement changed the directory; wait until the watcher has read after the last one
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (watch.lastCversion() < watcherClient.checkExists().forPath(PARENT).getCversion()) {
            assertTrue(System.nanoTime() < deadline, "the watcher never caught up with the directory");
            Thread.sleep(20);
        }
        assertTrue(watch.reads.size() > 1, "the watcher saw the changes");
        assertTrue(watch.missing.isEmpty(), "reads of the directory without the live provider: " + watch.missing);
    }

    @Test
    void nodeThisSessionOwnsIsKept() throws Exception {
        first.createEphemeral(PARENT + "/" + NODE);
        Stat before = watcherClient.checkExists().forPath(PARENT + "/" + NODE);

        first.createEphemeral(PARENT + "/" + NODE);

        Stat after = watcherClient.checkExists().forPath(PARENT + "/" + NODE);
        assertEquals(before.getCzxid(), after.getCzxid(), "the node was not re-created");
        assertEquals(first.sessionId(), after.getEphemeralOwner());
    }

    private ZookeeperConnection connection() {
        return new ZookeeperConnection(ZookeeperRegistryOptions.of(URL.valueOf("zookeeper://"
                + zooKeeper.getConnectString() + "?timeout=30000&session=20000")), kind -> { });
    }

    /** Re-reads the providers directory on every change, as a consumer does, and notes each read without NODE. */
    private final class ChildrenWatch implements CuratorWatcher {
        final List<List<String>> reads = new CopyOnWriteArrayList<>();
        final List<List<String>> missing = new CopyOnWriteArrayList<>();
        private volatile int cversion = -1;

        void read() throws Exception {
            Stat stat = new Stat();
            List<String> children = watcherClient.getChildren().storingStatIn(stat).usingWatcher(this)
                    .forPath(PARENT);
            reads.add(children);
            if (!children.contains(NODE)) {
                missing.add(children);
            }
            cversion = stat.getCversion();
        }

        int lastCversion() {
            return cversion;
        }

        @Override
        public void process(WatchedEvent event) throws Exception {
            if (event.getType() == Watcher.Event.EventType.NodeChildrenChanged) {
                read();
            }
        }
    }
}
