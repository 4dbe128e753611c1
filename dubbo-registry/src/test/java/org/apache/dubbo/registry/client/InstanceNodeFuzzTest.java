package org.apache.dubbo.registry.client;

import java.nio.charset.StandardCharsets;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzzes what a consumer does with the data of an application-level instance node (Curator's JSON with the
 * instance metadata) and of a MetadataInfo node: read the instance, its revision, its ports from
 * {@code dubbo.endpoints}, its metadata-service parameters, and the MetadataInfo JSON. Nodes come from any process
 * that can write to ZooKeeper: a bad one must end in the documented exception (the instance is skipped with a log
 * line, the metadata read fails with a message), never an error that escapes the watcher.
 * Seeds: instance and MetadataInfo nodes real Apache Dubbo 3.2/3.3 providers wrote ({@code apache-golden/}).
 */
class InstanceNodeFuzzTest {

    @FuzzTest(maxDuration = "30s")
    void instanceNode(byte[] data) {
        DiscoveredInstance instance;
        try {
            instance = InstanceWatch.readInstance("app", "node", data);
        } catch (Exception skipped) {
            instance = null;
        }
        if (instance != null) {
            instance.revision();
            instance.isUsable();
            instance.hasRemoteMetadata();
            instance.portOf("dubbo");
            instance.portOf("tri");
            String params = instance.metadata.get(InstanceMetadata.URL_PARAMS);
            if (params != null) {
                try {
                    MetadataJson.parseStringMap(params);
                } catch (IllegalArgumentException documented) {
                    // the metadata-service URL cannot be built; the instance is reported and skipped
                }
            }
        }
        try {
            MetadataJson.parseMetadataInfo(new String(data, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException documented) {
            // readMetadataInfo's documented failure
        }
    }
}
