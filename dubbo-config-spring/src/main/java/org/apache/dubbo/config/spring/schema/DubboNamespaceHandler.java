package org.apache.dubbo.config.spring.schema;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ConfigCenterConfig;
import org.apache.dubbo.config.ConsumerConfig;
import org.apache.dubbo.config.MetadataReportConfig;
import org.apache.dubbo.config.MetricsConfig;
import org.apache.dubbo.config.ModuleConfig;
import org.apache.dubbo.config.MonitorConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ProviderConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.SslConfig;
import org.apache.dubbo.config.TracingConfig;
import org.apache.dubbo.config.spring.ReferenceBean;
import org.apache.dubbo.config.spring.ServiceBean;
import org.apache.dubbo.config.spring.context.DubboInfrastructure;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.xml.NamespaceHandlerSupport;
import org.springframework.beans.factory.xml.ParserContext;
import org.w3c.dom.Element;

/**
 * The handler of both dubbo XML namespaces, {@code http://dubbo.apache.org/schema/dubbo} and the legacy
 * {@code http://code.alibabatech.com/schema/dubbo}: one parser per top-level element, and the Dubbo infrastructure of
 * the context registered with the first element.
 */
public class DubboNamespaceHandler extends NamespaceHandlerSupport {

    @Override
    public void init() {
        registerBeanDefinitionParser("application", new ConfigElementParser(ApplicationConfig.class));
        registerBeanDefinitionParser("module", new ConfigElementParser(ModuleConfig.class));
        registerBeanDefinitionParser("registry", new ConfigElementParser(RegistryConfig.class));
        registerBeanDefinitionParser("config-center", new ConfigElementParser(ConfigCenterConfig.class));
        registerBeanDefinitionParser("metadata-report", new ConfigElementParser(MetadataReportConfig.class));
        registerBeanDefinitionParser("monitor", new ConfigElementParser(MonitorConfig.class));
        registerBeanDefinitionParser("metrics", new ConfigElementParser(MetricsConfig.class));
        registerBeanDefinitionParser("tracing", new ConfigElementParser(TracingConfig.class));
        registerBeanDefinitionParser("ssl", new ConfigElementParser(SslConfig.class));
        registerBeanDefinitionParser("provider", new ConfigElementParser(ProviderConfig.class));
        registerBeanDefinitionParser("consumer", new ConfigElementParser(ConsumerConfig.class));
        registerBeanDefinitionParser("protocol", new ConfigElementParser(ProtocolConfig.class));
        registerBeanDefinitionParser("service", new ConfigElementParser(ServiceBean.class));
        registerBeanDefinitionParser("reference", new ConfigElementParser(ReferenceBean.class));
        registerBeanDefinitionParser("annotation", new AnnotationElementParser());
    }

    @Override
    public BeanDefinition parse(Element element, ParserContext parserContext) {
        DubboInfrastructure.register(parserContext.getRegistry());
        return super.parse(element, parserContext);
    }
}
