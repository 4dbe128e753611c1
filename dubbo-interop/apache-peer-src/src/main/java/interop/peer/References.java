package interop.peer;

import interop.api.CallbackService;
import interop.api.GreetingService;
import org.apache.dubbo.config.MethodConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.rpc.service.GenericService;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

/**
 * The consumer's references, created on first use, either to one direct provider URL or through a registry. Every
 * reference has {@code check=false} unless told otherwise, and {@code retries=0} unless told otherwise (a failure must
 * show up once, not three times).
 */
final class References {

    private final String url;
    private final String registry;
    private final boolean check;
    private final int retries;
    private final String migrationStep;
    private final int timeoutMillis;
    private final Integer connections;
    private final Integer heartbeatMillis;
    private final Map<String, Object> cache = new HashMap<String, Object>();

    private References(Options options, String migrationStep) {
        this.url = options.get("url");
        this.registry = options.get("registry");
        if ((url == null) == (registry == null)) {
            throw new IllegalArgumentException("exactly one of --url and --registry is required");
        }
        this.check = options.bool("check", false);
        this.retries = options.integer("retries", 0);
        this.migrationStep = migrationStep;
        this.timeoutMillis = options.integer("timeout", 5000);
        this.connections = options.integer("connections");
        this.heartbeatMillis = options.integer("heartbeat");
    }

    /**
     * Reads {@code --url} or {@code --registry}, {@code --check}, {@code --retries}, {@code --timeout},
     * {@code --connections}, {@code --heartbeat} and {@code --migration} (Dubbo 3 only: the step becomes this JVM's
     * default and every reference's {@code migration.step}).
     */
    static References from(Options options) {
        String step = options.choice("migration", "FORCE_INTERFACE", "APPLICATION_FIRST", "FORCE_APPLICATION");
        boolean applied = step != null && Dubbo3Settings.migration(step);
        return new References(options, applied ? step : null);
    }

    /** The default reference: the plain export, one-way {@code oneway} method. */
    GreetingService greeting() {
        return service("default", null, null, timeoutMillis, connections);
    }

    /** A reference to the export with group {@code grp} and version {@code 1.0.0}. */
    GreetingService grouped() {
        return service("grouped", ProviderMain.GROUP, ProviderMain.VERSION, timeoutMillis, connections);
    }

    /** A reference to group {@code grp} with version {@code 9.9.9}, which no provider exports. */
    GreetingService unexportedVersion() {
        return service("unexported", ProviderMain.GROUP, "9.9.9", timeoutMillis, connections);
    }

    GreetingService withTimeout(int millis) {
        return service("timeout-" + millis, null, null, millis, connections);
    }

    GreetingService withConnections(int count) {
        return service("connections-" + count, null, null, timeoutMillis, count);
    }

    /** A reference to {@link CallbackService}, configured as its provider is (for direct URLs; a registry tells). */
    synchronized CallbackService callbacks() {
        CallbackService service = (CallbackService) cache.get("callbacks");
        if (service == null) {
            ReferenceConfig<CallbackService> reference = new ReferenceConfig<CallbackService>();
            reference.setInterface(CallbackService.class);
            CallbackSettings.apply(reference, 3);
            configure(reference, timeoutMillis, connections);
            service = reference.get();
            cache.put("callbacks", service);
        }
        return service;
    }

    synchronized GenericService generic() {
        GenericService generic = (GenericService) cache.get("generic");
        if (generic == null) {
            ReferenceConfig<GenericService> reference = new ReferenceConfig<GenericService>();
            reference.setInterface(GreetingService.class.getName());
            reference.setGeneric("true");
            configure(reference, timeoutMillis, connections);
            generic = reference.get();
            cache.put("generic", generic);
        }
        return generic;
    }

    private synchronized GreetingService service(String key, String group, String version, int timeout,
                                                 Integer connectionCount) {
        GreetingService service = (GreetingService) cache.get(key);
        if (service == null) {
            ReferenceConfig<GreetingService> reference = new ReferenceConfig<GreetingService>();
            reference.setInterface(GreetingService.class);
            reference.setGroup(group);
            reference.setVersion(version);
            MethodConfig oneway = new MethodConfig();
            oneway.setName("oneway");
            oneway.setReturn(false);
            reference.setMethods(Collections.singletonList(oneway));
            configure(reference, timeout, connectionCount);
            service = reference.get();
            cache.put(key, service);
        }
        return service;
    }

    private void configure(ReferenceConfig<?> reference, int timeout, Integer connectionCount) {
        if (url != null) {
            reference.setUrl(url);
        } else {
            reference.setRegistry(new RegistryConfig(registry));
        }
        reference.setRetries(retries);
        reference.setCheck(check);
        reference.setTimeout(timeout);
        if (connectionCount != null) {
            reference.setConnections(connectionCount);
        }
        Map<String, String> parameters = new HashMap<String, String>();
        if (heartbeatMillis != null) {
            parameters.put("heartbeat", String.valueOf(heartbeatMillis));
        }
        if (migrationStep != null) {
            parameters.put(Dubbo3Settings.MIGRATION_STEP_PARAMETER, migrationStep);
        }
        if (!parameters.isEmpty()) {
            reference.setParameters(parameters);
        }
    }
}
