package org.apache.dubbo.config.spring.beans.factory.annotation;

import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

import org.apache.dubbo.config.spring.Constants;
import org.apache.dubbo.config.spring.ServiceBean;
import org.apache.dubbo.config.spring.context.DubboInfrastructure;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.BeansException;
import org.springframework.beans.factory.BeanClassLoaderAware;
import org.springframework.beans.factory.BeanDefinitionStoreException;
import org.springframework.beans.factory.annotation.AnnotatedBeanDefinition;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.config.RuntimeBeanReference;
import org.springframework.beans.factory.config.TypedStringValue;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.BeanDefinitionRegistryPostProcessor;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.EnvironmentAware;
import org.springframework.context.ResourceLoaderAware;
import org.springframework.context.annotation.AnnotationBeanNameGenerator;
import org.springframework.context.annotation.AnnotationConfigUtils;
import org.springframework.context.annotation.ClassPathBeanDefinitionScanner;
import org.springframework.core.env.Environment;
import org.springframework.core.io.ResourceLoader;
import org.springframework.core.type.MethodMetadata;
import org.springframework.core.type.filter.AnnotationTypeFilter;
import org.springframework.util.ClassUtils;
import org.springframework.util.StringUtils;

/**
 * Registers the services declared by annotation: classes annotated {@code @DubboService} (or the deprecated
 * {@code @Service}) in the packages to scan become beans, unless they already are, and so do {@code @Bean} methods
 * annotated {@code @DubboService}; each gets a {@link ServiceBean} named
 * {@code ServiceBean:{interface}[:{version}][:{group}]} whose {@code ref} is that bean. Package names may hold
 * {@code ${...}} placeholders.
 */
public class ServiceAnnotationPostProcessor
        implements BeanDefinitionRegistryPostProcessor, EnvironmentAware, ResourceLoaderAware, BeanClassLoaderAware {

    private static final Logger log = LoggerFactory.getLogger(ServiceAnnotationPostProcessor.class);

    /** Spring's own naming of scanned components ({@code AnnotationBeanNameGenerator.INSTANCE} is Spring 5.2+). */
    private static final AnnotationBeanNameGenerator BEAN_NAMES = new AnnotationBeanNameGenerator();

    private final Set<String> packagesToScan;
    private Environment environment;
    private ResourceLoader resourceLoader;
    private ClassLoader classLoader = ClassUtils.getDefaultClassLoader();

    public ServiceAnnotationPostProcessor(String... packagesToScan) {
        this(Arrays.asList(packagesToScan));
    }

    public ServiceAnnotationPostProcessor(Collection<String> packagesToScan) {
        this.packagesToScan = new LinkedHashSet<>(packagesToScan);
    }

    @Override
    public void setEnvironment(Environment environment) {
        this.environment = environment;
    }

    @Override
    public void setResourceLoader(ResourceLoader resourceLoader) {
        this.resourceLoader = resourceLoader;
    }

    @Override
    public void setBeanClassLoader(ClassLoader classLoader) {
        this.classLoader = classLoader;
    }

    @Override
    public void postProcessBeanDefinitionRegistry(BeanDefinitionRegistry registry) throws BeansException {
        DubboInfrastructure.register(registry);
        Set<String> packages = resolvedPackages();
        if (!packages.isEmpty()) {
            scan(registry, packages);
        }
        registerAnnotatedBeanMethods(registry);
    }

    @Override
    public void postProcessBeanFactory(ConfigurableListableBeanFactory beanFactory) throws BeansException {
        // everything happens on the registry
    }

    private Set<String> resolvedPackages() {
        Set<String> resolved = new LinkedHashSet<>();
        for (String entry : packagesToScan) {
            String text = environment == null ? entry : environment.resolvePlaceholders(entry);
            for (String name : StringUtils.tokenizeToStringArray(text, ",; \t\n")) {
                resolved.add(name);
            }
        }
        return resolved;
    }

    private void scan(BeanDefinitionRegistry registry, Set<String> packages) {
        ClassPathBeanDefinitionScanner scanner = new ClassPathBeanDefinitionScanner(registry, false, environment,
                resourceLoader);
        for (Class<? extends Annotation> type : ServiceAnnotations.SERVICE) {
            scanner.addIncludeFilter(new AnnotationTypeFilter(type));
        }
        int found = 0;
        for (String name : packages) {
            for (BeanDefinition candidate : scanner.findCandidateComponents(name)) {
                Class<?> implementation = ClassUtils.resolveClassName(candidate.getBeanClassName(), classLoader);
                String beanName = implementationBean(registry, candidate, implementation);
                Annotation annotation = ServiceAnnotations.find(implementation, ServiceAnnotations.SERVICE);
                registerServiceBean(registry, annotation, implementation, beanName, "class " + implementation.getName());
                found++;
            }
        }
        log.info("Found {} annotated Dubbo services in {}", found, packages);
    }

    /** The name of the implementation's bean: the one already defined for the class, or a new one. */
    private static String implementationBean(BeanDefinitionRegistry registry, BeanDefinition candidate,
                                             Class<?> implementation) {
        for (String name : registry.getBeanDefinitionNames()) {
            if (implementation.getName().equals(registry.getBeanDefinition(name).getBeanClassName())) {
                return name;
            }
        }
        String name = BEAN_NAMES.generateBeanName(candidate, registry);
        if (candidate instanceof AnnotatedBeanDefinition) {
            AnnotationConfigUtils.processCommonDefinitionAnnotations((AnnotatedBeanDefinition) candidate);
        }
        registry.registerBeanDefinition(name, candidate);
        return name;
    }

    /** {@code @Bean} methods annotated {@code @DubboService}: their beans are exported. */
    private void registerAnnotatedBeanMethods(BeanDefinitionRegistry registry) {
        for (String name : registry.getBeanDefinitionNames()) {
            BeanDefinition definition = registry.getBeanDefinition(name);
            if (!(definition instanceof AnnotatedBeanDefinition)) {
                continue;
            }
            MethodMetadata method = ((AnnotatedBeanDefinition) definition).getFactoryMethodMetadata();
            if (method == null) {
                continue;
            }
            for (Class<? extends Annotation> type : ServiceAnnotations.SERVICE) {
                if (method.isAnnotated(type.getName())) {
                    Method factory = factoryMethod(method);
                    if (factory == null) {
                        throw new BeanDefinitionStoreException("Cannot find the @Bean method "
                                + method.getDeclaringClassName() + "." + method.getMethodName() + " of bean '" + name
                                + "' annotated @" + type.getSimpleName());
                    }
                    Annotation annotation = ServiceAnnotations.find(factory, ServiceAnnotations.SERVICE);
                    registerServiceBean(registry, annotation, factory.getReturnType(), name,
                            "@Bean method " + method.getDeclaringClassName() + "." + method.getMethodName() + "()");
                    break;
                }
            }
        }
    }

    private Method factoryMethod(MethodMetadata metadata) {
        Class<?> declaring = ClassUtils.resolveClassName(metadata.getDeclaringClassName(), classLoader);
        for (Method method : declaring.getDeclaredMethods()) {
            if (method.getName().equals(metadata.getMethodName())
                    && method.getReturnType().getName().equals(metadata.getReturnTypeName())) {
                return method;
            }
        }
        return null;
    }

    private void registerServiceBean(BeanDefinitionRegistry registry, Annotation annotation, Class<?> type,
                                     String implementationBean, String where) {
        String serviceInterface = serviceInterface(annotation, type, where);
        AnnotationProperties properties = AnnotationProperties.of(annotation, environment);
        Map<String, Object> values = properties.properties;
        String name = "ServiceBean:" + serviceInterface + suffix(values.get("version")) + suffix(values.get("group"));
        if (registry.containsBeanDefinition(name)) {
            Object ref = registry.getBeanDefinition(name).getPropertyValues().get("ref");
            if (ref instanceof RuntimeBeanReference
                    && implementationBean.equals(((RuntimeBeanReference) ref).getBeanName())) {
                return;
            }
            throw new BeanDefinitionStoreException("Two services export " + name.substring("ServiceBean:".length())
                    + ": bean '" + implementationBean + "' (" + where + ") and the one of bean definition '" + name
                    + "'");
        }
        RootBeanDefinition definition = new RootBeanDefinition(ServiceBean.class);
        for (Map.Entry<String, Object> value : values.entrySet()) {
            Object v = value.getValue();
            definition.getPropertyValues().addPropertyValue(value.getKey(),
                    v instanceof String ? new TypedStringValue((String) v) : v);
        }
        definition.getPropertyValues().addPropertyValue("interface", new TypedStringValue(serviceInterface));
        definition.getPropertyValues().addPropertyValue("ref", new RuntimeBeanReference(implementationBean));
        definition.setAttribute(Constants.ORIGIN_ATTRIBUTE, new AnnotationOrigin(annotation.annotationType()
                .getSimpleName(), where, properties.attributeByProperty));
        registry.registerBeanDefinition(name, definition);
    }

    private static String suffix(Object value) {
        return value == null || value.toString().isEmpty() ? "" : ":" + value;
    }

    private String serviceInterface(Annotation annotation, Class<?> type, String where) {
        Object interfaceClass = AnnotationAttribute.read(annotation, "interfaceClass");
        if (interfaceClass instanceof Class && interfaceClass != void.class) {
            return ((Class<?>) interfaceClass).getName();
        }
        Object interfaceName = AnnotationAttribute.read(annotation, "interfaceName");
        if (interfaceName instanceof String && !((String) interfaceName).isEmpty()) {
            return environment.resolvePlaceholders((String) interfaceName);
        }
        if (type.isInterface()) {
            return type.getName();
        }
        Class<?>[] interfaces = ClassUtils.getAllInterfacesForClass(ClassUtils.getUserClass(type));
        if (interfaces.length == 0) {
            throw new BeanDefinitionStoreException("@" + annotation.annotationType().getSimpleName() + " on " + where
                    + ": " + type.getName() + " implements no interface; set interfaceClass or interfaceName");
        }
        return interfaces[0].getName();
    }
}
