package org.apache.dubbo.common.serialize.security;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Enumeration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The JVM-wide serialization class policy and where it comes from. Deserializers read {@link #policy()} on
 * every class they meet for the first time; configuration changes notify listeners (the hessian factories drop
 * their caches) so a newly denied class cannot hide behind a cached decision.
 *
 * <p>Sources, read once at first use, all optional and additive:
 * <ul>
 *   <li>our built-in deny list ({@code security/dubbo-tuned-deny.list}) and strict-mode basics
 *       ({@code security/dubbo-tuned-allow.list});</li>
 *   <li>user resources named as in Apache Dubbo: every {@code security/serialize.allowlist} and
 *       {@code security/serialize.blockedlist} on the class path;</li>
 *   <li>system properties {@code dubbo.security.serialize.allowedClassList} and
 *       {@code dubbo.security.serialize.blockedClassList} (comma-separated), and the mode from
 *       {@code dubbo.application.serialize-check-status} (STRICT | WARN | DISABLE), or the legacy switches
 *       {@code dubbo.security.serialize.openCheckClass=false} (DISABLE) and
 *       {@code dubbo.security.serialize.blockAllClassExceptAllow=true} (STRICT).</li>
 * </ul>
 */
public final class SerializationSecurity {

    public static final String CHECK_STATUS_KEY = "dubbo.application.serialize-check-status";
    public static final String ALLOWED_LIST_KEY = "dubbo.security.serialize.allowedClassList";
    public static final String BLOCKED_LIST_KEY = "dubbo.security.serialize.blockedClassList";

    private static final Logger log = LoggerFactory.getLogger(SerializationSecurity.class);

    private static volatile ClassPolicy policy;
    private static final List<Consumer<ClassPolicy>> listeners = new CopyOnWriteArrayList<>();

    private SerializationSecurity() {
    }

    /** The policy in force. */
    public static ClassPolicy policy() {
        ClassPolicy p = policy;
        if (p == null) {
            synchronized (SerializationSecurity.class) {
                p = policy;
                if (p == null) {
                    p = policy = loadDefault();
                }
            }
        }
        return p;
    }

    /** Replaces the policy in force, e.g. from {@code ApplicationConfig.setSerializeCheckStatus}. */
    public static synchronized void install(ClassPolicy newPolicy) {
        policy = newPolicy;
        log.debug("Serialization class policy is now {}", newPolicy);
        for (Consumer<ClassPolicy> listener : listeners) {
            listener.accept(newPolicy);
        }
    }

    /** Switches the mode of the policy in force. */
    public static synchronized void setMode(ClassPolicy.Mode mode) {
        install(policy().withMode(mode));
    }

    /** Explicitly allows more class names or prefixes. */
    public static synchronized void allow(Collection<String> classNamesOrPrefixes) {
        install(policy().withAllowed(classNamesOrPrefixes));
    }

    /**
     * Trusts the classes a service interface mentions (parameters, returns, declared exceptions, generic
     * arguments and, transitively, their fields), as upstream's auto-trust does, so strict mode works for the
     * types a service really exchanges.
     */
    public static synchronized void trust(Class<?> serviceInterface) {
        Collection<String> names = InterfaceTypeWalker.reachableClassNames(serviceInterface);
        ClassPolicy current = policy();
        List<String> missing = new ArrayList<>();
        for (String name : names) {
            if (!current.userAllowedEntries().contains(name)) {
                missing.add(name);
            }
        }
        if (!missing.isEmpty()) {
            install(current.withAllowed(missing));
        }
    }

    /** Registers a callback run whenever the policy changes. */
    public static void addListener(Consumer<ClassPolicy> listener) {
        listeners.add(listener);
    }

    static ClassPolicy loadDefault() {
        ClassLoader loader = SerializationSecurity.class.getClassLoader();
        List<String> denied = new ArrayList<>(readResources(loader, "security/dubbo-tuned-deny.list"));
        denied.addAll(readResources(loader, "security/serialize.blockedlist"));
        denied.addAll(splitProperty(BLOCKED_LIST_KEY));
        List<String> builtinAllowed = readResources(loader, "security/dubbo-tuned-allow.list");
        List<String> userAllowed = new ArrayList<>(readResources(loader, "security/serialize.allowlist"));
        userAllowed.addAll(splitProperty(ALLOWED_LIST_KEY));
        return new ClassPolicy(modeFromSystemProperties(), denied, builtinAllowed, userAllowed);
    }

    static ClassPolicy.Mode modeFromSystemProperties() {
        String status = System.getProperty(CHECK_STATUS_KEY);
        if (status != null && !status.trim().isEmpty()) {
            return ClassPolicy.Mode.parse(status);
        }
        if ("false".equalsIgnoreCase(System.getProperty("dubbo.security.serialize.openCheckClass"))) {
            return ClassPolicy.Mode.DISABLED;
        }
        if ("true".equalsIgnoreCase(System.getProperty("dubbo.security.serialize.blockAllClassExceptAllow"))) {
            return ClassPolicy.Mode.ALLOW_LIST;
        }
        return ClassPolicy.Mode.DENY_LIST;
    }

    private static List<String> splitProperty(String key) {
        String value = System.getProperty(key);
        if (value == null || value.trim().isEmpty()) {
            return new ArrayList<>();
        }
        return new ArrayList<>(Arrays.asList(value.split(",")));
    }

    private static List<String> readResources(ClassLoader loader, String name) {
        List<String> entries = new ArrayList<>();
        try {
            Enumeration<URL> urls = loader == null ? ClassLoader.getSystemResources(name) : loader.getResources(name);
            while (urls.hasMoreElements()) {
                URL url = urls.nextElement();
                try (InputStream in = url.openStream();
                     BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = reader.readLine()) != null) {
                        String entry = line.trim();
                        if (!entry.isEmpty() && !entry.startsWith("#")) {
                            entries.add(entry);
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("Cannot read serialization policy resource " + name + ": " + e, e);
        }
        return entries;
    }
}
