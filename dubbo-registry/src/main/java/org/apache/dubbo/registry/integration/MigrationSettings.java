package org.apache.dubbo.registry.integration;

import java.util.Locale;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.client.migration.model.MigrationStep;

/**
 * A reference's own migration settings, used where the migration rule says nothing: its {@code migration.step},
 * {@code migration.threshold}, {@code migration.promotion} (or {@code migration.proportion}),
 * {@code migration.force} and {@code migration.delay} parameters, else the system properties
 * {@code dubbo.application.service-discovery.migration} (or {@code DUBBO_SERVICEDISCOVERY_MIGRATION}, property or
 * environment) and {@code dubbo.application.migration.threshold}, else the defaults ({@code APPLICATION_FIRST},
 * 0, 100, false, none). A registry that is application-level only always means {@code FORCE_APPLICATION}.
 */
final class MigrationSettings {

    static final String STEP_KEY = "migration.step";
    static final String STEP_PROPERTY = "dubbo.application.service-discovery.migration";
    static final String LEGACY_STEP_PROPERTY = "DUBBO_SERVICEDISCOVERY_MIGRATION";

    private MigrationSettings() {
    }

    /**
     * @throws IllegalArgumentException naming the setting and the accepted values when the step is unknown
     */
    static MigrationStep step(URL registryUrl, URL consumerUrl) {
        if (RegistryUrl.isApplicationLevelOnly(registryUrl)) {
            return MigrationStep.FORCE_APPLICATION;
        }
        String source = STEP_KEY;
        String value = consumerUrl.getParameter(STEP_KEY);
        if (isEmpty(value)) {
            source = STEP_PROPERTY;
            value = System.getProperty(STEP_PROPERTY);
        }
        if (isEmpty(value)) {
            source = LEGACY_STEP_PROPERTY;
            value = System.getProperty(LEGACY_STEP_PROPERTY, System.getenv(LEGACY_STEP_PROPERTY));
        }
        if (isEmpty(value)) {
            return MigrationStep.APPLICATION_FIRST;
        }
        try {
            return MigrationStep.valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(source + "='" + value + "' is not a migration step; use one of "
                    + "FORCE_INTERFACE, APPLICATION_FIRST, FORCE_APPLICATION", e);
        }
    }

    /** @throws IllegalArgumentException naming the setting when it is not a non-negative number */
    static double threshold(URL consumerUrl) {
        String source = MigrationInvoker.THRESHOLD_KEY;
        String value = consumerUrl.getParameter(MigrationInvoker.THRESHOLD_KEY);
        if (isEmpty(value)) {
            source = MigrationInvoker.THRESHOLD_PROPERTY;
            value = System.getProperty(MigrationInvoker.THRESHOLD_PROPERTY);
        }
        if (isEmpty(value)) {
            return 0;
        }
        try {
            double parsed = Double.parseDouble(value.trim());
            if (parsed >= 0 && !Double.isNaN(parsed) && !Double.isInfinite(parsed)) {
                return parsed;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException(source + "='" + value + "' is not a non-negative number");
    }

    /** @throws IllegalArgumentException naming the setting when it is not a percentage */
    static int proportion(URL consumerUrl) {
        String key = MigrationInvoker.PROMOTION_KEY;
        String value = consumerUrl.getParameter(key);
        if (isEmpty(value)) {
            key = MigrationInvoker.PROPORTION_KEY;
            value = consumerUrl.getParameter(key);
        }
        if (isEmpty(value)) {
            return 100;
        }
        try {
            int parsed = Integer.parseInt(value.trim());
            if (parsed >= 0 && parsed <= 100) {
                return parsed;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException(key + "='" + value + "' is not a percentage (0-100)");
    }

    static boolean force(URL consumerUrl, Boolean ruleForce) {
        return ruleForce != null ? ruleForce : consumerUrl.getParameter(MigrationInvoker.FORCE_KEY, false);
    }

    /** The reference's {@code migration.delay} in seconds, or null. */
    static Integer delay(URL consumerUrl) {
        String value = consumerUrl.getParameter(MigrationInvoker.DELAY_KEY);
        if (isEmpty(value)) {
            return null;
        }
        try {
            return Integer.valueOf(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(MigrationInvoker.DELAY_KEY + "='" + value
                    + "' is not a number of seconds", e);
        }
    }

    private static boolean isEmpty(String value) {
        return value == null || value.trim().isEmpty();
    }
}
