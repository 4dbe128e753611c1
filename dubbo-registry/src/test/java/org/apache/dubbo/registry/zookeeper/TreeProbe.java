package org.apache.dubbo.registry.zookeeper;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryNTimes;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.data.Stat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** An independent ZooKeeper client that reads and writes the tree for assertions. */
public final class TreeProbe implements AutoCloseable {

    private final CuratorFramework client;

    public TreeProbe(String connectString) throws InterruptedException {
        client = CuratorFrameworkFactory.builder().connectString(connectString).sessionTimeoutMs(20000)
                .connectionTimeoutMs(5000).retryPolicy(new RetryNTimes(30, 200)).build();
        client.start();
        if (!client.blockUntilConnected(10, TimeUnit.SECONDS)) {
            throw new AssertionError("probe cannot connect to " + connectString);
        }
    }

    /** Sorted children, empty when the node is missing. */
    public List<String> children(String path) throws Exception {
        try {
            List<String> children = new ArrayList<>(client.getChildren().forPath(path));
            Collections.sort(children);
            return children;
        } catch (KeeperException.NoNodeException e) {
            return Collections.emptyList();
        }
    }

    /** The stat, null when the node is missing. */
    public Stat stat(String path) throws Exception {
        return client.checkExists().forPath(path);
    }

    public boolean exists(String path) throws Exception {
        return stat(path) != null;
    }

    public byte[] data(String path) throws Exception {
        return client.getData().forPath(path);
    }

    public void createPersistent(String path) throws Exception {
        client.create().creatingParentsIfNeeded().withMode(CreateMode.PERSISTENT).forPath(path, new byte[0]);
    }

    public CuratorFramework client() {
        return client;
    }

    @Override
    public void close() {
        client.close();
    }
}
