package org.apache.dubbo.registry.zookeeper;

import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.curator.RetryPolicy;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.framework.api.ACLProvider;
import org.apache.curator.framework.state.ConnectionStateListener;
import org.apache.dubbo.common.utils.NamedThreadFactory;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.ZooKeeper;
import org.apache.zookeeper.data.ACL;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A started Curator client as both ZooKeeper registries use it (interface-level and application-level, each with
 * its own client as in Apache Dubbo): digest authentication with creator-only ACLs, daemon threads named after the
 * ensemble, a bounded wait for the first connection that fails start-up only with {@code check=true}, and
 * operations that fail at once while disconnected instead of letting Curator's retry policy block the caller.
 */
public final class CuratorConnection implements AutoCloseable {

    private static final Logger logger = LoggerFactory.getLogger(CuratorConnection.class);

    static final byte[] NO_DATA = new byte[0];

    private final CuratorFramework client;
    private final String connectString;

    /**
     * Starts the client; {@code listener} hears every connection state change, on a Curator thread (the first
     * one possibly before this constructor returns, so it must use the client it is given).
     *
     * @throws IllegalStateException if no connection was made within the settings' wait and {@code check} is
     *                               true; with {@code check=false} the client keeps connecting in the background
     */
    public CuratorConnection(Settings settings, ConnectionStateListener listener) {
        this.connectString = settings.connectString;
        ZookeeperJars.requireOneRelease(ZooKeeper.class.getClassLoader());
        CuratorFrameworkFactory.Builder builder = CuratorFrameworkFactory.builder()
                .connectString(settings.connectString)
                .sessionTimeoutMs(settings.sessionTimeoutMs)
                .connectionTimeoutMs(settings.connectionTimeoutMs)
                .retryPolicy(settings.retryPolicy)
                .ensembleTracker(settings.ensembleTracker)
                .defaultData(NO_DATA)
                .threadFactory(new NamedThreadFactory(settings.threadName, true));
        if (settings.digestAuth != null) {
            builder.authorization("digest", settings.digestAuth.getBytes(StandardCharsets.UTF_8))
                    .aclProvider(new CreatorOnlyAcl());
        }
        this.client = builder.build();
        client.getConnectionStateListenable().addListener(listener);
        client.start();
        boolean connected;
        try {
            connected = client.blockUntilConnected((int) settings.waitMs, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            client.close();
            throw new IllegalStateException("Interrupted while connecting to ZooKeeper " + connectString, e);
        }
        if (!connected) {
            if (settings.check) {
                client.close();
                throw new IllegalStateException("ZooKeeper " + connectString + " not connected within "
                        + settings.waitMs + " ms (" + settings.waitKey + "); set check=false to start without it");
            }
            logger.warn("ZooKeeper {} not connected within {} ms; check=false, so starting without it and "
                    + "connecting in the background", connectString, settings.waitMs);
        }
    }

    /** Settings for {@code connectString}; the rest have the values the setters describe until set. */
    public static Settings settings(String connectString) {
        return new Settings(connectString);
    }

    public boolean isConnected() {
        return client.getZookeeperClient().isConnected();
    }

    /** @throws IllegalStateException at once when there is no connection */
    public void requireConnected() {
        if (!isConnected()) {
            throw new IllegalStateException("ZooKeeper " + connectString + " is not connected");
        }
    }

    /** The id of the current session, 0 when there is none. */
    public long sessionId() {
        return sessionId(client);
    }

    /** The id of {@code client}'s current session, 0 when there is none. */
    public static long sessionId(CuratorFramework client) {
        try {
            return client.getZookeeperClient().getZooKeeper().getSessionId();
        } catch (Exception e) {
            return 0;
        }
    }

    /** The Curator client; the connection owns it. */
    public CuratorFramework curator() {
        return client;
    }

    /** The children of {@code path}, empty when it is missing. */
    public List<String> children(String path) throws Exception {
        requireConnected();
        try {
            return client.getChildren().forPath(path);
        } catch (KeeperException.NoNodeException e) {
            return Collections.emptyList();
        }
    }

    /** Writes {@code data} to a persistent node, creating it (and its parents) or replacing its content. */
    public void writePersistent(String path, byte[] data) throws Exception {
        requireConnected();
        try {
            client.create().creatingParentsIfNeeded().withMode(CreateMode.PERSISTENT).forPath(path, data);
        } catch (KeeperException.NodeExistsException e) {
            client.setData().forPath(path, data);
        }
    }

    @Override
    public void close() {
        client.close();
    }

    /** How to connect: timeouts, retry policy, identity, thread name and the start-up wait. */
    public static final class Settings {
        final String connectString;
        int sessionTimeoutMs = 60_000;
        int connectionTimeoutMs = 30_000;
        RetryPolicy retryPolicy;
        boolean ensembleTracker = true;
        String digestAuth;
        String threadName;
        long waitMs = 30_000;
        String waitKey = "timeout";
        boolean check = true;

        private Settings(String connectString) {
            this.connectString = connectString;
            this.threadName = "DubboZookeeper-" + connectString;
        }

        public Settings timeouts(int sessionTimeoutMs, int connectionTimeoutMs) {
            this.sessionTimeoutMs = sessionTimeoutMs;
            this.connectionTimeoutMs = connectionTimeoutMs;
            return this;
        }

        /** What Curator does when an operation meets a lost connection (required). */
        public Settings retryPolicy(RetryPolicy retryPolicy) {
            this.retryPolicy = retryPolicy;
            return this;
        }

        public Settings ensembleTracker(boolean ensembleTracker) {
            this.ensembleTracker = ensembleTracker;
            return this;
        }

        /** {@code user:password} for digest authentication, or null for none. */
        public Settings digestAuth(String digestAuth) {
            this.digestAuth = digestAuth;
            return this;
        }

        public Settings threadName(String threadName) {
            this.threadName = threadName;
            return this;
        }

        /**
         * Wait up to {@code waitMs} for the first connection; {@code waitKey} names the setting in the error, and
         * {@code check} says whether not connecting in time fails start-up.
         */
        public Settings firstConnection(long waitMs, String waitKey, boolean check) {
            this.waitMs = waitMs;
            this.waitKey = waitKey;
            this.check = check;
            return this;
        }
    }

    /** Digest authentication: only the creating identity may read or change our nodes. */
    private static final class CreatorOnlyAcl implements ACLProvider {

        @Override
        public List<ACL> getDefaultAcl() {
            return ZooDefs.Ids.CREATOR_ALL_ACL;
        }

        @Override
        public List<ACL> getAclForPath(String path) {
            return ZooDefs.Ids.CREATOR_ALL_ACL;
        }
    }
}
