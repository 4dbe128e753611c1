package org.apache.dubbo.config.context;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

import org.apache.dubbo.config.AbstractConfig;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ConfigCenterConfig;
import org.apache.dubbo.config.ConsumerConfig;
import org.apache.dubbo.config.MetadataReportConfig;
import org.apache.dubbo.config.MetricsConfig;
import org.apache.dubbo.config.ModuleConfig;
import org.apache.dubbo.config.MonitorConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ProviderConfig;
import org.apache.dubbo.config.ReferenceConfigBase;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfigBase;
import org.apache.dubbo.config.SslConfig;
import org.apache.dubbo.config.TracingConfig;
import org.apache.dubbo.config.support.PropertyDeclaredConfigs;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.ModuleModel;

/**
 * The configuration an application has declared (through {@code DubboBootstrap}, Spring or properties): the
 * application itself, its registries, protocols, provider/consumer defaults and its services and references.
 * Services and references without their own settings take their defaults from here. One per
 * {@link ApplicationModel}.
 */
public final class ConfigManager {

    private static final String ATTRIBUTE = ConfigManager.class.getName();

    private volatile ApplicationConfig application;
    private volatile MonitorConfig monitor;
    private volatile MetricsConfig metrics;
    private volatile TracingConfig tracing;
    private volatile SslConfig ssl;
    private final List<ModuleConfig> modules = new CopyOnWriteArrayList<>();
    private final List<RegistryConfig> registries = new CopyOnWriteArrayList<>();
    private final List<ProtocolConfig> protocols = new CopyOnWriteArrayList<>();
    private final List<ProviderConfig> providers = new CopyOnWriteArrayList<>();
    private final List<ConsumerConfig> consumers = new CopyOnWriteArrayList<>();
    private final List<ConfigCenterConfig> configCenters = new CopyOnWriteArrayList<>();
    private final List<MetadataReportConfig> metadataReports = new CopyOnWriteArrayList<>();
    private final List<ServiceConfigBase<?>> services = new CopyOnWriteArrayList<>();
    private final List<ReferenceConfigBase<?>> references = new CopyOnWriteArrayList<>();
    private final AtomicBoolean externalConfigsLoaded = new AtomicBoolean();
    private final AtomicBoolean configCentersStarted = new AtomicBoolean();
    private final ConfigCenters configCenterConnections = new ConfigCenters();

    /** The manager of an application model, created on first use. */
    public static ConfigManager of(ApplicationModel model) {
        synchronized (model) {
            ConfigManager manager = model.getAttribute(ATTRIBUTE, ConfigManager.class);
            if (manager == null) {
                manager = new ConfigManager();
                model.setAttribute(ATTRIBUTE, manager);
            }
            return manager;
        }
    }

    /**
     * Adds, once, the configs that only properties declare ({@code dubbo.application.name=...},
     * {@code dubbo.registries.zk.address=...}; see docs/configuration.md): a unique config when none was declared
     * otherwise, an id-less one when no bean of its type exists, an identified one when no bean has its id.
     */
    public void loadExternalConfigs(ApplicationModel model) {
        if (!externalConfigsLoaded.compareAndSet(false, true)) {
            return;
        }
        PropertyDeclaredConfigs declared = new PropertyDeclaredConfigs(model);
        if (application == null) {
            declared.application().ifPresent(app -> setApplication(app, model));
        }
        if (monitor == null) {
            declared.monitor().ifPresent(this::setMonitor);
        }
        if (metrics == null) {
            declared.metrics().ifPresent(this::setMetrics);
        }
        if (tracing == null) {
            declared.tracing().ifPresent(this::setTracing);
        }
        if (modules.isEmpty()) {
            declared.module(model.getDefaultModule()).ifPresent(modules::add);
        }
        addMissing(registries, declared.registries());
        addMissing(protocols, declared.protocols());
        addMissing(providers, declared.providers(model.getDefaultModule()));
        addMissing(consumers, declared.consumers(model.getDefaultModule()));
        addMissing(configCenters, declared.configCenters());
        addMissing(metadataReports, declared.metadataReports());
    }

    /**
     * Connects, once, to the config centers (declared, else the registries that can serve as one) and loads their
     * external configuration into the environment; call after {@link #loadExternalConfigs} and before
     * {@link #refreshAll()}, so that the loaded properties apply to every config.
     *
     * @throws IllegalStateException when a config center with {@code check} cannot be reached
     */
    public void startConfigCenters(ApplicationModel model) {
        if (configCentersStarted.compareAndSet(false, true)) {
            try {
                configCenterConnections.start(model, this);
            } catch (RuntimeException e) {
                configCentersStarted.set(false);
                configCenterConnections.stop(model);
                throw e;
            }
            model.addDestroyListener(destroyed -> stopConfigCenters(model));
        }
    }

    /** Disconnects from the config centers; a later start connects again. */
    public void stopConfigCenters(ApplicationModel model) {
        if (configCentersStarted.compareAndSet(true, false)) {
            configCenterConnections.stop(model);
        }
    }

    private static <C extends AbstractConfig> void addMissing(List<C> current, List<C> declared) {
        for (C config : declared) {
            boolean present = config.getId() == null ? !current.isEmpty() : byId(current, config.getId()) != null;
            if (!present) {
                current.add(config);
            }
        }
    }

    /**
     * Applies the external configuration (system properties, environment, application configuration,
     * {@code dubbo.properties}) to every shared config not refreshed yet: application, module, monitor,
     * metrics, tracing, ssl, registries, protocols, providers, consumers, config centers, metadata reports.
     * Services and references refresh themselves once they know their provider or consumer.
     */
    public void refreshAll() {
        List<AbstractConfig> all = new ArrayList<>();
        for (AbstractConfig single : new AbstractConfig[] {application, monitor, metrics, tracing, ssl}) {
            if (single != null) {
                all.add(single);
            }
        }
        all.addAll(modules);
        all.addAll(registries);
        all.addAll(protocols);
        all.addAll(providers);
        all.addAll(consumers);
        all.addAll(configCenters);
        all.addAll(metadataReports);
        for (AbstractConfig config : all) {
            if (!config.isRefreshed()) {
                config.refresh();
            }
        }
    }

    public ApplicationConfig getApplication() {
        return application;
    }

    /** One application per model: a second, different one is a configuration error. */
    public void setApplication(ApplicationConfig app, ApplicationModel model) {
        ApplicationConfig current = application;
        if (current != null && current != app && current.getName() != null && app.getName() != null
                && !current.getName().equals(app.getName())) {
            throw new IllegalStateException("Two application configs in one application: '" + current.getName()
                    + "' and '" + app.getName() + "'; an application model has exactly one <dubbo:application>");
        }
        application = app;
        model.setCurrentConfig(app);
    }

    public MonitorConfig getMonitor() {
        return monitor;
    }

    public void setMonitor(MonitorConfig monitor) {
        this.monitor = monitor;
    }

    public MetricsConfig getMetrics() {
        return metrics;
    }

    public void setMetrics(MetricsConfig metrics) {
        this.metrics = metrics;
    }

    public TracingConfig getTracing() {
        return tracing;
    }

    public void setTracing(TracingConfig tracing) {
        this.tracing = tracing;
    }

    public SslConfig getSsl() {
        return ssl;
    }

    public void setSsl(SslConfig ssl) {
        this.ssl = ssl;
    }

    public void addModule(ModuleConfig module) {
        addIfAbsent(modules, module);
    }

    public void addRegistry(RegistryConfig registry) {
        addIfAbsent(registries, registry);
    }

    public void addProtocol(ProtocolConfig protocol) {
        addIfAbsent(protocols, protocol);
    }

    public void addProvider(ProviderConfig provider) {
        addIfAbsent(providers, provider);
    }

    public void addConsumer(ConsumerConfig consumer) {
        addIfAbsent(consumers, consumer);
    }

    public void addConfigCenter(ConfigCenterConfig configCenter) {
        addIfAbsent(configCenters, configCenter);
    }

    public void addMetadataReport(MetadataReportConfig report) {
        addIfAbsent(metadataReports, report);
    }

    public void addService(ServiceConfigBase<?> service) {
        addIfAbsent(services, service);
    }

    public void addReference(ReferenceConfigBase<?> reference) {
        addIfAbsent(references, reference);
    }

    public void removeService(ServiceConfigBase<?> service) {
        services.remove(service);
    }

    public void removeReference(ReferenceConfigBase<?> reference) {
        references.remove(reference);
    }

    public List<ModuleConfig> getModules() {
        return Collections.unmodifiableList(modules);
    }

    public List<RegistryConfig> getRegistries() {
        return Collections.unmodifiableList(registries);
    }

    /** Registries marked default, or all of them when none is marked. */
    public List<RegistryConfig> getDefaultRegistries() {
        return defaults(registries);
    }

    public List<ProtocolConfig> getProtocols() {
        return Collections.unmodifiableList(protocols);
    }

    public List<ProtocolConfig> getDefaultProtocols() {
        return defaults(protocols);
    }

    public List<ProviderConfig> getProviders() {
        return Collections.unmodifiableList(providers);
    }

    public List<ConsumerConfig> getConsumers() {
        return Collections.unmodifiableList(consumers);
    }

    public List<ConfigCenterConfig> getConfigCenters() {
        return Collections.unmodifiableList(configCenters);
    }

    public List<MetadataReportConfig> getMetadataReports() {
        return Collections.unmodifiableList(metadataReports);
    }

    /** The provider marked default, else the only/first one, else null. */
    public ProviderConfig getDefaultProvider() {
        return firstDefault(providers);
    }

    public ConsumerConfig getDefaultConsumer() {
        return firstDefault(consumers);
    }

    /**
     * The default provider for a service of {@code module}: one declared in that module if any (marked default
     * first), else {@link #getDefaultProvider()}.
     */
    public ProviderConfig getDefaultProvider(ModuleModel module) {
        ProviderConfig own = firstDefault(inModule(providers, module));
        return own != null ? own : getDefaultProvider();
    }

    /** As {@link #getDefaultProvider(ModuleModel)}, for the consumer of a reference of {@code module}. */
    public ConsumerConfig getDefaultConsumer(ModuleModel module) {
        ConsumerConfig own = firstDefault(inModule(consumers, module));
        return own != null ? own : getDefaultConsumer();
    }

    private static <T extends AbstractConfig> List<T> inModule(List<T> list, ModuleModel module) {
        List<T> found = new ArrayList<>();
        if (module != null) {
            for (T t : list) {
                if (t.getScopeModel() == module) {
                    found.add(t);
                }
            }
        }
        return found;
    }

    public List<ServiceConfigBase<?>> getServices() {
        return Collections.unmodifiableList(services);
    }

    public List<ReferenceConfigBase<?>> getReferences() {
        return Collections.unmodifiableList(references);
    }

    /** Looks up a registry, protocol, provider or consumer by its bean id. */
    public RegistryConfig getRegistry(String id) {
        return byId(registries, id);
    }

    public ProtocolConfig getProtocol(String id) {
        for (ProtocolConfig p : protocols) {
            if (id.equals(p.getId()) || (p.getId() == null && id.equals(p.getName()))) {
                return p;
            }
        }
        return null;
    }

    public ProviderConfig getProvider(String id) {
        return byId(providers, id);
    }

    public ConsumerConfig getConsumer(String id) {
        return byId(consumers, id);
    }

    public void clear() {
        application = null;
        monitor = null;
        metrics = null;
        tracing = null;
        ssl = null;
        modules.clear();
        registries.clear();
        protocols.clear();
        providers.clear();
        consumers.clear();
        configCenters.clear();
        metadataReports.clear();
        services.clear();
        references.clear();
        externalConfigsLoaded.set(false);
    }

    private static <T> void addIfAbsent(List<T> list, T item) {
        if (item == null) {
            throw new IllegalArgumentException("config must not be null");
        }
        for (T existing : list) {
            if (existing == item) {
                return;
            }
        }
        list.add(item);
    }

    private static <T extends AbstractConfig> T byId(List<T> list, String id) {
        for (T t : list) {
            if (id.equals(t.getId())) {
                return t;
            }
        }
        return null;
    }

    private static <T extends AbstractConfig> List<T> defaults(List<T> list) {
        List<T> marked = new ArrayList<>();
        for (T t : list) {
            if (Boolean.TRUE.equals(t.isDefault())) {
                marked.add(t);
            }
        }
        return Collections.unmodifiableList(marked.isEmpty() ? new ArrayList<>(list) : marked);
    }

    private static <T extends AbstractConfig> T firstDefault(List<T> list) {
        for (T t : list) {
            if (Boolean.TRUE.equals(t.isDefault())) {
                return t;
            }
        }
        return list.isEmpty() ? null : list.get(0);
    }
}
