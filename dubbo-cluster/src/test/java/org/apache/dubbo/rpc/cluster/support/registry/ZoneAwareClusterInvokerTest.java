package org.apache.dubbo.rpc.cluster.support.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.cluster.Cluster;
import org.apache.dubbo.rpc.cluster.Directories;
import org.apache.dubbo.rpc.cluster.FakeInvoker;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Choosing among registries: preferred first, then the caller's zone, then by weight, then any available one. */
class ZoneAwareClusterInvokerTest {

    private final Cluster cluster = ExtensionLoader.getExtensionLoader(Cluster.class).getExtension("zone-aware",
            false);

    @AfterEach
    void clearContext() {
        RpcContext.removeContext();
    }

    private Object call(RpcInvocation invocation, FakeInvoker... registries) {
        return cluster.join(Directories.of(Directories.consumerUrl(), registries)).invoke(invocation).getValue();
    }

    @Test
    void thePreferredRegistryWinsWhileAvailable() {
        FakeInvoker plain = FakeInvoker.named("plain");
        FakeInvoker preferred = FakeInvoker.named("preferred", "preferred", "true");
        assertEquals("preferred", call(Invocations.sync("sayHello", "a"), plain, preferred));
        preferred.setAvailable(false);
        assertEquals("plain", call(Invocations.sync("sayHello", "a"), plain, preferred));
    }

    @Test
    void theCallersZoneChoosesTheRegistry() {
        FakeInvoker east = FakeInvoker.named("east", "zone", "east");
        FakeInvoker west = FakeInvoker.named("west", "zone", "west");
        RpcContext.getClientAttachment().setAttachment("registry_zone", "west");
        for (int i = 0; i < 20; i++) {
            assertEquals("west", call(Invocations.sync("sayHello", "a"), east, west));
        }
    }

    @Test
    void aForcedZoneWithoutRegistryFails() {
        FakeInvoker east = FakeInvoker.named("east", "zone", "east");
        RpcInvocation invocation = Invocations.sync("sayHello", "a");
        invocation.setAttachment("registry_zone", "north");
        invocation.setAttachment("registry_zone_force", "true");
        RpcException error = assertThrows(RpcException.class, () -> call(invocation, east));
        assertTrue(error.getMessage().contains("north"), error.getMessage());

        RpcInvocation unforced = Invocations.sync("sayHello", "a");
        unforced.setAttachment("registry_zone", "north");
        assertEquals("east", call(unforced, east), "without force the zone is only a preference");
    }

    @Test
    void registriesShareCallsByWeight() {
        FakeInvoker heavy = FakeInvoker.named("heavy", "weight", "300");
        FakeInvoker light = FakeInvoker.named("light", "weight", "100");
        int calls = 8000;
        for (int i = 0; i < calls; i++) {
            call(Invocations.sync("sayHello", "a"), heavy, light);
        }
        // expected 6000 : 2000; binomial sd ~39, so +-300 cannot fail by chance
        assertTrue(Math.abs(heavy.calls() - 6000) < 300, "heavy got " + heavy.calls() + " of " + calls);
    }

    @Test
    void anUnavailableRegistryIsSkipped() {
        FakeInvoker down = FakeInvoker.named("down").unavailable();
        FakeInvoker up = FakeInvoker.named("up");
        for (int i = 0; i < 20; i++) {
            assertEquals("up", call(Invocations.sync("sayHello", "a"), down, up));
        }
        up.setAvailable(false);
        assertThrows(RpcException.class, () -> call(Invocations.sync("sayHello", "a"), down, up));
    }
}
