package org.apache.dubbo.configcenter.support.zookeeper;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.state.ConnectionState;
import org.apache.curator.retry.RetryNTimes;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.config.configcenter.ConfigItem;
import org.apache.dubbo.common.config.configcenter.ConfigurationListener;
import org.apache.dubbo.common.config.configcenter.DynamicConfiguration;
import org.apache.dubbo.common.utils.NamedThreadFactory;
import org.apache.dubbo.registry.zookeeper.CuratorConnection;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.data.Stat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * ZooKeeper as config center, in Apache Dubbo's layout: the key {@code k} of group {@code g} is the persistent node
 * {@code /{namespace}/config/{g}/{k}} (namespace {@code dubbo} unless the URL's {@code namespace} says otherwise;
 * group {@code dubbo} when none is given) holding the content as UTF-8 text. Dubbo Admin and Apache Dubbo's
 * {@code ZookeeperDynamicConfiguration} read and write the same nodes, so rules written by either reach us and the
 * reverse. The compare-and-set ticket is the node's version.
 *
 * <p>Listeners hear changes on one notifier thread per configuration, in the order they happened.
 */
public class ZookeeperDynamicConfiguration implements DynamicConfiguration {

    private static final Logger logger = LoggerFactory.getLogger(ZookeeperDynamicConfiguration.class);

    private final URL url;
    private final ZookeeperConfigCenterOptions options;
    private final CuratorConnection connection;
    private final CuratorFramework client;
    private final ExecutorService notifier;
    private final Map<String, ConfigNodeWatch> watches = new ConcurrentHashMap<>();
    private final Runnable onClose;
    /** Guarded by this: how many times the factory handed this configuration out and it was not closed. */
    private int users = 1;
    private volatile boolean closed;

    /**
     * Connects to the config center.
     *
     * @param onClose run once when the configuration is closed
     * @throws IllegalStateException if ZooKeeper is not reached within {@code timeout} and {@code check} is true
     */
    ZookeeperDynamicConfiguration(URL url, ZookeeperConfigCenterOptions options, Runnable onClose) {
        this.url = url;
        this.options = options;
        this.onClose = onClose;
        ThreadPoolExecutor executor = new ThreadPoolExecutor(1, 1, 60, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
                new NamedThreadFactory("DubboConfigCenter-" + options.connectString, true));
        executor.allowCoreThreadTimeOut(true);
        this.notifier = executor;
        this.connection = new CuratorConnection(CuratorConnection.settings(options.connectString)
                .timeouts(options.sessionTimeoutMs, options.timeoutMs)
                .retryPolicy(new RetryNTimes(1, 1000))
                .digestAuth(options.digestAuth)
                .threadName("DubboConfigCenterZookeeper-" + options.connectString)
                .firstConnection(options.timeoutMs, "config center timeout", options.check),
                (curator, state) -> stateChanged(state));
        this.client = connection.curator();
    }

    private void stateChanged(ConnectionState state) {
        if (state == ConnectionState.RECONNECTED || state == ConnectionState.CONNECTED) {
            // watches may be gone with an expired session, and changes may have been missed: read everything again
            for (ConfigNodeWatch watch : watches.values()) {
                notifier.execute(watch::refresh);
            }
        }
    }

    /** The URL this configuration was created for. */
    public URL getUrl() {
        return url;
    }

    /** {@code /{namespace}/config}. */
    public String getRootPath() {
        return options.rootPath;
    }

    /** The node of {@code key} in {@code group} (the default group when blank). */
    public String pathOf(String key, String group) {
        if (key == null || key.trim().isEmpty()) {
            throw new IllegalArgumentException("A config center key must not be empty");
        }
        return options.rootPath + "/" + groupOrDefault(group) + "/" + key;
    }

    private String groupOrDefault(String group) {
        return group == null || group.trim().isEmpty() ? options.defaultGroup : group.trim();
    }

    @Override
    public String getDefaultGroup() {
        return options.defaultGroup;
    }

    @Override
    public long getDefaultTimeout() {
        return options.timeoutMs;
    }

    @Override
    public void addListener(String key, String group, ConfigurationListener listener) {
        if (listener == null) {
            throw new IllegalArgumentException("listener == null");
        }
        requireOpen();
        String path = pathOf(key, group);
        watches.computeIfAbsent(path, p -> new ConfigNodeWatch(client, p, key, groupOrDefault(group), notifier))
                .add(listener);
    }

    @Override
    public void removeListener(String key, String group, ConfigurationListener listener) {
        String path = pathOf(key, group);
        watches.computeIfPresent(path, (p, watch) -> {
            if (watch.remove(listener)) {
                watch.close();
                return null;
            }
            return watch;
        });
    }

    /**
     * @throws IllegalStateException if ZooKeeper is not connected or does not answer
     */
    @Override
    public String getConfig(String key, String group, long timeout) throws IllegalStateException {
        ConfigItem item = getConfigItem(key, group);
        return item.getContent();
    }

    @Override
    public ConfigItem getConfigItem(String key, String group) {
        requireOpen();
        String path = pathOf(key, group);
        try {
            connection.requireConnected();
            Stat stat = new Stat();
            byte[] data = client.getData().storingStatIn(stat).forPath(path);
            return new ConfigItem(data == null ? null : new String(data, StandardCharsets.UTF_8), stat.getVersion());
        } catch (KeeperException.NoNodeException e) {
            return new ConfigItem(null, null);
        } catch (Exception e) {
            throw new IllegalStateException("Cannot read " + path + " from the config center "
                    + options.connectString + ": " + e, e);
        }
    }

    @Override
    public boolean publishConfig(String key, String group, String content) {
        requireOpen();
        String path = pathOf(key, group);
        try {
            connection.writePersistent(path, bytes(content));
            return true;
        } catch (Exception e) {
            logger.warn("Cannot write {} to the config center {}: {}", path, options.connectString, e.toString());
            return false;
        }
    }

    @Override
    public boolean publishConfigCas(String key, String group, String content, Object ticket) {
        requireOpen();
        String path = pathOf(key, group);
        try {
            connection.requireConnected();
            if (ticket == null) {
                client.create().creatingParentsIfNeeded().withMode(CreateMode.PERSISTENT).forPath(path, bytes(content));
            } else if (ticket instanceof Number) {
                client.setData().withVersion(((Number) ticket).intValue()).forPath(path, bytes(content));
            } else {
                throw new IllegalArgumentException("The ticket of a ZooKeeper config must be the node version from"
                        + " getConfigItem, not " + ticket.getClass().getName());
            }
            return true;
        } catch (KeeperException.NodeExistsException | KeeperException.BadVersionException
                 | KeeperException.NoNodeException e) {
            return false;
        } catch (IllegalArgumentException e) {
            throw e;
        } catch (Exception e) {
            logger.warn("Cannot write {} to the config center {}: {}", path, options.connectString, e.toString());
            return false;
        }
    }

    @Override
    public boolean removeConfig(String key, String group) {
        requireOpen();
        String path = pathOf(key, group);
        try {
            connection.requireConnected();
            client.delete().forPath(path);
            return true;
        } catch (KeeperException.NoNodeException e) {
            return false;
        } catch (Exception e) {
            logger.warn("Cannot remove {} from the config center {}: {}", path, options.connectString, e.toString());
            return false;
        }
    }

    @Override
    public Object getInternalProperty(String key) {
        return getConfig(key, getDefaultGroup());
    }

    /** Counts one more user of this configuration; false when it is closed already. */
    synchronized boolean acquire() {
        if (closed) {
            return false;
        }
        users++;
        return true;
    }

    /**
     * Releases one use; the last one stops listening and disconnects, after which every use fails. Each
     * {@link ZookeeperDynamicConfigurationFactory#getDynamicConfiguration} counts as a use.
     */
    @Override
    public void close() {
        synchronized (this) {
            if (closed || --users > 0) {
                return;
            }
            closed = true;
        }
        for (ConfigNodeWatch watch : watches.values()) {
            watch.close();
        }
        watches.clear();
        notifier.shutdown();
        connection.close();
        if (onClose != null) {
            onClose.run();
        }
    }

    public boolean isClosed() {
        return closed;
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("The config center " + options.connectString + " is closed");
        }
    }

    private static byte[] bytes(String content) {
        return content == null ? new byte[0] : content.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
        return "ZookeeperDynamicConfiguration(" + options.connectString + options.rootPath + ")";
    }
}
