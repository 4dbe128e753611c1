package org.apache.dubbo.config;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The transport names users write ({@code server="netty4"}, {@code client="netty"}, {@code transporter=...}): netty and
 * netty4 mean our Netty 4 transport, and a user's {@link org.apache.dubbo.remoting.Transporter} extension may be
 * named; anything else (netty3, mina, grizzly) is a configuration error with a clear message.
 */
final class TransportNames {

    private static final Set<String> ACCEPTED = new HashSet<>(Arrays.asList("netty", "netty4"));
    private static final String[] KEYS = {"server", "client", "transporter"};

    private TransportNames() {
    }

    static void check(String owner, Map<String, String> parameters) {
        for (String key : KEYS) {
            String value = parameters.get(key);
            if (value != null && !value.isEmpty() && !ACCEPTED.contains(value) && !org.apache.dubbo.common.extension
                    .ExtensionLoader.getExtensionLoader(org.apache.dubbo.remoting.Transporter.class).hasExtension(value)) {
                throw new IllegalStateException(owner + ": " + key + "=\"" + value + "\" is not available; Dubbo"
                        + " Tuned's transport is Netty 4, written netty or netty4, or a Transporter extension listed in"
                        + " META-INF/dubbo/org.apache.dubbo.remoting.Transporter");
            }
        }
        String dispatcher = parameters.get("dispather");
        if (dispatcher != null && !parameters.containsKey("dispatcher")) {
            parameters.put("dispatcher", dispatcher);
        }
    }
}
