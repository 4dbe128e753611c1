package org.apache.dubbo.config.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryOneTime;
import org.apache.dubbo.common.config.configcenter.DynamicConfiguration;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ConfigCenterConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * ZooKeeper as config center, as Apache Dubbo 3.3 users run it: the external configuration stored in it
 * ({@code /dubbo/config/dubbo/dubbo.properties} and the application's {@code /dubbo/config/{app}/dubbo.properties})
 * ranks below system properties and above bean values, a registry serves as config center when none is declared,
 * and the running application hands out its {@link DynamicConfiguration}.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ConfigCenterEndToEndTest {

    private final List<DubboBootstrap> bootstraps = new ArrayList<>();
    private final List<String> properties = new ArrayList<>();
    private EmbeddedZooKeeper zooKeeper;
    private CuratorFramework probe;

    @BeforeEach
    void startZooKeeper() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        probe = CuratorFrameworkFactory.newClient(zooKeeper.getConnectString(), new RetryOneTime(100));
        probe.start();
        assertTrue(probe.blockUntilConnected(30, TimeUnit.SECONDS));
    }

    @AfterEach
    void cleanUp() {
        bootstraps.forEach(DubboBootstrap::stop);
        properties.forEach(System::clearProperty);
        probe.close();
        zooKeeper.close();
    }

    private void write(String path, String content) throws Exception {
        probe.create().orSetData().creatingParentsIfNeeded().forPath(path, content.getBytes(StandardCharsets.UTF_8));
    }

    private DubboBootstrap bootstrap(String application) {
        DubboBootstrap bootstrap = DubboBootstrap.newInstance();
        bootstraps.add(bootstrap);
        return bootstrap.application(new ApplicationConfig(application));
    }

    private String zookeeper() {
        return "zookeeper://" + zooKeeper.getConnectString();
    }

    @Test
    void externalConfigurationRanksBelowSystemPropertiesAndAboveBeans() throws Exception {
        write("/dubbo/config/dubbo/dubbo.properties", "dubbo.protocol.threads=111\ndubbo.protocol.queues=7\n"
                + "dubbo.protocol.accepts=55\n");
        write("/dubbo/config/cc-app/dubbo.properties", "dubbo.protocol.threads=222\n");
        properties.add("dubbo.protocol.accepts");
        System.setProperty("dubbo.protocol.accepts", "66");
        ProtocolConfig protocol = new ProtocolConfig("dubbo", -1);
        protocol.setThreads(5);
        protocol.setQueues(1);
        DubboBootstrap bootstrap = bootstrap("cc-app")
                .configCenter(new ConfigCenterConfig() {{
                    setAddress(zookeeper());
                }})
                .registry(new RegistryConfig("N/A"))
                .protocol(protocol);
        bootstrap.initialize();
        assertEquals(222, protocol.getThreads(), "the application's file beats the global one and the bean");
        assertEquals(7, protocol.getQueues(), "the global file beats the bean");
        assertEquals(66, protocol.getAccepts(), "a system property beats the config center");
        DynamicConfiguration configuration = bootstrap.getApplicationModel().modelEnvironment()
                .getDynamicConfiguration().orElseThrow(AssertionError::new);
        assertEquals("dubbo.protocol.threads=222\n", configuration.getConfig("dubbo.properties", "cc-app"));
    }

    @Test
    void configFileAndAppConfigFileAndGroupNameOtherKeys() throws Exception {
        write("/dubbo/config/ops/global.properties", "dubbo.protocol.threads=31\ndubbo.protocol.queues=32\n");
        write("/dubbo/config/named-app/app.properties", "dubbo.protocol.threads=41\n");
        ConfigCenterConfig center = new ConfigCenterConfig();
        center.setAddress(zookeeper());
        center.setGroup("ops");
        center.setConfigFile("global.properties");
        center.setAppConfigFile("app.properties");
        ProtocolConfig protocol = new ProtocolConfig("dubbo", -1);
        bootstrap("named-app").configCenter(center).registry(new RegistryConfig("N/A")).protocol(protocol)
                .initialize();
        assertEquals(41, protocol.getThreads());
        assertEquals(32, protocol.getQueues());
    }

    @Test
    void aZookeeperRegistryServesAsConfigCenterUnlessTurnedOff() throws Exception {
        write("/dubbo/config/dubbo/dubbo.properties", "dubbo.protocol.threads=123\n");
        ProtocolConfig protocol = new ProtocolConfig("dubbo", -1);
        DubboBootstrap bootstrap = bootstrap("reg-app").registry(new RegistryConfig(zookeeper())).protocol(protocol);
        bootstrap.initialize();
        assertEquals(123, protocol.getThreads());
        assertTrue(bootstrap.getApplicationModel().modelEnvironment().getDynamicConfiguration().isPresent());

        RegistryConfig registry = new RegistryConfig(zookeeper());
        registry.setUseAsConfigCenter(false);
        ProtocolConfig untouched = new ProtocolConfig("dubbo", -1);
        DubboBootstrap off = bootstrap("reg-app-2").registry(registry).protocol(untouched);
        off.initialize();
        assertEquals(null, untouched.getThreads());
        assertFalse(off.getApplicationModel().modelEnvironment().getDynamicConfiguration().isPresent());
    }

    @Test
    void anUnreachableConfigCenterFailsStartUpUnlessCheckIsFalse() {
        ConfigCenterConfig center = new ConfigCenterConfig();
        center.setAddress("zookeeper://127.0.0.1:1");
        center.setTimeout(300L);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> bootstrap("down-app").configCenter(center).registry(new RegistryConfig("N/A")).initialize());
        assertTrue(e.getMessage().contains("config center") && e.getMessage().contains("127.0.0.1:1"),
                e.getMessage());

        ConfigCenterConfig lenient = new ConfigCenterConfig();
        lenient.setAddress("zookeeper://127.0.0.1:1");
        lenient.setTimeout(300L);
        lenient.setCheck(false);
        DubboBootstrap bootstrap = bootstrap("down-app-2").configCenter(lenient).registry(new RegistryConfig("N/A"));
        bootstrap.initialize();
        assertTrue(bootstrap.isInitialized());
    }

    @Test
    void aConfigCenterOfAnUnknownTypeIsNamed() {
        ConfigCenterConfig center = new ConfigCenterConfig();
        center.setAddress("nacos://127.0.0.1:8848");
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> bootstrap("nacos-app").configCenter(center).registry(new RegistryConfig("N/A")).initialize());
        assertTrue(e.getMessage().contains("'nacos'") && e.getMessage().contains("zookeeper"), e.getMessage());
    }

    @Test
    void configCenterPropertiesDeclareItAndABadFileIsReported() throws Exception {
        write("/dubbo/config/dubbo/dubbo.properties", "dubbo.protocol.threads=9\\u00");
        properties.add("dubbo.config-center.address");
        System.setProperty("dubbo.config-center.address", zookeeper());
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> bootstrap("props-cc").registry(new RegistryConfig("N/A")).initialize());
        assertTrue(e.getMessage().contains("dubbo.properties") && e.getMessage().contains("not a properties file"),
                e.getMessage());
    }
}
