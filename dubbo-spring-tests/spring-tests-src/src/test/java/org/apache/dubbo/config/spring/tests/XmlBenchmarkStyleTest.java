package org.apache.dubbo.config.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;

import interop.api.GreetingService;
import org.apache.dubbo.config.spring.ServiceBean;
import org.apache.dubbo.remoting.transport.LiveClientConnections;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.context.support.ClassPathXmlApplicationContext;

/**
 * A provider and a consumer configured only by XML, the way benchmark setups write them (a property placeholder for
 * host and port, no registry, netty4 named explicitly, a direct URL, no default filters), in each namespace, as two
 * Spring contexts of one JVM.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class XmlBenchmarkStyleTest {

    @AfterEach
    void clearPort() {
        System.clearProperty("server.port");
    }

    @ParameterizedTest(name = "{0} namespace")
    @ValueSource(strings = {"apache", "alibaba"})
    void consumerCallsProviderConfiguredOnlyByXml(String namespace) {
        int port = FreePort.find();
        System.setProperty("server.port", String.valueOf(port));
        try (ClassPathXmlApplicationContext provider = new ClassPathXmlApplicationContext(
                "xml/benchmark-provider-" + namespace + ".xml");
             ClassPathXmlApplicationContext consumer = new ClassPathXmlApplicationContext(
                     "xml/benchmark-consumer-" + namespace + ".xml")) {
            ServiceBean<?> service = provider.getBean(ServiceBean.class);
            assertTrue(service.isExported());
            assertEquals(port, service.getExportedUrls().get(0).getPort());
            assertEquals("-default", service.getFilter());

            GreetingService greeting = consumer.getBean("greetingService", GreetingService.class);
            assertEquals("Hello xml", greeting.sayHello("xml"));
            assertEquals(5, greeting.sum(2, 3));
            assertEquals(1, LiveClientConnections.snapshot().stream()
                    .filter(c -> c.remoteAddress().getPort() == port).count());
        }
        assertTrue(LiveClientConnections.snapshot().stream().noneMatch(c -> c.remoteAddress().getPort() == port),
                "closing the consumer context closes its connections");
    }
}
