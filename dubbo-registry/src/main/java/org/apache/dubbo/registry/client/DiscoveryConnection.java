package org.apache.dubbo.registry.client;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.api.CuratorWatcher;
import org.apache.curator.framework.state.ConnectionState;
import org.apache.curator.retry.ExponentialBackoffRetry;
import org.apache.dubbo.registry.zookeeper.CuratorConnection;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.data.Stat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;

/**
 * The {@link CuratorConnection} of an application-level registry — separate from the interface-level registry's,
 * as in Apache Dubbo — and the few node operations it needs. The owner is told about every (re)connection so it
 * can re-read what it watches (watches of an expired session are gone).
 */
final class DiscoveryConnection implements AutoCloseable {

    private static final Logger logger = LoggerFactory.getLogger(DiscoveryConnection.class);

    /** Node content and the version a compare-and-set must name. */
    static final class VersionedData {
        final String text;
        /** -1 when the node does not exist. */
        final int version;

        VersionedData(String text, int version) {
            this.text = text;
            this.version = version;
        }

        boolean exists() {
            return version >= 0;
        }
    }

    private final CuratorConnection connection;
    private final CuratorFramework client;

    /**
     * Starts the client and waits up to {@code blockUntilConnectedWait} for the first connection.
     *
     * @throws IllegalStateException if no connection was made in time and {@code check} is true; with
     *                               {@code check=false} the client keeps connecting in the background
     */
    DiscoveryConnection(DiscoveryOptions options, Runnable onConnected) {
        String connectString = options.connectString;
        this.connection = new CuratorConnection(CuratorConnection.settings(connectString)
                .timeouts(options.sessionTimeoutMs, options.connectionTimeoutMs)
                .retryPolicy(new ExponentialBackoffRetry(options.baseSleepTimeMs, options.maxRetries,
                        options.maxSleepMs))
                .ensembleTracker(options.ensembleTracker)
                .digestAuth(options.digestAuth)
                .threadName("DubboServiceDiscoveryZookeeper-" + connectString)
                .firstConnection(options.blockUntilConnectedMs, DiscoveryOptions.BLOCK_UNTIL_CONNECTED_WAIT,
                        options.check),
                (curator, state) -> {
                    if (state == ConnectionState.CONNECTED || state == ConnectionState.RECONNECTED) {
                        logger.info("ZooKeeper {} {} for application-level discovery", connectString, state);
                        onConnected.run();
                    } else if (state == ConnectionState.LOST) {
                        logger.warn("ZooKeeper {} session lost; the application instance is registered again once "
                                + "a new session is established", connectString);
                    }
                });
        this.client = connection.curator();
    }

    boolean isConnected() {
        return connection.isConnected();
    }

    CuratorFramework curator() {
        return client;
    }

    /** Fails at once instead of letting Curator wait for a connection. */
    void requireConnected() {
        connection.requireConnected();
    }

    /**
     * The children of {@code path}, leaving a one-shot child watch; when the node is missing, an empty list and a
     * watch for its creation.
     */
    List<String> watchChildren(String path, CuratorWatcher watcher) throws Exception {
        requireConnected();
        try {
            return client.getChildren().usingWatcher(watcher).forPath(path);
        } catch (KeeperException.NoNodeException e) {
            if (client.checkExists().usingWatcher(watcher).forPath(path) != null) {
                return client.getChildren().usingWatcher(watcher).forPath(path);
            }
            return Collections.emptyList();
        }
    }

    /** The children of {@code path}, empty when it is missing. */
    List<String> children(String path) throws Exception {
        return connection.children(path);
    }

    /**
     * The data of {@code path}, leaving a one-shot data watch (or, when it is missing, a watch for its creation);
     * null when missing. A null watcher reads without watching.
     */
    byte[] data(String path, CuratorWatcher watcher) throws Exception {
        requireConnected();
        try {
            return watcher == null ? client.getData().forPath(path)
                    : client.getData().usingWatcher(watcher).forPath(path);
        } catch (KeeperException.NoNodeException e) {
            if (watcher != null && client.checkExists().usingWatcher(watcher).forPath(path) != null) {
                return data(path, watcher);
            }
            return null;
        }
    }

    /** The text of {@code path} with its version, for {@link #compareAndSet}. */
    VersionedData versioned(String path) throws Exception {
        requireConnected();
        Stat stat = new Stat();
        try {
            byte[] data = client.getData().storingStatIn(stat).forPath(path);
            return new VersionedData(data == null ? "" : new String(data, StandardCharsets.UTF_8), stat.getVersion());
        } catch (KeeperException.NoNodeException e) {
            return new VersionedData(null, -1);
        }
    }

    /**
     * Writes {@code text} if the node is still at {@code expected} (creating it, persistent, when {@code expected}
     * says it did not exist); false when someone else wrote first.
     */
    boolean compareAndSet(String path, VersionedData expected, String text) throws Exception {
        requireConnected();
        byte[] data = text.getBytes(StandardCharsets.UTF_8);
        try {
            if (!expected.exists()) {
                client.create().creatingParentsIfNeeded().withMode(CreateMode.PERSISTENT).forPath(path, data);
            } else {
                client.setData().withVersion(expected.version).forPath(path, data);
            }
            return true;
        } catch (KeeperException.NodeExistsException | KeeperException.BadVersionException
                 | KeeperException.NoNodeException e) {
            return false;
        }
    }

    /** Creates {@code path} (persistent, parents too) with {@code text}, or replaces its content. */
    void write(String path, String text) throws Exception {
        connection.writePersistent(path, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Creates {@code path} with {@code text} unless it exists with content already. */
    void writeIfAbsent(String path, String text) throws Exception {
        requireConnected();
        byte[] current = data(path, null);
        if (current == null || current.length == 0) {
            write(path, text);
        }
    }

    @Override
    public void close() {
        connection.close();
    }
}
