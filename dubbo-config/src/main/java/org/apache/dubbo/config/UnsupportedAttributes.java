package org.apache.dubbo.config;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Attributes Apache Dubbo users may set that Dubbo Tuned accepts but does not act on yet. They are never dropped
 * silently: the first service or reference that uses one gets a warning naming it (once per key per JVM).
 */
final class UnsupportedAttributes {

    private static final Logger log = LoggerFactory.getLogger(UnsupportedAttributes.class);

    /** URL keys (also as {@code method.key}) we accept without implementing them. */
    static final Set<String> KEYS = Collections.unmodifiableSet(new HashSet<>(Arrays.asList(
            "cache", "validation", "merger", "callbacks", "onconnect", "ondisconnect", "telnet", "status",
            "prompt", "monitor", "ssl-enabled", "ext.protocol",
            "preferred.protocol", "optimizer", "extension", "contextpath", "buffer", "networker",
            "charset", "mesh-enable", "provided-by", "provider-namespace", "provider-port",
            "thread-pool-exhausted-listeners", "stat", "reliable", "auth", "authenticator")));

    private static final Set<String> REPORTED = ConcurrentHashMap.newKeySet();

    private UnsupportedAttributes() {
    }

    static void report(String owner, Map<String, String> parameters) {
        for (Map.Entry<String, String> e : parameters.entrySet()) {
            String key = e.getKey();
            int dot = key.indexOf('.');
            String bare = KEYS.contains(key) || dot < 0 ? key : key.substring(dot + 1);
            if (KEYS.contains(bare) && REPORTED.add(bare)) {
                log.warn("{}: attribute '{}' (value '{}') is accepted but not supported by Dubbo Tuned yet; it has no"
                        + " effect", owner, key, e.getValue());
            }
        }
    }
}
