package io.github.dubbotuned.benchmark.runner;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The faults experiment's network: four network namespaces — the consumer ({@code c}), two providers ({@code p1},
 * {@code p2}) and the ZooKeeper ensemble ({@code z}) — joined by one veth pair per path that carries traffic
 * (consumer–p1, consumer–p2, consumer–ZooKeeper, p1–ZooKeeper, p2–ZooKeeper), each a /30 of its own, so that any
 * one path can be cut without touching the others and without routing. A path is cut by taking the far end of its
 * veth pair down ({@code ip link set ... down}): the near end stays up without carrier, so packets on established
 * connections vanish silently and a new connection attempt fails after address resolution gives up (about 3 s,
 * "No route to host"). Needs root and {@code ip}; no {@code tc} or firewall. {@link #close()} (also run from a
 * shutdown hook) deletes the namespaces, which removes every veth pair with them.
 */
final class FaultTopology implements AutoCloseable {

    /** The places a process of the experiment runs in. */
    enum Place {
        CONSUMER("c"), P1("p1"), P2("p2"), ZOOKEEPER("z");

        final String suffix;

        Place(String suffix) {
            this.suffix = suffix;
        }
    }

    /** A veth pair: {@code near} is the end in the namespace that dials, {@code far} the one that is dialled. */
    static final class Path {
        final Place near;
        final Place far;
        final String nearAddress;
        final String farAddress;
        final String nearDevice;
        final String farDevice;

        Path(String prefix, int index, Place near, Place far) {
            this.near = near;
            this.far = far;
            this.farAddress = "10.214." + index + ".1";
            this.nearAddress = "10.214." + index + ".2";
            this.farDevice = prefix + index + "f";
            this.nearDevice = prefix + index + "n";
        }
    }

    private static final Logger LOG = LoggerFactory.getLogger(FaultTopology.class);

    private final String prefix;
    private final List<Path> paths = new ArrayList<Path>();
    private final Thread cleanupHook;
    private boolean closed;

    private FaultTopology(String tag) {
        this.prefix = "dtf" + tag;
        paths.add(new Path(prefix, 1, Place.CONSUMER, Place.P1));
        paths.add(new Path(prefix, 2, Place.CONSUMER, Place.P2));
        paths.add(new Path(prefix, 3, Place.CONSUMER, Place.ZOOKEEPER));
        paths.add(new Path(prefix, 4, Place.P1, Place.ZOOKEEPER));
        paths.add(new Path(prefix, 5, Place.P2, Place.ZOOKEEPER));
        this.cleanupHook = new Thread(this::deleteNamespaces, "fault-topology-cleanup");
    }

    /** Builds the namespaces and links, or explains (with the failing command) why it cannot. */
    static FaultTopology create(String tag) throws IOException {
        FaultTopology topology = new FaultTopology(tag);
        Runtime.getRuntime().addShutdownHook(topology.cleanupHook);
        try {
            for (Place place : Place.values()) {
                run("ip", "netns", "add", topology.namespace(place));
                run("ip", "-n", topology.namespace(place), "link", "set", "lo", "up");
            }
            for (Path path : topology.paths) {
                run("ip", "link", "add", path.nearDevice, "type", "veth", "peer", "name", path.farDevice);
                topology.configure(path.near, path.nearDevice, path.nearAddress);
                topology.configure(path.far, path.farDevice, path.farAddress);
            }
        } catch (IOException | RuntimeException e) {
            topology.close();
            throw e;
        }
        return topology;
    }

    private void configure(Place place, String device, String address) throws IOException {
        run("ip", "link", "set", device, "netns", namespace(place));
        run("ip", "-n", namespace(place), "addr", "add", address + "/30", "dev", device);
        run("ip", "-n", namespace(place), "link", "set", device, "up");
    }

    String namespace(Place place) {
        return prefix + place.suffix;
    }

    /** The command prefix that runs a program in {@code place}. */
    List<String> prefix(Place place) {
        return Collections.unmodifiableList(Arrays.asList("ip", "netns", "exec", namespace(place)));
    }

    Path path(Place near, Place far) {
        for (Path path : paths) {
            if (path.near == near && path.far == far) {
                return path;
            }
        }
        throw new IllegalArgumentException("no path " + near + " -> " + far);
    }

    /** The address {@code far} is dialled at from {@code near}. */
    String address(Place near, Place far) {
        return path(near, far).farAddress;
    }

    /** Cuts ({@code up} false) or restores the path between {@code near} and {@code far}, at the far end. */
    void setPath(Place near, Place far, boolean up) throws IOException {
        Path path = path(near, far);
        run("ip", "-n", namespace(far), "link", "set", path.farDevice, up ? "up" : "down");
    }

    String describe() {
        return "veth pairs between network namespaces (consumer, p1, p2, ZooKeeper); a cut path = far end down";
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        deleteNamespaces();
        try {
            Runtime.getRuntime().removeShutdownHook(cleanupHook);
        } catch (IllegalStateException e) {
            // the JVM is already shutting down: the hook runs (harmlessly) again
        }
    }

    private void deleteNamespaces() {
        for (Place place : Place.values()) {
            try {
                runQuietly("ip", "netns", "del", namespace(place));
            } catch (IOException e) {
                LOG.warn("could not delete network namespace {}: {}", namespace(place), e.getMessage());
            }
        }
    }

    private static void run(String... command) throws IOException {
        Commands.run(command);
    }

    private static String runQuietly(String... command) throws IOException {
        return Commands.runQuietly(command);
    }
}
