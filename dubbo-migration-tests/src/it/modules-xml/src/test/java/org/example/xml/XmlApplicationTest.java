package org.example.xml;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.TimeUnit;

import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.context.support.ClassPathXmlApplicationContext;

class XmlApplicationTest {

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void referenceCallsServiceFoundInZooKeeper() throws Exception {
        try (EmbeddedZooKeeper zookeeper = EmbeddedZooKeeper.start()) {
            System.setProperty("zookeeper.address", zookeeper.getConnectString());
            try (ClassPathXmlApplicationContext context = new ClassPathXmlApplicationContext("spring/greeting.xml")) {
                assertEquals("hello xml", context.getBean("greetingService", GreetingService.class).greet("xml"));
            } finally {
                System.clearProperty("zookeeper.address");
            }
        }
    }
}
