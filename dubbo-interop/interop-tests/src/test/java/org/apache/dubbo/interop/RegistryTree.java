package org.apache.dubbo.interop;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryNTimes;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.data.Stat;

/**
 * An independent ZooKeeper client that reads what providers and consumers wrote, the way an operator's tool would:
 * node names, decoded URLs, and whether a node is ephemeral (and whose session owns it).
 */
final class RegistryTree implements AutoCloseable {

    /** A node: {@code ephemeralOwner} is the owning session id, 0 for a persistent node. */
    record Node(String path, long ephemeralOwner) {

        boolean ephemeral() {
            return ephemeralOwner != 0;
        }
    }

    private final CuratorFramework client;

    RegistryTree(String connectString) throws InterruptedException {
        client = CuratorFrameworkFactory.builder().connectString(connectString).sessionTimeoutMs(20_000)
                .connectionTimeoutMs(5_000).retryPolicy(new RetryNTimes(100, 200)).build();
        client.start();
        if (!client.blockUntilConnected(10, TimeUnit.SECONDS)) {
            throw new IllegalStateException("cannot connect to ZooKeeper at " + connectString);
        }
    }

    /** {@code /dubbo/{interface}/{category}}, the interface-level directory of one category. */
    static String categoryPath(String service, String category) {
        return "/dubbo/" + service + "/" + category;
    }

    /** Sorted child names; empty when the node is missing or ZooKeeper is unreachable for the moment. */
    List<String> children(String path) {
        try {
            List<String> children = new ArrayList<>(client.getChildren().forPath(path));
            Collections.sort(children);
            return children;
        } catch (KeeperException.NoNodeException e) {
            return List.of();
        } catch (Exception e) {
            throw new IllegalStateException("cannot list " + path, e);
        }
    }

    /** The URLs registered in a category directory, decoded. */
    List<RegisteredUrl> urls(String service, String category) {
        List<RegisteredUrl> urls = new ArrayList<>();
        for (String child : children(categoryPath(service, category))) {
            urls.add(RegisteredUrl.parse(URLDecoder.decode(child, StandardCharsets.UTF_8)));
        }
        return urls;
    }

    /** The registered provider URLs with this port. */
    List<RegisteredUrl> providersOnPort(String service, int port) {
        return urls(service, "providers").stream().filter(url -> url.port() == port).toList();
    }

    /** Every node at and below {@code root} by path (names left encoded); empty when {@code root} is missing. */
    Map<String, Node> subtree(String root) {
        Map<String, Node> nodes = new TreeMap<>();
        collect(root, nodes);
        return nodes;
    }

    private void collect(String path, Map<String, Node> nodes) {
        Stat stat;
        try {
            stat = client.checkExists().forPath(path);
        } catch (Exception e) {
            throw new IllegalStateException("cannot stat " + path, e);
        }
        if (stat == null) {
            return;
        }
        nodes.put(path, new Node(path, stat.getEphemeralOwner()));
        for (String child : children(path)) {
            collect(path.equals("/") ? "/" + child : path + "/" + child, nodes);
        }
    }

    @Override
    public void close() {
        client.close();
    }
}
