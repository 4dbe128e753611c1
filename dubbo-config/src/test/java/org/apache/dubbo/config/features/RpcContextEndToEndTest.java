package org.apache.dubbo.config.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcServiceContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The RpcContext family on both sides of remote and in-JVM calls, as Apache Dubbo 3.3.5 shows it (observed with the
 * real jar: an attachment set before a call reaches the provider as a server attachment of that call only; the
 * provider has no client attachments; the consumer's service context of a call is gone once it returned, the
 * response attachments stay readable through the server context; in-JVM the provider sees 127.0.0.1 port 0).
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class RpcContextEndToEndTest {

    public interface Probe {
        Map<String, String> probe(String key);

        CompletableFuture<Map<String, String>> probeAsync(String key);
    }

    static final class ContextProbe implements Probe {
        @Override
        public Map<String, String> probe(String key) {
            RpcContext.getServerContext().setAttachment("back", "b-" + key);
            return seen(key);
        }

        @Override
        public CompletableFuture<Map<String, String>> probeAsync(String key) {
            Map<String, String> seen = seen(key);
            return CompletableFuture.supplyAsync(() -> seen);
        }

        private static Map<String, String> seen(String key) {
            RpcServiceContext service = RpcContext.getServiceContext();
            Map<String, String> seen = new HashMap<>();
            seen.put("context", RpcContext.getContext().getAttachment(key));
            seen.put("server", RpcContext.getServerAttachment().getAttachment(key));
            seen.put("client", RpcContext.getClientAttachment().getAttachment(key));
            seen.put("providerSide", String.valueOf(service.isProviderSide()));
            seen.put("application", service.getRemoteApplicationName());
            InetSocketAddress remote = service.getRemoteAddress();
            seen.put("remoteHost", remote == null ? null : remote.getHostString());
            seen.put("remotePort", remote == null ? null : String.valueOf(remote.getPort()));
            return seen;
        }
    }

    private final List<DubboBootstrap> bootstraps = new ArrayList<>();
    private final List<ReferenceConfig<?>> references = new ArrayList<>();
    private EmbeddedZooKeeper zooKeeper;

    @AfterEach
    void stop() {
        references.forEach(ReferenceConfig::destroy);
        bootstraps.forEach(DubboBootstrap::stop);
        RpcContext.removeContext();
        if (zooKeeper != null) {
            zooKeeper.close();
        }
    }

    private int provide(RegistryConfig registry, String registerMode) {
        int port = NetUtils.getAvailablePort();
        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setHost("127.0.0.1");
        ServiceConfig<Probe> service = new ServiceConfig<>();
        service.setInterface(Probe.class);
        service.setRef(new ContextProbe());
        ApplicationConfig application = new ApplicationConfig("context-provider");
        if (registerMode != null) {
            application.setRegisterMode(registerMode);
        }
        bootstraps.add(DubboBootstrap.newInstance().application(application).protocol(protocol).registry(registry)
                .service(service).start());
        return port;
    }

    private ReferenceConfig<Probe> reference(String scope, String url) {
        ReferenceConfig<Probe> reference = new ReferenceConfig<>();
        reference.setApplication(new ApplicationConfig("context-consumer"));
        reference.setInterface(Probe.class);
        reference.setScope(scope);
        reference.setUrl(url);
        reference.setTimeout(10_000);
        references.add(reference);
        return reference;
    }

    private static void assertContextOfOneCall(Probe probe) throws Exception {
        RpcContext.getContext().setAttachment("index", "1");
        Map<String, String> first = probe.probe("index");
        assertEquals("1", first.get("server"), first::toString);
        assertEquals("1", first.get("context"), first::toString);
        assertNull(first.get("client"), first::toString);
        assertEquals("true", first.get("providerSide"));
        assertEquals("context-consumer", first.get("application"));
        // after the call: its service context is gone, the response's attachments are readable
        assertNull(RpcContext.getServiceContext().getUrl());
        assertNull(RpcContext.getServiceContext().getRemoteAddress());
        assertEquals("b-index", RpcContext.getServerContext().getAttachment("back"));
        assertNull(RpcContext.getClientAttachment().getAttachment("index"));
        // the attachment belonged to that call only
        assertNull(probe.probe("index").get("server"));
        RpcContext.getClientAttachment().setAttachment("index", "2");
        Map<String, String> async = probe.probeAsync("index").get(10, TimeUnit.SECONDS);
        assertEquals("2", async.get("server"), async::toString);
        assertNull(RpcContext.getClientAttachment().getAttachment("index"));
    }

    @Test
    void remoteCalls() throws Exception {
        int port = provide(new RegistryConfig(RegistryConfig.NO_AVAILABLE), null);
        Probe probe = reference(null, "dubbo://127.0.0.1:" + port).get();
        assertContextOfOneCall(probe);
        Map<String, String> seen = probe.probe("x");
        assertTrue(Integer.parseInt(seen.get("remotePort")) > 0, seen::toString);
    }

    @Test
    void inJvmCalls() throws Exception {
        provide(new RegistryConfig(RegistryConfig.NO_AVAILABLE), null);
        Probe probe = reference("local", null).get();
        assertContextOfOneCall(probe);
        Map<String, String> seen = probe.probe("x");
        assertEquals("127.0.0.1", seen.get("remoteHost"), seen::toString);
        assertEquals("0", seen.get("remotePort"), seen::toString);
    }

    @Test
    void creatingAReferenceDoesNotUseUpTheCallersAttachments() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        RegistryConfig registry = new RegistryConfig("zookeeper://" + zooKeeper.getConnectString());
        registry.setParameters(Collections.singletonMap("delay-notification", "0"));
        provide(registry, "instance");
        ReferenceConfig<Probe> reference = reference("remote", null);
        reference.setRegistry(registry);
        reference.setParameters(Collections.singletonMap("migration.step", "FORCE_APPLICATION"));
        reference.setCheck(false);
        // as a lazily injected reference is created on its first call: the attachment is set before
        RpcContext.getContext().setAttachment("index", "1");
        Probe probe = reference.get();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!reference.getInvoker().isAvailable() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals("1", probe.probe("index").get("server"));
    }
}
