package org.example.greeting;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;

import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class ApplicationTest {

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void consumerCallsProviderFoundInZooKeeper() throws Exception {
        try (EmbeddedZooKeeper zookeeper = EmbeddedZooKeeper.start()) {
            String answer = Application.callThroughRegistry("zookeeper://" + zookeeper.getConnectString(), "plain");
            assertTrue(answer.startsWith("hello plain from "), answer);
        }
    }
}
