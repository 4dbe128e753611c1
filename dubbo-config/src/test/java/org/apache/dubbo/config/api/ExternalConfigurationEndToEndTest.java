package org.apache.dubbo.config.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryNTimes;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An application configured only from outside the code: application, registry and protocol declared by system
 * properties, and per-bean overrides reaching what is registered in ZooKeeper.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ExternalConfigurationEndToEndTest {

    private static final String WHO = RegistryEndToEndTest.Who.class.getName();

    private final List<String> properties = new ArrayList<>();
    private final List<DubboBootstrap> bootstraps = new ArrayList<>();
    private EmbeddedZooKeeper zooKeeper;

    @BeforeEach
    void startZooKeeper() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
    }

    @AfterEach
    void cleanUp() {
        bootstraps.forEach(DubboBootstrap::stop);
        properties.forEach(System::clearProperty);
        zooKeeper.close();
    }

    private void set(String key, String value) {
        properties.add(key);
        System.setProperty(key, value);
    }

    private DubboBootstrap bootstrap() {
        DubboBootstrap bootstrap = DubboBootstrap.newInstance();
        bootstraps.add(bootstrap);
        return bootstrap;
    }

    @Test
    void propertiesDeclareTheApplicationRegistryAndProtocolAndOverrideBeans() throws Exception {
        int port = NetUtils.getAvailablePort();
        set("dubbo.application.name", "props-app");
        set("dubbo.registry.address", "zookeeper://" + zooKeeper.getConnectString());
        set("dubbo.registry.group", "props");
        set("dubbo.protocol.name", "dubbo");
        set("dubbo.protocol.port", String.valueOf(port));
        set("dubbo.protocol.host", "127.0.0.1");
        set("dubbo.provider.timeout", "4321");
        set("dubbo.reference." + WHO + ".timeout", "31777");
        set("dubbo.reference." + WHO + ".scope", "remote");

        ServiceConfig<RegistryEndToEndTest.Who> service = new ServiceConfig<>();
        service.setInterface(RegistryEndToEndTest.Who.class);
        service.setRef(() -> "from-props");
        service.setTimeout(1000);
        bootstrap().service(service).start();

        ReferenceConfig<RegistryEndToEndTest.Who> reference = new ReferenceConfig<>();
        reference.setInterface(RegistryEndToEndTest.Who.class);
        reference.setTimeout(5000);
        bootstrap().reference(reference).start();
        assertEquals("from-props", reference.get().who());
        assertEquals(31777, reference.getTimeout(), "a system property beats the bean's own value");

        try (CuratorFramework client = CuratorFrameworkFactory.newClient(zooKeeper.getConnectString(),
                new RetryNTimes(10, 100))) {
            client.start();
            String servicePath = "/props/" + URL.encode(WHO);
            URL provider = URL.valueOf(URL.decode(client.getChildren().forPath(servicePath + "/providers").get(0)));
            assertEquals(port, provider.getPort(), "port from dubbo.protocol.port");
            assertEquals("props-app", provider.getParameter("application"));
            assertEquals("1000", provider.getParameter("timeout"), "the bean's own value beats its provider's");
            URL consumer = URL.valueOf(URL.decode(client.getChildren().forPath(servicePath + "/consumers").get(0)));
            assertEquals("31777", consumer.getParameter("timeout"), consumer.toFullString());
        }
    }

    @Test
    void aConsumerCheckDeclaredByPropertiesAppliesToADirectGet() {
        set("dubbo.application.name", "props-check");
        set("dubbo.registry.address", "zookeeper://" + zooKeeper.getConnectString());
        set("dubbo.consumer.check", "false");
        ReferenceConfig<RegistryEndToEndTest.Who> reference = new ReferenceConfig<>();
        reference.setInterface(RegistryEndToEndTest.Who.class);
        bootstrap().reference(reference);
        // no provider anywhere: with the consumer's check=false this must not fail
        reference.get();
        assertEquals(Boolean.FALSE, reference.isCheck(), "taken from dubbo.consumer.check");
        reference.destroy();
    }

    @Test
    void aBadPropertyValueNamesTheKey() {
        set("dubbo.application.name", "props-app");
        set("dubbo.protocol.port", "eighty");
        ServiceConfig<RegistryEndToEndTest.Who> service = new ServiceConfig<>();
        service.setInterface(RegistryEndToEndTest.Who.class);
        service.setRef(() -> "never");
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> bootstrap().service(service).start());
        assertTrue(error.getMessage().contains("dubbo.protocol.port") && error.getMessage().contains("eighty"),
                error.getMessage());
    }
}
