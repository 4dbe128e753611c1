package org.apache.dubbo.config.spring.tests.annotated.consumer;

import interop.api.GreetingService;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.annotation.Argument;
import org.apache.dubbo.config.annotation.DubboReference;
import org.apache.dubbo.config.annotation.Method;
import org.apache.dubbo.config.spring.ReferenceBean;
import org.apache.dubbo.config.spring.context.annotation.EnableDubbo;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * A consumer configured by annotations only: a {@code @DubboReference} field, a {@code @DubboReference} setter and a
 * {@code @DubboReference @Bean} method, all to the annotated provider.
 */
@Configuration
@EnableDubbo
public class ConsumerConfiguration {

    @Bean
    public ApplicationConfig application() {
        return new ApplicationConfig("annotated-consumer");
    }

    @Bean
    public Caller caller() {
        return new Caller();
    }

    @Bean
    @DubboReference(url = "dubbo://127.0.0.1:${provider.port}", version = "1.0", retries = 0)
    public ReferenceBean<GreetingService> declaredGreeting() {
        return new ReferenceBean<>();
    }

    /** Holds references injected into a field and through a setter. */
    public static class Caller {

        @DubboReference(url = "dubbo://127.0.0.1:${provider.port}", version = "1.0", timeout = 4000,
                methods = @Method(name = "sum", timeout = 4500, arguments = @Argument(index = 0, type = "int")))
        GreetingService fieldGreeting;

        private GreetingService setterGreeting;

        @DubboReference(url = "dubbo://127.0.0.1:${provider.port}", version = "1.0", check = false)
        public void setSetterGreeting(GreetingService greeting) {
            this.setterGreeting = greeting;
        }

        public GreetingService fieldGreeting() {
            return fieldGreeting;
        }

        public GreetingService setterGreeting() {
            return setterGreeting;
        }
    }
}
