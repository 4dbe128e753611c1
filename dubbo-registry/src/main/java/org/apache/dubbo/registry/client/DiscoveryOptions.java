package org.apache.dubbo.registry.client;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.registry.support.RegistryKeys;
import org.apache.dubbo.registry.support.RegistryParameters;
import org.apache.zookeeper.common.PathUtils;

import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * The settings of an application-level registry, read and validated once from its URL
 * ({@code service-discovery-registry://host:port/...?registry=zookeeper&application=...}), with the defaults of
 * Apache Dubbo's ZooKeeper service discovery (registry spec 5.2, 5.7). A {@code registry} other than
 * {@code zookeeper} names a {@link ServiceDiscovery} extension; the ZooKeeper settings are then unused.
 */
final class DiscoveryOptions {

    static final String REGISTRY_TYPE = "registry";
    static final String ZOOKEEPER = "zookeeper";
    static final String ROOT_PATH = "rootPath";
    static final String GROUP = "group";
    static final String METADATA_TYPE = "metadata-type";
    static final String REPORT_DEFINITION = "report-definition";
    static final String BASE_SLEEP_TIME = "baseSleepTimeMs";
    static final String MAX_RETRIES = "maxRetries";
    static final String MAX_SLEEP = "maxSleepMs";
    static final String BLOCK_UNTIL_CONNECTED_WAIT = "blockUntilConnectedWait";
    static final String BLOCK_UNTIL_CONNECTED_UNIT = "blockUntilConnectedUnit";
    static final String REGISTRY_CLUSTER = "REGISTRY_CLUSTER";

    static final String LOCAL_STORAGE = "local";
    static final String REMOTE_STORAGE = "remote";

    static final int DEFAULT_PORT = 2181;
    static final String DEFAULT_INSTANCE_ROOT = "/services";
    static final String DEFAULT_METADATA_ROOT = "dubbo";
    /** Curator's own defaults, which Apache Dubbo's service discovery keeps. */
    static final int DEFAULT_SESSION_TIMEOUT = 60000;
    static final int DEFAULT_CONNECTION_TIMEOUT = 15000;

    /** The {@code registry} type: {@code zookeeper}, or the name of a {@link ServiceDiscovery} extension. */
    final String type;
    final String application;
    final String connectString;
    /** Where instance nodes live: {@code {instanceRoot}/{application}/{host}:{port}}. */
    final String instanceRoot;
    /** Where mapping and metadata nodes live: {@code {metadataRoot}/mapping/...}, {@code {metadataRoot}/metadata/...}. */
    final String metadataRoot;
    /** {@code user:password} for digest authentication, or null. */
    final String digestAuth;
    final int sessionTimeoutMs;
    final int connectionTimeoutMs;
    final int baseSleepTimeMs;
    final int maxRetries;
    final int maxSleepMs;
    final long blockUntilConnectedMs;
    final boolean ensembleTracker;
    final boolean check;
    final int delayNotificationMs;
    final boolean emptyProtection;
    /** Whether MetadataInfo goes to the metadata center ({@code metadata-type=remote}) instead of being served. */
    final boolean remoteMetadata;
    final boolean reportDefinition;
    final int retryPeriodMs;
    /** The registry id added to registered service parameters, or null. */
    final String registryCluster;

    private DiscoveryOptions(URL url) {
        this.type = url.getParameter(REGISTRY_TYPE);
        if (!ZOOKEEPER.equals(type) && (type == null || !discoveryExtensions().hasExtension(type))) {
            throw new IllegalArgumentException("Invalid registry parameter " + REGISTRY_TYPE + "=" + type + " in "
                    + url.getAddress() + ": application-level discovery supports " + REGISTRY_TYPE + "=" + ZOOKEEPER
                    + " and the ServiceDiscoveryFactory extensions " + discoveryExtensions().getSupportedExtensions());
        }
        if (isZooKeeper() && (url.getHost() == null || NetUtils.isAnyHost(url.getHost()))) {
            throw new IllegalStateException("registry address == null: " + url.getAddress()
                    + " does not name a ZooKeeper server");
        }
        String app = url.getParameter(RegistryKeys.APPLICATION);
        if (app == null || app.trim().isEmpty()) {
            throw new IllegalArgumentException("Missing registry parameter " + RegistryKeys.APPLICATION + " in "
                    + url.getAddress() + ": application-level discovery needs the application name");
        }
        this.application = app.trim();
        this.connectString = url.getBackupAddress(DEFAULT_PORT);
        this.instanceRoot = instanceRoot(url);
        this.metadataRoot = metadataRoot(url);
        this.digestAuth = digestAuth(url);
        this.sessionTimeoutMs = RegistryParameters.positiveInt(url, RegistryKeys.SESSION, DEFAULT_SESSION_TIMEOUT);
        this.connectionTimeoutMs = RegistryParameters.positiveInt(url, RegistryKeys.TIMEOUT,
                DEFAULT_CONNECTION_TIMEOUT);
        this.baseSleepTimeMs = RegistryParameters.positiveInt(url, BASE_SLEEP_TIME, 50);
        this.maxRetries = RegistryParameters.nonNegativeInt(url, MAX_RETRIES, 10);
        this.maxSleepMs = RegistryParameters.positiveInt(url, MAX_SLEEP, 500);
        this.blockUntilConnectedMs = blockUntilConnected(url);
        this.ensembleTracker = url.getParameter(RegistryKeys.ENSEMBLE_TRACKER, true);
        this.check = url.getParameter(RegistryKeys.CHECK, true);
        this.delayNotificationMs = RegistryParameters.nonNegativeInt(url, RegistryKeys.DELAY_NOTIFICATION,
                RegistryKeys.DEFAULT_DELAY_NOTIFICATION);
        this.emptyProtection = url.getParameter(RegistryKeys.ENABLE_EMPTY_PROTECTION,
                RegistryKeys.DEFAULT_ENABLE_EMPTY_PROTECTION);
        this.remoteMetadata = remoteMetadata(url);
        this.reportDefinition = url.getParameter(REPORT_DEFINITION, true);
        this.retryPeriodMs = RegistryParameters.positiveInt(url, RegistryKeys.RETRY_PERIOD,
                RegistryKeys.DEFAULT_RETRY_PERIOD);
        String cluster = url.getParameter(REGISTRY_CLUSTER);
        this.registryCluster = cluster == null || cluster.isEmpty() ? null : cluster;
    }

    /**
     * @throws IllegalArgumentException naming the parameter if the application is missing or a setting is invalid
     * @throws IllegalStateException    if a ZooKeeper registry URL names no usable host
     */
    static DiscoveryOptions of(URL url) {
        return new DiscoveryOptions(url);
    }

    /** Whether the instances live in ZooKeeper (built in) rather than behind a {@link ServiceDiscovery} extension. */
    boolean isZooKeeper() {
        return ZOOKEEPER.equals(type);
    }

    private static ExtensionLoader<ServiceDiscoveryFactory> discoveryExtensions() {
        return ExtensionLoader.getExtensionLoader(ServiceDiscoveryFactory.class);
    }

    /** {@code local} or {@code remote}, as advertised in instance metadata. */
    String storageType() {
        return remoteMetadata ? REMOTE_STORAGE : LOCAL_STORAGE;
    }

    /** {@code rootPath} if set; else {@code /} + {@code group} if set; else {@code /services}. */
    private static String instanceRoot(URL url) {
        String rootPath = url.getParameter(ROOT_PATH);
        if (rootPath != null && !rootPath.trim().isEmpty()) {
            return validPath(ROOT_PATH, rootPath);
        }
        String group = url.getParameter(GROUP);
        if (group != null && !group.trim().isEmpty()) {
            return validPath(GROUP, group);
        }
        return DEFAULT_INSTANCE_ROOT;
    }

    /** {@code /} + {@code group}, default {@code /dubbo}: the interface-level root, shared by mapping and metadata. */
    private static String metadataRoot(URL url) {
        String group = url.getParameter(GROUP);
        return validPath(GROUP, group == null || group.trim().isEmpty() ? DEFAULT_METADATA_ROOT
                : group);
    }

    private static String validPath(String key, String value) {
        String path = value.trim();
        if (!path.startsWith("/")) {
            path = "/" + path;
        }
        while (path.length() > 1 && path.endsWith("/")) {
            path = path.substring(0, path.length() - 1);
        }
        try {
            PathUtils.validatePath(path);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Invalid registry parameter " + key + "=" + value + ": "
                    + e.getMessage(), e);
        }
        return path;
    }

    private static boolean remoteMetadata(URL url) {
        String type = url.getParameter(METADATA_TYPE, LOCAL_STORAGE).trim().toLowerCase(Locale.ROOT);
        if (!LOCAL_STORAGE.equals(type) && !REMOTE_STORAGE.equals(type)) {
            throw new IllegalArgumentException("Invalid registry parameter " + METADATA_TYPE + "="
                    + url.getParameter(METADATA_TYPE) + ": expected " + LOCAL_STORAGE + " or " + REMOTE_STORAGE);
        }
        return REMOTE_STORAGE.equals(type);
    }

    private static long blockUntilConnected(URL url) {
        int wait = RegistryParameters.nonNegativeInt(url, BLOCK_UNTIL_CONNECTED_WAIT, 10);
        String unitName = url.getParameter(BLOCK_UNTIL_CONNECTED_UNIT, TimeUnit.SECONDS.name());
        TimeUnit unit;
        try {
            unit = TimeUnit.valueOf(unitName.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Invalid registry parameter " + BLOCK_UNTIL_CONNECTED_UNIT + "="
                    + unitName + ": expected a java.util.concurrent.TimeUnit name such as SECONDS", e);
        }
        return unit.toMillis(wait);
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
