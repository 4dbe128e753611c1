package org.apache.dubbo.spring.boot.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.ConsumerRun;
import interop.support.FreePort;
import org.apache.dubbo.config.spring.context.DubboSpringContext;
import org.apache.dubbo.spring.boot.tests.annotated.AnnotatedApplication;
import org.apache.dubbo.spring.boot.tests.bootapp.BootApplication;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.core.env.MapPropertySource;

/**
 * A Spring Boot application (configured by application yml, services found through dubbo.scan.base-packages), an
 * annotation-driven Spring application and a real Apache Dubbo 3.2.15 provider and consumer (child JVMs) call each
 * other over direct URLs: Boot → annotated, annotated → Boot, Boot → Apache, Apache → Boot. The two Spring contexts
 * live in one JVM and get application models of their own.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class BootAndAnnotatedAndApacheTest {

    @Test
    void bootAnnotatedAndApacheApplicationsCallEachOther() {
        int bootPort = FreePort.find();
        int annotatedPort = FreePort.find();
        int apachePort = FreePort.find();
        Map<String, Object> ports = Map.of("boot.port", bootPort, "annotated.port", annotatedPort,
                "apache.port", apachePort);
        try (ApachePeer apache = ApachePeer.startProvider(ApacheDubboVersion.V3_2_15, apachePort);
             ConfigurableApplicationContext boot = new SpringApplicationBuilder(BootApplication.class)
                     .web(WebApplicationType.NONE)
                     .properties("spring.config.name=boot-app")
                     .properties(ports)
                     .run();
             AnnotationConfigApplicationContext annotated = annotatedContext(ports)) {
            assertNotSame(DubboSpringContext.of(boot).getApplicationModel(),
                    DubboSpringContext.of(annotated).getApplicationModel());

            BootApplication.Callers bootCallers = boot.getBean(BootApplication.Callers.class);
            assertEquals("Annotated hello from boot", eventually(() -> bootCallers.annotated.sayHello("from boot")));
            assertEquals("Hello from boot", bootCallers.apache.sayHello("from boot"));
            assertEquals(5, bootCallers.apache.sum(2, 3));
            // an attachment set the classic way before a call goes with that call only (Apache Dubbo 3.3.5's rule)
            org.apache.dubbo.rpc.RpcContext.getContext().setAttachment("index", "1");
            assertEquals("1", bootCallers.annotated.attachment("index"));
            assertEquals(null, bootCallers.annotated.attachment("index"));
            org.apache.dubbo.rpc.RpcContext.getContext().setAttachment("index", "2");
            assertEquals("2", bootCallers.apache.attachment("index"));
            assertEquals(null, bootCallers.apache.attachment("index"));

            AnnotatedApplication.Caller annotatedCaller = annotated.getBean(AnnotatedApplication.Caller.class);
            assertEquals("Hello from annotated", eventually(() -> annotatedCaller.boot().sayHello("from annotated")));

            ConsumerRun run = ApachePeer.runConsumer(ApacheDubboVersion.V3_2_15, ApachePeer.serviceUrl(bootPort),
                    "sayHello,unicode,echoPojo,listPojos,async,checkedException,runtimeException,overloads,"
                            + "attachments,echo,generic,oneway",
                    Duration.ofSeconds(90));
            assertTrue(run.allPassed(), run::describe);
        }
    }

    private static AnnotationConfigApplicationContext annotatedContext(Map<String, Object> ports) {
        AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext();
        context.getEnvironment().getPropertySources().addFirst(new MapPropertySource("ports", ports));
        context.register(AnnotatedApplication.class);
        context.refresh();
        return context;
    }

    /** The first successful result within 60 s: the other side may still be starting or connecting. */
    private static <T> T eventually(Supplier<T> call) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (true) {
            try {
                return call.get();
            } catch (RuntimeException e) {
                if (System.nanoTime() > deadline) {
                    throw e;
                }
                try {
                    Thread.sleep(100);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }
}
