package org.apache.dubbo.config.spring.beans.factory.annotation;

import java.beans.Introspector;
import java.beans.PropertyDescriptor;
import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.dubbo.config.spring.Constants;
import org.apache.dubbo.config.spring.ReferenceBean;
import org.apache.dubbo.rpc.service.GenericService;
import org.springframework.beans.BeansException;
import org.springframework.beans.PropertyValues;
import org.springframework.beans.factory.BeanClassLoaderAware;
import org.springframework.beans.factory.BeanCreationException;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.BeanFactoryAware;
import org.springframework.beans.factory.annotation.AnnotatedBeanDefinition;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.BeanFactoryPostProcessor;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.config.InstantiationAwareBeanPostProcessor;
import org.springframework.beans.factory.config.RuntimeBeanReference;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.ManagedMap;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.EnvironmentAware;
import org.springframework.core.Ordered;
import org.springframework.core.env.Environment;
import org.springframework.core.type.MethodMetadata;
import org.springframework.util.ClassUtils;
import org.springframework.util.ReflectionUtils;

/**
 * Injects references into fields and setter methods annotated {@code @DubboReference} (or the deprecated
 * {@code @Reference}) of any Spring bean, and turns {@code @DubboReference @Bean} methods returning a
 * {@link ReferenceBean} into references.
 *
 * <p>Each distinct reference is a {@link ReferenceBean} of its own, named by the annotation's {@code id} or else by
 * the field (property) name; injection points whose attributes are equal share one (the second name becomes an
 * alias), and a name already taken by another bean gets {@code #1}, {@code #2}, ... appended. References of the
 * bean definitions known when the factory is post-processed are registered then, so that they are ordinary beans
 * (autowirable by their interface) before any bean is created; others when their bean is created.
 */
public class ReferenceAnnotationBeanPostProcessor
        implements InstantiationAwareBeanPostProcessor, BeanFactoryPostProcessor, BeanFactoryAware, EnvironmentAware,
        BeanClassLoaderAware, Ordered {

    private final Map<Class<?>, List<InjectionPoint>> injectionPoints = new ConcurrentHashMap<>();
    /** Reference key → bean name. */
    private final Map<String, String> referenceBeans = new ConcurrentHashMap<>();
    private ConfigurableListableBeanFactory beanFactory;
    private Environment environment;
    private ClassLoader classLoader = ClassUtils.getDefaultClassLoader();

    @Override
    public void setBeanFactory(BeanFactory beanFactory) {
        this.beanFactory = (ConfigurableListableBeanFactory) beanFactory;
    }

    @Override
    public void setEnvironment(Environment environment) {
        this.environment = environment;
    }

    @Override
    public void setBeanClassLoader(ClassLoader classLoader) {
        this.classLoader = classLoader;
    }

    @Override
    public void postProcessBeanFactory(ConfigurableListableBeanFactory factory) throws BeansException {
        this.beanFactory = factory;
        for (String name : factory.getBeanDefinitionNames()) {
            BeanDefinition definition = factory.getBeanDefinition(name);
            if (definition instanceof AnnotatedBeanDefinition
                    && ((AnnotatedBeanDefinition) definition).getFactoryMethodMetadata() != null) {
                declareReferenceBeanMethod(name, definition,
                        ((AnnotatedBeanDefinition) definition).getFactoryMethodMetadata());
                continue;
            }
            Class<?> type = beanClass(definition);
            if (type != null) {
                for (InjectionPoint point : injectionPoints(type)) {
                    referenceBean(point);
                }
            }
        }
    }

    private Class<?> beanClass(BeanDefinition definition) {
        String className = definition.getBeanClassName();
        if (className == null || definition.getFactoryMethodName() != null) {
            return null;
        }
        try {
            return ClassUtils.forName(className, classLoader);
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    /*
     * Spring 4.3 has no default methods on InstantiationAwareBeanPostProcessor: every one is implemented here, and
     * injection happens in postProcessProperties (Spring 5.1+) or, on Spring 4.3 and 5.0, postProcessPropertyValues.
     */

    @Override
    public Object postProcessBeforeInstantiation(Class<?> beanClass, String beanName) {
        return null;
    }

    @Override
    public boolean postProcessAfterInstantiation(Object bean, String beanName) {
        return true;
    }

    /** Spring 5.1+ (no {@code @Override}: the method is not on Spring 4.3's interface). */
    public PropertyValues postProcessProperties(PropertyValues values, Object bean, String beanName) {
        for (InjectionPoint point : injectionPoints(ClassUtils.getUserClass(bean.getClass()))) {
            Object reference = beanFactory.getBean(referenceBean(point));
            point.inject(bean, reference);
        }
        return values;
    }

    /** Spring 4.3 and 5.0 call this instead of {@link #postProcessProperties} (gone from the interface in 6.0). */
    public PropertyValues postProcessPropertyValues(PropertyValues values, PropertyDescriptor[] descriptors,
                                                    Object bean, String beanName) {
        return postProcessProperties(values, bean, beanName);
    }

    @Override
    public Object postProcessBeforeInitialization(Object bean, String beanName) {
        return bean;
    }

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        return bean;
    }

    private List<InjectionPoint> injectionPoints(Class<?> type) {
        return injectionPoints.computeIfAbsent(type, this::findInjectionPoints);
    }

    private List<InjectionPoint> findInjectionPoints(Class<?> type) {
        List<InjectionPoint> points = new ArrayList<>();
        ReflectionUtils.doWithFields(type, field -> {
            Annotation annotation = ServiceAnnotations.find(field, ServiceAnnotations.REFERENCE);
            if (annotation != null) {
                if (Modifier.isStatic(field.getModifiers())) {
                    throw new IllegalStateException("@" + annotation.annotationType().getSimpleName()
                            + " is not supported on static field " + field);
                }
                points.add(new InjectionPoint(field, field.getType(), field.getName(), annotation));
            }
        });
        ReflectionUtils.doWithMethods(type, method -> {
            Annotation annotation = ServiceAnnotations.find(method, ServiceAnnotations.REFERENCE);
            if (annotation != null && method.getParameterCount() == 1 && !Modifier.isStatic(method.getModifiers())
                    && method.equals(ClassUtils.getMostSpecificMethod(method, type))) {
                String property = method.getName().startsWith("set") && method.getName().length() > 3
                        ? Introspector.decapitalize(method.getName().substring(3)) : method.getName();
                points.add(new InjectionPoint(method, method.getParameterTypes()[0], property, annotation));
            }
        });
        return points.isEmpty() ? Collections.<InjectionPoint>emptyList() : points;
    }

    /** The name of the reference bean for an injection point, registering it first if needed. */
    private synchronized String referenceBean(InjectionPoint point) {
        AnnotationProperties properties = AnnotationProperties.of(point.annotation, environment);
        Map<String, Object> values = properties.properties;
        Class<?> serviceInterface = interfaceOf(point, values);
        String key = key(values);
        String existing = referenceBeans.get(key);
        String wanted = idOf(point.annotation);
        if (wanted == null || wanted.isEmpty()) {
            wanted = point.property;
        } else {
            wanted = environment.resolvePlaceholders(wanted);
        }
        if (existing != null) {
            if (!existing.equals(wanted) && !beanFactory.containsBean(wanted)) {
                ((BeanDefinitionRegistry) beanFactory).registerAlias(existing, wanted);
            }
            return existing;
        }
        String name = wanted;
        for (int n = 1; beanFactory.containsBean(name); n++) {
            name = wanted + "#" + n;
        }
        RootBeanDefinition definition = new RootBeanDefinition(ReferenceBean.class);
        ManagedMap<String, Object> constructorProperties = new ManagedMap<>();
        constructorProperties.putAll(values);
        definition.getConstructorArgumentValues().addGenericArgumentValue(constructorProperties);
        definition.setAttribute(Constants.OBJECT_TYPE_ATTRIBUTE, serviceInterface);
        definition.setAttribute(Constants.ORIGIN_ATTRIBUTE, new AnnotationOrigin(
                point.annotation.annotationType().getSimpleName(), point.describe(), properties.attributeByProperty));
        ((BeanDefinitionRegistry) beanFactory).registerBeanDefinition(name, definition);
        referenceBeans.put(key, name);
        return name;
    }

    private Class<?> interfaceOf(InjectionPoint point, Map<String, Object> values) {
        Object interfaceClass = AnnotationAttribute.read(point.annotation, "interfaceClass");
        Object interfaceName = AnnotationAttribute.read(point.annotation, "interfaceName");
        String name = interfaceName instanceof String ? environment.resolvePlaceholders((String) interfaceName) : "";
        if (interfaceClass instanceof Class && interfaceClass != void.class) {
            values.put("interface", ((Class<?>) interfaceClass).getName());
            return (Class<?>) interfaceClass;
        }
        if (point.type == GenericService.class && !name.isEmpty()) {
            values.put("interface", name);
            values.putIfAbsent("generic", "true");
            return GenericService.class;
        }
        if (!name.isEmpty()) {
            values.put("interface", name);
            return point.type;
        }
        if (!point.type.isInterface()) {
            throw new BeanCreationException("@" + point.annotation.annotationType().getSimpleName() + " on "
                    + point.describe() + ": " + point.type.getName() + " is not an interface; set interfaceClass or"
                    + " interfaceName");
        }
        values.put("interface", point.type.getName());
        return point.type;
    }

    private static String idOf(Annotation annotation) {
        Object id = AnnotationAttribute.read(annotation, "id");
        return id instanceof String ? (String) id : null;
    }

    /** The reference's identity: its interface and every attribute, in a stable order. */
    private static String key(Map<String, Object> values) {
        Map<String, String> sorted = new TreeMap<>();
        for (Map.Entry<String, Object> value : values.entrySet()) {
            Object v = value.getValue();
            sorted.put(value.getKey(), v instanceof RuntimeBeanReference
                    ? "@" + ((RuntimeBeanReference) v).getBeanName() : String.valueOf(v));
        }
        return sorted.toString();
    }

    /**
     * A {@code @DubboReference @Bean} method returning {@code ReferenceBean<T>}: the annotation's properties, and
     * the interface (from the annotation or the method's generic return type), go onto the bean definition, where
     * the {@link ReferenceBean} finds them.
     */
    private void declareReferenceBeanMethod(String beanName, BeanDefinition definition, MethodMetadata metadata) {
        Annotation annotation = null;
        Method factory = null;
        for (Class<? extends Annotation> type : ServiceAnnotations.REFERENCE) {
            if (metadata.isAnnotated(type.getName())) {
                factory = factoryMethod(metadata);
                annotation = factory == null ? null : ServiceAnnotations.find(factory, ServiceAnnotations.REFERENCE);
                break;
            }
        }
        if (annotation == null || !ReferenceBean.class.isAssignableFrom(factory.getReturnType())) {
            return;
        }
        AnnotationProperties properties = AnnotationProperties.of(annotation, environment);
        Map<String, Object> values = properties.properties;
        Class<?> type = genericArgument(factory.getGenericReturnType());
        InjectionPoint point = new InjectionPoint(factory, type == null ? Object.class : type, beanName, annotation);
        Class<?> serviceInterface = interfaceOf(point, values);
        definition.setAttribute(Constants.REFERENCE_PROPS, values);
        definition.setAttribute(Constants.OBJECT_TYPE_ATTRIBUTE, serviceInterface);
        definition.setAttribute(Constants.ORIGIN_ATTRIBUTE, new AnnotationOrigin(
                annotation.annotationType().getSimpleName(), point.describe(), properties.attributeByProperty));
        referenceBeans.putIfAbsent(key(values), beanName);
    }

    private Method factoryMethod(MethodMetadata metadata) {
        Class<?> declaring = ClassUtils.resolveClassName(metadata.getDeclaringClassName(), classLoader);
        for (Method method : declaring.getDeclaredMethods()) {
            if (method.getName().equals(metadata.getMethodName())) {
                return method;
            }
        }
        return null;
    }

    private static Class<?> genericArgument(Type type) {
        if (type instanceof ParameterizedType) {
            Type[] arguments = ((ParameterizedType) type).getActualTypeArguments();
            if (arguments.length == 1 && arguments[0] instanceof Class) {
                return (Class<?>) arguments[0];
            }
        }
        return null;
    }

    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE - 2;
    }

    /** A field or setter method annotated with a reference annotation. */
    private static final class InjectionPoint {
        final Member member;
        final Class<?> type;
        final String property;
        final Annotation annotation;

        InjectionPoint(Member member, Class<?> type, String property, Annotation annotation) {
            this.member = member;
            this.type = type;
            this.property = property;
            this.annotation = annotation;
        }

        void inject(Object bean, Object reference) {
            if (member instanceof Field) {
                Field field = (Field) member;
                ReflectionUtils.makeAccessible(field);
                ReflectionUtils.setField(field, bean, reference);
            } else {
                Method method = (Method) member;
                ReflectionUtils.makeAccessible(method);
                ReflectionUtils.invokeMethod(method, bean, reference);
            }
        }

        String describe() {
            String kind = member instanceof Field ? "field " : "method ";
            return kind + member.getDeclaringClass().getName() + "." + member.getName()
                    + (member instanceof Method ? "()" : "");
        }
    }
}
