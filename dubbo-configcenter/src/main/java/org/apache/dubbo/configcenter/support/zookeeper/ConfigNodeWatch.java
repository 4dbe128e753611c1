package org.apache.dubbo.configcenter.support.zookeeper;

import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.Executor;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.api.CuratorWatcher;
import org.apache.dubbo.common.config.configcenter.ConfigChangeType;
import org.apache.dubbo.common.config.configcenter.ConfigChangedEvent;
import org.apache.dubbo.common.config.configcenter.ConfigurationListener;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.WatchedEvent;
import org.apache.zookeeper.Watcher;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The listeners of one config node and the content they last saw. A one-shot ZooKeeper watch is re-armed after
 * every event, and again after every reconnection (a new session loses the server's watches); each time the node
 * is read again and compared with the last content, so the listeners hear each real change once, also one made
 * while the connection was down, and never a repetition.
 */
final class ConfigNodeWatch {

    private static final Logger logger = LoggerFactory.getLogger(ConfigNodeWatch.class);

    private final CuratorFramework client;
    private final String path;
    private final String key;
    private final String group;
    private final Executor notifier;
    private final Set<ConfigurationListener> listeners = new CopyOnWriteArraySet<>();
    private final CuratorWatcher watcher = this::onEvent;
    /** Guarded by this: the content listeners last heard of (null: none), known once armed. */
    private String lastContent;
    /** Guarded by this. */
    private boolean armed;
    private volatile boolean closed;

    ConfigNodeWatch(CuratorFramework client, String path, String key, String group, Executor notifier) {
        this.client = client;
        this.path = path;
        this.key = key;
        this.group = group;
        this.notifier = notifier;
    }

    /** Adds a listener; the first one arms the watch with the current content as the starting point. */
    void add(ConfigurationListener listener) {
        listeners.add(listener);
        refresh();
    }

    /** Removes a listener; whether none is left. */
    boolean remove(ConfigurationListener listener) {
        listeners.remove(listener);
        return listeners.isEmpty();
    }

    void close() {
        closed = true;
        listeners.clear();
    }

    private void onEvent(WatchedEvent event) {
        if (event.getType() != Watcher.Event.EventType.None) {
            refresh();
        }
    }

    /** Reads the node with a new watch and tells the listeners if it changed; quiet while disconnected. */
    synchronized void refresh() {
        if (closed) {
            return;
        }
        String content;
        try {
            content = readWatched();
        } catch (Exception e) {
            // the reconnection re-arms the watch (ConnectionState RECONNECTED)
            logger.debug("Cannot watch config node {} now: {}", path, e.toString());
            return;
        }
        if (!armed) {
            armed = true;
            lastContent = content;
            return;
        }
        String previous = lastContent;
        if (previous == null ? content == null : previous.equals(content)) {
            return;
        }
        lastContent = content;
        ConfigChangeType type = previous == null ? ConfigChangeType.ADDED
                : content == null ? ConfigChangeType.DELETED : ConfigChangeType.MODIFIED;
        ConfigChangedEvent event = new ConfigChangedEvent(key, group, content, type);
        notifier.execute(() -> deliver(event));
    }

    private void deliver(ConfigChangedEvent event) {
        for (ConfigurationListener listener : listeners) {
            try {
                listener.process(event);
            } catch (RuntimeException e) {
                logger.error("Config listener {} failed on {} of key {} (group {}): {}", listener,
                        event.getChangeType(), key, group, e.toString(), e);
            }
        }
    }

    private String readWatched() throws Exception {
        try {
            byte[] data = client.getData().usingWatcher(watcher).forPath(path);
            return data == null ? null : new String(data, StandardCharsets.UTF_8);
        } catch (KeeperException.NoNodeException e) {
            // watch for its creation; it may have been created in between
            if (client.checkExists().usingWatcher(watcher).forPath(path) != null) {
                return readWatched();
            }
            return null;
        }
    }
}
