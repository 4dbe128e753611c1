package org.apache.dubbo.common.network;

import java.util.Locale;
import java.util.function.Function;

/**
 * The deployment-time address overrides Apache Dubbo reads: {@value #IP_TO_BIND}, {@value #IP_TO_REGISTRY},
 * {@value #PORT_TO_BIND} and {@value #PORT_TO_REGISTRY}, each also with the protocol name in front
 * ({@code DUBBO_DUBBO_IP_TO_BIND} for protocol {@code dubbo}, {@code TRI_DUBBO_PORT_TO_BIND} for {@code tri}), which
 * wins. Each name is looked up as an environment variable first, then as a system property, exactly like Apache
 * Dubbo; a value is trimmed and an empty one counts as unset.
 */
public final class AddressOverrides {

    /** The IP (or host name) a provider binds; wins over the configured host. */
    public static final String IP_TO_BIND = "DUBBO_IP_TO_BIND";
    /** The IP (or host name) a provider registers, and a consumer registers as its own. */
    public static final String IP_TO_REGISTRY = "DUBBO_IP_TO_REGISTRY";
    /** The port a provider binds; wins over the configured port. */
    public static final String PORT_TO_BIND = "DUBBO_PORT_TO_BIND";
    /** The port a provider registers (a port mapped by a container or a NAT, for example). */
    public static final String PORT_TO_REGISTRY = "DUBBO_PORT_TO_REGISTRY";

    private static final AddressOverrides SYSTEM = new AddressOverrides(System::getenv, System::getProperty);

    private final Function<String, String> environment;
    private final Function<String, String> systemProperties;

    /** @param environment and {@code systemProperties}: the value of a name, null when unset */
    public AddressOverrides(Function<String, String> environment, Function<String, String> systemProperties) {
        this.environment = environment;
        this.systemProperties = systemProperties;
    }

    /** The process environment and system properties. */
    public static AddressOverrides system() {
        return SYSTEM;
    }

    /**
     * {@code key} for protocol {@code protocol}: {@code PROTOCOL_key}, then {@code key}; null when neither is set.
     */
    public Setting forProtocol(String protocol, String key) {
        if (protocol != null && !protocol.isEmpty()) {
            Setting prefixed = get(protocol.toUpperCase(Locale.ROOT) + "_" + key);
            if (prefixed != null) {
                return prefixed;
            }
        }
        return get(key);
    }

    /** {@code name} from the environment, else from the system properties; null when unset or blank. */
    public Setting get(String name) {
        String value = trimmed(environment.apply(name));
        if (value != null) {
            return new Setting(name, value, "environment variable");
        }
        value = trimmed(systemProperties.apply(name));
        return value == null ? null : new Setting(name, value, "system property");
    }

    private static String trimmed(String value) {
        if (value == null) {
            return null;
        }
        String trimmed = value.trim();
        return trimmed.isEmpty() ? null : trimmed;
    }

    /** One override as found: its exact name, its (trimmed) value and where it came from. */
    public static final class Setting {
        private final String name;
        private final String value;
        private final String source;

        Setting(String name, String value, String source) {
            this.name = name;
            this.value = value;
            this.source = source;
        }

        public String name() {
            return name;
        }

        public String value() {
            return value;
        }

        /** {@code environment variable} or {@code system property}. */
        public String source() {
            return source;
        }

        /** {@code DUBBO_IP_TO_BIND=10.0.0.5 (environment variable)}, for messages. */
        @Override
        public String toString() {
            return name + "=" + value + " (" + source + ")";
        }
    }
}
