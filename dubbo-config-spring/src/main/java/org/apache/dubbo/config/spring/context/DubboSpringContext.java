package org.apache.dubbo.config.spring.context;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

import org.apache.dubbo.common.config.Environment;
import org.apache.dubbo.config.AbstractConfig;
import org.apache.dubbo.config.AbstractMethodConfig;
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
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.SslConfig;
import org.apache.dubbo.config.TracingConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.config.spring.ReferenceBean;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.support.DefaultSingletonBeanRegistry;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationContextException;
import org.springframework.context.ApplicationListener;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.event.ApplicationContextEvent;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.context.event.ContextRefreshedEvent;

/**
 * The Dubbo side of one Spring application context: the {@link ApplicationModel} its beans belong to, the
 * {@link DubboBootstrap} that runs them, and the lifecycle that ties the two to the context.
 *
 * <p><b>Which model.</b> As in Apache Dubbo 3.2, a context that defines a bean of type {@link ApplicationModel}
 * uses it; otherwise the first context to bind takes the default application model, and a context that binds while
 * another live context holds the default gets a new application model of the default framework. Several contexts
 * in one JVM (tests, a Boot application next to a plain Spring one) therefore never share configuration. A model the
 * context chose is destroyed when the context closes, so the next context finds the default free again; a model the
 * context was given is only stopped.
 *
 * <p><b>Lifecycle.</b> Config beans register with the bootstrap as Spring creates them. When the context has been
 * refreshed, every Dubbo config bean is initialized (lazy ones too), the Spring {@code Environment}'s
 * {@code dubbo.*} properties are handed to Dubbo's {@link Environment} as application configuration, and the
 * bootstrap starts: services are exported, references created. When the context closes — before its beans are
 * destroyed — the bootstrap stops gracefully. A failed start fails the context's refresh.
 */
public final class DubboSpringContext implements ApplicationListener<ApplicationContextEvent>, DisposableBean {

    /** The name under which the binding is registered in the bean factory. */
    public static final String BEAN_NAME = DubboSpringContext.class.getName();

    private static final Logger log = LoggerFactory.getLogger(DubboSpringContext.class);
    private static final Object BINDING_LOCK = new Object();
    /** Application models bound to a live Spring context. */
    private static final Set<ApplicationModel> BOUND = ConcurrentHashMap.newKeySet();

    private final ConfigurableApplicationContext applicationContext;
    private final ConfigurableListableBeanFactory beanFactory;
    private final ApplicationModel applicationModel;
    private final ModuleModel moduleModel;
    private final boolean ownsModel;
    private final DubboBootstrap bootstrap;
    private final AtomicBoolean released = new AtomicBoolean();
    private final List<Runnable> releaseCallbacks = new CopyOnWriteArrayList<>();

    private DubboSpringContext(ConfigurableApplicationContext applicationContext, ApplicationModel model,
                               boolean ownsModel) {
        this.applicationContext = applicationContext;
        this.beanFactory = applicationContext.getBeanFactory();
        this.applicationModel = model;
        this.moduleModel = model.getDefaultModule();
        this.ownsModel = ownsModel;
        this.bootstrap = DubboBootstrap.getInstance(model);
        // the context starts and stops Dubbo; the JVM shutdown hook leaves the stop to the context's close
        this.moduleModel.setLifeCycleManagedExternally(true);
    }

    /**
     * The binding of {@code context}, created on first use.
     *
     * @throws IllegalArgumentException if the context is not a {@link ConfigurableApplicationContext}
     */
    public static DubboSpringContext of(ApplicationContext context) {
        if (!(context instanceof ConfigurableApplicationContext)) {
            throw new IllegalArgumentException("Dubbo needs a ConfigurableApplicationContext, got " + context);
        }
        ConfigurableApplicationContext configurable = (ConfigurableApplicationContext) context;
        ConfigurableListableBeanFactory factory = configurable.getBeanFactory();
        synchronized (BINDING_LOCK) {
            if (factory.containsSingleton(BEAN_NAME)) {
                return (DubboSpringContext) factory.getSingleton(BEAN_NAME);
            }
            DubboSpringContext binding = bind(configurable, factory);
            factory.registerSingleton(BEAN_NAME, binding);
            if (factory instanceof DefaultSingletonBeanRegistry) {
                // also released when a refresh fails, which publishes no event
                ((DefaultSingletonBeanRegistry) factory).registerDisposableBean(BEAN_NAME, binding);
            }
            if (binding.ownsModel) {
                // injectable, as in Apache Dubbo
                factory.registerSingleton(ApplicationModel.class.getName(), binding.applicationModel);
                factory.registerSingleton(ModuleModel.class.getName(), binding.moduleModel);
            }
            configurable.addApplicationListener(binding);
            binding.bridgeEnvironment();
            return binding;
        }
    }

    /** The binding of {@code context} if Dubbo is bound to it already, else null; never creates one. */
    public static DubboSpringContext find(ApplicationContext context) {
        if (!(context instanceof ConfigurableApplicationContext)) {
            return null;
        }
        ConfigurableListableBeanFactory factory = ((ConfigurableApplicationContext) context).getBeanFactory();
        synchronized (BINDING_LOCK) {
            return factory.containsSingleton(BEAN_NAME) ? (DubboSpringContext) factory.getSingleton(BEAN_NAME) : null;
        }
    }

    private static DubboSpringContext bind(ConfigurableApplicationContext context,
                                           ConfigurableListableBeanFactory factory) {
        String[] given = factory.getBeanNamesForType(ApplicationModel.class, false, false);
        if (given.length > 0) {
            ApplicationModel model = factory.getBean(given[0], ApplicationModel.class);
            log.info("Spring context {} uses its own application model {}", context.getDisplayName(), model);
            return new DubboSpringContext(context, model, false);
        }
        ApplicationModel model = ApplicationModel.defaultModel();
        if (!BOUND.add(model)) {
            model = FrameworkModel.defaultModel().newApplication();
            BOUND.add(model);
            log.info("Spring context {} gets a new application model {}: the default one is in use",
                    context.getDisplayName(), model);
        } else {
            log.info("Spring context {} uses the default application model {}", context.getDisplayName(), model);
        }
        return new DubboSpringContext(context, model, true);
    }

    public ApplicationModel getApplicationModel() {
        return applicationModel;
    }

    public ModuleModel getModuleModel() {
        return moduleModel;
    }

    public DubboBootstrap getBootstrap() {
        return bootstrap;
    }

    /**
     * Attaches a config bean to this context's model and declares it to the bootstrap: application, module,
     * registries, protocols, providers, consumers, config centers, metadata reports, monitor, metrics, tracing, ssl,
     * services and references. Other beans (methods) only get the model.
     */
    public void register(AbstractConfig config) {
        boolean moduleLevel = config instanceof AbstractMethodConfig || config instanceof ModuleConfig;
        config.setScopeModel(moduleLevel ? moduleModel : applicationModel);
        if (config instanceof ServiceConfig) {
            bootstrap.service((ServiceConfig<?>) config, moduleModel);
        } else if (config instanceof ReferenceConfig) {
            bootstrap.reference((ReferenceConfig<?>) config, moduleModel);
        } else if (config instanceof ApplicationConfig) {
            bootstrap.application((ApplicationConfig) config);
        } else if (config instanceof ModuleConfig) {
            bootstrap.module((ModuleConfig) config, moduleModel);
        } else if (config instanceof RegistryConfig) {
            bootstrap.registry((RegistryConfig) config);
        } else if (config instanceof ProtocolConfig) {
            bootstrap.protocol((ProtocolConfig) config);
        } else if (config instanceof ProviderConfig) {
            bootstrap.provider((ProviderConfig) config, moduleModel);
        } else if (config instanceof ConsumerConfig) {
            bootstrap.consumer((ConsumerConfig) config, moduleModel);
        } else if (config instanceof ConfigCenterConfig) {
            bootstrap.configCenter((ConfigCenterConfig) config);
        } else if (config instanceof MetadataReportConfig) {
            bootstrap.metadataReport((MetadataReportConfig) config);
        } else if (config instanceof MonitorConfig) {
            bootstrap.monitor((MonitorConfig) config);
        } else if (config instanceof MetricsConfig) {
            bootstrap.metrics((MetricsConfig) config);
        } else if (config instanceof TracingConfig) {
            bootstrap.tracing((TracingConfig) config);
        } else if (config instanceof SslConfig) {
            bootstrap.ssl((SslConfig) config);
        }
    }

    /**
     * Makes the whole configuration of the context visible to Dubbo before anything is exported or referred:
     * every Dubbo config bean and reference bean is created (and so registered), and the Spring
     * {@code Environment}'s {@code dubbo.*} properties are passed on again. Called at start, and when a reference
     * is used before the context has finished refreshing.
     */
    public void prepare() {
        bridgeEnvironment();
        beanFactory.getBeansOfType(AbstractConfig.class, false, true);
        beanFactory.getBeansOfType(ReferenceBean.class, false, true);
        if (bootstrap.getConfigManager().getApplication() == null) {
            String springName = applicationContext.getEnvironment().getProperty("spring.application.name");
            if (springName != null && !springName.trim().isEmpty()
                    && Environment.of(applicationModel).getProperty("dubbo.application.name") == null) {
                bootstrap.application(new ApplicationConfig(springName.trim()));
            }
        }
    }

    private void bridgeEnvironment() {
        Environment.of(applicationModel)
                .setAppConfiguration(SpringEnvironmentBridge.dubboProperties(applicationContext.getEnvironment()));
    }

    @Override
    public void onApplicationEvent(ApplicationContextEvent event) {
        if (event.getApplicationContext() != applicationContext) {
            return;
        }
        if (event instanceof ContextRefreshedEvent) {
            start();
        } else if (event instanceof ContextClosedEvent) {
            release();
        }
    }

    private void start() {
        try {
            prepare();
            bootstrap.start();
        } catch (RuntimeException e) {
            // a BeansException, so that every Spring version destroys the context's beans on the way out
            throw new ApplicationContextException("Dubbo failed to start in " + applicationContext.getDisplayName()
                    + ": " + e.getMessage(), e);
        }
    }

    /**
     * Runs {@code callback} once Dubbo has stopped in this context (its services unexported, its references
     * destroyed), or at once if it has already.
     */
    public void whenReleased(Runnable callback) {
        releaseCallbacks.add(callback);
        if (released.get() && releaseCallbacks.remove(callback)) {
            callback.run();
        }
    }

    /** Stops the bootstrap gracefully and gives the model back; only the first call does anything. */
    private void release() {
        if (!released.compareAndSet(false, true)) {
            return;
        }
        try {
            bootstrap.stop();
        } finally {
            BOUND.remove(applicationModel);
            if (ownsModel) {
                applicationModel.destroy();
            }
            runReleaseCallbacks();
        }
    }

    private void runReleaseCallbacks() {
        for (Runnable callback : releaseCallbacks) {
            if (releaseCallbacks.remove(callback)) {
                try {
                    callback.run();
                } catch (RuntimeException e) {
                    log.warn("A callback run when Dubbo stopped in {} failed", applicationContext.getDisplayName(), e);
                }
            }
        }
    }

    @Override
    public void destroy() {
        release();
    }

    @Override
    public String toString() {
        return "Dubbo binding of " + applicationContext.getDisplayName() + " to " + applicationModel;
    }
}
