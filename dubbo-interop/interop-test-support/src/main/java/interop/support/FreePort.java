package interop.support;

import io.github.dubbotuned.test.ReservedPorts;

/** Hands out loopback TCP ports for peers that start later, or stop and start again on the same port. */
public final class FreePort {

    private FreePort() {
    }

    /**
     * A port free right now that no other process can be given while this JVM runs (see {@link ReservedPorts}):
     * a peer JVM that takes seconds to start, or a provider restarted on the same port, still finds it free.
     */
    public static int find() {
        return ReservedPorts.reserve();
    }
}
