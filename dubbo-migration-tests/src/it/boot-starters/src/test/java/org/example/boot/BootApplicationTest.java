package org.example.boot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.TimeUnit;

import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

class BootApplicationTest {

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void referenceCallsServiceFoundInZooKeeper() throws Exception {
        try (EmbeddedZooKeeper zookeeper = EmbeddedZooKeeper.start();
             ConfigurableApplicationContext context = new SpringApplicationBuilder(BootApplication.class)
                     .web(WebApplicationType.NONE)
                     .properties("zookeeper.address=" + zookeeper.getConnectString())
                     .run()) {
            assertEquals("hello boot", context.getBean(Greeter.class).greet("boot"));
        }
    }
}
