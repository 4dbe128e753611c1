package org.apache.dubbo.registry.zookeeper;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.framework.api.ACLProvider;
import org.apache.curator.framework.api.CuratorWatcher;
import org.apache.curator.framework.state.ConnectionState;
import org.apache.curator.retry.RetryNTimes;
import org.apache.dubbo.common.utils.NamedThreadFactory;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.data.ACL;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One Curator client and the few ZooKeeper operations the interface-level registry needs, with the node semantics
 * of registry spec 4.2: parents are created persistent on demand, an ephemeral node that already exists (left by
 * an expired session of a previous run) is deleted and created again, an existing persistent node is kept.
 *
 * <p>It also classifies connection events for its owner: the first connection, a reconnection in the same
 * session (ephemeral nodes and watches survived), and a connection in a new session (the server dropped them).
 */
final class ZookeeperConnection implements AutoCloseable {

    /** What the owner of a connection is told, on a Curator thread. */
    interface SessionListener {

        void connected(ConnectionKind kind);
    }

    enum ConnectionKind {
        FIRST, SAME_SESSION, NEW_SESSION
    }

    private static final Logger logger = LoggerFactory.getLogger(ZookeeperConnection.class);

    private static final byte[] NO_DATA = new byte[0];
    private static final int OPERATION_RETRIES = 1;
    private static final int OPERATION_RETRY_SLEEP_MS = 1000;
    private static final int EPHEMERAL_CREATE_ATTEMPTS = 3;

    private final CuratorFramework client;
    private final String connectString;
    private final Object sessionLock = new Object();
    /** Guarded by {@link #sessionLock}; 0 before the first connection. */
    private long sessionId;

    /**
     * Starts the client and waits up to the connect timeout for the first connection.
     *
     * @throws IllegalStateException if no connection was made in time and {@code check} is true; with
     *                               {@code check=false} the client keeps connecting in the background
     */
    ZookeeperConnection(ZookeeperRegistryOptions options, SessionListener listener) {
        this.connectString = options.connectString;
        CuratorFrameworkFactory.Builder builder = CuratorFrameworkFactory.builder()
                .connectString(options.connectString)
                .connectionTimeoutMs(options.connectTimeoutMs)
                .sessionTimeoutMs(options.sessionTimeoutMs)
                .retryPolicy(new RetryNTimes(OPERATION_RETRIES, OPERATION_RETRY_SLEEP_MS))
                .ensembleTracker(options.ensembleTracker)
                .defaultData(NO_DATA)
                .threadFactory(new NamedThreadFactory("DubboZookeeper-" + options.connectString, true));
        if (options.digestAuth != null) {
            builder.authorization("digest", options.digestAuth.getBytes(StandardCharsets.UTF_8))
                    .aclProvider(new CreatorOnlyAcl());
        }
        this.client = builder.build();
        client.getConnectionStateListenable().addListener((c, state) -> stateChanged(state, listener));
        client.start();
        boolean connected;
        try {
            connected = client.blockUntilConnected(options.connectTimeoutMs, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            client.close();
            throw new IllegalStateException("Interrupted while connecting to ZooKeeper " + connectString, e);
        }
        if (!connected) {
            if (options.check) {
                client.close();
                throw new IllegalStateException("ZooKeeper " + connectString + " not connected within "
                        + options.connectTimeoutMs + " ms (timeout); set check=false to start without it");
            }
            logger.warn("ZooKeeper {} not connected within {} ms; check=false, so starting without it and "
                    + "connecting in the background", connectString, options.connectTimeoutMs);
        }
    }

    boolean isConnected() {
        return client.getZookeeperClient().isConnected();
    }

    /** The id of the current session, 0 when there is none. */
    long sessionId() {
        try {
            return client.getZookeeperClient().getZooKeeper().getSessionId();
        } catch (Exception e) {
            return 0;
        }
    }

    /** The Curator client, for reading the tree in tests and tools; the connection owns it. */
    CuratorFramework curator() {
        return client;
    }

    void createEphemeral(String path) throws Exception {
        requireConnected();
        for (int attempt = 1; ; attempt++) {
            try {
                client.create().creatingParentsIfNeeded().withMode(CreateMode.EPHEMERAL).forPath(path, NO_DATA);
                return;
            } catch (KeeperException.NodeExistsException e) {
                if (attempt >= EPHEMERAL_CREATE_ATTEMPTS) {
                    throw e;
                }
                // Left by a session that has not expired yet (a previous run of this process, or our own old
                // session): replace it so that the node belongs to the live session.
                logger.info("ZooKeeper node {} already exists; deleting and creating it again", path);
                delete(path);
            }
        }
    }

    void createPersistent(String path) throws Exception {
        requireConnected();
        try {
            client.create().creatingParentsIfNeeded().withMode(CreateMode.PERSISTENT).forPath(path, NO_DATA);
        } catch (KeeperException.NodeExistsException e) {
            logger.debug("ZooKeeper node {} already exists", path);
        }
    }

    /** Writes {@code data} to a persistent node, creating it (and its parents) or replacing its content. */
    void writePersistent(String path, byte[] data) throws Exception {
        requireConnected();
        try {
            client.create().creatingParentsIfNeeded().withMode(CreateMode.PERSISTENT).forPath(path, data);
        } catch (KeeperException.NodeExistsException e) {
            client.setData().forPath(path, data);
        }
    }

    void delete(String path) throws Exception {
        requireConnected();
        try {
            client.delete().forPath(path);
        } catch (KeeperException.NoNodeException e) {
            logger.debug("ZooKeeper node {} already gone", path);
        }
    }

    /** The children of {@code path}, leaving a one-shot child watch; creates the path when it is missing. */
    List<String> watchChildren(String path, CuratorWatcher watcher) throws Exception {
        requireConnected();
        try {
            return client.getChildren().usingWatcher(watcher).forPath(path);
        } catch (KeeperException.NoNodeException e) {
            createPersistent(path);
            return client.getChildren().usingWatcher(watcher).forPath(path);
        }
    }

    /** The children of {@code path}, empty when it is missing. */
    List<String> children(String path) throws Exception {
        requireConnected();
        try {
            return client.getChildren().forPath(path);
        } catch (KeeperException.NoNodeException e) {
            return Collections.emptyList();
        }
    }

    @Override
    public void close() {
        client.close();
    }

    /** Fails at once instead of letting Curator wait up to the connect timeout for a connection. */
    private void requireConnected() {
        if (!isConnected()) {
            throw new IllegalStateException("ZooKeeper " + connectString + " is not connected");
        }
    }

    private void stateChanged(ConnectionState state, SessionListener listener) {
        switch (state) {
            case CONNECTED:
            case RECONNECTED:
                ConnectionKind kind;
                long current = sessionId();
                synchronized (sessionLock) {
                    kind = sessionId == 0 ? ConnectionKind.FIRST
                            : sessionId == current ? ConnectionKind.SAME_SESSION : ConnectionKind.NEW_SESSION;
                    sessionId = current;
                }
                logger.info("ZooKeeper {} {} (session 0x{}, {})", connectString, state, Long.toHexString(current),
                        kind);
                listener.connected(kind);
                break;
            case SUSPENDED:
                logger.warn("ZooKeeper {} connection suspended; registrations stay while the session lives",
                        connectString);
                break;
            case LOST:
                logger.warn("ZooKeeper {} session lost; its registrations will be deleted by the server and are "
                        + "re-created once a new session is established", connectString);
                break;
            default:
                break;
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
