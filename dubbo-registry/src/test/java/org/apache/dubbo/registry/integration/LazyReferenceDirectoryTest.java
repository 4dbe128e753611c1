package org.apache.dubbo.registry.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.registry.Eventually;
import org.apache.dubbo.registry.integration.RegistryDirectoryTest.Greeter;
import org.apache.dubbo.registry.integration.RegistryDirectoryTest.RecordingInvoker;
import org.apache.dubbo.registry.integration.RegistryDirectoryTest.RecordingProtocol;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A {@code lazy=true} reference of a large fleet: the registry reports thousands of providers, the consumer calls a
 * few. The protocol's invoker of a provider is created by the first call that selects it, not by the notification.
 */
class LazyReferenceDirectoryTest {

    private static final URL REGISTRY = URL.valueOf("zookeeper://127.0.0.1:2181/org.apache.dubbo.registry"
            + ".RegistryService?application=client");
    private static final URL LAZY_CONSUMER = URL.valueOf("consumer://10.0.0.9/" + Greeter.class.getName()
            + "?interface=" + Greeter.class.getName() + "&application=client&side=consumer&lazy=true");

    private RegistryDirectory<Greeter> directory;

    @BeforeAll
    static void registerProtocol() {
        ExtensionLoader<Protocol> loader = ExtensionLoader.getExtensionLoader(Protocol.class);
        if (!loader.hasExtension("rec")) {
            loader.addExtension("rec", RecordingProtocol.class);
        }
    }

    @BeforeEach
    void newDirectory() {
        RecordingProtocol.CREATED.clear();
        directory = new RegistryDirectory<>(Greeter.class, REGISTRY, LAZY_CONSUMER, null);
    }

    @AfterEach
    void destroyDirectory() {
        directory.destroy();
    }

    private static URL provider(String hostPort, String extra) {
        return URL.valueOf("rec://" + hostPort + "/" + Greeter.class.getName() + "?interface=" + Greeter.class.getName()
                + "&application=server&side=provider&timestamp=1700000000000" + extra);
    }

    private List<Invoker<Greeter>> list() {
        return directory.list(new RpcInvocation("greet", Greeter.class.getName(), null, new Class<?>[] {String.class},
                new Object[] {"x"}));
    }

    private static RpcInvocation call() {
        return new RpcInvocation("greet", Greeter.class.getName(), null, new Class<?>[] {String.class},
                new Object[] {"x"});
    }

    @Test
    void providersAreListedWithTheirMergedUrlsButReferredOnlyByTheirFirstCall() {
        directory.notify(Arrays.asList(provider("10.0.0.1:20880", ""), provider("10.0.0.2:20880", "")));

        List<Invoker<Greeter>> invokers = list();
        assertEquals(2, invokers.size());
        assertTrue(RecordingProtocol.CREATED.isEmpty(), "nothing referred before a call");
        assertTrue(directory.isAvailable(), "a provider not called yet counts as available, as a lazy connection");
        assertEquals("server", invokers.get(0).getUrl().getParameter("remote.application"), "merged URL");
        assertSame(Greeter.class, invokers.get(0).getInterface());

        // the recording invoker answers every call with UnsupportedOperationException: reaching it is the point
        assertThrows(UnsupportedOperationException.class, () -> invokers.get(1).invoke(call()));
        assertThrows(UnsupportedOperationException.class, () -> invokers.get(1).invoke(call()));

        assertEquals(1, RecordingProtocol.CREATED.size(), "one invoker, for the provider called, created once");
        assertEquals("10.0.0.2", RecordingProtocol.CREATED.get(0).url.getHost());
        assertSame(invokers.get(1).getUrl(), RecordingProtocol.CREATED.get(0).url);
    }

    @Test
    void theUrlToCallFollowsTheOverrideRulesIncludingRulesForOneAddress() {
        // 40 providers sharing their parameters, as a fleet does: the URL to call is derived for each, not kept
        List<URL> providers = new java.util.ArrayList<>();
        for (int i = 1; i <= 40; i++) {
            providers.add(provider("10.0.1." + i + ":20880",
                    "&weight=100&methods=greet&release=3.3.5&dubbo=2.0.2&anyhost=true&pid=" + (1000 + i)));
        }
        directory.notify(providers);
        List<Invoker<Greeter>> invokers = list();
        for (int i = 0; i < 40; i++) {
            URL url = invokers.get(i).getUrl();
            assertEquals("10.0.1." + (i + 1), url.getHost());
            assertEquals(String.valueOf(1001 + i), url.getParameter("pid"));
            assertEquals("100", url.getParameter("weight"));
            assertEquals("server", url.getParameter("remote.application"));
            assertEquals(url, invokers.get(i).getUrl(), "the same URL every time");
            assertEquals(url.hashCode(), invokers.get(i).getUrl().hashCode());
        }

        directory.notify(Arrays.asList(
                URL.valueOf("override://0.0.0.0/" + Greeter.class.getName() + "?category=configurators&timeout=7"),
                URL.valueOf("override://10.0.1.3:20880/" + Greeter.class.getName()
                        + "?category=configurators&weight=5")));
        List<Invoker<Greeter>> ruled = list();
        for (int i = 0; i < 40; i++) {
            URL url = ruled.get(i).getUrl();
            assertEquals("7", url.getParameter("timeout"), "a rule for every provider");
            assertEquals(i == 2 ? "5" : "100", url.getParameter("weight"), "a rule for one address only");
            assertEquals(String.valueOf(1001 + i), url.getParameter("pid"));
        }
        assertTrue(RecordingProtocol.CREATED.isEmpty(), "nothing referred before a call");

        assertThrows(UnsupportedOperationException.class, () -> ruled.get(2).invoke(call()));
        assertEquals("5", RecordingProtocol.CREATED.get(0).url.getParameter("weight"),
                "the protocol's invoker is created with the URL to call");
        assertEquals(ruled.get(2).getUrl(), RecordingProtocol.CREATED.get(0).url);
    }

    @Test
    void aProviderThatLeavesClosesTheInvokerItsCallsCreated() throws Exception {
        URL a = provider("10.0.0.1:20880", "");
        URL b = provider("10.0.0.2:20880", "");
        directory.notify(Arrays.asList(a, b));
        Invoker<Greeter> called = list().get(0);
        assertThrows(UnsupportedOperationException.class, () -> called.invoke(call()));
        RecordingInvoker<?> created = RecordingProtocol.CREATED.get(0);

        directory.notify(Collections.singletonList(b));

        Eventually.within(Duration.ofSeconds(60), "the invoker of the provider that left to close",
                created.destroyed::get);
        assertFalse(called.isAvailable());
        RpcException late = assertThrows(RpcException.class, () -> called.invoke(call()));
        assertTrue(late.getMessage().contains("10.0.0.1:20880") && late.getMessage().contains("destroyed"),
                late.getMessage());
        assertEquals(1, RecordingProtocol.CREATED.size(), "a closed provider is not referred again by a late call");
    }

    @Test
    void aProviderThatCannotBeReferredFailsItsCallsAndIsTriedAgainOnTheNext() {
        directory.notify(Collections.singletonList(provider("10.0.0.1:20880", "&explode=true")));
        Invoker<Greeter> invoker = list().get(0);

        RpcException first = assertThrows(RpcException.class, () -> invoker.invoke(call()));
        assertTrue(first.getMessage().contains("10.0.0.1:20880"), first.getMessage());
        assertThrows(RpcException.class, () -> invoker.invoke(call()));
        assertTrue(RecordingProtocol.CREATED.isEmpty());
    }

    @Test
    void destroyingTheReferenceClosesOnlyWhatCallsCreated() {
        directory.notify(Arrays.asList(provider("10.0.0.1:20880", ""), provider("10.0.0.2:20880", "")));
        Invoker<Greeter> called = list().get(0);
        assertThrows(UnsupportedOperationException.class, () -> called.invoke(call()));

        directory.destroy();

        assertEquals(1, RecordingProtocol.CREATED.size());
        assertTrue(RecordingProtocol.CREATED.get(0).destroyed.get());
    }
}
