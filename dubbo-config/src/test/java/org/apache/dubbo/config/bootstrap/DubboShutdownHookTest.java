package org.apache.dubbo.config.bootstrap;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The JVM shutdown hook stops a bootstrap it owns at once, and leaves one whose lifecycle a Spring context owns to
 * that context (whose own hook closes it at the same moment), stepping in only when the shutdown wait has passed.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class DubboShutdownHookTest {

    private DubboBootstrap bootstrap;

    @AfterEach
    void cleanUp() {
        System.clearProperty("dubbo.service.shutdown.wait");
        if (bootstrap != null) {
            bootstrap.stop();
            bootstrap.getApplicationModel().destroy();
        }
    }

    @Test
    void stopsABootstrapItOwns() {
        bootstrap = started(false);
        DubboShutdownHook.stopGracefully(bootstrap);
        assertTrue(bootstrap.isStopped());
    }

    @Test
    void leavesAnExternallyManagedBootstrapToItsOwner() throws Exception {
        System.setProperty("dubbo.service.shutdown.wait", "60000");
        bootstrap = started(true);
        CompletableFuture<Void> hook = CompletableFuture.runAsync(() -> DubboShutdownHook.stopGracefully(bootstrap));
        assertFalse(bootstrap.awaitStopped(200), "the hook stopped a bootstrap its owner stops");
        assertFalse(hook.isDone(), "the hook must wait for the owner");
        bootstrap.stop();
        hook.get(30, TimeUnit.SECONDS);
    }

    @Test
    void stopsAnExternallyManagedBootstrapItsOwnerNeverStops() throws Exception {
        System.setProperty("dubbo.service.shutdown.wait", "100");
        bootstrap = started(true);
        CompletableFuture.runAsync(() -> DubboShutdownHook.stopGracefully(bootstrap)).get(30, TimeUnit.SECONDS);
        assertTrue(bootstrap.isStopped());
    }

    private static DubboBootstrap started(boolean managedExternally) {
        ProtocolConfig protocol = new ProtocolConfig("dubbo", NetUtils.getAvailablePort());
        protocol.setHost("127.0.0.1");
        DubboBootstrap bootstrap = DubboBootstrap.newInstance()
                .application(new ApplicationConfig("hook-" + protocol.getPort()))
                .registry(new RegistryConfig("N/A")).protocol(protocol);
        bootstrap.getApplicationModel().getDefaultModule().setLifeCycleManagedExternally(managedExternally);
        return bootstrap.start();
    }
}
