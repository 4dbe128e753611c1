package io.github.dubbotuned.benchmark.runner;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Two network namespaces joined by a veth pair whose both ends are shaped by a token-bucket filter ({@code tc qdisc
 * ... tbf}), so provider and consumer talk over a link of limited bandwidth with a queue in front of it, like a real
 * NIC, instead of over loopback. Needs root, {@code ip} and {@code tc}. The names carry the runner's process id, and
 * {@link #close()} (also run from a shutdown hook) deletes both namespaces, which removes the veth pair with them.
 */
final class ShapedLink implements Network {

    private static final Logger LOG = LoggerFactory.getLogger(ShapedLink.class);
    private static final String SERVER_ADDRESS = "10.213.77.1";
    private static final String CLIENT_ADDRESS = "10.213.77.2";

    private final String serverNamespace;
    private final String clientNamespace;
    private final String rate;
    private final Thread cleanupHook;
    private boolean closed;

    private ShapedLink(String tag, String rate) {
        this.serverNamespace = "dtb" + tag + "s";
        this.clientNamespace = "dtb" + tag + "c";
        this.rate = rate;
        this.cleanupHook = new Thread(new Runnable() {
            @Override
            public void run() {
                deleteNamespaces();
            }
        }, "shaped-link-cleanup");
    }

    /**
     * Builds the link, or explains why it cannot be built.
     *
     * @param rate tbf rate, e.g. {@code 500mbit}
     * @throws IOException with the failing command and its output
     */
    static ShapedLink create(String tag, String rate) throws IOException {
        ShapedLink link = new ShapedLink(tag, rate);
        Runtime.getRuntime().addShutdownHook(link.cleanupHook);
        String serverEnd = "dtb" + tag + "a";
        String clientEnd = "dtb" + tag + "b";
        try {
            link.run("ip", "netns", "add", link.serverNamespace);
            link.run("ip", "netns", "add", link.clientNamespace);
            link.run("ip", "link", "add", serverEnd, "type", "veth", "peer", "name", clientEnd);
            link.run("ip", "link", "set", serverEnd, "netns", link.serverNamespace);
            link.run("ip", "link", "set", clientEnd, "netns", link.clientNamespace);
            link.configureEnd(link.serverNamespace, serverEnd, SERVER_ADDRESS);
            link.configureEnd(link.clientNamespace, clientEnd, CLIENT_ADDRESS);
        } catch (IOException | RuntimeException e) {
            link.close();
            throw e;
        }
        return link;
    }

    private void configureEnd(String namespace, String device, String address) throws IOException {
        run("ip", "-n", namespace, "addr", "add", address + "/30", "dev", device);
        run("ip", "-n", namespace, "link", "set", device, "up");
        run("ip", "-n", namespace, "link", "set", "lo", "up");
        // burst: enough for line-rate bursts at this rate; latency bounds the queue in front of the link
        run("ip", "netns", "exec", namespace, "tc", "qdisc", "add", "dev", device, "root", "tbf", "rate", rate,
                "burst", "256kb", "latency", "50ms");
    }

    @Override
    public String describe() {
        return "veth+tbf " + rate + " between two network namespaces";
    }

    @Override
    public List<String> providerPrefix() {
        return Collections.unmodifiableList(Arrays.asList("ip", "netns", "exec", serverNamespace));
    }

    @Override
    public List<String> consumerPrefix() {
        return Collections.unmodifiableList(Arrays.asList("ip", "netns", "exec", clientNamespace));
    }

    @Override
    public String providerHost() {
        return SERVER_ADDRESS;
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
        for (String namespace : new String[] {clientNamespace, serverNamespace}) {
            try {
                runQuietly("ip", "netns", "del", namespace);
            } catch (IOException e) {
                LOG.warn("could not delete network namespace {}: {}", namespace, e.getMessage());
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
