package org.apache.dubbo.config.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.concurrent.TimeUnit;

import interop.api.GreetingService;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.config.spring.ReferenceBean;
import org.apache.dubbo.config.spring.ServiceBean;
import org.apache.dubbo.config.spring.tests.annotated.ProviderConfiguration;
import org.apache.dubbo.config.spring.tests.annotated.consumer.ConsumerConfiguration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.core.env.MapPropertySource;

/**
 * {@code @EnableDubbo} on both sides of a call: a provider whose {@code @DubboService} class is found by the scan,
 * and a consumer with {@code @DubboReference} on a field, a setter and a {@code @Bean} method; attributes of
 * {@code @DubboService}, {@code @DubboReference}, {@code @Method} and {@code @Argument} reach the URLs.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class AnnotationDrivenTest {

    @Test
    void annotatedConsumerCallsAnnotatedProvider() {
        int port = FreePort.find();
        try (AnnotationConfigApplicationContext provider = context(ProviderConfiguration.class, port);
             AnnotationConfigApplicationContext consumer = context(ConsumerConfiguration.class, port)) {
            ServiceBean<?> service = provider.getBean("ServiceBean:interop.api.GreetingService:1.0",
                    ServiceBean.class);
            assertTrue(service.isExported());
            URL exported = service.getExportedUrls().get(0);
            assertEquals(port, exported.getPort());
            assertEquals("1.0", exported.getParameter("version"));
            assertEquals("3000", exported.getParameter("timeout"));
            assertEquals("2500", exported.getParameter("sayHello.timeout"));

            ConsumerConfiguration.Caller caller = consumer.getBean(ConsumerConfiguration.Caller.class);
            assertEquals("Hello field", caller.fieldGreeting().sayHello("field"));
            assertEquals(5, caller.fieldGreeting().sum(2, 3));
            assertEquals("Hello setter", caller.setterGreeting().sayHello("setter"));
            GreetingService declared = consumer.getBean("declaredGreeting", GreetingService.class);
            assertEquals("Hello bean method", declared.sayHello("bean method"));

            ReferenceBean<?> field = consumer.getBean("&fieldGreeting", ReferenceBean.class);
            assertEquals(4000, field.getReferenceConfig().getTimeout());
            assertEquals(4500, field.getReferenceConfig().getMethods().get(0).getTimeout());
            assertEquals(0, field.getReferenceConfig().getMethods().get(0).getArguments().get(0).getIndex());
            assertEquals(0, consumer.getBean("&declaredGreeting", ReferenceBean.class).getReferenceConfig()
                    .getRetries());
        }
    }

    private static AnnotationConfigApplicationContext context(Class<?> configuration, int port) {
        AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext();
        context.getEnvironment().getPropertySources().addFirst(new MapPropertySource("test",
                Collections.<String, Object>singletonMap("provider.port", port)));
        context.register(configuration);
        context.refresh();
        return context;
    }
}
