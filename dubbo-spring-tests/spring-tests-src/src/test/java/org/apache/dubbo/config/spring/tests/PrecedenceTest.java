package org.apache.dubbo.config.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import interop.api.GreetingService;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.annotation.DubboReference;
import org.apache.dubbo.config.spring.ReferenceBean;
import org.apache.dubbo.config.spring.context.annotation.EnableDubboConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.support.ClassPathXmlApplicationContext;
import org.springframework.core.env.MapPropertySource;

/**
 * The precedence of every pair of sources a Spring application has, on one reference attribute ({@code timeout}):
 * {@code -D} system properties beat Spring properties, which beat the bean's own XML or annotation attributes, which
 * beat {@code dubbo.properties}. Each source writes its own value: XML 1001, annotation 1002, Spring 1003,
 * dubbo.properties 1004, -D 1005.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class PrecedenceTest {

    private static final String KEY = "dubbo.reference.interop.api.GreetingService.timeout";

    @AfterEach
    void clearSystemProperties() {
        System.clearProperty(KEY);
        System.clearProperty("dubbo.properties.file");
    }

    @ParameterizedTest(name = "{0} + {1} -> {2}")
    @CsvSource({
        "xml, spring, 1003",
        "xml, system, 1005",
        "xml, dubbo.properties, 1001",
        "annotation, spring, 1003",
        "annotation, system, 1005",
        "annotation, dubbo.properties, 1002",
        "spring, system, 1005",
        "spring, dubbo.properties, 1003",
        "system, dubbo.properties, 1005",
        "xml, none, 1001",
        "annotation, none, 1002"
    })
    void higherSourceWins(String first, String second, int expected) {
        Map<String, Object> spring = new HashMap<>();
        for (String source : new String[] {first, second}) {
            if ("spring".equals(source)) {
                spring.put(KEY, "1003");
            } else if ("dubbo.properties".equals(source)) {
                System.setProperty("dubbo.properties.file", "precedence/dubbo.properties");
            } else if ("system".equals(source)) {
                System.setProperty(KEY, "1005");
            }
        }
        boolean annotation = "annotation".equals(first);
        boolean xml = "xml".equals(first);
        try (ConfigurableApplicationContext context = annotation ? annotationContext(spring)
                : xmlContext(xml ? "precedence/consumer-with-timeout.xml" : "precedence/consumer.xml", spring)) {
            ReferenceBean<?> reference = context.getBean(annotation ? "&greeting" : "&greetingService",
                    ReferenceBean.class);
            assertEquals(expected, reference.getReferenceConfig().getTimeout());
        }
    }

    private static ConfigurableApplicationContext xmlContext(String resource, Map<String, Object> spring) {
        ClassPathXmlApplicationContext context = new ClassPathXmlApplicationContext(new String[] {resource}, false);
        context.getEnvironment().getPropertySources().addFirst(new MapPropertySource("test", spring));
        context.refresh();
        return context;
    }

    private static ConfigurableApplicationContext annotationContext(Map<String, Object> spring) {
        AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext();
        context.getEnvironment().getPropertySources().addFirst(new MapPropertySource("test", spring));
        context.register(AnnotatedReference.class);
        context.refresh();
        return context;
    }

    @Configuration
    @EnableDubboConfig
    static class AnnotatedReference {

        @DubboReference(url = "dubbo://127.0.0.1:1", check = false, lazy = true, timeout = 1002)
        GreetingService greeting;

        @Bean
        public ApplicationConfig application() {
            return new ApplicationConfig("precedence");
        }
    }
}
