package org.apache.dubbo.config.spring.tests;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.concurrent.TimeUnit;

import interop.api.GreetingService;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.annotation.DubboReference;
import org.apache.dubbo.config.spring.context.annotation.EnableDubboConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.support.ClassPathXmlApplicationContext;
import org.springframework.core.env.MapPropertySource;

/** Bad configuration fails while the context starts, with a message naming the element, attribute and value. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BadConfigurationTest {

    /** Every message of the cause chain (Spring 6 no longer repeats nested messages in the top one). */
    private static String messages(Throwable failure) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append('\n');
        }
        return all.toString();
    }

    private static String failureOf(String xml) {
        Exception failure = assertThrows(Exception.class, () -> new ClassPathXmlApplicationContext(xml).close());
        return messages(failure);
    }

    private static void assertMentions(String message, String... parts) {
        for (String part : parts) {
            assertTrue(message.contains(part), () -> "expected '" + part + "' in:\n" + message);
        }
    }

    @Test
    void unknownAttributeNamesElementAttributeValueAndTheClosestAttribute() {
        assertMentions(failureOf("bad/unknown-attribute.xml"), "Unknown attribute iothread=\"4\"",
                "<dubbo:reference id=\"greeting\" interface=\"interop.api.GreetingService\">",
                "did you mean iothreads?", "unknown-attribute.xml");
    }

    @Test
    void wrongTypeNamesElementAttributeValueAndTheExpectedType() {
        assertMentions(failureOf("bad/wrong-type.xml"), "attribute port=\"abc\" of <dubbo:protocol name=\"dubbo\">",
                "expected an integer", "wrong-type.xml");
    }

    @Test
    void missingInterfaceNamesElementAndAttribute() {
        assertMentions(failureOf("bad/missing-interface.xml"),
                "Missing attribute interface of <dubbo:reference id=\"greeting\">");
    }

    @Test
    void interfaceThatIsNotOnTheClassPathNamesTheValue() {
        assertMentions(failureOf("bad/unknown-interface.xml"),
                "attribute interface=\"com.example.NoSuchService\" of <dubbo:reference id=\"greeting\"",
                "class not found");
    }

    @Test
    void negativeIothreadsOnAReferenceFailsNamingElementAttributeAndValue() {
        assertMentions(failureOf("bad/negative-iothreads.xml"), "attribute iothreads=\"-1\" of <dubbo:reference"
                + " id=\"greeting\" interface=\"interop.api.GreetingService\">", "must be at least 1");
    }

    @Test
    void negativeIothreadsOnAProtocolFailsNamingElementAttributeAndValue() {
        assertMentions(failureOf("bad/negative-protocol-iothreads.xml"),
                "attribute iothreads=\"-2\" of <dubbo:protocol name=\"dubbo\">", "must be at least 1");
    }

    @Test
    void negativeIothreadsInAnAnnotationNamesAnnotationAttributeValueAndField() {
        Exception failure = assertThrows(Exception.class, () -> {
            try (AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext(
                    BadAnnotation.class)) {
                context.getBean(BadAnnotation.class);
            }
        });
        assertMentions(messages(failure), "@DubboReference(iothreads=-3) on field "
                + BadAnnotation.class.getName() + ".greeting", "must be at least 1");
    }

    @Test
    void negativeIothreadsInSpringPropertiesNamesKeyValueAndSource() {
        ClassPathXmlApplicationContext context = new ClassPathXmlApplicationContext(
                new String[] {"precedence/consumer.xml"}, false);
        context.getEnvironment().getPropertySources().addFirst(new MapPropertySource("test",
                Map.of("dubbo.reference.interop.api.GreetingService.iothreads", "-4")));
        Exception failure = assertThrows(Exception.class, context::refresh);
        context.close();
        assertMentions(messages(failure), "dubbo.reference.interop.api.GreetingService.iothreads", "'-4'",
                "application configuration");
    }

    @Configuration
    @EnableDubboConfig
    static class BadAnnotation {

        @DubboReference(url = "dubbo://127.0.0.1:1", lazy = true, check = false, iothreads = -3)
        GreetingService greeting;

        @Bean
        public ApplicationConfig application() {
            return new ApplicationConfig("bad-annotation");
        }
    }
}
