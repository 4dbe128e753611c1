package org.apache.dubbo.config.spring;

import java.lang.reflect.Proxy;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.spring.context.AttributeOrigin;
import org.apache.dubbo.config.spring.context.ConfigAttributeWriter;
import org.apache.dubbo.config.spring.context.DubboSpringContext;
import org.apache.dubbo.rpc.service.EchoService;
import org.apache.dubbo.rpc.service.GenericService;
import org.springframework.beans.MutablePropertyValues;
import org.springframework.beans.factory.BeanClassLoaderAware;
import org.springframework.beans.factory.BeanNameAware;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.FactoryBean;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.config.RuntimeBeanReference;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationContextAware;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.util.ClassUtils;

/**
 * A reference declared in Spring — by {@code <dubbo:reference>}, by a {@code @DubboReference} field or setter, or
 * by a {@code @DubboReference @Bean} method returning this type — and the factory of the object injected for it.
 *
 * <p>The injected object is a lazy proxy of the service interface (and {@link EchoService}): injecting it does not
 * connect anywhere. The real reference ({@link #getReferenceConfig()}) is created when the context has been
 * refreshed, together with every other reference of the context, or at the proxy's first call if that comes first;
 * either way after the whole Dubbo configuration of the context is known.
 *
 * <p>The properties ({@link #getReferenceProps()}) are keyed by {@link ReferenceConfig} property name; values are
 * text, beans, or {@link RuntimeBeanReference}s to beans.
 */
public class ReferenceBean<T>
        implements FactoryBean<T>, ApplicationContextAware, BeanClassLoaderAware, BeanNameAware, InitializingBean,
        DisposableBean {

    protected String id;

    private final Map<String, Object> referenceProps;
    private ApplicationContext applicationContext;
    private ClassLoader beanClassLoader = ClassUtils.getDefaultClassLoader();
    private String beanName;
    private String key;
    private volatile ReferenceConfig<T> referenceConfig;
    private volatile T lazyProxy;

    public ReferenceBean() {
        this(null);
    }

    public ReferenceBean(Map<String, Object> referenceProps) {
        this.referenceProps = referenceProps == null ? new LinkedHashMap<>() : new LinkedHashMap<>(referenceProps);
    }

    @Override
    public void setApplicationContext(ApplicationContext applicationContext) {
        this.applicationContext = applicationContext;
    }

    @Override
    public void setBeanClassLoader(ClassLoader classLoader) {
        this.beanClassLoader = classLoader;
    }

    @Override
    public void setBeanName(String name) {
        this.beanName = name;
    }

    /** The lazy proxy injected for this reference; one per bean. */
    @Override
    public T getObject() {
        T proxy = lazyProxy;
        if (proxy == null) {
            synchronized (this) {
                proxy = lazyProxy;
                if (proxy == null) {
                    proxy = createLazyProxy();
                    lazyProxy = proxy;
                }
            }
        }
        return proxy;
    }

    @SuppressWarnings("unchecked")
    private T createLazyProxy() {
        Class<?> type = getInterfaceClass();
        if (type == null) {
            throw new IllegalStateException("ReferenceBean '" + beanName + "' has no service interface");
        }
        Class<?>[] interfaces = type == EchoService.class ? new Class<?>[] {type}
                : new Class<?>[] {type, EchoService.class};
        return (T) Proxy.newProxyInstance(beanClassLoader, interfaces, new LazyReferenceHandler(this, type));
    }

    /** The real proxy, creating the reference first if the context has not done so yet. */
    Object target() {
        ReferenceConfig<T> config = getReferenceConfig();
        if (config == null) {
            throw new IllegalStateException("ReferenceBean '" + beanName + "' is used before it was initialized");
        }
        if (!config.isRefreshed()) {
            DubboSpringContext.of(applicationContext).prepare();
        }
        return config.get();
    }

    @Override
    public Class<?> getObjectType() {
        return getInterfaceClass();
    }

    @Override
    public boolean isSingleton() {
        return true;
    }

    @Override
    public void afterPropertiesSet() {
        if (referenceConfig == null) {
            referenceConfig = buildReferenceConfig();
        }
        DubboSpringContext.of(applicationContext).register(referenceConfig);
    }

    @SuppressWarnings("unchecked")
    private ReferenceConfig<T> buildReferenceConfig() {
        Map<String, Object> properties = new LinkedHashMap<>(referenceProps);
        AttributeOrigin origin = null;
        BeanDefinition definition = ownDefinition();
        if (definition != null) {
            Object declared = definition.getAttribute(Constants.REFERENCE_PROPS);
            if (declared instanceof Map) {
                properties.putAll((Map<String, Object>) declared);
            }
            Object declaredOrigin = definition.getAttribute(Constants.ORIGIN_ATTRIBUTE);
            if (declaredOrigin instanceof AttributeOrigin) {
                origin = (AttributeOrigin) declaredOrigin;
            }
        }
        if (origin == null) {
            origin = new BeanOrigin(beanName);
        }
        for (Map.Entry<String, Object> property : properties.entrySet()) {
            Object value = property.getValue();
            if (value instanceof RuntimeBeanReference) {
                property.setValue(applicationContext.getBean(((RuntimeBeanReference) value).getBeanName()));
            } else if (value instanceof String) {
                property.setValue(resolvePlaceholders((String) value, property.getKey(), origin));
            }
        }
        ReferenceConfig<T> config = new ReferenceConfig<>();
        ConfigAttributeWriter.apply(config, properties, origin);
        if (config.getInterface() == null || config.getInterface().isEmpty()) {
            throw new IllegalArgumentException(origin.describe() + ": the service interface is not set (attribute"
                    + " interface)");
        }
        if (config.getId() == null) {
            config.setId(id != null ? id : beanName);
        }
        MethodCallbacks.resolve(config.getMethods(), applicationContext);
        return config;
    }

    /** Placeholders Spring's configurers left (there may be none in a plain XML context) against the Environment. */
    private String resolvePlaceholders(String value, String property, AttributeOrigin origin) {
        if (!value.contains("${") || !(applicationContext instanceof ConfigurableApplicationContext)) {
            return value;
        }
        try {
            String resolved = ((ConfigurableApplicationContext) applicationContext).getBeanFactory()
                    .resolveEmbeddedValue(value);
            return resolved == null ? value : resolved;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Invalid " + origin.describe(property, value) + ": " + e.getMessage(),
                    e);
        }
    }

    private BeanDefinition ownDefinition() {
        if (beanName == null || !(applicationContext instanceof ConfigurableApplicationContext)) {
            return null;
        }
        ConfigurableListableBeanFactory factory = ((ConfigurableApplicationContext) applicationContext)
                .getBeanFactory();
        return factory.containsBeanDefinition(beanName) ? factory.getMergedBeanDefinition(beanName) : null;
    }

    /** Destroys the reference (closing its connections) if the context has not already done so. */
    @Override
    public void destroy() {
        ReferenceConfig<T> config = referenceConfig;
        if (config != null) {
            config.destroy();
        }
    }

    public String getId() {
        return id != null ? id : beanName;
    }

    public void setId(String id) {
        this.id = id;
    }

    /** The service interface, or {@link GenericService} for a generic reference; null while unknown. */
    public Class<?> getInterfaceClass() {
        ReferenceConfig<T> config = referenceConfig;
        if (config != null) {
            return config.getInterfaceClass();
        }
        Object declared = referenceProps.get("interface");
        if (declared instanceof Class) {
            return (Class<?>) declared;
        }
        if (declared instanceof String) {
            if (isGeneric(referenceProps.get("generic"))) {
                return GenericService.class;
            }
            try {
                return ClassUtils.forName(((String) declared).trim(), beanClassLoader);
            } catch (ClassNotFoundException | LinkageError e) {
                return null;
            }
        }
        return null;
    }

    private static boolean isGeneric(Object generic) {
        return generic != null && !"false".equalsIgnoreCase(generic.toString().trim())
                && !generic.toString().trim().isEmpty();
    }

    /** The interface name as configured. */
    public String getServiceInterface() {
        ReferenceConfig<T> config = referenceConfig;
        if (config != null) {
            return config.getInterface();
        }
        Object declared = referenceProps.get("interface");
        return declared instanceof Class ? ((Class<?>) declared).getName() : (String) declared;
    }

    public String getGroup() {
        ReferenceConfig<T> config = referenceConfig;
        return config != null ? config.getGroup() : (String) referenceProps.get("group");
    }

    public String getVersion() {
        ReferenceConfig<T> config = referenceConfig;
        return config != null ? config.getVersion() : (String) referenceProps.get("version");
    }

    /** What identifies the reference among the references of the context (references with equal keys are one). */
    public String getKey() {
        if (key != null) {
            return key;
        }
        String group = getGroup();
        String version = getVersion();
        return (group == null ? "" : group + "/") + getServiceInterface() + (version == null ? "" : ":" + version);
    }

    public Map<String, Object> getReferenceProps() {
        return Collections.unmodifiableMap(referenceProps);
    }

    public MutablePropertyValues getPropertyValues() {
        return new MutablePropertyValues(referenceProps);
    }

    /** The reference itself; null before the bean is initialized. */
    public ReferenceConfig<T> getReferenceConfig() {
        return referenceConfig;
    }

    /** Uses an already built reference instead of building one from the properties. */
    public void setKeyAndReferenceConfig(String key, ReferenceConfig<T> referenceConfig) {
        this.key = key;
        this.referenceConfig = referenceConfig;
    }

    @Override
    public String toString() {
        return "ReferenceBean '" + getId() + "' for " + getKey();
    }

    /** The origin of a reference bean nobody described: it is named by its bean name. */
    private static final class BeanOrigin implements AttributeOrigin {
        private final String beanName;

        BeanOrigin(String beanName) {
            this.beanName = beanName;
        }

        @Override
        public String describe(String property, Object value) {
            return "property " + property + "=\"" + value + "\" of " + describe();
        }

        @Override
        public String describe() {
            return "ReferenceBean '" + beanName + "'";
        }
    }
}
