package com.alibaba.dubbo.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;

import com.alibaba.dubbo.compat.annotated.AnnotatedClient;
import com.alibaba.dubbo.config.ApplicationConfig;
import com.alibaba.dubbo.config.ProtocolConfig;
import com.alibaba.dubbo.config.RegistryConfig;
import com.alibaba.dubbo.config.spring.context.annotation.EnableDubbo;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryOneTime;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** 2.6 annotations (@EnableDubbo, @Service, @Reference of com.alibaba) with our Spring support, through ZooKeeper. */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class LegacyAnnotationsTest {

    static final String ZOOKEEPER = "legacy.annotations.zookeeper";

    @Configuration
    @EnableDubbo(scanBasePackages = "com.alibaba.dubbo.compat.annotated")
    static class LegacyConfiguration {

        @Bean
        ApplicationConfig application() {
            return new ApplicationConfig("legacy-annotations");
        }

        @Bean
        RegistryConfig registry() {
            return new RegistryConfig("zookeeper://" + System.getProperty(ZOOKEEPER));
        }

        @Bean
        ProtocolConfig protocol() {
            return new ProtocolConfig("dubbo", -1);
        }

        @Bean
        AnnotatedClient client() {
            return new AnnotatedClient();
        }
    }

    @Test
    void annotatedServiceIsRegisteredAndTheAnnotatedReferenceCallsIt() throws Exception {
        try (EmbeddedZooKeeper zookeeper = EmbeddedZooKeeper.start()) {
            System.setProperty(ZOOKEEPER, zookeeper.getConnectString());
            try (AnnotationConfigApplicationContext context =
                         new AnnotationConfigApplicationContext(LegacyConfiguration.class)) {
                assertEquals("hello annotations (provider saw greet)",
                        context.getBean(AnnotatedClient.class).greeting().greet("annotations"));
                try (CuratorFramework client = CuratorFrameworkFactory.newClient(zookeeper.getConnectString(),
                        new RetryOneTime(100))) {
                    client.start();
                    assertTrue(client.blockUntilConnected(30, TimeUnit.SECONDS));
                    List<String> providers = client.getChildren()
                            .forPath("/dubbo/" + Greeting.class.getName() + "/providers");
                    assertFalse(providers.isEmpty(), "@Service's register=false default must not stop registration");
                }
            } finally {
                System.clearProperty(ZOOKEEPER);
            }
        }
    }
}
