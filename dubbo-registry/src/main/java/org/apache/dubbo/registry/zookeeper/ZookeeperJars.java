package org.apache.dubbo.registry.zookeeper;

import java.net.URL;

import org.apache.dubbo.common.classpath.ClassPathEntry;
import org.apache.dubbo.common.classpath.MavenArtifact;

/**
 * Refuses a ZooKeeper client whose two jars come from different releases.
 *
 * <p>{@code zookeeper} (the client) and {@code zookeeper-jute} (the request and response classes it builds) are
 * released together and only work together: a 3.8 client with a 3.9 jute jar fails every connection attempt with
 * {@code NoSuchMethodError} on a Curator thread, and the application only sees a connection that never comes. This
 * happens when two dependencies bring different ZooKeeper versions and Maven picks each jar from a different one.
 * Checked before the first connection, it becomes one clear start-up error.
 */
final class ZookeeperJars {

    private static final String GROUP = "org.apache.zookeeper";
    private static final String CLIENT_CLASS = "org/apache/zookeeper/ZooKeeper.class";
    private static final String JUTE_CLASS = "org/apache/zookeeper/proto/ConnectRequest.class";

    private ZookeeperJars() {
    }

    /** Fails with an {@link IllegalStateException} when {@code loader}'s zookeeper and zookeeper-jute differ. */
    static void requireOneRelease(ClassLoader loader) {
        String problem = mismatch(loader);
        if (problem != null) {
            throw new IllegalStateException(problem);
        }
    }

    /** The mismatch {@code loader} would load, described for the user, or null when the jars agree or are unknown. */
    static String mismatch(ClassLoader loader) {
        Found client = find(loader, CLIENT_CLASS, "zookeeper");
        Found jute = find(loader, JUTE_CLASS, "zookeeper-jute");
        if (client == null || jute == null || client.artifact.version().equals(jute.artifact.version())) {
            return null;
        }
        return "The ZooKeeper client cannot connect: its jars come from two releases, "
                + client.artifact + " (" + client.entry.location() + ") and "
                + jute.artifact + " (" + jute.entry.location() + "), and ZooKeeper only works with both from one"
                + " release. Another dependency brings or pins the other version: depend on one ZooKeeper release for"
                + " both artifacts (remove the pinned org.apache.zookeeper version, or pin zookeeper and"
                + " zookeeper-jute together), and replace Apache Dubbo's ZooKeeper starters by Dubbo Tuned's"
                + " (see docs/migrating.md).";
    }

    /** Where {@code loader} takes {@code resource} from, with the artifact that jar says it is; null if unknown. */
    private static Found find(ClassLoader loader, String resource, String artifactId) {
        URL url = loader.getResource(resource);
        ClassPathEntry entry = url == null ? null : ClassPathEntry.holding(url, resource);
        MavenArtifact artifact = entry == null ? null : entry.artifact(GROUP, artifactId);
        return artifact == null ? null : new Found(entry, artifact);
    }

    private static final class Found {
        final ClassPathEntry entry;
        final MavenArtifact artifact;

        Found(ClassPathEntry entry, MavenArtifact artifact) {
            this.entry = entry;
            this.artifact = artifact;
        }
    }
}
