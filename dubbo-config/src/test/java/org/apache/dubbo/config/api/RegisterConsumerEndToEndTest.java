package org.apache.dubbo.config.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryOneTime;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code register-consumer} on a consumer-only application does what Apache Dubbo 3.3.5 does with it (seen by running
 * its jar against a ZooKeeper): the consumer's URL under {@code /dubbo/<interface>/consumers} carries
 * {@code register.consumer=true}, and no application instance is written under {@code /services} — a consumer-only
 * application has no address to announce (Apache's instance has port 0, which its service discovery skips).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class RegisterConsumerEndToEndTest {

    public interface Clock {
        long now();
    }

    private EmbeddedZooKeeper zooKeeper;
    private CuratorFramework probe;
    private DubboBootstrap consumer;

    @BeforeEach
    void start() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        probe = CuratorFrameworkFactory.newClient(zooKeeper.getConnectString(), new RetryOneTime(100));
        probe.start();
        probe.blockUntilConnected(30, TimeUnit.SECONDS);
    }

    @AfterEach
    void stop() {
        if (consumer != null) {
            consumer.stop();
        }
        probe.close();
        zooKeeper.close();
    }

    @Test
    void aConsumerOnlyApplicationRegistersItsConsumerUrlWithTheFlagAndNoInstance() throws Exception {
        ApplicationConfig application = new ApplicationConfig("register-consumer-app");
        application.setRegisterConsumer(true);
        ReferenceConfig<Clock> reference = new ReferenceConfig<>();
        reference.setInterface(Clock.class);
        reference.setCheck(false);
        consumer = DubboBootstrap.newInstance().application(application)
                .registry(new RegistryConfig("zookeeper://" + zooKeeper.getConnectString())).reference(reference);
        consumer.start();

        List<URL> consumers = consumers();
        assertEquals(1, consumers.size(), consumers::toString);
        assertEquals("true", consumers.get(0).getParameter("register.consumer"), consumers.get(0)::toFullString);
        assertEquals("register-consumer-app", consumers.get(0).getParameter("application"));
        assertNull(probe.checkExists().forPath("/services/register-consumer-app"),
                "a consumer-only application has no instance to announce (as in Apache Dubbo 3.3.5)");
    }

    private List<URL> consumers() throws Exception {
        String path = "/dubbo/" + URLEncoder.encode(Clock.class.getName(), "UTF-8") + "/consumers";
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (probe.checkExists().forPath(path) == null
                || probe.getChildren().forPath(path).isEmpty()) {
            assertTrue(System.nanoTime() < deadline, "the consumer never registered at " + path);
            Thread.sleep(20);
        }
        List<URL> urls = new ArrayList<>();
        for (String child : probe.getChildren().forPath(path)) {
            urls.add(URL.valueOf(URLDecoder.decode(child, "UTF-8")));
        }
        return urls;
    }
}
