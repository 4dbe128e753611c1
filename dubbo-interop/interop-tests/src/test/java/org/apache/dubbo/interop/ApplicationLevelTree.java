package org.apache.dubbo.interop;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryNTimes;
import org.apache.zookeeper.KeeperException;

/**
 * Reads the application-level nodes of a ZooKeeper tree for the interop tests: waits until a provider application
 * has an instance and a mapping entry before a consumer is started, so the consumer's first look finds them.
 */
final class ApplicationLevelTree implements AutoCloseable {

    static final String SERVICE = "interop.api.GreetingService";

    private final CuratorFramework client;

    ApplicationLevelTree(String connectString) throws InterruptedException {
        client = CuratorFrameworkFactory.builder().connectString(connectString).sessionTimeoutMs(20000)
                .connectionTimeoutMs(5000).retryPolicy(new RetryNTimes(20, 200)).build();
        client.start();
        if (!client.blockUntilConnected(10, TimeUnit.SECONDS)) {
            throw new IllegalStateException("cannot connect to ZooKeeper " + connectString);
        }
    }

    List<String> children(String path) throws Exception {
        try {
            List<String> children = new ArrayList<>(client.getChildren().forPath(path));
            Collections.sort(children);
            return children;
        } catch (KeeperException.NoNodeException e) {
            return Collections.emptyList();
        }
    }

    String data(String path) throws Exception {
        try {
            return new String(client.getData().forPath(path), StandardCharsets.UTF_8);
        } catch (KeeperException.NoNodeException e) {
            return null;
        }
    }

    /** Waits until {@code application} has an instance under {@code /services} and is mapped for the service. */
    void awaitPublished(String application, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (children("/services/" + application).isEmpty() || !mapped(application)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("application " + application + " not published within " + timeout
                        + ": instances " + children("/services/" + application) + ", mapping "
                        + data("/dubbo/mapping/" + SERVICE));
            }
            Thread.sleep(50);
        }
    }

    private boolean mapped(String application) throws Exception {
        String mapping = data("/dubbo/mapping/" + SERVICE);
        return mapping != null && List.of(mapping.split(",")).contains(application);
    }

    @Override
    public void close() {
        client.close();
    }
}
