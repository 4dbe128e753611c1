package interop.support;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How a peer JVM is started beyond its program arguments: environment variables and system properties a user would
 * set (such as {@code DUBBO_IP_TO_BIND}), and — only for a test about that setting — loopback pinning. The default,
 * {@link #asUsersRunIt()}, adds nothing: the peer picks its addresses from the machine's real interfaces, as it does
 * for every user.
 */
public final class PeerLaunch {

    private final Map<String, String> environment;
    private final Map<String, String> systemProperties;
    private final boolean loopbackPinned;

    private PeerLaunch(Map<String, String> environment, Map<String, String> systemProperties, boolean loopbackPinned) {
        this.environment = environment;
        this.systemProperties = systemProperties;
        this.loopbackPinned = loopbackPinned;
    }

    /** No extra environment, no extra system property, no pinning. */
    public static PeerLaunch asUsersRunIt() {
        return new PeerLaunch(Collections.emptyMap(), Collections.emptyMap(), false);
    }

    /** Also sets environment variable {@code name} of the peer JVM. */
    public PeerLaunch env(String name, String value) {
        Map<String, String> copy = new LinkedHashMap<>(environment);
        copy.put(name, value);
        return new PeerLaunch(Collections.unmodifiableMap(copy), systemProperties, loopbackPinned);
    }

    /** Also passes {@code -Dname=value} to the peer JVM. */
    public PeerLaunch systemProperty(String name, String value) {
        Map<String, String> copy = new LinkedHashMap<>(systemProperties);
        copy.put(name, value);
        return new PeerLaunch(environment, Collections.unmodifiableMap(copy), loopbackPinned);
    }

    /**
     * Keeps the peer on loopback: every network interface ignored ({@code -Ddubbo.network.interface.ignored=.*}) and
     * the host name resolved to 127.0.0.1 through a private hosts file, so Dubbo finds no external address and a
     * consumer given {@code 127.0.0.1} dials 127.0.0.1 itself. This hides exactly the host and bind behaviour users
     * meet (wire spec pitfall 20): use it only in a test about this setting.
     */
    public PeerLaunch pinnedToLoopback() {
        return new PeerLaunch(environment, systemProperties, true);
    }

    Map<String, String> environment() {
        return environment;
    }

    /** The {@code -D} flags, pinning included. */
    List<String> jvmFlags() {
        List<String> flags = new ArrayList<>();
        systemProperties.forEach((name, value) -> flags.add("-D" + name + "=" + value));
        if (loopbackPinned) {
            flags.addAll(PeerJvm.loopbackFlags());
        }
        return flags;
    }

    /** For log file names: {@code pinned}, the names set, or nothing. */
    String describe() {
        List<String> parts = new ArrayList<>();
        if (loopbackPinned) {
            parts.add("pinned");
        }
        parts.addAll(environment.keySet());
        parts.addAll(systemProperties.keySet());
        return String.join("-", parts);
    }
}
