package org.apache.dubbo.config.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryOneTime;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.apache.dubbo.rpc.RpcException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A provider-side override rule in the config center ({@code side: provider}, as Dubbo Admin's "dynamic config"
 * writes it) changes the running service, not only what it registers: {@code executes: 1} limits the live service
 * to one call at a time, and deleting the rule lifts the limit, without a restart and without failing the call in
 * flight while the service is re-exported.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class ProviderOverrideEndToEndTest {

    public interface Gate {
        String enter(String name);
    }

    /** {@code enter("hold")} blocks until the gate opens; other names pass at once. */
    static final class GateService implements Gate {
        final Semaphore held = new Semaphore(0);
        volatile CountDownLatch open = new CountDownLatch(1);

        @Override
        public String enter(String name) {
            if ("hold".equals(name)) {
                held.release();
                try {
                    open.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return name;
        }

        void release() {
            CountDownLatch latch = open;
            open = new CountDownLatch(1);
            latch.countDown();
        }
    }

    private final GateService service = new GateService();
    private final ExecutorService callers = Executors.newCachedThreadPool();
    private EmbeddedZooKeeper zooKeeper;
    private CuratorFramework probe;
    private DubboBootstrap provider;
    private DubboBootstrap consumer;
    private Gate gate;
    private int port;

    @BeforeEach
    void start() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        probe = CuratorFrameworkFactory.newClient(zooKeeper.getConnectString(), new RetryOneTime(100));
        probe.start();
        probe.blockUntilConnected(30, TimeUnit.SECONDS);
        port = NetUtils.getAvailablePort();
        ServiceConfig<Gate> exported = new ServiceConfig<>();
        exported.setInterface(Gate.class);
        exported.setRef(service);
        ApplicationConfig providerApplication = new ApplicationConfig("override-provider");
        providerApplication.setRegisterMode("interface");
        provider = DubboBootstrap.newInstance().application(providerApplication)
                .registry(new RegistryConfig("zookeeper://" + zooKeeper.getConnectString()))
                .protocol(new ProtocolConfig("dubbo", port)).service(exported);
        provider.start();
        ReferenceConfig<Gate> reference = new ReferenceConfig<>();
        reference.setInterface(Gate.class);
        reference.setScope("remote");
        reference.setTimeout(30_000);
        reference.setRetries(0);
        consumer = DubboBootstrap.newInstance().application(new ApplicationConfig("override-consumer"))
                .registry(new RegistryConfig("zookeeper://" + zooKeeper.getConnectString())).reference(reference);
        consumer.start();
        gate = reference.get();
        assertEquals("probe", gate.enter("probe"));
    }

    @AfterEach
    void stop() {
        service.release();
        callers.shutdownNow();
        if (consumer != null) {
            consumer.stop();
        }
        if (provider != null) {
            provider.stop();
        }
        probe.close();
        zooKeeper.close();
    }

    @Test
    void executesLimitOfAProviderRuleAppliesToTheRunningServiceAndIsLiftedWithIt() throws Exception {
        String rule = "/dubbo/config/dubbo/" + Gate.class.getName() + "::.configurators";
        write(rule, "configVersion: v3.0\nscope: service\nkey: " + Gate.class.getName() + "\nconfigs:\n"
                + "  - side: provider\n    addresses: ['" + NetUtils.getLocalHost() + ":" + port + "']\n"
                + "    parameters: {executes: 1}\n");

        // a call held in the service counts against the limit once the service runs under the rule
        Future<String> held = null;
        RpcException refused = null;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (refused == null) {
            assertTrue(System.nanoTime() < deadline, "the running service never took executes=1");
            held = hold();
            try {
                gate.enter("probe");
                service.release();
                assertEquals("hold", held.get(30, TimeUnit.SECONDS));
                Thread.sleep(20);
            } catch (RpcException e) {
                refused = e;
            }
        }
        assertTrue(refused.getMessage().contains("executes=\"1\""), refused.getMessage());
        assertTrue(registered().contains("executes=1"), "the overridden URL is registered too: " + registered());

        // deleting the rule re-exports the service without the limit, while the held call is still in flight
        probe.delete().forPath(rule);
        deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (true) {
            try {
                assertEquals("probe", gate.enter("probe"));
                break;
            } catch (RpcException e) {
                assertTrue(System.nanoTime() < deadline, "the limit outlived its rule: " + e.getMessage());
                Thread.sleep(20);
            }
        }
        service.release();
        assertEquals("hold", held.get(30, TimeUnit.SECONDS), "the call in flight across the re-export completes");
        assertTrue(!registered().contains("executes=1"), "the registration is restored: " + registered());
    }

    private Future<String> hold() throws InterruptedException {
        Future<String> call = callers.submit(() -> gate.enter("hold"));
        while (!service.held.tryAcquire(10, TimeUnit.MILLISECONDS)) {
            if (call.isDone()) {
                try {
                    call.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    throw new AssertionError("the held call failed: " + e.getCause(), e.getCause());
                }
            }
        }
        return call;
    }

    private void write(String path, String content) throws Exception {
        probe.create().orSetData().creatingParentsIfNeeded().forPath(path, content.getBytes(StandardCharsets.UTF_8));
    }

    /** The decoded provider URLs registered for the service. */
    private String registered() throws Exception {
        StringBuilder urls = new StringBuilder();
        String providers = "/dubbo/" + URLEncoder.encode(Gate.class.getName(), "UTF-8") + "/providers";
        for (String child : probe.getChildren().forPath(providers)) {
            urls.append(URLDecoder.decode(child, "UTF-8")).append('\n');
        }
        return urls.toString();
    }
}
