package org.apache.dubbo.config.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import io.github.dubbotuned.test.ReservedPorts;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.service.GenericException;
import org.apache.dubbo.rpc.service.GenericService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Reference-side features configured through the API: clusters, filters, generic providers, stub, mock. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ReferenceFeaturesTest {

    private final List<DubboBootstrap> providers = new ArrayList<>();
    private final List<ReferenceConfig<?>> references = new ArrayList<>();

    @AfterEach
    void stop() {
        references.forEach(ReferenceConfig::destroy);
        providers.forEach(DubboBootstrap::stop);
        RpcContext.removeContext();
    }

    private int provider(Object implementation, String interfaceName) {
        int port = NetUtils.getAvailablePort();
        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setHost("127.0.0.1");
        ServiceConfig<Object> service = new ServiceConfig<>();
        service.setInterface(interfaceName);
        service.setRef(implementation);
        providers.add(DubboBootstrap.newInstance().application("features-provider-" + port)
                .registry(new RegistryConfig("N/A")).protocol(protocol).service(service).start());
        return port;
    }

    private int greetingProvider() {
        return provider(new GreetingImpl(), Greeting.class.getName());
    }

    private ReferenceConfig<Greeting> reference(String url) {
        ReferenceConfig<Greeting> reference = new ReferenceConfig<>();
        reference.setApplication(new ApplicationConfig("features-consumer"));
        reference.setInterface(Greeting.class);
        reference.setUrl(url);
        // Dubbo's 1 s default can run out on a busy machine; tests about timeouts set their own
        reference.setTimeout(30_000);
        references.add(reference);
        return reference;
    }

    @Test
    void failoverMovesOnWhenOneOfTwoDirectProvidersIsDown() {
        int up = greetingProvider();
        // a port nobody else is given, so nothing can start listening there during the test
        int down = ReservedPorts.reserve();
        ReferenceConfig<Greeting> reference = reference("dubbo://127.0.0.1:" + down + ";dubbo://127.0.0.1:" + up);
        reference.setCheck(false);
        reference.setLoadbalance("roundrobin");
        Greeting greeting = reference.get();
        for (int i = 0; i < 10; i++) {
            assertEquals("Hello " + i, greeting.sayHello(String.valueOf(i)));
        }
    }

    @Test
    void roundRobinSpreadsCallsOverBothProviders() {
        int a = greetingProvider();
        int b = greetingProvider();
        ReferenceConfig<Greeting> reference = reference("dubbo://127.0.0.1:" + a + ";dubbo://127.0.0.1:" + b);
        reference.setLoadbalance("roundrobin");
        Greeting greeting = reference.get();
        Set<String> providersSeen = new HashSet<>();
        for (int i = 0; i < 10; i++) {
            // each provider sees this consumer on its own connection (another local port)
            providersSeen.add(greeting.whoCalls());
            // as with Apache Dubbo 3, the call's service context is gone once it returned
            assertNull(RpcContext.getServiceContext().getRemoteAddress());
        }
        assertEquals(2, providersSeen.size(), providersSeen.toString());
    }

    @Test
    void userFilterRunsUnlessDefaultFiltersAreRemoved() {
        int port = greetingProvider();
        int before = CountingFilter.CALLS.get();
        reference("dubbo://127.0.0.1:" + port).get().sayHello("counted");
        assertEquals(before + 1, CountingFilter.CALLS.get());
        ReferenceConfig<Greeting> without = reference("dubbo://127.0.0.1:" + port);
        without.setFilter("-default");
        without.get().sayHello("not counted");
        assertEquals(before + 1, CountingFilter.CALLS.get());
    }

    @Test
    void asyncReferenceHandsTheFutureThroughRpcContext() throws Exception {
        int port = greetingProvider();
        ReferenceConfig<Greeting> reference = reference("dubbo://127.0.0.1:" + port);
        reference.setAsync(true);
        assertNull(reference.get().sayHello("later"));
        CompletableFuture<String> future = RpcContext.getContext().getCompletableFuture();
        assertEquals("Hello later", future.get(30, TimeUnit.SECONDS));
    }

    @Test
    void genericServiceImplementationServesAnInterfaceItDoesNotHave() {
        GenericService echoing = (method, types, args) -> {
            if ("fail".equals(method)) {
                throw new GenericException("com.example.Boom", "boom");
            }
            return method + ":" + String.join(",", types) + ":" + args[0];
        };
        int port = provider(echoing, Greeting.class.getName());
        Greeting greeting = reference("dubbo://127.0.0.1:" + port).get();
        assertEquals("sayHello:java.lang.String:x", greeting.sayHello("x"));
    }

    @Test
    void localStubWrapsTheRemoteProxy() {
        int port = greetingProvider();
        ReferenceConfig<Greeting> reference = reference("dubbo://127.0.0.1:" + port);
        reference.setStub(GreetingStub.class.getName());
        assertEquals("stub(Hello s)", reference.get().sayHello("s"));
    }

    @Test
    void mockAnswersWhenTheProviderCannot() {
        ReferenceConfig<Greeting> reference = reference("dubbo://127.0.0.1:" + ReservedPorts.reserve());
        reference.setCheck(false);
        reference.setMock("return fallback");
        assertEquals("fallback", reference.get().sayHello("x"));
        ReferenceConfig<Greeting> forced = reference("dubbo://127.0.0.1:" + greetingProvider());
        forced.setMock("force:return forced");
        assertEquals("forced", forced.get().sayHello("x"));
    }

    @Test
    void retriesOfFailoverAreCountedAcrossTheSameProvider() {
        int port = greetingProvider();
        ReferenceConfig<Greeting> reference = reference("dubbo://127.0.0.1:" + port);
        reference.setTimeout(100);
        reference.setRetries(2);
        long start = System.nanoTime();
        RpcException e = assertThrows(RpcException.class, () -> reference.get().sleep(1000));
        long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(e.getMessage().contains("Tried 3 times"), e.getMessage());
        assertTrue(elapsed >= 280, "three attempts of 100 ms: " + elapsed);
    }
}
