package org.apache.dubbo.config;

import java.util.HashMap;
import java.util.Map;

import org.apache.dubbo.common.URL;

/**
 * Reads an {@code address} attribute (registry, metadata report, config center) as a URL so that its parts can
 * fill the bean properties the user left unset: {@code zookeeper://admin:pw@zk:2181?session=5000} gives
 * protocol, username, password, port and parameters.
 */
final class ConfigAddress {

    private final URL url;

    private ConfigAddress(URL url) {
        this.url = url;
    }

    /**
     * The parts of {@code address}, or null when it is not one parseable address ({@code N/A}, several
     * addresses separated by {@code ;} or {@code |}, malformed text). Such addresses are not an error here: the
     * component that connects to them validates them, with the context to say which one failed.
     */
    private static ConfigAddress parse(String address) {
        if (address == null || address.trim().isEmpty()
                || RegistryConfig.NO_AVAILABLE.equalsIgnoreCase(address.trim())
                || address.indexOf(';') >= 0 || address.indexOf('|') >= 0) {
            return null;
        }
        try {
            return new ConfigAddress(URL.valueOf(address));
        } catch (IllegalArgumentException | IllegalStateException malformed) {
            return null;
        }
    }

    /**
     * Fills the protocol, username, password and port of {@code config} that are unset from {@code address},
     * and adds its parameters (they replace equal keys); does nothing for addresses {@link #parse} rejects.
     */
    static void fillUnset(String address, AddressedConfig config) {
        ConfigAddress parts = parse(address);
        if (parts == null) {
            return;
        }
        if (config.getUsername() == null) {
            config.setUsername(parts.username());
        }
        if (config.getPassword() == null) {
            config.setPassword(parts.password());
        }
        if (config.getProtocol() == null) {
            config.setProtocol(parts.protocol());
        }
        if (config.getPort() == null) {
            config.setPort(parts.port());
        }
        config.updateParameters(parts.parameters());
    }

    /** The protocol, or null. */
    private String protocol() {
        return emptyToNull(url.getProtocol());
    }

    private String username() {
        return emptyToNull(url.getUsername());
    }

    private String password() {
        return emptyToNull(url.getPassword());
    }

    /** The port, or null when the address has none. */
    private Integer port() {
        return url.getPort() > 0 ? url.getPort() : null;
    }

    /** The query parameters without {@code backup}, which only lists the other hosts of the address. */
    private Map<String, String> parameters() {
        Map<String, String> parameters = new HashMap<>(url.getParameters());
        parameters.remove("backup");
        return parameters;
    }

    private static String emptyToNull(String value) {
        return value == null || value.isEmpty() ? null : value;
    }
}
