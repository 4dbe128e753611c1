package org.apache.dubbo.registry.integration;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.support.RegistryKeys;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.protocol.InvokerWrapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The export of one provider URL through its protocol, shared by every registry that announces it, and kept in
 * line with the provider-side override rules those registrations follow: when the rules change the provider URL
 * ({@code timeout}, {@code token}, {@code executes}, {@code accesslog}, ...), the service is re-exported under the
 * new URL — the same server, a new filter chain — as Apache Dubbo 3.3 does; when they are deleted it returns to the
 * configured URL. Calls in flight finish under the URL they started with.
 */
final class SharedExport<T> {

    private static final Logger logger = LoggerFactory.getLogger(SharedExport.class);

    /** A rule parameter {@code need-reexport=false} changes the registration only, as in Apache Dubbo. */
    private static final String NEED_REEXPORT = "need-reexport";

    private final String key;
    private final URL providerUrl;
    private final Invoker<T> invoker;
    private final Exporter<T> exporter;
    private final List<ProviderRegistration> registrations = new CopyOnWriteArrayList<>();
    /** Guarded by this: the URL the service is exported under now. */
    private URL current;
    /** Guarded by this. */
    private boolean reconfigurable = true;
    /** Guarded by the map of exports of the registry protocol. */
    int users;

    SharedExport(String key, URL providerUrl, Invoker<T> invoker, Exporter<T> exporter) {
        this.key = key;
        this.providerUrl = providerUrl;
        this.invoker = invoker;
        this.exporter = exporter;
        this.current = providerUrl;
    }

    String key() {
        return key;
    }

    Exporter<T> exporter() {
        return exporter;
    }

    /** Follows the override rules of {@code registration} from now on. */
    void follow(ProviderRegistration registration) {
        registrations.add(registration);
        refresh();
    }

    /** Stops following the rules of a withdrawn registration. */
    void forget(ProviderRegistration registration) {
        if (registrations.remove(registration)) {
            refresh();
        }
    }

    /** Applies the rules in force to the provider URL, and re-exports when that changes the exported URL. */
    synchronized void refresh() {
        OverrideRules rules = OverrideRules.NONE;
        for (ProviderRegistration registration : registrations) {
            rules = rules.then(registration.rules());
        }
        URL applied = rules.apply(providerUrl, providerUrl.getParameter(RegistryKeys.APPLICATION), null, null);
        URL next = applied.removeParameter(NEED_REEXPORT);
        if (next.equals(current) || !reconfigurable || !applied.getParameter(NEED_REEXPORT, true)) {
            return;
        }
        try {
            exporter.reconfigure(new InvokerWrapper<>(invoker, next));
        } catch (UnsupportedOperationException e) {
            reconfigurable = false;
            logger.warn("Override rules for {} change only its registration: {}", providerUrl.getServiceKey(),
                    e.getMessage());
            return;
        }
        current = next;
        logger.info("Override rules re-exported {}: now {}", providerUrl.getServiceKey(), next.toFullString());
    }

    /** The URL the service is exported under now (the configured one with the provider-side rules applied). */
    synchronized URL exportedUrl() {
        return current;
    }
}
