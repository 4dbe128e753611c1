package org.apache.dubbo.registry.integration;

import java.util.Locale;

import org.apache.dubbo.common.URL;

/**
 * Which discovery a consumer uses (registry spec 5.10): interface-level only, application-level only, or both
 * with application-level addresses preferred when there are enough of them. Taken from the reference's
 * {@code migration.step}, else the system property {@code dubbo.application.service-discovery.migration} (or
 * {@code DUBBO_SERVICEDISCOVERY_MIGRATION}, property or environment), else {@code APPLICATION_FIRST}. A registry
 * that is application-level only always means {@code FORCE_APPLICATION}.
 */
enum MigrationStep {
    FORCE_INTERFACE,
    APPLICATION_FIRST,
    FORCE_APPLICATION;

    static final String KEY = "migration.step";
    static final String PROPERTY = "dubbo.application.service-discovery.migration";
    static final String LEGACY_PROPERTY = "DUBBO_SERVICEDISCOVERY_MIGRATION";

    /**
     * @throws IllegalArgumentException naming the setting and the accepted values when the step is unknown
     */
    static MigrationStep of(URL registryUrl, URL consumerUrl) {
        if (RegistryUrl.isApplicationLevelOnly(registryUrl)) {
            return FORCE_APPLICATION;
        }
        String source = KEY;
        String value = consumerUrl.getParameter(KEY);
        if (isEmpty(value)) {
            source = PROPERTY;
            value = System.getProperty(PROPERTY);
        }
        if (isEmpty(value)) {
            source = LEGACY_PROPERTY;
            value = System.getProperty(LEGACY_PROPERTY, System.getenv(LEGACY_PROPERTY));
        }
        if (isEmpty(value)) {
            return APPLICATION_FIRST;
        }
        try {
            return valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(source + "='" + value + "' is not a migration step; use one of "
                    + "FORCE_INTERFACE, APPLICATION_FIRST, FORCE_APPLICATION", e);
        }
    }

    private static boolean isEmpty(String value) {
        return value == null || value.trim().isEmpty();
    }
}
