package org.apache.dubbo.config.spring.tests.annotated;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.spring.context.annotation.EnableDubbo;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** A provider configured by annotations only: {@code @EnableDubbo} scans the services package. */
@Configuration
@EnableDubbo(scanBasePackages = "org.apache.dubbo.config.spring.tests.annotated.services")
public class ProviderConfiguration {

    @Bean
    public ApplicationConfig application() {
        return new ApplicationConfig("annotated-provider");
    }

    @Bean
    public RegistryConfig registry() {
        return new RegistryConfig("N/A");
    }

    @Bean
    public ProtocolConfig protocol(@Value("${provider.port}") int port) {
        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setHost("127.0.0.1");
        return protocol;
    }
}
