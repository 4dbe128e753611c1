package org.apache.dubbo.registry.integration;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.registry.Registry;
import org.apache.dubbo.registry.RegistryService;
import org.apache.dubbo.registry.support.RegistrationUrls;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.Cluster;
import org.apache.dubbo.rpc.protocol.InvokerWrapper;

/**
 * The {@code registry} protocol: exporting and referring through registries.
 *
 * <p><b>Export</b> of {@code registry://zk:2181/...?registry=zookeeper&export=<provider url>}: the provider URL is
 * exported through its own protocol (once, however many registries announce it), then registered according to
 * the registry's {@code register-mode} (registry spec 5.9): at the interface-level registry, at the
 * application-level one ({@code service-discovery-registry}), or both. {@code register=false} on the registry or
 * the service exports without registering. Unexporting unregisters first, so consumers stop choosing the provider,
 * then closes the export.
 *
 * <p><b>Refer</b> of {@code registry://...&refer=<consumer parameters>}: the consumer registers at each level it
 * subscribes to (unless {@code register=false}) and gets a {@link RegistryDirectory} per level joined by its
 * {@code cluster}. A {@link MigrationInvoker} decides the levels from the migration step (spec 5.10: the
 * application's migration rule in the config center, else the reference's settings) and moves between them when the
 * rule changes; in {@code APPLICATION_FIRST}, the default, both are subscribed and it chooses per call. An
 * application-level-only registry has just that level.
 *
 * <p>Each registry lives while some export or reference uses it; the last one leaving destroys it.
 */
public class RegistryProtocol implements Protocol {

    private static final int DEFAULT_PORT = 9090;

    private final RegistryLeases leases = new RegistryLeases();
    /** Exports of provider URLs, shared by every registry announcing the same URL; guarded by itself. */
    private final Map<String, SharedExport<?>> exports = new HashMap<>();
    private final Set<RegistryExporter<?>> exporters = ConcurrentHashMap.newKeySet();

    @Override
    public int getDefaultPort() {
        return DEFAULT_PORT;
    }

    /**
     * @throws IllegalArgumentException if the URL carries no {@code export}
     * @throws IllegalStateException    if a registry cannot be reached with {@code check=true}, or refuses the
     *                                  registration
     */
    @Override
    public <T> Exporter<T> export(Invoker<T> invoker) throws RpcException {
        URL registryUrl = invoker.getUrl();
        URL providerUrl = RegistryUrl.exported(registryUrl);
        SharedExport<T> export = acquireExport(providerUrl, invoker);
        List<ProviderRegistration> registrations = new ArrayList<>();
        try {
            if (registryUrl.getParameter("register", true) && providerUrl.getParameter("register", true)) {
                for (URL levelUrl : registrationLevels(registryUrl)) {
                    Registry registry = leases.acquire(levelUrl);
                    try {
                        ProviderRegistration registration = ProviderRegistration.register(registry,
                                RegistrationUrls.provider(providerUrl, levelUrl), export::refresh);
                        registrations.add(registration);
                        export.follow(registration);
                    } catch (RuntimeException e) {
                        leases.release(registry);
                        throw e;
                    }
                }
            }
        } catch (RuntimeException e) {
            withdraw(export, registrations);
            releaseExport(export);
            throw e;
        }
        RegistryExporter<T> exporter = new RegistryExporter<>(invoker, export, registrations);
        exporters.add(exporter);
        return exporter;
    }

    private List<URL> registrationLevels(URL registryUrl) {
        RegisterMode mode = RegisterMode.of(registryUrl);
        List<URL> levels = new ArrayList<>(2);
        if (mode.interfaceLevel) {
            levels.add(RegistryUrl.interfaceLevel(registryUrl));
        }
        if (mode.applicationLevel) {
            levels.add(RegistryUrl.applicationLevel(registryUrl));
        }
        return levels;
    }

    @SuppressWarnings("unchecked")
    private <T> SharedExport<T> acquireExport(URL providerUrl, Invoker<T> invoker) {
        String key = providerUrl.toFullString();
        synchronized (exports) {
            SharedExport<T> export = (SharedExport<T>) exports.get(key);
            if (export == null) {
                ExtensionLoader<Protocol> loader = ExtensionLoader.getExtensionLoader(Protocol.class);
                if (!loader.hasExtension(providerUrl.getProtocol())) {
                    throw new IllegalStateException("Cannot export " + providerUrl.getServiceKey() + ": protocol '"
                            + providerUrl.getProtocol() + "' is not available; supported: "
                            + loader.getSupportedExtensions());
                }
                Exporter<T> exporter = loader.getExtension(providerUrl.getProtocol())
                        .export(new InvokerWrapper<>(invoker, providerUrl));
                export = new SharedExport<>(key, providerUrl, invoker, exporter);
                exports.put(key, export);
            }
            export.users++;
            return export;
        }
    }

    private void releaseExport(SharedExport<?> export) {
        synchronized (exports) {
            if (--export.users > 0) {
                return;
            }
            exports.remove(export.key(), export);
        }
        export.exporter().unexport();
    }

    private void withdraw(SharedExport<?> export, List<ProviderRegistration> registrations) {
        for (int i = registrations.size() - 1; i >= 0; i--) {
            ProviderRegistration registration = registrations.get(i);
            registration.withdraw();
            export.forget(registration);
            leases.release(registration.registry());
        }
    }

    /**
     * @throws IllegalArgumentException if the URL carries no {@code refer}, or a migration setting is invalid
     * @throws IllegalStateException    if a registry cannot be reached with {@code check=true}
     */
    @Override
    public <T> Invoker<T> refer(Class<T> type, URL url) throws RpcException {
        if (type == RegistryService.class) {
            throw new RpcException("Referring the registry itself (" + url.getAddress() + ") as a service is not"
                    + " supported");
        }
        URL consumerUrl = RegistryUrl.consumer(url, type);
        if (RegistryUrl.isApplicationLevelOnly(url)) {
            return referAt(type, RegistryUrl.applicationLevel(url), consumerUrl).invoker;
        }
        return new MigrationInvoker<>(type, url, consumerUrl, application -> referAt(type,
                application ? RegistryUrl.applicationLevel(url) : RegistryUrl.interfaceLevel(url), consumerUrl))
                .start();
    }

    private <T> ReferredCluster<T> referAt(Class<T> type, URL registryUrl, URL consumerUrl) {
        Registry registry = leases.acquire(registryUrl);
        RegistryDirectory<T> directory = new RegistryDirectory<>(type, registryUrl, consumerUrl,
                () -> leases.release(registry));
        try {
            if (registryUrl.getParameter("register", true) && consumerUrl.getParameter("register", true)) {
                directory.register(registry, RegistrationUrls.consumer(consumerUrl, registryUrl));
            }
            directory.subscribe(registry, RegistrationUrls.subscription(consumerUrl));
            Cluster cluster = Cluster.getCluster(null, isMultiGroup(consumerUrl) ? "mergeable"
                    : consumerUrl.getParameter("cluster"));
            return new ReferredCluster<>(cluster.join(directory), directory);
        } catch (RuntimeException e) {
            directory.destroy();
            throw e;
        }
    }

    /** A reference to {@code group="*"} or to a list of groups: its calls go through the mergeable cluster. */
    static boolean isMultiGroup(URL consumerUrl) {
        String group = consumerUrl.getParameter("group");
        return group != null && ("*".equals(group.trim()) || group.indexOf(',') >= 0);
    }

    /** Unexports everything exported through this protocol and destroys every registry still in use. */
    @Override
    public void destroy() {
        for (RegistryExporter<?> exporter : new ArrayList<>(exporters)) {
            exporter.unexport();
        }
        leases.releaseAll();
    }

    /** The registrations of live exports (diagnostics and tests). */
    List<URL> getRegisteredUrls() {
        List<URL> urls = new ArrayList<>();
        for (RegistryExporter<?> exporter : exporters) {
            for (ProviderRegistration registration : exporter.registrations) {
                urls.add(registration.registeredUrl());
            }
        }
        return Collections.unmodifiableList(urls);
    }

    private final class RegistryExporter<T> implements Exporter<T> {
        private final Invoker<T> invoker;
        private final SharedExport<T> export;
        private final List<ProviderRegistration> registrations;
        private final AtomicBoolean unregistered = new AtomicBoolean();
        private final AtomicBoolean unexported = new AtomicBoolean();

        RegistryExporter(Invoker<T> invoker, SharedExport<T> export, List<ProviderRegistration> registrations) {
            this.invoker = invoker;
            this.export = export;
            this.registrations = registrations;
        }

        @Override
        public Invoker<T> getInvoker() {
            return invoker;
        }

        @Override
        public void unregister() {
            if (unregistered.compareAndSet(false, true)) {
                withdraw(export, registrations);
            }
        }

        @Override
        public void register() {
            setRegistered(null, true);
        }

        @Override
        public void setRegistered(String level, boolean registered) {
            if (unregistered.get()) {
                return;
            }
            for (ProviderRegistration registration : registrations) {
                if (level == null || registration.label().endsWith("-" + level)) {
                    if (registered) {
                        registration.resume();
                    } else {
                        registration.suspend();
                    }
                }
            }
        }

        @Override
        public Map<String, Boolean> registrationStates() {
            Map<String, Boolean> states = new LinkedHashMap<>();
            for (ProviderRegistration registration : registrations) {
                states.put(registration.label(), !unregistered.get() && registration.isRegistered());
            }
            return states;
        }

        @Override
        public void unexport() {
            if (!unexported.compareAndSet(false, true)) {
                return;
            }
            exporters.remove(this);
            try {
                unregister();
            } finally {
                releaseExport(export);
            }
        }
    }
}
