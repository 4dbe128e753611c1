package org.apache.dubbo.config.spring.tests;

import io.github.dubbotuned.test.ReservedPorts;

/** A loopback port nobody listens on right now, and that no other process will be given while this JVM runs. */
public final class FreePort {

    private FreePort() {
    }

    public static int find() {
        return ReservedPorts.reserve();
    }
}
