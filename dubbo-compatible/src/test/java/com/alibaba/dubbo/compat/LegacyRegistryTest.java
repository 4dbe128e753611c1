package com.alibaba.dubbo.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.concurrent.TimeUnit;

import com.alibaba.dubbo.compat.extensions.CountingGreeting;
import com.alibaba.dubbo.compat.extensions.LegacyMemoryRegistryFactory;
import com.alibaba.dubbo.config.ApplicationConfig;
import com.alibaba.dubbo.config.ProtocolConfig;
import com.alibaba.dubbo.config.ReferenceConfig;
import com.alibaba.dubbo.config.RegistryConfig;
import com.alibaba.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A registry written against Dubbo 2.6's {@code FailbackRegistry} and {@code AbstractRegistryFactory}, registered in
 * META-INF/dubbo/com.alibaba.dubbo.registry.RegistryFactory, carries a provider and a consumer: the provider's first
 * registration fails and the failback retry publishes it, the consumer is notified through the 2.6 listener, and
 * stopping withdraws the registration.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class LegacyRegistryTest {

    @Test
    void legacyFailbackRegistryCarriesProviderAndConsumer() throws Exception {
        ApplicationConfig application = new ApplicationConfig("legacy-registry");
        application.setRegisterMode("interface");
        RegistryConfig registry = new RegistryConfig("legacymem://127.0.0.1:9");
        registry.setCheck(false);
        registry.setParameters(Collections.singletonMap("retry.period", "100"));

        ServiceConfig<Greeting> service = new ServiceConfig<>();
        service.setInterface(Greeting.class);
        service.setRef(new CountingGreeting("mem"));

        ReferenceConfig<Greeting> reference = new ReferenceConfig<>();
        reference.setInterfaceClass(Greeting.class);
        reference.setScope("remote");
        reference.setCheck(false);
        reference.setTimeout(30_000);
        reference.setParameters(Collections.singletonMap("migration.step", "FORCE_INTERFACE"));

        DubboBootstrap bootstrap = DubboBootstrap.newInstance();
        try {
            bootstrap.application(application)
                    .registry(registry)
                    .protocol(new ProtocolConfig("dubbo", -1))
                    .service(service)
                    .reference(reference)
                    .start();
            Greeting greeting = reference.get();
            String answer = awaitAnswer(greeting);
            assertTrue(answer.startsWith("mem:registry#"), answer);
            assertTrue(LegacyMemoryRegistryFactory.EVENTS.contains("register failed " + Greeting.class.getName()),
                    LegacyMemoryRegistryFactory.EVENTS::toString);
            assertTrue(LegacyMemoryRegistryFactory.EVENTS.contains("register " + Greeting.class.getName()),
                    LegacyMemoryRegistryFactory.EVENTS::toString);
            assertTrue(LegacyMemoryRegistryFactory.EVENTS.contains("subscribe " + Greeting.class.getName()),
                    LegacyMemoryRegistryFactory.EVENTS::toString);
            assertEquals(1, LegacyMemoryRegistryFactory.CREATED.get(), "one registry for the provider and consumer");
        } finally {
            bootstrap.stop();
        }
        assertTrue(LegacyMemoryRegistryFactory.EVENTS.contains("unregister " + Greeting.class.getName()),
                LegacyMemoryRegistryFactory.EVENTS::toString);
    }

    /** Calls until the provider, published only by the failback retry, reaches the consumer. */
    private static String awaitAnswer(Greeting greeting) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (true) {
            try {
                return greeting.greet("registry");
            } catch (RuntimeException notYet) {
                if (System.nanoTime() > deadline) {
                    throw new AssertionError("the provider never reached the consumer through the 2.6 registry",
                            notYet);
                }
                Thread.sleep(20);
            }
        }
    }
}
