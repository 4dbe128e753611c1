package io.github.dubbotuned.benchmark.runner;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A ZooKeeper ensemble of {@code size} real servers ({@code QuorumPeerMain}, the ZooKeeper that Curator brings onto
 * the benchmark's class path), each in its own JVM, all in one network namespace of their own: there nothing else
 * listens, so the client ports (2181, 2182, ...) and quorum ports are fixed without colliding with anything on the
 * machine. ZooKeeper's defaults otherwise ({@code tickTime} 2000 ms, so sessions of 4 to 40 s). A server can be
 * killed and started again on its data directory, as an operator restarts one.
 */
final class ZooKeeperEnsemble implements AutoCloseable {

    static final String MAIN = "org.apache.zookeeper.server.quorum.QuorumPeerMain";
    private static final int FIRST_CLIENT_PORT = 2181;
    private static final long START_MILLIS = 120_000;

    /** Starts a ZooKeeper server JVM for a config file; the experiment supplies the namespace and class path. */
    interface Starter {
        ChildJvm start(String label, List<String> arguments) throws IOException;
    }

    private final int size;
    private final File directory;
    private final Starter starter;
    private final ChildJvm[] servers;

    ZooKeeperEnsemble(int size, File directory, Starter starter) throws IOException {
        this.size = size;
        this.directory = directory;
        this.starter = starter;
        this.servers = new ChildJvm[size];
        for (int id = 1; id <= size; id++) {
            writeConfig(id);
        }
    }

    /** Client ports of the servers, e.g. {@code host:2181,host:2182,host:2183}. */
    String connectString(String host) {
        StringBuilder text = new StringBuilder();
        for (int id = 1; id <= size; id++) {
            text.append(id == 1 ? "" : ",").append(host).append(':').append(FIRST_CLIENT_PORT + id - 1);
        }
        return text.toString();
    }

    /** A registry address for Dubbo: the first server, the others as backups. */
    String registryAddress(String host) {
        StringBuilder text = new StringBuilder("zookeeper://" + host + ":" + FIRST_CLIENT_PORT);
        for (int id = 2; id <= size; id++) {
            text.append(id == 2 ? "?backup=" : ",").append(host).append(':').append(FIRST_CLIENT_PORT + id - 1);
        }
        return text.toString();
    }

    /** Starts every server and waits until each has taken its part in a quorum (leading or following). */
    void startAll() throws IOException, InterruptedException {
        List<CountDownLatch> roles = new ArrayList<CountDownLatch>();
        for (int id = 1; id <= size; id++) {
            roles.add(start(id));
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(START_MILLIS);
        for (int id = 1; id <= size; id++) {
            long left = deadline - System.nanoTime();
            if (left <= 0 || !roles.get(id - 1).await(left, TimeUnit.NANOSECONDS)) {
                throw new IllegalStateException("ZooKeeper server " + id + " joined no quorum within "
                        + START_MILLIS / 1000 + " s; see its log in " + directory.getParentFile());
            }
        }
    }

    /** Starts server {@code id} (1-based); the latch opens when it leads or follows. */
    CountDownLatch start(int id) throws IOException {
        if (servers[id - 1] != null && servers[id - 1].isAlive()) {
            throw new IllegalStateException("ZooKeeper server " + id + " is running");
        }
        final CountDownLatch role = new CountDownLatch(1);
        ChildJvm server = starter.start("zookeeper-" + id, java.util.Arrays.asList(
                new File(directory, "zoo" + id + ".cfg").getAbsolutePath()));
        server.addListener(new ChildJvm.LineListener() {
            @Override
            public void line(String line) {
                if (line.contains("LEADING") || line.contains("FOLLOWING")) {
                    role.countDown();
                }
            }
        });
        servers[id - 1] = server;
        return role;
    }

    /** Kills server {@code id} (SIGKILL) and waits for its end. */
    void kill(int id) throws IOException, InterruptedException {
        ChildJvm server = servers[id - 1];
        if (server != null) {
            Signals.send("KILL", server.pid());
            server.waitFor(30_000);
            server.close();
        }
    }

    @Override
    public void close() {
        for (ChildJvm server : servers) {
            if (server != null) {
                try {
                    Signals.send("KILL", server.pid());
                    server.close();
                } catch (IOException | InterruptedException | RuntimeException e) {
                    // ending anyway; the namespace goes with the topology
                }
            }
        }
    }

    private void writeConfig(int id) throws IOException {
        File data = new File(directory, "data" + id);
        data.mkdirs();
        Files.write(new File(data, "myid").toPath(), String.valueOf(id).getBytes(StandardCharsets.US_ASCII));
        StringBuilder config = new StringBuilder();
        config.append("tickTime=2000\ninitLimit=10\nsyncLimit=5\n");
        config.append("dataDir=").append(data.getAbsolutePath()).append('\n');
        config.append("clientPort=").append(FIRST_CLIENT_PORT + id - 1).append('\n');
        config.append("admin.enableServer=false\n");
        config.append("maxClientCnxns=0\n");
        for (int peer = 1; peer <= size; peer++) {
            config.append("server.").append(peer).append("=127.0.0.1:").append(2887 + peer).append(':')
                    .append(3887 + peer).append('\n');
        }
        Files.write(new File(directory, "zoo" + id + ".cfg").toPath(),
                config.toString().getBytes(StandardCharsets.US_ASCII));
    }
}
