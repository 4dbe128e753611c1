package org.apache.dubbo.registry.zookeeper;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.registry.support.RegistryKeys;
import org.apache.dubbo.registry.support.RegistryParameters;

/**
 * The settings of a ZooKeeper registry, read and validated once from its URL
 * ({@code zookeeper://host:port?backup=...&timeout=...&session=...&group=...}).
 */
final class ZookeeperRegistryOptions {

    static final int DEFAULT_PORT = 2181;
    static final int DEFAULT_CONNECT_TIMEOUT = 30000;
    static final int DEFAULT_SESSION_TIMEOUT = 60000;

    final String connectString;
    final String root;
    final int connectTimeoutMs;
    final int sessionTimeoutMs;
    final boolean ensembleTracker;
    /** {@code user:password} for digest authentication, or null. */
    final String digestAuth;
    final boolean check;
    final int delayNotificationMs;
    final boolean emptyProtection;

    private ZookeeperRegistryOptions(URL url) {
        if (url.getHost() == null || NetUtils.isAnyHost(url.getHost())) {
            throw new IllegalStateException("registry address == null: " + url.getAddress()
                    + " does not name a ZooKeeper server");
        }
        this.connectString = url.getBackupAddress(DEFAULT_PORT);
        this.root = ZookeeperPaths.rootOf(url);
        this.connectTimeoutMs = RegistryParameters.positiveInt(url, RegistryKeys.TIMEOUT, DEFAULT_CONNECT_TIMEOUT);
        this.sessionTimeoutMs = RegistryParameters.positiveInt(url, RegistryKeys.SESSION, DEFAULT_SESSION_TIMEOUT);
        this.ensembleTracker = url.getParameter(RegistryKeys.ENSEMBLE_TRACKER, true);
        this.digestAuth = digestAuth(url);
        this.check = url.getParameter(RegistryKeys.CHECK, true);
        this.delayNotificationMs = RegistryParameters.nonNegativeInt(url, RegistryKeys.DELAY_NOTIFICATION,
                RegistryKeys.DEFAULT_DELAY_NOTIFICATION);
        this.emptyProtection = url.getParameter(RegistryKeys.ENABLE_EMPTY_PROTECTION,
                RegistryKeys.DEFAULT_ENABLE_EMPTY_PROTECTION);
    }

    /**
     * @throws IllegalStateException    if the URL names no usable host (absent or {@code 0.0.0.0})
     * @throws IllegalArgumentException naming the parameter if a timeout, the delay or the group is invalid
     */
    static ZookeeperRegistryOptions of(URL url) {
        return new ZookeeperRegistryOptions(url);
    }

    /** The user information of the URL, else the {@code username}/{@code password} parameters. */
    private static String digestAuth(URL url) {
        String username = url.getUsername() != null ? url.getUsername() : url.getParameter(RegistryKeys.USERNAME);
        if (username == null || username.isEmpty()) {
            return null;
        }
        String password = url.getUsername() != null ? url.getPassword() : url.getParameter(RegistryKeys.PASSWORD);
        return username + ":" + (password == null ? "" : password);
    }
}
