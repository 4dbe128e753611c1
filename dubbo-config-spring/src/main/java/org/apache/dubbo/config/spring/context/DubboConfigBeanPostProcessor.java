package org.apache.dubbo.config.spring.context;

import java.beans.PropertyDescriptor;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.dubbo.config.AbstractConfig;
import org.apache.dubbo.config.ReferenceConfigBase;
import org.apache.dubbo.config.ServiceConfigBase;
import org.apache.dubbo.config.spring.Constants;
import org.springframework.beans.BeansException;
import org.springframework.beans.MutablePropertyValues;
import org.springframework.beans.PropertyValue;
import org.springframework.beans.PropertyValues;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.config.InstantiationAwareBeanPostProcessor;
import org.springframework.beans.factory.config.TypedStringValue;
import org.springframework.beans.factory.support.MergedBeanDefinitionPostProcessor;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationContextAware;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.Ordered;

/**
 * Gives Dubbo config beans their attributes and declares them to the context's Dubbo application.
 *
 * <ul>
 *   <li>Beans defined by {@code <dubbo:*>} elements or Dubbo annotations carry their {@link AttributeOrigin}. Their
 *       text attributes (placeholders resolved) are set here by {@link ConfigAttributeWriter}, so a bad value fails
 *       naming the element, the attribute and the value; bean references, nested beans, lists and maps are left to
 *       Spring.</li>
 *   <li>After initialization every config bean — also one a {@code @Bean} method returns — is attached to the
 *       context's model and registered with its bootstrap ({@link DubboSpringContext#register}); services and
 *       references register themselves ({@code ServiceBean}, {@code ReferenceBean}).</li>
 * </ul>
 */
public final class DubboConfigBeanPostProcessor
        implements InstantiationAwareBeanPostProcessor, MergedBeanDefinitionPostProcessor, ApplicationContextAware,
        Ordered {

    private final Map<String, AttributeOrigin> origins = new ConcurrentHashMap<>();
    private ConfigurableApplicationContext applicationContext;
    private ConfigurableListableBeanFactory beanFactory;

    @Override
    public void setApplicationContext(ApplicationContext applicationContext) throws BeansException {
        this.applicationContext = (ConfigurableApplicationContext) applicationContext;
        this.beanFactory = this.applicationContext.getBeanFactory();
    }

    @Override
    public void postProcessMergedBeanDefinition(RootBeanDefinition definition, Class<?> beanType, String beanName) {
        Object origin = definition.getAttribute(Constants.ORIGIN_ATTRIBUTE);
        if (origin instanceof AttributeOrigin) {
            origins.put(beanName, (AttributeOrigin) origin);
        }
    }

    /*
     * Spring 4.3 has no default methods on InstantiationAwareBeanPostProcessor and MergedBeanDefinitionPostProcessor:
     * every one is implemented here. Attributes are written in postProcessProperties (Spring 5.1+) or, on Spring 4.3
     * and 5.0, postProcessPropertyValues.
     */

    @Override
    public Object postProcessBeforeInstantiation(Class<?> beanClass, String beanName) {
        return null;
    }

    @Override
    public boolean postProcessAfterInstantiation(Object bean, String beanName) {
        return true;
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

    /** Spring 5.1+ (no {@code @Override}: the method is not on Spring 4.3's interface). */
    public PropertyValues postProcessProperties(PropertyValues values, Object bean, String beanName) {
        AttributeOrigin origin = origins.remove(beanName);
        if (origin == null || values == null) {
            return values;
        }
        MutablePropertyValues forSpring = new MutablePropertyValues();
        Map<String, Object> text = new LinkedHashMap<>();
        for (PropertyValue value : values.getPropertyValues()) {
            String raw = textOf(value.getValue());
            if (raw == null) {
                forSpring.addPropertyValue(value);
            } else {
                text.put(value.getName(), resolve(raw, value.getName(), origin));
            }
        }
        ConfigAttributeWriter.apply(bean, text, origin);
        return forSpring;
    }

    private static String textOf(Object value) {
        if (value instanceof TypedStringValue) {
            return ((TypedStringValue) value).getValue();
        }
        return value instanceof String ? (String) value : null;
    }

    private String resolve(String raw, String property, AttributeOrigin origin) {
        try {
            String resolved = beanFactory.resolveEmbeddedValue(raw);
            return resolved == null ? raw : resolved;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Invalid " + origin.describe(property, raw) + ": " + e.getMessage(),
                    e);
        }
    }

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) throws BeansException {
        if (bean instanceof AbstractConfig && !(bean instanceof ServiceConfigBase)
                && !(bean instanceof ReferenceConfigBase)) {
            DubboSpringContext.of(applicationContext).register((AbstractConfig) bean);
        }
        return bean;
    }

    /** Spring 5.1+ (no {@code @Override}: the method is not on Spring 4.3's interface). */
    public void resetBeanDefinition(String beanName) {
        origins.remove(beanName);
    }

    @Override
    public int getOrder() {
        // before Spring's own processors, so that what Spring autowires sees the attributes already set
        return Ordered.HIGHEST_PRECEDENCE + 100;
    }
}
