package org.apache.dubbo.config.spring.context.annotation;

import org.apache.dubbo.config.spring.context.DubboInfrastructure;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.context.annotation.ImportBeanDefinitionRegistrar;
import org.springframework.core.type.AnnotationMetadata;

/** What {@link EnableDubboConfig} imports: the Dubbo infrastructure of the context. */
final class DubboConfigConfigurationRegistrar implements ImportBeanDefinitionRegistrar {

    @Override
    public void registerBeanDefinitions(AnnotationMetadata metadata, BeanDefinitionRegistry registry) {
        DubboInfrastructure.register(registry);
    }
}
