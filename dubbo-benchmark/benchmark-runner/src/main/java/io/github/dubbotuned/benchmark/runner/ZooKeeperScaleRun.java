package io.github.dubbotuned.benchmark.runner;

import io.github.dubbotuned.benchmark.harness.ProviderFleet;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.ExponentialBackoffRetry;

import java.io.File;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One scale consumer against a real ZooKeeper ({@code --scale-registry zookeeper}): a standalone ZooKeeper server
 * JVM of its own (on a free port, data in the results directory, removed afterwards, as is the consumer's registry
 * cache file, put there too with the registry's {@code file} parameter), the fleet's
 * {@code /dubbo/{interface}/providers} nodes created before the consumer subscribes, then the consumer, whose
 * requests ({@value #REQUEST} {@code full PORT | one-percent N | one-percent-again N | churn N} on its output) this
 * runner serves by writing the fleet through a {@link ZooKeeperFleetWriter}: the same fleet and churn, step for step,
 * the consumer models to know when its directories reflect a write.
 *
 * <p>ZooKeeper runs with {@code forceSync=no}: the experiment measures the consumer, and the machine's disk would
 * otherwise pace every write. A subscriber's ZooKeeper client refuses a reply larger than its {@code jute.maxbuffer}
 * (1 MB by default), and a getChildren of an interface returns every provider's node name (about 0.9 KB each): when
 * the largest interface could exceed it, the server and the consumer get {@code -Djute.maxbuffer} of twice that.
 */
final class ZooKeeperScaleRun {

    static final String REQUEST = "SCALE ZOOKEEPER WRITE ";
    /** The ZooKeeper client's default limit on a reply (0xfffff bytes). */
    static final long DEFAULT_JUTE_MAXBUFFER = 0xfffff;
    private static final String SERVER_MAIN = "org.apache.zookeeper.server.ZooKeeperServerMain";
    private static final long CONNECT_MILLIS = 120_000;

    private final RunSettings settings;
    private final Launcher launcher;

    ZooKeeperScaleRun(RunSettings settings, Launcher launcher) {
        this.settings = settings;
        this.launcher = launcher;
    }

    /**
     * Runs the consumer of {@code tag} ({@code ScaleConsumerMain} with {@code arguments}) against a fresh ZooKeeper;
     * writer figures go into {@code row}.
     */
    Launcher.Outcome run(Implementation implementation, int addresses, List<String> arguments, String tag,
                         Map<String, Object> row) throws IOException, InterruptedException {
        ProviderFleet shape = new ProviderFleet(settings.scaleInterfaces, addresses, settings.scaleServicesPerApp, 0,
                ScaleExperiment.SEED);
        long largestReply = ZooKeeperFleetWriter.largestChildrenReplyBytes(shape);
        long juteMaxBuffer = juteMaxBuffer(largestReply);
        row.put("zk_delay_notification_ms", settings.scaleDelayNotification);
        row.put("zk_file_cache", settings.scaleFileCache);
        row.put("zk_largest_children_reply_bytes", largestReply);
        row.put("zk_jute_maxbuffer", juteMaxBuffer);
        List<String> juteFlags = juteMaxBuffer > DEFAULT_JUTE_MAXBUFFER
                ? Arrays.asList("-Djute.maxbuffer=" + juteMaxBuffer) : new ArrayList<String>();

        File directory = new File(settings.out, "zookeeper-" + tag);
        deleteRecursively(directory.toPath());
        File data = new File(directory, "data");
        data.mkdirs();
        int port = Launcher.freePort();
        File config = new File(directory, "zoo.cfg");
        Files.write(config.toPath(), ("tickTime=2000\n"
                + "dataDir=" + data.getAbsolutePath() + "\n"
                + "clientPort=" + port + "\n"
                + "clientPortAddress=127.0.0.1\n"
                + "maxClientCnxns=0\n"
                + "forceSync=no\n"
                + "admin.enableServer=false\n"
                + "4lw.commands.whitelist=ruok\n").getBytes(StandardCharsets.US_ASCII));
        String zookeeperHeap = (256 + addresses * 8L / 1000) + "m";
        List<String> serverFlags = new ArrayList<String>(juteFlags);
        serverFlags.add("-Dzookeeper.admin.enableServer=false");
        serverFlags.add("-Dzookeeper.forceSync=no");
        ChildJvm server = launcher.startOwnHeap(Implementation.OURS, SERVER_MAIN, zookeeperHeap, serverFlags,
                Arrays.asList(config.getAbsolutePath()), "zookeeper-" + tag);
        try {
            String connect = "127.0.0.1:" + port;
            awaitListening(server, port, tag);
            // the writer's ZooKeeper client logs every connection detail at info
            System.setProperty("org.slf4j.simpleLogger.log.org.apache.zookeeper", "warn");
            System.setProperty("org.slf4j.simpleLogger.log.org.apache.curator", "warn");
            CuratorFramework client = CuratorFrameworkFactory.builder().connectString(connect)
                    .sessionTimeoutMs(60_000).connectionTimeoutMs(15_000)
                    .retryPolicy(new ExponentialBackoffRetry(200, 10)).build();
            client.start();
            try {
                if (!client.blockUntilConnected((int) CONNECT_MILLIS, TimeUnit.MILLISECONDS)) {
                    throw new IllegalStateException("the ZooKeeper server of " + tag + " did not accept a client "
                            + "within " + CONNECT_MILLIS / 1000 + " s (alive: " + server.isAlive() + ")");
                }
                try {
                    new ZooKeeperFleetWriter(client, shape, ZooKeeperFleetWriter.MAX_BATCH_BYTES).createParents();
                } catch (Exception e) {
                    throw new IllegalStateException("cannot create the providers nodes of " + tag + ": " + e, e);
                }
                List<String> consumerArguments = new ArrayList<String>(arguments);
                consumerArguments.addAll(Arrays.asList("--registry", "zookeeper", "--registry-address",
                        "zookeeper://" + connect + "?delay-notification=" + settings.scaleDelayNotification
                                + (settings.scaleFileCache ? "&file=" + new File(directory, "registry.cache")
                                        .getAbsolutePath() : "&file-cache=false")));
                List<String> consumerFlags = new ArrayList<String>(juteFlags);
                consumerFlags.add("-XX:+ExitOnOutOfMemoryError");
                return serve(client, implementation, addresses, consumerFlags, consumerArguments, tag, row);
            } finally {
                client.close();
            }
        } finally {
            if (server.isAlive()) {
                Signals.send("KILL", server.pid());
            }
            server.close();
            // the data, and the registry's cache file (as large as the fleet's URLs): nothing a reader needs
            deleteRecursively(directory.toPath());
        }
    }

    /**
     * Waits until the server serves (its {@code ruok} answers {@code imok}), so that the writer's client does not log
     * refused or dropped attempts.
     */
    private static void awaitListening(ChildJvm server, int port, String tag) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(CONNECT_MILLIS);
        while (System.nanoTime() < deadline && server.isAlive()) {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", port), 1000);
                socket.setSoTimeout(1000);
                socket.getOutputStream().write("ruok".getBytes(StandardCharsets.US_ASCII));
                socket.getOutputStream().flush();
                byte[] answer = new byte[4];
                int read = 0;
                for (int n; read < 4 && (n = socket.getInputStream().read(answer, read, 4 - read)) > 0; read += n) {
                    // reading the 4 bytes
                }
                if (read == 4 && "imok".equals(new String(answer, StandardCharsets.US_ASCII))) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException("the ZooKeeper server of " + tag + " did not listen on port " + port
                + " within " + CONNECT_MILLIS / 1000 + " s (alive: " + server.isAlive() + ")");
    }

    /** Twice the largest reply when it would exceed the client's default, else the default. */
    static long juteMaxBuffer(long largestReply) {
        return largestReply < DEFAULT_JUTE_MAXBUFFER ? DEFAULT_JUTE_MAXBUFFER : 2 * largestReply;
    }

    private Launcher.Outcome serve(CuratorFramework client, Implementation implementation, int addresses,
                                   List<String> flags, List<String> arguments, String tag, Map<String, Object> row)
            throws IOException, InterruptedException {
        final BlockingQueue<String> requests = new LinkedBlockingQueue<String>();
        final java.util.concurrent.atomic.AtomicBoolean outOfMemory = new java.util.concurrent.atomic.AtomicBoolean();
        ChildJvm consumer = launcher.startOwnHeap(implementation, ScaleExperiment.MAIN, settings.scaleHeap, flags,
                arguments, tag);
        consumer.addListener(new ChildJvm.LineListener() {
            @Override
            public void line(String line) {
                if (line.startsWith(REQUEST)) {
                    requests.add(line.substring(REQUEST.length()).trim());
                } else if (line.contains("OutOfMemoryError")) {
                    outOfMemory.set(true);
                }
            }
        });
        try {
            ZooKeeperFleetWriter writer = null;
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(settings.scaleTimeoutMillis());
            int churnSteps = 0;
            int churnNodes = 0;
            double churnWriteMillis = 0;
            while (true) {
                String request = requests.poll(200, TimeUnit.MILLISECONDS);
                if (request == null) {
                    if (!consumer.isAlive()) {
                        break;
                    }
                    if (System.nanoTime() > deadline) {
                        return new Launcher.Outcome(-1, outOfMemory.get(), true, null);
                    }
                    continue;
                }
                String[] words = request.split(" ");
                int number = Integer.parseInt(words[1]);
                if ("full".equals(words[0])) {
                    writer = new ZooKeeperFleetWriter(client, new ProviderFleet(settings.scaleInterfaces, addresses,
                            settings.scaleServicesPerApp, number, ScaleExperiment.SEED),
                            ZooKeeperFleetWriter.MAX_BATCH_BYTES);
                    ZooKeeperFleetWriter.Written written = writer.writeAll();
                    row.put("zk_full_write_ms", written.millis);
                    row.put("zk_full_nodes", written.nodesCreated);
                    row.put("zk_full_transactions", written.transactions);
                } else if (writer == null) {
                    throw new IllegalStateException("consumer " + tag + " asked for '" + request
                            + "' before the full write");
                } else if ("one-percent".equals(words[0])) {
                    ZooKeeperFleetWriter.Written written = writer.churn(number);
                    row.put("zk_one_percent_write_ms", written.millis);
                    row.put("zk_one_percent_nodes", written.nodesCreated + written.nodesDeleted);
                    row.put("zk_one_percent_transactions", written.transactions);
                } else if ("one-percent-again".equals(words[0])) {
                    // the consumer's repeated 1 % pushes: written like the first, reported by the consumer only
                    writer.churn(number);
                } else if ("churn".equals(words[0])) {
                    ZooKeeperFleetWriter.Written written = writer.churn(number);
                    churnSteps++;
                    churnNodes += written.nodesCreated + written.nodesDeleted;
                    churnWriteMillis += written.millis;
                } else {
                    throw new IllegalStateException("consumer " + tag + " asked for '" + request + "'");
                }
            }
            row.put("zk_churn_steps", churnSteps);
            row.put("zk_churn_nodes", churnNodes);
            row.put("zk_churn_write_ms_per_step", churnSteps == 0 ? 0.0 : churnWriteMillis / churnSteps);
            consumer.waitFor(30_000);
            return new Launcher.Outcome(consumer.exitValue(), outOfMemory.get(), false, null);
        } catch (Exception e) {
            if (e instanceof InterruptedException) {
                throw (InterruptedException) e;
            }
            throw new IllegalStateException("the ZooKeeper writer of " + tag + " failed: " + e.getMessage()
                    + String.format(Locale.ROOT, " (consumer log in %s)", new File(settings.out, "logs")), e);
        } finally {
            consumer.close();
        }
    }

    private static void deleteRecursively(Path path) throws IOException {
        if (!Files.exists(path)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(path)) {
            for (Path each : (Iterable<Path>) walk.sorted(Comparator.reverseOrder())::iterator) {
                Files.deleteIfExists(each);
            }
        }
    }
}
