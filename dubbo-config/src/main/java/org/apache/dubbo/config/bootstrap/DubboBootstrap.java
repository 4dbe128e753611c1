package org.apache.dubbo.config.bootstrap;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
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
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.ReferenceConfigBase;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.ServiceConfigBase;
import org.apache.dubbo.config.SslConfig;
import org.apache.dubbo.config.TracingConfig;
import org.apache.dubbo.config.UnsupportedAttributes;
import org.apache.dubbo.config.bootstrap.builders.AbstractBuilder;
import org.apache.dubbo.config.bootstrap.builders.ApplicationBuilder;
import org.apache.dubbo.config.bootstrap.builders.ConfigCenterBuilder;
import org.apache.dubbo.config.bootstrap.builders.ConsumerBuilder;
import org.apache.dubbo.config.bootstrap.builders.MetadataReportBuilder;
import org.apache.dubbo.config.bootstrap.builders.ProtocolBuilder;
import org.apache.dubbo.config.bootstrap.builders.ProviderBuilder;
import org.apache.dubbo.config.bootstrap.builders.ReferenceBuilder;
import org.apache.dubbo.config.bootstrap.builders.RegistryBuilder;
import org.apache.dubbo.config.bootstrap.builders.ServiceBuilder;
import org.apache.dubbo.config.context.ConfigManager;
import org.apache.dubbo.config.utils.ReferenceCache;
import org.apache.dubbo.config.utils.SimpleReferenceCache;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProtocolServer;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Declares and runs a Dubbo application: its application, registries, protocols, provider/consumer defaults,
 * services and references; {@link #start()} exports the services and creates the references, {@link #stop()}
 * shuts everything down gracefully (also run by a JVM shutdown hook).
 */
public final class DubboBootstrap {

    private static final Logger log = LoggerFactory.getLogger(DubboBootstrap.class);
    private static final Map<ApplicationModel, DubboBootstrap> INSTANCES = new ConcurrentHashMap<>();

    private enum State { PENDING, INITIALIZED, STARTING, STARTED, STOPPING, STOPPED }

    private final ApplicationModel applicationModel;
    private final ConfigManager configManager;
    private final SimpleReferenceCache cache = SimpleReferenceCache.newCache("bootstrap");
    private final CountDownLatch stopped = new CountDownLatch(1);
    private static final long DEFAULT_CHECK_REFERENCE_TIMEOUT = 30000;
    private static final long DEFAULT_SHUTDOWN_WAIT = 10000;

    private volatile State state = State.PENDING;
    private final DeployListeners deployListeners = new DeployListeners();

    private DubboBootstrap(ApplicationModel applicationModel) {
        this.applicationModel = applicationModel;
        this.configManager = ConfigManager.of(applicationModel);
    }

    public static DubboBootstrap getInstance() {
        return getInstance(ApplicationModel.defaultModel());
    }

    /**
     * The bootstrap of {@code applicationModel}, created on first use. When the model is destroyed its bootstrap
     * is stopped and forgotten, so that models which come and go (one per Spring context, for example) do not
     * accumulate.
     */
    public static DubboBootstrap getInstance(ApplicationModel applicationModel) {
        return INSTANCES.computeIfAbsent(applicationModel, model -> {
            DubboBootstrap bootstrap = new DubboBootstrap(model);
            model.addDestroyListener(destroyed -> {
                bootstrap.stop();
                INSTANCES.remove(destroyed);
            });
            return bootstrap;
        });
    }

    /** A bootstrap with its own application model, independent of the default one. */
    public static DubboBootstrap newInstance() {
        return newInstance(FrameworkModel.defaultModel());
    }

    public static DubboBootstrap newInstance(FrameworkModel frameworkModel) {
        return getInstance(frameworkModel.newApplication());
    }

    /** Stops and forgets every bootstrap (tests). */
    public static void reset() {
        reset(true);
    }

    public static void reset(boolean destroy) {
        for (DubboBootstrap b : INSTANCES.values()) {
            if (destroy) {
                b.destroy();
            }
            b.configManager.clear();
        }
        INSTANCES.clear();
    }

    // ---- configuration ----

    public DubboBootstrap application(String name) {
        return application(new ApplicationConfig(name));
    }

    public DubboBootstrap application(ApplicationConfig application) {
        application.setScopeModel(applicationModel);
        configManager.setApplication(application, applicationModel);
        return this;
    }

    public DubboBootstrap registry(RegistryConfig registry) {
        registry.setScopeModel(applicationModel);
        configManager.addRegistry(registry);
        return this;
    }

    public DubboBootstrap registries(List<RegistryConfig> registries) {
        registries.forEach(this::registry);
        return this;
    }

    public DubboBootstrap protocol(ProtocolConfig protocol) {
        protocol.setScopeModel(applicationModel);
        configManager.addProtocol(protocol);
        return this;
    }

    public DubboBootstrap protocols(List<ProtocolConfig> protocols) {
        protocols.forEach(this::protocol);
        return this;
    }

    public DubboBootstrap provider(ProviderConfig provider) {
        return provider(provider, applicationModel.getDefaultModule());
    }

    public DubboBootstrap provider(ProviderConfig provider, ModuleModel module) {
        provider.setScopeModel(module);
        configManager.addProvider(provider);
        return this;
    }

    public DubboBootstrap providers(List<ProviderConfig> providers) {
        providers.forEach(this::provider);
        return this;
    }

    public DubboBootstrap consumer(ConsumerConfig consumer) {
        return consumer(consumer, applicationModel.getDefaultModule());
    }

    public DubboBootstrap consumer(ConsumerConfig consumer, ModuleModel module) {
        consumer.setScopeModel(module);
        configManager.addConsumer(consumer);
        return this;
    }

    public DubboBootstrap consumers(List<ConsumerConfig> consumers) {
        consumers.forEach(this::consumer);
        return this;
    }

    public DubboBootstrap module(ModuleConfig module) {
        return module(module, applicationModel.getDefaultModule());
    }

    public DubboBootstrap module(ModuleConfig module, ModuleModel model) {
        module.setScopeModel(model);
        configManager.addModule(module);
        return this;
    }

    public DubboBootstrap configCenter(ConfigCenterConfig configCenter) {
        configCenter.setScopeModel(applicationModel);
        configManager.addConfigCenter(configCenter);
        return this;
    }

    public DubboBootstrap configCenters(List<ConfigCenterConfig> configCenters) {
        configCenters.forEach(this::configCenter);
        return this;
    }

    public DubboBootstrap metadataReport(MetadataReportConfig report) {
        report.setScopeModel(applicationModel);
        configManager.addMetadataReport(report);
        return this;
    }

    public DubboBootstrap metadataReports(List<MetadataReportConfig> reports) {
        reports.forEach(this::metadataReport);
        return this;
    }

    public DubboBootstrap monitor(MonitorConfig monitor) {
        configManager.setMonitor(monitor);
        return this;
    }

    public DubboBootstrap metrics(MetricsConfig metrics) {
        configManager.setMetrics(metrics);
        return this;
    }

    public DubboBootstrap tracing(TracingConfig tracing) {
        configManager.setTracing(tracing);
        return this;
    }

    public DubboBootstrap ssl(SslConfig ssl) {
        configManager.setSsl(ssl);
        return this;
    }

    public DubboBootstrap service(ServiceConfig<?> service) {
        return service(service, applicationModel.getDefaultModule());
    }

    public DubboBootstrap service(ServiceConfig<?> service, ModuleModel module) {
        service.setScopeModel(module);
        configManager.addService(service);
        return this;
    }

    public DubboBootstrap services(List<ServiceConfig> services) {
        for (ServiceConfig<?> s : services) {
            service(s);
        }
        return this;
    }

    public DubboBootstrap reference(ReferenceConfig<?> reference) {
        return reference(reference, applicationModel.getDefaultModule());
    }

    public DubboBootstrap reference(ReferenceConfig<?> reference, ModuleModel module) {
        reference.setScopeModel(module);
        configManager.addReference(reference);
        return this;
    }

    public DubboBootstrap references(List<ReferenceConfig> references) {
        for (ReferenceConfig<?> r : references) {
            reference(r);
        }
        return this;
    }

    // ---- configuration through builders ----

    public DubboBootstrap application(String name, Consumer<ApplicationBuilder> consumerBuilder) {
        return application(built(ApplicationBuilder.newBuilder().name(name), null, consumerBuilder));
    }

    public DubboBootstrap registry(Consumer<RegistryBuilder> consumerBuilder) {
        return registry(null, consumerBuilder);
    }

    /** A registry with the given id, set before the builder lambda runs. */
    public DubboBootstrap registry(String id, Consumer<RegistryBuilder> consumerBuilder) {
        return registry(built(RegistryBuilder.newBuilder(), id, consumerBuilder));
    }

    public DubboBootstrap protocol(Consumer<ProtocolBuilder> consumerBuilder) {
        return protocol(null, consumerBuilder);
    }

    public DubboBootstrap protocol(String id, Consumer<ProtocolBuilder> consumerBuilder) {
        return protocol(built(ProtocolBuilder.newBuilder(), id, consumerBuilder));
    }

    public DubboBootstrap provider(Consumer<ProviderBuilder> consumerBuilder) {
        return provider(null, consumerBuilder);
    }

    public DubboBootstrap provider(String id, Consumer<ProviderBuilder> consumerBuilder) {
        return provider(built(ProviderBuilder.newBuilder(), id, consumerBuilder));
    }

    public DubboBootstrap consumer(Consumer<ConsumerBuilder> consumerBuilder) {
        return consumer(null, consumerBuilder);
    }

    public DubboBootstrap consumer(String id, Consumer<ConsumerBuilder> consumerBuilder) {
        return consumer(built(ConsumerBuilder.newBuilder(), id, consumerBuilder));
    }

    public DubboBootstrap configCenter(Consumer<ConfigCenterBuilder> consumerBuilder) {
        return configCenter(null, consumerBuilder);
    }

    public DubboBootstrap configCenter(String id, Consumer<ConfigCenterBuilder> consumerBuilder) {
        return configCenter(built(ConfigCenterBuilder.newBuilder(), id, consumerBuilder));
    }

    public DubboBootstrap metadataReport(Consumer<MetadataReportBuilder> consumerBuilder) {
        return metadataReport(null, consumerBuilder);
    }

    public DubboBootstrap metadataReport(String id, Consumer<MetadataReportBuilder> consumerBuilder) {
        return metadataReport(built(MetadataReportBuilder.newBuilder(), id, consumerBuilder));
    }

    public <S> DubboBootstrap service(Consumer<ServiceBuilder<S>> consumerBuilder) {
        return service(null, consumerBuilder);
    }

    public <S> DubboBootstrap service(String id, Consumer<ServiceBuilder<S>> consumerBuilder) {
        return service(built(ServiceBuilder.<S>newBuilder(), id, consumerBuilder));
    }

    public <S> DubboBootstrap reference(Consumer<ReferenceBuilder<S>> consumerBuilder) {
        return reference(null, consumerBuilder);
    }

    public <S> DubboBootstrap reference(String id, Consumer<ReferenceBuilder<S>> consumerBuilder) {
        return reference(built(ReferenceBuilder.<S>newBuilder(), id, consumerBuilder));
    }

    /** The id goes first so that the lambda sees it, and may still replace it. */
    private static <C extends AbstractConfig, B extends AbstractBuilder<C, B>> C built(
            B builder, String id, Consumer<? super B> consumerBuilder) {
        if (consumerBuilder == null) {
            throw new IllegalArgumentException("The builder lambda of " + builder.getClass().getSimpleName()
                    + (id == null ? "" : " (id '" + id + "')") + " must not be null");
        }
        if (id != null) {
            builder.id(id);
        }
        consumerBuilder.accept(builder);
        return builder.build();
    }

    // ---- modules ----

    /** Starts declaring the services, references, providers and consumers of a new module of this application. */
    public Module newModule() {
        return new Module(applicationModel.newModule());
    }

    /** A new module declared by {@code moduleConfig}. */
    public Module newModule(ModuleConfig moduleConfig) {
        return newModule().config(moduleConfig);
    }

    /** Nothing to end outside a module; lets a chain end the same way inside and outside one. */
    public DubboBootstrap endModule() {
        return this;
    }

    // ---- lifecycle ----

    public synchronized void initialize() {
        if (state == State.PENDING) {
            configManager.loadExternalConfigs(applicationModel);
            configManager.startConfigCenters(applicationModel);
            configManager.refreshAll();
            if (configManager.getApplication() == null) {
                throw new IllegalStateException("No <dubbo:application> declared: call application(\"name\") first");
            }
            String logger = configManager.getApplication().getLogger();
            if (logger != null && !logger.trim().isEmpty()) {
                // <dubbo:application logger="jdk">: the adapter behind org.apache.dubbo.common.logger.LoggerFactory
                org.apache.dubbo.common.logger.LoggerFactory.setLoggerAdapter(logger.trim());
            }
            UnsupportedAttributes.report(configManager, applicationModel);
            state = State.INITIALIZED;
            deployListeners.initialized(applicationModel);
        }
    }

    /** Exports every declared service and creates every declared reference; returns once they are ready. */
    public synchronized DubboBootstrap start() {
        if (state == State.STARTED || state == State.STARTING) {
            return this;
        }
        initialize();
        state = State.STARTING;
        DubboShutdownHook.register(this);
        deployListeners.starting(applicationModel);
        try {
            for (ServiceConfigBase<?> service : configManager.getServices()) {
                service.export();
            }
            List<ReferenceConfig<?>> toCheck = new ArrayList<>();
            for (ReferenceConfigBase<?> reference : configManager.getReferences()) {
                if (reference.shouldInit()) {
                    // created unchecked: providers may still be starting; checked all together below
                    reference.get(false);
                    cache.get(reference);
                    if (reference.shouldCheck() && reference instanceof ReferenceConfig) {
                        toCheck.add((ReferenceConfig<?>) reference);
                    }
                }
            }
            awaitProviders(toCheck);
        } catch (RuntimeException e) {
            state = State.INITIALIZED;
            deployListeners.failed(applicationModel, e);
            throw e;
        }
        state = State.STARTED;
        deployListeners.started(applicationModel);
        log.info("Dubbo application {} started: {} services, {} references", getApplicationName(),
                configManager.getServices().size(), configManager.getReferences().size());
        return this;
    }

    /**
     * Waits until every reference with {@code check} has an available provider, polling every 100 ms for up to the
     * module's {@code check-reference-timeout} (default 30000 ms), as Apache Dubbo's deployer does.
     *
     * @throws IllegalStateException naming the references still without a provider when the time is up
     */
    private void awaitProviders(List<ReferenceConfig<?>> references) {
        if (references.isEmpty()) {
            return;
        }
        long timeout = checkReferenceTimeout();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeout);
        List<ReferenceConfig<?>> waiting = new ArrayList<>(references);
        while (true) {
            waiting.removeIf(r -> r.getInvoker() != null && r.getInvoker().isAvailable());
            if (waiting.isEmpty()) {
                return;
            }
            if (System.nanoTime() > deadline) {
                List<String> names = new ArrayList<>();
                for (ReferenceConfig<?> r : waiting) {
                    names.add(r.getUniqueServiceName());
                }
                throw new IllegalStateException("Failed to check the status of the services " + names + ". No"
                        + " provider available after waiting " + timeout + " ms (check=true; set check=false on the"
                        + " reference or consumer to start without providers, or raise <dubbo:module"
                        + " check-reference-timeout>)");
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("Interrupted while waiting for providers of " + waiting, e);
            }
        }
    }

    private long checkReferenceTimeout() {
        for (ModuleConfig module : configManager.getModules()) {
            if (module.getCheckReferenceTimeout() != null) {
                return module.getCheckReferenceTimeout();
            }
        }
        return DEFAULT_CHECK_REFERENCE_TIMEOUT;
    }

    public DubboBootstrap start(boolean wait) {
        start();
        if (wait) {
            await();
        }
        return this;
    }

    public Future<?> asyncStart() {
        return CompletableFuture.runAsync(this::start);
    }

    /** Whether the bootstrap stopped within {@code millis}; false if interrupted. */
    boolean awaitStopped(long millis) {
        try {
            return stopped.await(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Whether a module of this application is started and stopped by its owner (a Spring context). */
    boolean isLifeCycleManagedExternally() {
        for (ModuleModel module : applicationModel.getModuleModels()) {
            if (module.isLifeCycleManagedExternally()) {
                return true;
            }
        }
        return false;
    }

    /** The graceful shutdown wait: {@code -Ddubbo.service.shutdown.wait}, default 10000 ms. */
    static long shutdownWait() {
        return Long.getLong("dubbo.service.shutdown.wait", DEFAULT_SHUTDOWN_WAIT);
    }

    /** Blocks the calling thread until the bootstrap is stopped. */
    public DubboBootstrap await() {
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return this;
    }

    /**
     * Graceful stop: services are unexported (readonly events, calls in flight finish up to the shutdown wait,
     * then their servers close), references are destroyed (connections closed).
     */
    public synchronized DubboBootstrap stop() {
        if (state == State.STOPPED || state == State.STOPPING) {
            return this;
        }
        state = State.STOPPING;
        deployListeners.stopping(applicationModel);
        drainServices();
        for (ServiceConfigBase<?> service : configManager.getServices()) {
            try {
                service.unexport();
            } catch (RuntimeException e) {
                log.warn("Failed to unexport {}: {}", service.getInterface(), e.toString());
            }
        }
        cache.destroyAll();
        for (ReferenceConfigBase<?> reference : configManager.getReferences()) {
            reference.destroy();
        }
        configManager.stopConfigCenters(applicationModel);
        state = State.STOPPED;
        deployListeners.stopped(applicationModel);
        DubboShutdownHook.unregister(this);
        stopped.countDown();
        log.info("Dubbo application {} stopped", getApplicationName());
        return this;
    }

    /**
     * The first steps of a graceful stop, before anything is unexported: every service leaves its registries,
     * then every server it runs on announces readonly to its consumers and is given until the shutdown wait
     * ({@code shutwait}, else {@code -Ddubbo.service.shutdown.wait}, default 10000 ms) to become idle. Consumers
     * stop choosing and sending to this provider while calls already on their way are still served.
     */
    private void drainServices() {
        Set<Integer> ports = new HashSet<>();
        long shutdownWait = 0;
        for (ServiceConfigBase<?> service : configManager.getServices()) {
            if (!(service instanceof ServiceConfig) || !service.isExported()) {
                continue;
            }
            ServiceConfig<?> config = (ServiceConfig<?>) service;
            try {
                config.unregister();
            } catch (RuntimeException e) {
                log.warn("Failed to unregister {}: {}", service.getInterface(), e.toString());
            }
            for (URL url : config.getExportedUrls()) {
                ports.add(url.getParameter("bind.port", url.getPort()));
                shutdownWait = Math.max(shutdownWait, url.getParameter("shutwait", shutdownWait()));
            }
        }
        List<ProtocolServer> servers = new ArrayList<>();
        ExtensionLoader<Protocol> protocols = ExtensionLoader.getExtensionLoader(Protocol.class);
        for (String name : protocols.getLoadedExtensions()) {
            for (ProtocolServer server : protocols.getLoadedExtension(name).getServers()) {
                if (server.getLocalAddress() != null && ports.contains(server.getLocalAddress().getPort())) {
                    servers.add(server);
                }
            }
        }
        for (ProtocolServer server : servers) {
            server.announceReadonly();
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(shutdownWait);
        for (ProtocolServer server : servers) {
            long left = Math.max(0, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime()));
            if (!server.awaitIdle(left)) {
                log.warn("Server {} still has calls in flight after the shutdown wait of {} ms", server.getAddress(),
                        shutdownWait);
            }
        }
    }

    public void destroy() {
        stop();
    }

    public boolean isInitialized() {
        return state != State.PENDING;
    }

    public boolean isPending() {
        return state == State.PENDING;
    }

    public boolean isStarting() {
        return state == State.STARTING;
    }

    public boolean isStarted() {
        return state == State.STARTED;
    }

    public boolean isRunning() {
        return state == State.STARTED;
    }

    public boolean isCompletion() {
        return state == State.STARTED;
    }

    public boolean isStopping() {
        return state == State.STOPPING;
    }

    public boolean isStopped() {
        return state == State.STOPPED;
    }

    public ApplicationConfig getApplication() {
        return configManager.getApplication();
    }

    String getApplicationName() {
        ApplicationConfig app = configManager.getApplication();
        return app == null ? "(unnamed)" : app.getName();
    }

    public ApplicationModel getApplicationModel() {
        return applicationModel;
    }

    public ConfigManager getConfigManager() {
        return configManager;
    }

    public ReferenceCache getCache() {
        return cache;
    }

    /**
     * Declarations scoped to one module of the application: what is declared here belongs to the module's
     * {@link ModuleModel}. {@link #endModule()} returns to the bootstrap.
     */
    public class Module {

        private final ModuleModel moduleModel;

        /** @throws IllegalArgumentException if the module belongs to another application than the bootstrap's */
        public Module(ModuleModel moduleModel) {
            if (moduleModel == null || moduleModel.getApplicationModel() != applicationModel) {
                throw new IllegalArgumentException("Module " + moduleModel + " does not belong to application "
                        + applicationModel + " of this bootstrap");
            }
            this.moduleModel = moduleModel;
        }

        public DubboBootstrap endModule() {
            return DubboBootstrap.this;
        }

        public ModuleModel getModuleModel() {
            return moduleModel;
        }

        public Module config(ModuleConfig moduleConfig) {
            DubboBootstrap.this.module(moduleConfig, moduleModel);
            return this;
        }

        public <S> Module service(Consumer<ServiceBuilder<S>> consumerBuilder) {
            return service(null, consumerBuilder);
        }

        public <S> Module service(String id, Consumer<ServiceBuilder<S>> consumerBuilder) {
            return service(built(ServiceBuilder.<S>newBuilder(), id, consumerBuilder));
        }

        public Module service(ServiceConfig<?> serviceConfig) {
            DubboBootstrap.this.service(serviceConfig, moduleModel);
            return this;
        }

        public Module services(List<ServiceConfig> serviceConfigs) {
            for (ServiceConfig<?> serviceConfig : serviceConfigs) {
                service(serviceConfig);
            }
            return this;
        }

        public <S> Module reference(Consumer<ReferenceBuilder<S>> consumerBuilder) {
            return reference(null, consumerBuilder);
        }

        public <S> Module reference(String id, Consumer<ReferenceBuilder<S>> consumerBuilder) {
            return reference(built(ReferenceBuilder.<S>newBuilder(), id, consumerBuilder));
        }

        public Module reference(ReferenceConfig<?> referenceConfig) {
            DubboBootstrap.this.reference(referenceConfig, moduleModel);
            return this;
        }

        public Module references(List<ReferenceConfig> referenceConfigs) {
            for (ReferenceConfig<?> referenceConfig : referenceConfigs) {
                reference(referenceConfig);
            }
            return this;
        }

        public Module provider(Consumer<ProviderBuilder> consumerBuilder) {
            return provider(null, consumerBuilder);
        }

        public Module provider(String id, Consumer<ProviderBuilder> consumerBuilder) {
            return provider(built(ProviderBuilder.newBuilder(), id, consumerBuilder));
        }

        public Module provider(ProviderConfig providerConfig) {
            DubboBootstrap.this.provider(providerConfig, moduleModel);
            return this;
        }

        public Module providers(List<ProviderConfig> providerConfigs) {
            for (ProviderConfig providerConfig : providerConfigs) {
                provider(providerConfig);
            }
            return this;
        }

        public Module consumer(Consumer<ConsumerBuilder> consumerBuilder) {
            return consumer(null, consumerBuilder);
        }

        public Module consumer(String id, Consumer<ConsumerBuilder> consumerBuilder) {
            return consumer(built(ConsumerBuilder.newBuilder(), id, consumerBuilder));
        }

        public Module consumer(ConsumerConfig consumerConfig) {
            DubboBootstrap.this.consumer(consumerConfig, moduleModel);
            return this;
        }

        public Module consumers(List<ConsumerConfig> consumerConfigs) {
            for (ConsumerConfig consumerConfig : consumerConfigs) {
                consumer(consumerConfig);
            }
            return this;
        }
    }
}
