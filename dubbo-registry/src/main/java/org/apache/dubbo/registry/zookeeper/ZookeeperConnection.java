package org.apache.dubbo.registry.zookeeper;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.api.CuratorWatcher;
import org.apache.curator.framework.state.ConnectionState;
import org.apache.curator.retry.RetryNTimes;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.data.Stat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

/**
 * The {@link CuratorConnection} of the interface-level registry and the few ZooKeeper operations it needs, with
 * the node semantics of registry spec 4.2: parents are created persistent on demand, an ephemeral node that already
 * exists (left by another session: our own expired one, or a previous run's) is replaced by this session's in one
 * transaction, an existing persistent node is kept.
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

    private static final byte[] NO_DATA = CuratorConnection.NO_DATA;
    private static final int OPERATION_RETRIES = 1;
    private static final int OPERATION_RETRY_SLEEP_MS = 1000;
    private static final int EPHEMERAL_CREATE_ATTEMPTS = 3;

    private final CuratorConnection connection;
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
        this.connection = new CuratorConnection(CuratorConnection.settings(options.connectString)
                .timeouts(options.sessionTimeoutMs, options.connectTimeoutMs)
                .retryPolicy(new RetryNTimes(OPERATION_RETRIES, OPERATION_RETRY_SLEEP_MS))
                .ensembleTracker(options.ensembleTracker)
                .digestAuth(options.digestAuth)
                .firstConnection(options.connectTimeoutMs, "timeout", options.check),
                (curator, state) -> stateChanged(curator, state, listener));
        this.client = connection.curator();
    }

    boolean isConnected() {
        return connection.isConnected();
    }

    /** The id of the current session, 0 when there is none. */
    long sessionId() {
        return connection.sessionId();
    }

    /** The Curator client, for reading the tree in tests and tools; the connection owns it. */
    CuratorFramework curator() {
        return client;
    }

    /**
     * Creates the ephemeral node {@code path} for this session. A node already there that belongs to another session
     * (our own expired one, or a previous run's not yet expired) is replaced by this session's in one ZooKeeper
     * transaction, so that a watcher of the parent never sees the path missing: a provider re-registering after a
     * session loss does not vanish from its consumers for a moment (and, with notifications spaced by
     * {@code delay-notification}, for seconds). A node this session owns already is kept.
     */
    void createEphemeral(String path) throws Exception {
        requireConnected();
        for (int attempt = 1; ; attempt++) {
            try {
                client.create().creatingParentsIfNeeded().withMode(CreateMode.EPHEMERAL).forPath(path, NO_DATA);
                return;
            } catch (KeeperException.NodeExistsException e) {
                Stat existing = client.checkExists().forPath(path);
                if (existing != null && existing.getEphemeralOwner() == connection.sessionId()) {
                    return;
                }
                if (attempt >= EPHEMERAL_CREATE_ATTEMPTS) {
                    throw e;
                }
                if (existing == null) {
                    continue;
                }
                logger.info("ZooKeeper node {} was left by session 0x{}; replacing it with this session's (0x{})",
                        path, Long.toHexString(existing.getEphemeralOwner()), Long.toHexString(connection.sessionId()));
                try {
                    client.transaction().forOperations(
                            client.transactionOp().delete().withVersion(existing.getVersion()).forPath(path),
                            client.transactionOp().create().withMode(CreateMode.EPHEMERAL).forPath(path, NO_DATA));
                    return;
                } catch (KeeperException.NoNodeException | KeeperException.BadVersionException
                         | KeeperException.NodeExistsException changedMeanwhile) {
                    // someone else replaced or removed it between our look and our transaction: look again
                }
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
        connection.writePersistent(path, data);
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

    /** What a background read of a node's children hands over: the children, or why there are none. */
    interface ChildrenCallback {

        void read(List<String> children, Exception failure);
    }

    /**
     * {@link #watchChildren} in the background: the request is sent at once and {@code callback} gets the answer on
     * {@code executor}, so that the re-reads of many changed directories are in flight together instead of each
     * waiting for the previous one's round trip. Answers come in the order of the requests (one session, one
     * connection). A missing path is created and read again, in the foreground, on {@code executor}.
     *
     * @throws Exception if the request cannot be sent (not connected)
     */
    void watchChildrenInBackground(String path, CuratorWatcher watcher, Executor executor, ChildrenCallback callback)
            throws Exception {
        requireConnected();
        client.getChildren().usingWatcher(watcher).inBackground((curator, event) -> {
            int code = event.getResultCode();
            if (code == KeeperException.Code.OK.intValue()) {
                callback.read(event.getChildren(), null);
                return;
            }
            if (code == KeeperException.Code.NONODE.intValue()) {
                try {
                    callback.read(watchChildren(path, watcher), null);
                } catch (Exception e) {
                    callback.read(null, e);
                }
                return;
            }
            callback.read(null, KeeperException.create(KeeperException.Code.get(code), path));
        }, task -> {
            try {
                executor.execute(task);
            } catch (RejectedExecutionException e) {
                logger.debug("Registry shut down; dropping the children of {}", path);
            }
        }).forPath(path);
    }

    /** The children of {@code path}, empty when it is missing. */
    List<String> children(String path) throws Exception {
        return connection.children(path);
    }

    @Override
    public void close() {
        connection.close();
    }

    private void requireConnected() {
        connection.requireConnected();
    }

    private void stateChanged(CuratorFramework curator, ConnectionState state, SessionListener listener) {
        switch (state) {
            case CONNECTED:
            case RECONNECTED:
                ConnectionKind kind;
                long current = CuratorConnection.sessionId(curator);
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
}
