package org.apache.dubbo.registry.integration;

import java.util.Locale;

import org.apache.dubbo.common.URL;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where a provider announces its services (registry spec 5.9): interface-level nodes, an application-level
 * instance, or both. Read from the registry URL's {@code register-mode} (the application's or the registry's
 * attribute); default {@code all}, or {@code instance} for an application-level-only registry
 * ({@code registry-type=service}). An unknown value falls back to {@code interface}, as Apache Dubbo does, with a
 * warning.
 */
enum RegisterMode {
    INTERFACE(true, false),
    INSTANCE(false, true),
    ALL(true, true);

    static final String KEY = "register-mode";

    private static final Logger logger = LoggerFactory.getLogger(RegisterMode.class);

    final boolean interfaceLevel;
    final boolean applicationLevel;

    RegisterMode(boolean interfaceLevel, boolean applicationLevel) {
        this.interfaceLevel = interfaceLevel;
        this.applicationLevel = applicationLevel;
    }

    static RegisterMode of(URL registryUrl) {
        String value = registryUrl.getParameter(KEY);
        if (value == null || value.trim().isEmpty()) {
            return RegistryUrl.isApplicationLevelOnly(registryUrl) ? INSTANCE : ALL;
        }
        try {
            return valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            logger.warn("Unknown {}='{}' on registry {}; using 'interface' (known: interface, instance, all)", KEY,
                    value, registryUrl.getAddress());
            return INTERFACE;
        }
    }
}
