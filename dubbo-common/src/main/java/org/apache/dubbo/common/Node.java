package org.apache.dubbo.common;

/**
 * Something addressed by a {@link URL} that can be asked whether it still works and be released: an invoker, a
 * registry, a directory.
 */
public interface Node {

    /** The URL that describes this node; never changes during its life. */
    URL getUrl();

    /** Whether the node can serve right now (for example its connection is up and it is not destroyed). */
    boolean isAvailable();

    /** Releases the node's resources; afterwards {@link #isAvailable()} returns false. */
    void destroy();
}
