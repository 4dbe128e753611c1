package org.apache.dubbo.metadata;

/**
 * The service every application-level provider exports next to its own services (group = its application name,
 * version {@value #VERSION}), through which consumers learn what a revision of that application offers.
 * Apache Dubbo 3.2 and 3.3 consumers call {@link #getMetadataInfo(String)}, so its signature is theirs.
 */
public interface MetadataService {

    /** The version the service is exported with. */
    String VERSION = "1.0.0";

    /**
     * The services of this application at {@code revision}, or null when this process never published that
     * revision.
     */
    MetadataInfo getMetadataInfo(String revision);
}
