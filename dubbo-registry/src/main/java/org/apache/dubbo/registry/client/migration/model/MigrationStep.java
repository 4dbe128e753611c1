package org.apache.dubbo.registry.client.migration.model;

/** Which discovery a consumer uses: interface-level only, both with application-level preferred, or application-level only. */
public enum MigrationStep {
    FORCE_INTERFACE,
    APPLICATION_FIRST,
    FORCE_APPLICATION
}
