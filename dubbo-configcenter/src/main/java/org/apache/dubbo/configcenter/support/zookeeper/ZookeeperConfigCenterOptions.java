package org.apache.dubbo.configcenter.support.zookeeper;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.config.configcenter.DynamicConfiguration;

/**
 * The settings of a ZooKeeper config center, read once from its URL
 * ({@code zookeeper://zk:2181?backup=...&namespace=dubbo&group=dubbo&timeout=30000&check=true}).
 */
final class ZookeeperConfigCenterOptions {

    static final int DEFAULT_PORT = 2181;
    static final int DEFAULT_TIMEOUT = 30_000;
    static final int DEFAULT_SESSION_TIMEOUT = 60_000;

    final String connectString;
    /** {@code /{namespace}/config}. */
    final String rootPath;
    final String defaultGroup;
    final int timeoutMs;
    final int sessionTimeoutMs;
    final boolean check;
    /** {@code user:password}, or null. */
    final String digestAuth;

    private ZookeeperConfigCenterOptions(URL url) {
        if (url.getHost() == null || url.getHost().isEmpty() || "0.0.0.0".equals(url.getHost())) {
            throw new IllegalStateException("Config center address " + url.getAddress()
                    + " does not name a ZooKeeper server");
        }
        this.connectString = url.getBackupAddress(DEFAULT_PORT);
        String namespace = trimSlashes(url.getParameter("namespace", DynamicConfiguration.DEFAULT_GROUP));
        this.rootPath = "/" + (namespace.isEmpty() ? DynamicConfiguration.DEFAULT_GROUP : namespace) + "/config";
        String group = url.getParameter("group");
        this.defaultGroup = group == null || group.trim().isEmpty() ? DynamicConfiguration.DEFAULT_GROUP : group.trim();
        this.timeoutMs = positive(url, "timeout", DEFAULT_TIMEOUT);
        this.sessionTimeoutMs = positive(url, "session", DEFAULT_SESSION_TIMEOUT);
        this.check = url.getParameter("check", true);
        String username = url.getUsername() != null ? url.getUsername() : url.getParameter("username");
        if (username == null || username.isEmpty()) {
            this.digestAuth = null;
        } else {
            String password = url.getUsername() != null ? url.getPassword() : url.getParameter("password");
            this.digestAuth = username + ":" + (password == null ? "" : password);
        }
    }

    /**
     * @throws IllegalStateException    if the URL names no ZooKeeper host
     * @throws IllegalArgumentException naming the parameter if a timeout is not a positive integer
     */
    static ZookeeperConfigCenterOptions of(URL url) {
        return new ZookeeperConfigCenterOptions(url);
    }

    /** Identifies the ensemble, namespace and identity: one configuration per key. */
    String key() {
        return (digestAuth == null ? "" : digestAuth.substring(0, digestAuth.indexOf(':')) + "@") + connectString
                + rootPath;
    }

    private static int positive(URL url, String key, int defaultValue) {
        String value = url.getParameter(key);
        if (value == null || value.trim().isEmpty()) {
            return defaultValue;
        }
        try {
            long parsed = Long.parseLong(value.trim());
            if (parsed > 0 && parsed <= Integer.MAX_VALUE) {
                return (int) parsed;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException("Invalid config center " + key + "=" + value
                + ": a positive number of milliseconds is expected");
    }

    private static String trimSlashes(String value) {
        String trimmed = value.trim();
        while (trimmed.startsWith("/")) {
            trimmed = trimmed.substring(1);
        }
        while (trimmed.endsWith("/")) {
            trimmed = trimmed.substring(0, trimmed.length() - 1);
        }
        return trimmed;
    }
}
