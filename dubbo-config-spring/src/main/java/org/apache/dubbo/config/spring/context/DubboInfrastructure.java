package org.apache.dubbo.config.spring.context;

import org.apache.dubbo.config.spring.beans.factory.annotation.ReferenceAnnotationBeanPostProcessor;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;

/**
 * Registers, once per bean factory, the processors every Dubbo-enabled Spring context needs: the config bean
 * processor ({@link DubboConfigBeanPostProcessor}) and the {@code @DubboReference} injector
 * ({@link ReferenceAnnotationBeanPostProcessor}). Called by the XML namespace, by {@code @EnableDubboConfig} /
 * {@code @DubboComponentScan} and by the Spring Boot auto-configuration.
 */
public final class DubboInfrastructure {

    private DubboInfrastructure() {
    }

    public static void register(BeanDefinitionRegistry registry) {
        registerOnce(registry, DubboConfigBeanPostProcessor.class);
        registerOnce(registry, ReferenceAnnotationBeanPostProcessor.class);
    }

    private static void registerOnce(BeanDefinitionRegistry registry, Class<?> type) {
        String name = type.getName();
        if (!registry.containsBeanDefinition(name)) {
            RootBeanDefinition definition = new RootBeanDefinition(type);
            definition.setRole(BeanDefinition.ROLE_INFRASTRUCTURE);
            registry.registerBeanDefinition(name, definition);
        }
    }
}
