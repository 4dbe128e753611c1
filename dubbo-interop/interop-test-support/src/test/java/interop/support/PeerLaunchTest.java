package interop.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class PeerLaunchTest {

    @Test
    void asUsersRunItAddsNothing() {
        PeerLaunch launch = PeerLaunch.asUsersRunIt();

        assertEquals(List.of(), launch.jvmFlags());
        assertEquals(Map.of(), launch.environment());
        assertEquals("", launch.describe());
    }

    @Test
    void noPeerIsPinnedToLoopbackByDefault() {
        List<String> flags = PeerJvm.commonFlags();

        assertTrue(flags.stream().noneMatch(flag -> flag.startsWith("-Ddubbo.network.interface")
                || flag.startsWith("-Djdk.net.hosts.file")), flags::toString);
    }

    @Test
    void environmentSystemPropertiesAndPinningAreAdded() {
        PeerLaunch launch = PeerLaunch.asUsersRunIt().env("DUBBO_IP_TO_BIND", "10.0.0.1")
                .systemProperty("DUBBO_IP_TO_REGISTRY", "host.example").pinnedToLoopback();

        assertEquals(Map.of("DUBBO_IP_TO_BIND", "10.0.0.1"), launch.environment());
        assertEquals("-DDUBBO_IP_TO_REGISTRY=host.example", launch.jvmFlags().get(0));
        assertTrue(launch.jvmFlags().contains("-Ddubbo.network.interface.ignored=.*"), launch.jvmFlags()::toString);
        assertEquals("pinned-DUBBO_IP_TO_BIND-DUBBO_IP_TO_REGISTRY", launch.describe());
    }
}
