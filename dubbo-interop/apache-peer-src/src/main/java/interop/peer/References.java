package interop.peer;

import interop.api.GreetingService;
import org.apache.dubbo.config.MethodConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.rpc.service.GenericService;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

/**
 * The consumer's references to one provider URL, created on first use. Every reference calls the direct URL with
 * {@code retries=0} (a failure must show up once, not three times) and {@code check=false}.
 */
final class References {

    private final String url;
    private final int timeoutMillis;
    private final Integer connections;
    private final Integer heartbeatMillis;
    private final Map<String, Object> cache = new HashMap<String, Object>();

    References(String url, int timeoutMillis, Integer connections, Integer heartbeatMillis) {
        this.url = url;
        this.timeoutMillis = timeoutMillis;
        this.connections = connections;
        this.heartbeatMillis = heartbeatMillis;
    }

    /** The default reference: the plain export, one-way {@code oneway} method. */
    GreetingService greeting() {
        return service("default", null, null, timeoutMillis, connections);
    }

    /** A reference to the export with group {@code grp} and version {@code 1.0.0}. */
    GreetingService grouped() {
        return service("grouped", ProviderMain.GROUP, ProviderMain.VERSION, timeoutMillis, connections);
    }

    GreetingService withTimeout(int millis) {
        return service("timeout-" + millis, null, null, millis, connections);
    }

    GreetingService withConnections(int count) {
        return service("connections-" + count, null, null, timeoutMillis, count);
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
        reference.setUrl(url);
        reference.setRetries(0);
        reference.setCheck(false);
        reference.setTimeout(timeout);
        if (connectionCount != null) {
            reference.setConnections(connectionCount);
        }
        if (heartbeatMillis != null) {
            reference.setParameters(Collections.singletonMap("heartbeat", String.valueOf(heartbeatMillis)));
        }
    }
}
