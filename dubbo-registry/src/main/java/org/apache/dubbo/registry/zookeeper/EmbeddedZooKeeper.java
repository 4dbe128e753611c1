package org.apache.dubbo.registry.zookeeper;

import org.apache.zookeeper.server.ServerCnxnFactory;
import org.apache.zookeeper.server.ZooKeeperServer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.Closeable;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * A single ZooKeeper server inside this JVM, for tests and demos: it listens on {@code 127.0.0.1} only, on a free
 * port or a given one, and keeps its data (including sessions and ephemeral nodes) in a directory, so that
 * {@link #stop()} followed by {@link #restart()} behaves like an outage of a real server.
 *
 * <p>Built on ZooKeeper's own server classes, which Curator already brings in; the tick is 1000 ms, so sessions
 * are clamped to 2 to 20 seconds.
 */
public final class EmbeddedZooKeeper implements Closeable {

    private static final Logger logger = LoggerFactory.getLogger(EmbeddedZooKeeper.class);

    private static final String LOOPBACK = "127.0.0.1";
    private static final int TICK_TIME_MS = 1000;
    /** No per-client connection limit: every registry of a test opens its own connection from one address. */
    private static final int UNLIMITED_CONNECTIONS = 0;

    private final Path dataDirectory;
    private final boolean ownsDataDirectory;
    private int port;
    private ZooKeeperServer server;
    private ServerCnxnFactory connections;
    private boolean closed;

    private EmbeddedZooKeeper(Path dataDirectory, boolean ownsDataDirectory, int port) {
        this.dataDirectory = dataDirectory;
        this.ownsDataDirectory = ownsDataDirectory;
        this.port = port;
    }

    /** Starts a server on a free loopback port with a fresh temporary data directory, deleted by {@link #close()}. */
    public static EmbeddedZooKeeper start() throws IOException {
        return start(0);
    }

    /**
     * Starts a server on {@code port} (0 picks a free one) with a fresh temporary data directory, deleted by
     * {@link #close()}.
     */
    public static EmbeddedZooKeeper start(int port) throws IOException {
        return start(port, Files.createTempDirectory("dubbo-embedded-zookeeper"), true);
    }

    /**
     * Starts a server on {@code port} (0 picks a free one) keeping its data in {@code dataDirectory}, which
     * {@link #close()} leaves in place (a later server on the same directory sees the same tree).
     */
    public static EmbeddedZooKeeper start(int port, Path dataDirectory) throws IOException {
        return start(port, dataDirectory, false);
    }

    private static EmbeddedZooKeeper start(int port, Path dataDirectory, boolean owned) throws IOException {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("Invalid port " + port + ": must be within 0..65535");
        }
        Files.createDirectories(dataDirectory);
        EmbeddedZooKeeper zooKeeper = new EmbeddedZooKeeper(dataDirectory, owned, port);
        try {
            zooKeeper.startServer();
        } catch (IOException | RuntimeException e) {
            zooKeeper.close();
            throw e;
        }
        return zooKeeper;
    }

    /** {@code 127.0.0.1:port}, for a registry address or a ZooKeeper client. */
    public String getConnectString() {
        return LOOPBACK + ":" + getPort();
    }

    /** The port; stays the same across {@link #stop()} and {@link #restart()}. */
    public synchronized int getPort() {
        return port;
    }

    public Path getDataDirectory() {
        return dataDirectory;
    }

    public synchronized boolean isRunning() {
        return server != null;
    }

    /**
     * Shuts the server down, dropping every client connection; sessions and nodes stay on disk. Clients see a lost
     * connection and keep reconnecting. Does nothing when already stopped.
     */
    public synchronized void stop() {
        if (server == null) {
            return;
        }
        connections.shutdown();
        server.shutdown();
        try {
            // Releases the transaction log, so that a restart on the same directory can open it.
            server.getZKDatabase().close();
        } catch (IOException e) {
            logger.warn("Cannot close the embedded ZooKeeper database in {}: {}", dataDirectory, e.toString());
        }
        server = null;
        connections = null;
        logger.info("Embedded ZooKeeper on {} stopped", getConnectString());
    }

    /**
     * Starts the server again on the same port and data. Sessions come back with their timeouts restarted:
     * clients that reconnect within their session timeout keep their session (and their ephemeral nodes and
     * watches), the others' sessions expire.
     *
     * @throws IllegalStateException if the server is running or closed
     */
    public synchronized void restart() throws IOException {
        if (closed) {
            throw new IllegalStateException("Embedded ZooKeeper on " + getConnectString() + " is closed");
        }
        if (server != null) {
            throw new IllegalStateException("Embedded ZooKeeper on " + getConnectString() + " is running");
        }
        startServer();
    }

    /**
     * Expires a client session as the server does when the client stays away too long: its ephemeral nodes are
     * deleted and the client learns on its next contact that the session is gone.
     *
     * @throws IllegalStateException if the server is not running
     */
    public synchronized void expireSession(long sessionId) {
        if (server == null) {
            throw new IllegalStateException("Embedded ZooKeeper on " + getConnectString() + " is not running");
        }
        server.expire(sessionId);
    }

    /** Stops the server and deletes the data directory if this class created it. Idempotent. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        stop();
        if (ownsDataDirectory) {
            deleteRecursively(dataDirectory);
        }
    }

    @Override
    public String toString() {
        return "EmbeddedZooKeeper(" + getConnectString() + ", " + (isRunning() ? "running" : "stopped") + ")";
    }

    private void startServer() throws IOException {
        ZooKeeperServer fresh = new ZooKeeperServer(dataDirectory.toFile(), dataDirectory.toFile(), TICK_TIME_MS);
        ServerCnxnFactory factory = ServerCnxnFactory.createFactory(
                new InetSocketAddress(InetAddress.getByName(LOOPBACK), port), UNLIMITED_CONNECTIONS);
        try {
            factory.startup(fresh);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            factory.shutdown();
            throw new IOException("Interrupted while starting the embedded ZooKeeper", e);
        } catch (IOException | RuntimeException e) {
            factory.shutdown();
            throw e;
        }
        server = fresh;
        connections = factory;
        port = factory.getLocalPort();
        logger.info("Embedded ZooKeeper listening on {} (data in {})", getConnectString(), dataDirectory);
    }

    private static void deleteRecursively(Path directory) {
        if (!Files.exists(directory)) {
            return;
        }
        try {
            Files.walkFileTree(directory, new SimpleFileVisitor<Path>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                    Files.delete(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException failure) throws IOException {
                    Files.delete(dir);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            logger.warn("Cannot delete embedded ZooKeeper data in {}: {}", directory, e.toString());
        }
    }
}
