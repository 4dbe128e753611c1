package org.apache.dubbo.config.spring.context.annotation;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

import org.apache.dubbo.config.spring.beans.factory.annotation.ServiceAnnotationPostProcessor;
import org.apache.dubbo.config.spring.context.DubboInfrastructure;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.support.BeanDefinitionReaderUtils;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.annotation.ImportBeanDefinitionRegistrar;
import org.springframework.core.type.AnnotationMetadata;
import org.springframework.util.ClassUtils;

/** What {@link DubboComponentScan} imports: the Dubbo infrastructure and a scan of its packages. */
final class DubboComponentScanRegistrar implements ImportBeanDefinitionRegistrar {

    @Override
    public void registerBeanDefinitions(AnnotationMetadata metadata, BeanDefinitionRegistry registry) {
        DubboInfrastructure.register(registry);
        Set<String> packages = packagesToScan(metadata);
        RootBeanDefinition definition = new RootBeanDefinition(ServiceAnnotationPostProcessor.class);
        definition.getConstructorArgumentValues().addGenericArgumentValue(packages);
        definition.setRole(BeanDefinition.ROLE_INFRASTRUCTURE);
        BeanDefinitionReaderUtils.registerWithGeneratedName(definition, registry);
    }

    private static Set<String> packagesToScan(AnnotationMetadata metadata) {
        Map<String, Object> attributes = metadata.getAnnotationAttributes(DubboComponentScan.class.getName());
        Set<String> packages = new LinkedHashSet<>();
        if (attributes != null) {
            packages.addAll(Arrays.asList((String[]) attributes.get("value")));
            packages.addAll(Arrays.asList((String[]) attributes.get("basePackages")));
            for (Class<?> type : (Class<?>[]) attributes.get("basePackageClasses")) {
                packages.add(ClassUtils.getPackageName(type));
            }
        }
        if (packages.isEmpty()) {
            packages.add(ClassUtils.getPackageName(metadata.getClassName()));
        }
        return packages;
    }
}
