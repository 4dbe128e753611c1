package org.example.leftover;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class LeftoverApacheStarterTest {

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void startUpNamesTheApacheJar() {
        IllegalStateException failure = assertThrows(IllegalStateException.class, FrameworkModel::new);
        String message = failure.getMessage();
        assertTrue(message.contains("org.apache.dubbo:dubbo-zookeeper-curator5-spring-boot-starter:3.3.5"), message);
        assertTrue(message.contains("docs/migrating.md"), message);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void withTheCheckOffTheZooKeeperJarMixFailsAtOnceInsteadOfWaiting() {
        System.setProperty("dubbo.tuned.classpath.check", "false");
        DubboBootstrap bootstrap = DubboBootstrap.getInstance();
        try {
            // never connected: the jar check runs before the first connection attempt
            ServiceConfig<Greeting> service = new ServiceConfig<>();
            service.setInterface(Greeting.class);
            service.setRef(name -> "hello " + name);
            RuntimeException failure = assertThrows(RuntimeException.class, () -> bootstrap
                    .application(new ApplicationConfig("leftover"))
                    .registry(new RegistryConfig("zookeeper://127.0.0.1:1?timeout=60000"))
                    .protocol(new ProtocolConfig("dubbo", -1))
                    .service(service)
                    .start());
            String messages = messages(failure);
            assertTrue(messages.contains("org.apache.zookeeper:zookeeper:3.7.2")
                    && messages.contains("org.apache.zookeeper:zookeeper-jute:" + System.getProperty("zookeeper.version")), messages);
        } finally {
            bootstrap.stop();
            System.clearProperty("dubbo.tuned.classpath.check");
        }
    }

    public interface Greeting {
        String greet(String name);
    }

    private static String messages(Throwable failure) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            all.append(t).append('\n');
        }
        return all.toString();
    }
}
