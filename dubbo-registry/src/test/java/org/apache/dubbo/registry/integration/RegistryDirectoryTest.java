package org.apache.dubbo.registry.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.registry.Eventually;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.dubbo.registry.Registry;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * How a registry directory turns notifications into invokers, with a recording protocol instead of the network:
 * merging, reuse, closing, empty lists, rules, filtering and destruction.
 */
class RegistryDirectoryTest {

    public interface Greeter {
        String greet(String name);
    }

    /** A protocol whose invokers only record that they were created and destroyed. */
    public static final class RecordingProtocol implements Protocol {
        static final List<RecordingInvoker<?>> CREATED = new CopyOnWriteArrayList<>();

        @Override
        public int getDefaultPort() {
            return 1;
        }

        @Override
        public <T> Exporter<T> export(Invoker<T> invoker) {
            throw new UnsupportedOperationException();
        }

        @Override
        public <T> Invoker<T> refer(Class<T> type, URL url) {
            if (url.getParameter("explode", false)) {
                throw new RpcException("cannot connect to " + url.getAddress());
            }
            RecordingInvoker<T> invoker = new RecordingInvoker<>(type, url);
            CREATED.add(invoker);
            return invoker;
        }

        @Override
        public void destroy() {
        }
    }

    static final class RecordingInvoker<T> implements Invoker<T> {
        final Class<T> type;
        final URL url;
        final AtomicBoolean destroyed = new AtomicBoolean();

        RecordingInvoker(Class<T> type, URL url) {
            this.type = type;
            this.url = url;
        }

        @Override
        public Class<T> getInterface() {
            return type;
        }

        @Override
        public Result invoke(Invocation invocation) {
            throw new UnsupportedOperationException();
        }

        @Override
        public URL getUrl() {
            return url;
        }

        @Override
        public boolean isAvailable() {
            return !destroyed.get();
        }

        @Override
        public void destroy() {
            destroyed.set(true);
        }
    }

    private static final URL REGISTRY = URL.valueOf("zookeeper://127.0.0.1:2181/org.apache.dubbo.registry"
            + ".RegistryService?application=client");
    private static final URL CONSUMER = URL.valueOf("consumer://10.0.0.9/" + Greeter.class.getName()
            + "?interface=" + Greeter.class.getName() + "&application=client&side=consumer&timeout=700"
            + "&register.ip=10.0.0.9");

    private final AtomicInteger destroyCallbacks = new AtomicInteger();
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
        directory = new RegistryDirectory<>(Greeter.class, REGISTRY, CONSUMER, destroyCallbacks::incrementAndGet);
    }

    private static URL provider(String hostPort, String extra) {
        return URL.valueOf("rec://" + hostPort + "/" + Greeter.class.getName() + "?interface=" + Greeter.class.getName()
                + "&application=server&side=provider&timeout=5000&threads=400&timestamp=1700000000000" + extra);
    }

    private static URL empty(String category) {
        return CONSUMER.setProtocol("empty").addParameter("category", category);
    }

    private List<Invoker<Greeter>> list() {
        return directory.list(new RpcInvocation("greet", Greeter.class.getName(), null, new Class<?>[] {String.class},
                new Object[] {"x"}));
    }

    @Test
    void providerUrlsAreMergedWithTheConsumerSettings() {
        directory.notify(Collections.singletonList(provider("10.0.0.1:20880", "")));

        URL url = list().get(0).getUrl();
        assertEquals("700", url.getParameter("timeout"), "consumer wins");
        assertEquals("client", url.getParameter("application"));
        assertEquals("server", url.getParameter("remote.application"));
        assertFalse(url.hasParameter("threads"), "provider-only key dropped");
        assertFalse(url.hasParameter("register.ip"), "consumer-local key dropped");
        assertEquals("1700000000000", url.getParameter("timestamp"));
    }

    @Test
    void unchangedProvidersKeepTheirInvokersAndVanishedOnesAreClosed() throws Exception {
        URL a = provider("10.0.0.1:20880", "");
        URL b = provider("10.0.0.2:20880", "");
        directory.notify(Arrays.asList(a, b));
        List<Invoker<Greeter>> first = new ArrayList<>(list());
        directory.notify(Arrays.asList(b, a));
        assertEquals(2, RecordingProtocol.CREATED.size(), "no new invokers for the same URLs");
        assertTrue(list().containsAll(first));

        directory.notify(Collections.singletonList(a));
        assertEquals(1, list().size());
        RecordingInvoker<?> closed = RecordingProtocol.CREATED.get(1).url.getHost().equals("10.0.0.2")
                ? RecordingProtocol.CREATED.get(1) : RecordingProtocol.CREATED.get(0);
        Eventually.within(Duration.ofSeconds(60), "the vanished provider's invoker to close", closed.destroyed::get);
    }

    @Test
    void anEmptyNotificationForbidsCallsUntilProvidersReturn() {
        directory.notify(Collections.singletonList(provider("10.0.0.1:20880", "")));
        directory.notify(Collections.singletonList(empty("providers")));

        RpcException forbidden = assertThrows(RpcException.class, this::list);
        assertEquals(RpcException.FORBIDDEN_EXCEPTION, forbidden.getCode());
        assertTrue(forbidden.getMessage().contains(Greeter.class.getName()), forbidden.getMessage());
        assertFalse(directory.isAvailable());

        directory.notify(Collections.singletonList(provider("10.0.0.3:20880", "")));
        assertEquals(1, list().size());
        assertTrue(directory.isAvailable());
    }

    @Test
    void rulesAloneReapplyToTheLastProviders() {
        directory.notify(Collections.singletonList(provider("10.0.0.1:20880", "&weight=100")));
        directory.notify(Collections.singletonList(URL.valueOf("override://0.0.0.0/" + Greeter.class.getName()
                + "?category=configurators&weight=7")));
        assertEquals("7", list().get(0).getUrl().getParameter("weight"));

        directory.notify(Collections.singletonList(empty("configurators")));
        assertEquals("100", list().get(0).getUrl().getParameter("weight"), "clearing the rules restores the value");
    }

    @Test
    void knownProvidersSentAgainTogetherWithRulesGetTheRules() {
        URL a = provider("10.0.0.1:20880", "&weight=100");
        URL b = provider("10.0.0.2:20880", "&weight=100");
        directory.notify(Arrays.asList(a, b));

        // one notification of every category, the providers first, as a registry that does not split them sends it
        directory.notify(Arrays.asList(a, b, URL.valueOf("override://0.0.0.0/" + Greeter.class.getName()
                + "?category=configurators&weight=7")));
        assertEquals(2, list().size());
        for (Invoker<Greeter> invoker : list()) {
            assertEquals("7", invoker.getUrl().getParameter("weight"), invoker.getUrl().getAddress());
        }

        directory.notify(Arrays.asList(a, b, empty("configurators")));
        assertEquals(2, list().size());
        for (Invoker<Greeter> invoker : list()) {
            assertEquals("100", invoker.getUrl().getParameter("weight"), "cleared: " + invoker.getUrl().getAddress());
        }
    }

    @Test
    void consumerSideRulesMatchTheConsumerHostAndApplication() {
        directory.notify(Collections.singletonList(provider("10.0.0.1:20880", "")));
        directory.notify(Arrays.asList(
                URL.valueOf("override://10.0.0.9/" + Greeter.class.getName()
                        + "?category=configurators&side=consumer&application=client&timeout=42"),
                URL.valueOf("override://10.0.0.8/" + Greeter.class.getName()
                        + "?category=configurators&side=consumer&retries=9"),
                URL.valueOf("override://0.0.0.0/" + Greeter.class.getName()
                        + "?category=configurators&application=someone-else&loadbalance=roundrobin")));
        URL url = list().get(0).getUrl();
        assertEquals("42", url.getParameter("timeout"), "rule for this consumer host and app");
        assertFalse(url.hasParameter("retries"), "rule for another consumer host");
        assertFalse(url.hasParameter("loadbalance"), "rule for another provider application");
    }

    @Test
    void disabledProvidersUnwantedProtocolsAndUnknownProtocolsAreLeftOut() {
        RegistryDirectory<Greeter> onlyRec = new RegistryDirectory<>(Greeter.class, REGISTRY,
                CONSUMER.addParameter("protocol", "rec"), null);
        onlyRec.notify(Arrays.asList(provider("10.0.0.1:20880", ""),
                provider("10.0.0.2:20880", "&disabled=true"),
                URL.valueOf("dubbo://10.0.0.3:20880/" + Greeter.class.getName()),
                URL.valueOf("nosuchprotocol://10.0.0.4:1/" + Greeter.class.getName())));
        assertEquals(1, onlyRec.getAllInvokers().size());
        assertEquals("10.0.0.1", onlyRec.getAllInvokers().get(0).getUrl().getHost());

        directory.notify(Collections.singletonList(URL.valueOf("nosuchprotocol://10.0.0.4:1/"
                + Greeter.class.getName())));
        assertTrue(directory.getAllInvokers().isEmpty());
        assertFalse(directory.isForbidden(), "nothing usable is not the same as nothing registered");
    }

    @Test
    void aProviderThatCannotBeReferredIsSkippedAndTheOthersServe() {
        directory.notify(Arrays.asList(provider("10.0.0.1:20880", "&explode=true"),
                provider("10.0.0.2:20880", "")));
        assertEquals(1, list().size());
        assertEquals("10.0.0.2", list().get(0).getUrl().getHost());
    }

    @Test
    void aListSentAgainWithOneChangeCreatesOnlyThatInvoker() {
        List<URL> providers = new ArrayList<>();
        for (int i = 1; i <= 200; i++) {
            providers.add(provider("10.0.1." + i + ":20880", ""));
        }
        directory.notify(providers);
        assertEquals(200, RecordingProtocol.CREATED.size());

        // the registry parses the whole list again: equal URLs, new objects, one provider restarted
        List<URL> again = new ArrayList<>();
        for (int i = 1; i <= 200; i++) {
            again.add(provider("10.0.1." + i + ":20880", i == 7 ? "&timestamp=1700000009999" : ""));
        }
        directory.notify(again);

        assertEquals(201, RecordingProtocol.CREATED.size(), "one new invoker, for the restarted provider");
        assertEquals(200, list().size());
        assertTrue(RecordingProtocol.CREATED.get(6).destroyed.get() || !list().contains(RecordingProtocol.CREATED.get(6)),
                "the restarted provider's old invoker is gone");
    }

    @Test
    void duplicateProviderUrlsGiveOneInvoker() {
        URL a = provider("10.0.0.1:20880", "");
        directory.notify(Arrays.asList(a, provider("10.0.0.1:20880", ""), a));
        assertEquals(1, RecordingProtocol.CREATED.size());
        assertEquals(1, list().size());
    }

    @Test
    void aRestartedProviderAmongManyClosesOnlyItsOldInvoker() throws Exception {
        List<URL> providers = new ArrayList<>();
        for (int i = 1; i <= 50; i++) {
            providers.add(provider("10.0.2." + i + ":20880", ""));
        }
        directory.notify(providers);
        List<Invoker<Greeter>> before = new ArrayList<>(list());

        List<URL> again = new ArrayList<>(providers);
        again.set(9, provider("10.0.2.10:20880", "&timestamp=1700000009999"));
        again.remove(20);
        again.add(provider("10.0.2.99:20880", ""));
        directory.notify(again);

        assertEquals(52, RecordingProtocol.CREATED.size(), "one for the restarted provider, one for the new one");
        List<Invoker<Greeter>> after = list();
        assertEquals(50, after.size());
        for (int i = 0; i < 50; i++) {
            int position = i < 20 ? i : i - 1;
            if (i == 9 || i == 20) {
                assertFalse(after.contains(before.get(i)), "provider " + i + " left");
            } else {
                assertSame(before.get(i), after.get(position), "provider " + i + " keeps its invoker in its place");
            }
        }
        RecordingInvoker<?> restarted = RecordingProtocol.CREATED.get(9);
        RecordingInvoker<?> left = RecordingProtocol.CREATED.get(20);
        Eventually.within(Duration.ofSeconds(60), "the two old invokers to close",
                () -> restarted.destroyed.get() && left.destroyed.get());
        for (int i = 0; i < 52; i++) {
            if (i != 9 && i != 20) {
                assertFalse(RecordingProtocol.CREATED.get(i).destroyed.get(), "invoker " + i + " still in use");
            }
        }
    }

    @Test
    void aListSentAgainWithALongRunRemovedAndAProviderListedTwiceKeepsEveryOtherInvoker() {
        List<URL> providers = new ArrayList<>();
        for (int i = 1; i <= 50; i++) {
            providers.add(provider("10.0.3." + i + ":20880", ""));
        }
        directory.notify(providers);
        List<Invoker<Greeter>> before = new ArrayList<>(list());

        // the same URL objects, twenty in a row gone (more than the few places a re-sent provider is looked for
        // after the expected one), and one of the remaining sent a second time at the end
        List<URL> again = new ArrayList<>(providers.subList(0, 5));
        again.addAll(providers.subList(25, 50));
        again.add(providers.get(30));
        directory.notify(again);

        assertEquals(50, RecordingProtocol.CREATED.size(), "no provider is new");
        List<Invoker<Greeter>> after = list();
        assertEquals(30, after.size());
        for (int i = 0; i < 50; i++) {
            if (i >= 5 && i < 25) {
                assertFalse(after.contains(before.get(i)), "provider " + i + " left");
            } else {
                assertSame(before.get(i), after.get(i < 5 ? i : i - 20), "provider " + i + " keeps its invoker");
            }
        }
    }

    @Test
    void theSameProvidersSentAgainInAnotherOrderKeepTheirInvokersAndOnlyTheRemovedOnesClose() throws Exception {
        List<URL> providers = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            providers.add(provider("10.0.3." + i + ":20880", ""));
        }
        directory.notify(providers);
        Map<URL, Invoker<Greeter>> invokerOf = new HashMap<>();
        for (Invoker<Greeter> invoker : list()) {
            invokerOf.put(invoker.getUrl(), invoker);
        }

        // reversed, a stretch of ten gone, the first provider listed twice, and an equal copy of another
        List<URL> again = new ArrayList<>(providers.subList(0, 20));
        again.addAll(providers.subList(30, 60));
        Collections.reverse(again);
        again.add(providers.get(0));
        again.set(3, provider("10.0.3.56:20880", ""));
        directory.notify(again);

        assertEquals(60, RecordingProtocol.CREATED.size(), "no invoker created");
        List<Invoker<Greeter>> after = list();
        assertEquals(50, after.size());
        for (int i = 0; i < 50; i++) {
            URL provider = again.get(i);
            assertSame(invokerOf.get(after.get(i).getUrl()), after.get(i));
            assertEquals(provider.getAddress(), after.get(i).getUrl().getAddress(), "in notified order");
        }
        Eventually.within(Duration.ofSeconds(60), "the ten removed invokers to close", () -> {
            for (int i = 20; i < 30; i++) {
                if (!RecordingProtocol.CREATED.get(i).destroyed.get()) {
                    return false;
                }
            }
            return true;
        });
        for (int i = 0; i < 60; i++) {
            if (i < 20 || i >= 30) {
                assertFalse(RecordingProtocol.CREATED.get(i).destroyed.get(), "invoker " + i + " still in use");
            }
        }
    }

    @Test
    void aNewProviderWhoseMergedUrlEqualsAKnownOnesLeavesTheKnownInvokerInPlace() {
        URL known = provider("10.0.0.1:20880", "");
        directory.notify(Collections.singletonList(known));
        Invoker<Greeter> invoker = list().get(0);

        // differs only in a provider-only key the merge drops, and comes first in the list
        directory.notify(Arrays.asList(provider("10.0.0.1:20880", "&threads=9"), known));

        assertEquals(1, RecordingProtocol.CREATED.size());
        assertEquals(Collections.singletonList(invoker), list());
        assertFalse(RecordingProtocol.CREATED.get(0).destroyed.get());
    }

    @Test
    void rulesSentAgainKeepEveryInvokerWhoseMergedUrlIsTheSame() {
        URL a = provider("10.0.0.1:20880", "");
        URL b = provider("10.0.0.2:20880", "");
        directory.notify(Arrays.asList(a, b));
        URL rule = URL.valueOf("override://0.0.0.0/" + Greeter.class.getName() + "?category=configurators&weight=7");
        directory.notify(Collections.singletonList(rule));
        assertEquals(4, RecordingProtocol.CREATED.size(), "the rule changes both merged URLs");
        List<Invoker<Greeter>> ruled = new ArrayList<>(list());

        directory.notify(Collections.singletonList(URL.valueOf(rule.toFullString())));

        assertEquals(4, RecordingProtocol.CREATED.size(), "the same rule again changes nothing");
        assertTrue(list().containsAll(ruled));
        assertEquals("7", list().get(0).getUrl().getParameter("weight"));
    }

    @Test
    void aProviderThatCannotBeReferredIsRetriedOnEachNotificationWithoutCostingTheOthers() {
        URL good = provider("10.0.0.1:20880", "");
        URL bad = provider("10.0.0.2:20880", "&explode=true");
        directory.notify(Arrays.asList(good, bad));
        directory.notify(Arrays.asList(provider("10.0.0.1:20880", ""), provider("10.0.0.2:20880", "&explode=true")));
        assertEquals(1, RecordingProtocol.CREATED.size(), "the good provider keeps its invoker");
        assertEquals(1, list().size());

        directory.notify(Arrays.asList(good, provider("10.0.0.2:20880", "")));
        assertEquals(2, list().size(), "the provider serves once it can be referred");
    }

    @Test
    void routeRulesAreIgnoredWithoutDisturbingProviders() {
        directory.notify(Arrays.asList(provider("10.0.0.1:20880", ""),
                URL.valueOf("route://0.0.0.0/" + Greeter.class.getName() + "?category=routers&rule=x")));
        assertEquals(1, list().size());
    }

    @Test
    void destroyLeavesTheRegistryAndClosesEveryInvoker() {
        Registry registry = mock(Registry.class);
        when(registry.getUrl()).thenReturn(REGISTRY);
        URL registration = CONSUMER.addParameter("category", "consumers");
        URL subscription = CONSUMER.addParameter("category", "providers,configurators,routers");
        directory.register(registry, registration);
        directory.subscribe(registry, subscription);
        directory.notify(Collections.singletonList(provider("10.0.0.1:20880", "")));

        directory.destroy();
        directory.destroy();

        verify(registry).register(registration);
        verify(registry).subscribe(eq(subscription), any(NotifyListener.class));
        verify(registry).unregister(registration);
        verify(registry).unsubscribe(subscription, directory);
        assertTrue(RecordingProtocol.CREATED.get(0).destroyed.get());
        assertEquals(1, destroyCallbacks.get(), "the callback runs once");
        assertThrows(RpcException.class, this::list);
        directory.notify(Collections.singletonList(provider("10.0.0.5:20880", "")));
        assertEquals(1, RecordingProtocol.CREATED.size(), "notifications after destroy are ignored");
        assertSame(CONSUMER, directory.getConsumerUrl());
    }
}
