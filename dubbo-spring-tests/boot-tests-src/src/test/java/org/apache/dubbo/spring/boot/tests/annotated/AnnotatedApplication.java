package org.apache.dubbo.spring.boot.tests.annotated;

import interop.api.GreetingService;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.annotation.DubboReference;
import org.apache.dubbo.config.spring.context.annotation.EnableDubbo;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** A plain (non-Boot) Spring application configured by annotations and @Bean config beans only. */
@Configuration
@EnableDubbo
public class AnnotatedApplication {

    @Bean
    public ApplicationConfig application() {
        return new ApplicationConfig("annotated-app");
    }

    @Bean
    public RegistryConfig registry() {
        return new RegistryConfig("N/A");
    }

    @Bean
    public ProtocolConfig protocol(@Value("${annotated.port}") int port) {
        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setHost("127.0.0.1");
        return protocol;
    }

    @Bean
    public Caller caller() {
        return new Caller();
    }

    /** Calls the Boot application through a setter-injected reference. */
    public static class Caller {

        private GreetingService boot;

        @DubboReference(url = "dubbo://127.0.0.1:${boot.port}", check = false)
        public void setBoot(GreetingService boot) {
            this.boot = boot;
        }

        public GreetingService boot() {
            return boot;
        }
    }
}
