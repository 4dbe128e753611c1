package org.apache.dubbo.remoting.transport;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;

import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.remoting.Dispatcher;
import org.apache.dubbo.remoting.Transporter;

/**
 * Tells built-in transport names from users' extensions: the built-in ones take the typed fast path, a user's
 * {@link Transporter} or {@link Dispatcher} goes through the extension point. An unknown name is refused with the
 * names that would work.
 */
final class TransportExtensions {

    /** Our Netty 4 transport under the names Apache Dubbo users write. */
    static final Set<String> BUILT_IN_TRANSPORTERS = Collections.unmodifiableSet(new HashSet<>(Arrays.asList(
            "netty", "netty4")));
    static final Set<String> BUILT_IN_DISPATCHERS = Collections.unmodifiableSet(new HashSet<>(Arrays.asList(
            "all", "direct", "message", "execution", "connection")));

    private TransportExtensions() {
    }

    /**
     * @return the name of a user's transporter, or null for the built-in transport (also when none is set)
     * @throws IllegalArgumentException if no transporter has that name
     */
    static String userTransporter(String name) {
        if (name == null || name.trim().isEmpty() || BUILT_IN_TRANSPORTERS.contains(name.trim())) {
            return null;
        }
        return known(Transporter.class, name.trim(), "transporter", BUILT_IN_TRANSPORTERS);
    }

    /**
     * @return the name of a user's dispatcher, or null for a built-in mode
     * @throws IllegalArgumentException if no dispatcher has that name
     */
    static String userDispatcher(String name) {
        if (name == null || BUILT_IN_DISPATCHERS.contains(name.trim().toLowerCase(java.util.Locale.ROOT))) {
            return null;
        }
        return known(Dispatcher.class, name.trim(), "dispatcher", BUILT_IN_DISPATCHERS);
    }

    private static String known(Class<?> type, String name, String key, Set<String> builtIn) {
        ExtensionLoader<?> loader = ExtensionLoader.getExtensionLoader(type);
        if (loader.hasExtension(name)) {
            return name;
        }
        Set<String> extensions = new TreeSet<>(loader.getSupportedExtensions());
        extensions.removeAll(builtIn);
        throw new IllegalArgumentException("Unknown " + key + " '" + name + "': expected one of " + new TreeSet<>(builtIn)
                + " or a " + type.getSimpleName() + " extension listed in META-INF/dubbo/" + type.getName()
                + (extensions.isEmpty() ? " (none is)" : ": " + extensions));
    }
}
