package org.apache.dubbo.config.spring.schema;

import org.apache.dubbo.config.spring.beans.factory.annotation.ServiceAnnotationPostProcessor;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.support.BeanDefinitionReaderUtils;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.beans.factory.xml.BeanDefinitionParser;
import org.springframework.beans.factory.xml.ParserContext;
import org.springframework.util.StringUtils;
import org.w3c.dom.Element;

/** {@code <dubbo:annotation package="a.b,c.d"/>}: scans those packages for {@code @DubboService} classes. */
final class AnnotationElementParser implements BeanDefinitionParser {

    @Override
    public BeanDefinition parse(Element element, ParserContext context) {
        String[] packages = StringUtils.tokenizeToStringArray(element.getAttribute("package"), ",; \t\n");
        RootBeanDefinition definition = new RootBeanDefinition(ServiceAnnotationPostProcessor.class);
        definition.getConstructorArgumentValues().addGenericArgumentValue(packages);
        definition.setRole(BeanDefinition.ROLE_INFRASTRUCTURE);
        String id = element.getAttribute("id").trim();
        String name = id.isEmpty() ? BeanDefinitionReaderUtils.generateBeanName(definition, context.getRegistry())
                : id;
        context.getRegistry().registerBeanDefinition(name, definition);
        return definition;
    }
}
