package org.apache.dubbo.registry.client;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryNTimes;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.data.Stat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One embedded ZooKeeper for a test class, a probe client to read and write the tree, registries on their own
 * root ({@code group}) per test, and real {@link Greeter} exports on the dubbo protocol; {@link #close()} undoes
 * all of it.
 */
final class DiscoveryFixture implements AutoCloseable {

    static final String GREETER = Greeter.class.getName();
    private static final AtomicInteger ROOTS = new AtomicInteger();

    final EmbeddedZooKeeper zooKeeper;
    final CuratorFramework probe;
    private final List<ServiceDiscoveryRegistry> registries = Collections.synchronizedList(new ArrayList<>());
    private final List<Exporter<?>> exporters = Collections.synchronizedList(new ArrayList<>());

    DiscoveryFixture() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        probe = CuratorFrameworkFactory.builder().connectString(zooKeeper.getConnectString())
                .sessionTimeoutMs(20000).connectionTimeoutMs(5000).retryPolicy(new RetryNTimes(30, 200)).build();
        probe.start();
        if (!probe.blockUntilConnected(10, TimeUnit.SECONDS)) {
            throw new AssertionError("probe cannot connect to " + zooKeeper.getConnectString());
        }
    }

    /** A root of its own, so that tests sharing the server do not see each other's nodes. */
    static String freshGroup() {
        return "t" + ROOTS.incrementAndGet();
    }

    URL registryUrl(String application, String group, String extra) {
        return URL.valueOf("service-discovery-registry://" + zooKeeper.getConnectString()
                + "/org.apache.dubbo.registry.RegistryService?registry=zookeeper&application=" + application
                + "&group=" + group + "&REGISTRY_CLUSTER=default&delay-notification=0&retry.period=200"
                + "&blockUntilConnectedWait=5&session=6000" + extra);
    }

    ServiceDiscoveryRegistry registry(String application, String group, String extra) {
        ServiceDiscoveryRegistry registry = new ServiceDiscoveryRegistry(registryUrl(application, group, extra));
        registries.add(registry);
        return registry;
    }

    /** A provider URL as RegistrationUrls would produce it for a Greeter exported on {@code port}. */
    static URL providerUrl(String application, int port, String extra) {
        return URL.valueOf("dubbo://127.0.0.1:" + port + "/" + GREETER + "?application=" + application
                + "&deprecated=false&dubbo=2.0.2&dynamic=true&generic=false&interface=" + GREETER
                + "&methods=greet&prefer.serialization=hessian2,fastjson2&release=3.3.5"
                + "&service-name-mapping=true&side=provider&timestamp=" + System.currentTimeMillis() + extra);
    }

    /** Exports a real Greeter answering {@code prefix + name} on a free loopback port; returns the port. */
    int exportGreeter(String application, String prefix, String extra) {
        int port = NetUtils.getAvailablePort();
        exportGreeterOn(port, application, prefix, extra);
        return port;
    }

    void exportGreeterOn(int port, String application, String prefix, String extra) {
        Protocol dubbo = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("dubbo");
        ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");
        Greeter implementation = name -> prefix + name;
        exporters.add(dubbo.export(proxies.getInvoker(implementation, Greeter.class,
                providerUrl(application, port, extra))));
    }

    /** The node's data as text, null when the node is missing. */
    String data(String path) throws Exception {
        try {
            return new String(probe.getData().forPath(path), StandardCharsets.UTF_8);
        } catch (KeeperException.NoNodeException e) {
            return null;
        }
    }

    Stat stat(String path) throws Exception {
        return probe.checkExists().forPath(path);
    }

    List<String> children(String path) throws Exception {
        try {
            List<String> children = new ArrayList<>(probe.getChildren().forPath(path));
            Collections.sort(children);
            return children;
        } catch (KeeperException.NoNodeException e) {
            return Collections.emptyList();
        }
    }

    void write(String path, String text) throws Exception {
        byte[] data = text.getBytes(StandardCharsets.UTF_8);
        if (stat(path) == null) {
            probe.create().creatingParentsIfNeeded().withMode(CreateMode.PERSISTENT).forPath(path, data);
        } else {
            probe.setData().forPath(path, data);
        }
    }

    void delete(String path) throws Exception {
        probe.delete().deletingChildrenIfNeeded().forPath(path);
    }

    @Override
    public void close() {
        for (ServiceDiscoveryRegistry registry : new ArrayList<>(registries)) {
            registry.destroy();
        }
        for (Exporter<?> exporter : new ArrayList<>(exporters)) {
            exporter.unexport();
        }
        probe.close();
        zooKeeper.close();
    }

    /** Destroys the registries and exports made so far (between tests). */
    void reset() {
        for (ServiceDiscoveryRegistry registry : new ArrayList<>(registries)) {
            registry.destroy();
        }
        registries.clear();
        for (Exporter<?> exporter : new ArrayList<>(exporters)) {
            exporter.unexport();
        }
        exporters.clear();
    }
}
