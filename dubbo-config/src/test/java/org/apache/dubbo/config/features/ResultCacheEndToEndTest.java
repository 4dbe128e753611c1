package org.apache.dubbo.config.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.MethodConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.RpcException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code cache="..."} on a reference and on a service, over a real dubbo connection. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ResultCacheEndToEndTest {

    /** Counts the calls that reach the provider. */
    public interface Lookup {
        String find(String key);

        String uncached(String key);
    }

    static final class CountingLookup implements Lookup {
        final AtomicInteger calls = new AtomicInteger();

        @Override
        public String find(String key) {
            return key + "#" + calls.incrementAndGet();
        }

        @Override
        public String uncached(String key) {
            return key + "#" + calls.incrementAndGet();
        }
    }

    private final List<DubboBootstrap> providers = new ArrayList<>();
    private final List<ReferenceConfig<?>> references = new ArrayList<>();

    @AfterEach
    void stop() {
        references.forEach(ReferenceConfig::destroy);
        providers.forEach(DubboBootstrap::stop);
    }

    private int provide(CountingLookup lookup, String serviceCache) {
        int port = NetUtils.getAvailablePort();
        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setHost("127.0.0.1");
        ServiceConfig<Lookup> service = new ServiceConfig<>();
        service.setInterface(Lookup.class);
        service.setRef(lookup);
        if (serviceCache != null) {
            MethodConfig find = new MethodConfig();
            find.setName("find");
            find.setCache(serviceCache);
            service.setMethods(Collections.singletonList(find));
        }
        providers.add(DubboBootstrap.newInstance().application("cache-provider").protocol(protocol)
                .registry(new RegistryConfig(RegistryConfig.NO_AVAILABLE)).service(service).start());
        return port;
    }

    private Lookup refer(int port, String cache, MethodConfig... methods) {
        ReferenceConfig<Lookup> reference = new ReferenceConfig<>();
        reference.setApplication(new ApplicationConfig("cache-consumer"));
        reference.setInterface(Lookup.class);
        reference.setUrl("dubbo://127.0.0.1:" + port);
        reference.setCache(cache);
        reference.setMethods(java.util.Arrays.asList(methods));
        references.add(reference);
        return reference.get();
    }

    @Test
    void aConsumerCacheAnswersRepeatedCallsWithoutTheProvider() {
        CountingLookup lookup = new CountingLookup();
        MethodConfig uncached = new MethodConfig();
        uncached.setName("uncached");
        uncached.setCache("false");
        Lookup consumer = refer(provide(lookup, null), "lru", uncached);
        assertEquals("a#1", consumer.find("a"));
        assertEquals("a#1", consumer.find("a"));
        assertEquals("b#2", consumer.find("b"));
        assertEquals("a#1", consumer.find("a"));
        assertEquals("x#3", consumer.uncached("x"));
        assertEquals("x#4", consumer.uncached("x"));
        assertEquals(4, lookup.calls.get());
    }

    @Test
    void aProviderCacheServesEveryConsumer() {
        CountingLookup lookup = new CountingLookup();
        int port = provide(lookup, "expiring");
        Lookup first = refer(port, null);
        Lookup second = refer(port, null);
        assertEquals("k#1", first.find("k"));
        assertEquals("k#1", second.find("k"));
        assertEquals("j#2", second.find("j"));
        assertEquals(2, lookup.calls.get());
    }

    @Test
    void anUnknownCacheNameFailsTheCallNamingIt() {
        Lookup consumer = refer(provide(new CountingLookup(), null), "nosuchcache");
        RpcException e = assertThrows(RpcException.class, () -> consumer.find("a"));
        assertTrue(e.getMessage().contains("nosuchcache"), e::getMessage);
    }
}
