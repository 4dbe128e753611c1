package org.apache.dubbo.registry.support;

/** URL parameter keys, values and defaults of the registry layer, spelled as Apache Dubbo spells them. */
public final class RegistryKeys {

    public static final String INTERFACE = "interface";
    public static final String CLASSIFIER = "classifier";
    public static final String ENABLED = "enabled";
    public static final String CATEGORY = "category";
    public static final String DYNAMIC = "dynamic";
    public static final String CHECK = "check";
    public static final String SIDE = "side";
    public static final String APPLICATION = "application";
    public static final String REMOTE_APPLICATION = "remote.application";
    public static final String TIMESTAMP = "timestamp";
    public static final String PID = "pid";
    public static final String REGISTER_IP = "register.ip";

    /** Connection timeout of the registry client, ms. */
    public static final String TIMEOUT = "timeout";
    /** ZooKeeper session timeout, ms. */
    public static final String SESSION = "session";
    public static final String ENSEMBLE_TRACKER = "zookeeper.ensemble.tracker";
    public static final String USERNAME = "username";
    public static final String PASSWORD = "password";
    public static final String RETRY_PERIOD = "retry.period";
    public static final String RETRY_TIMES = "retry.times";
    public static final String DELAY_NOTIFICATION = "delay-notification";
    public static final String ENABLE_EMPTY_PROTECTION = "enable-empty-protection";
    public static final String FILE = "file";
    /** Dubbo 3 spelling of the cache file switch. */
    public static final String FILE_CACHE = "file-cache";
    /** Dubbo 2.7 spelling of the cache file switch, still honoured. */
    public static final String FILE_CACHE_LEGACY = "file.cache";
    public static final String SAVE_FILE = "save.file";
    public static final String SIMPLIFIED = "simplified";
    public static final String EXTRA_KEYS = "extra-keys";

    public static final String PROVIDERS_CATEGORY = "providers";
    public static final String CONSUMERS_CATEGORY = "consumers";
    public static final String CONFIGURATORS_CATEGORY = "configurators";
    public static final String ROUTERS_CATEGORY = "routers";
    public static final String DEFAULT_CATEGORY = PROVIDERS_CATEGORY;

    public static final String EMPTY_PROTOCOL = "empty";
    public static final String CONSUMER_PROTOCOL = "consumer";
    public static final String CONSUMER_SIDE = "consumer";
    public static final String ANY_VALUE = "*";

    public static final int DEFAULT_RETRY_PERIOD = 5000;
    /** Dubbo's 3.x code stops after 3 retries; retrying forever is what the registry spec asks for. */
    public static final int DEFAULT_RETRY_TIMES = -1;
    public static final int DEFAULT_DELAY_NOTIFICATION = 5000;
    public static final boolean DEFAULT_ENABLE_EMPTY_PROTECTION = false;

    private RegistryKeys() {
    }
}
