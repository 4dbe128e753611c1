package org.apache.dubbo.common.classpath;

import java.util.Properties;

/** The {@code groupId:artifactId:version} a jar's {@code pom.properties} names. */
public final class MavenArtifact {

    private final String groupId;
    private final String artifactId;
    private final String version;

    public MavenArtifact(String groupId, String artifactId, String version) {
        this.groupId = groupId;
        this.artifactId = artifactId;
        this.version = version;
    }

    /** The artifact a {@code pom.properties} describes, or null when it lacks the group or artifact id. */
    static MavenArtifact of(Properties pomProperties) {
        String groupId = trimmed(pomProperties.getProperty("groupId"));
        String artifactId = trimmed(pomProperties.getProperty("artifactId"));
        if (groupId == null || artifactId == null) {
            return null;
        }
        String version = trimmed(pomProperties.getProperty("version"));
        return new MavenArtifact(groupId, artifactId, version == null ? "?" : version);
    }

    public String groupId() {
        return groupId;
    }

    public String artifactId() {
        return artifactId;
    }

    public String version() {
        return version;
    }

    private static String trimmed(String value) {
        return value == null || value.trim().isEmpty() ? null : value.trim();
    }

    @Override
    public String toString() {
        return groupId + ':' + artifactId + ':' + version;
    }
}
