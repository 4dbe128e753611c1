package org.apache.dubbo.spring.boot.tests.bootapp;

import interop.api.GreetingService;
import org.apache.dubbo.config.annotation.DubboReference;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;

/** A Spring Boot application configured by boot-app.yml: it exports BootGreeter and calls two other providers. */
@SpringBootConfiguration
@EnableAutoConfiguration
public class BootApplication {

    @Bean
    public Callers callers() {
        return new Callers();
    }

    /** The references of the Boot application. */
    public static class Callers {

        @DubboReference(url = "dubbo://127.0.0.1:${annotated.port}", check = false)
        public GreetingService annotated;

        @DubboReference(url = "dubbo://127.0.0.1:${apache.port}", timeout = 5000)
        public GreetingService apache;
    }
}
