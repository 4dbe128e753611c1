package org.apache.dubbo.registry.support;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.Eventually;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.dubbo.registry.RecordingListener;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bookkeeping, retries, check and the cache file, on an in-memory registry whose server can fail. */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class RetryingRegistryTest {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final URL PROVIDER = URL.valueOf("dubbo://10.0.0.5:20880/com.example.DemoService?side=provider");
    private static final URL CONSUMER = URL.valueOf("consumer://10.0.0.6/com.example.DemoService"
            + "?category=providers,configurators,routers&side=consumer");

    @TempDir
    Path temporary;

    private final List<FakeRegistry> registries = new ArrayList<>();

    @AfterEach
    void destroy() {
        registries.forEach(FakeRegistry::destroy);
    }

    /** A registry whose "server" is a list; operations fail while {@link #down} is set. */
    private static final class FakeRegistry extends RetryingRegistry {

        volatile boolean down;
        final Set<URL> server = ConcurrentHashMap.newKeySet();
        final List<URL> published = new CopyOnWriteArrayList<>();
        final AtomicInteger registerAttempts = new AtomicInteger();
        boolean destroyedConnection;

        FakeRegistry(URL url) {
            super(url);
        }

        @Override
        protected void doRegister(URL url) throws IOException {
            registerAttempts.incrementAndGet();
            failIfDown();
            server.add(url);
        }

        @Override
        protected void doUnregister(URL url) throws IOException {
            failIfDown();
            server.remove(url);
        }

        @Override
        protected void doSubscribe(URL url, NotifyListener listener) throws IOException {
            failIfDown();
            notify(url, listener, new ArrayList<>(published));
        }

        @Override
        protected void doUnsubscribe(URL url, NotifyListener listener) {
        }

        @Override
        protected List<URL> doLookup(URL url) throws IOException {
            failIfDown();
            return new ArrayList<>(published);
        }

        @Override
        protected void doDestroy() {
            destroyedConnection = true;
        }

        @Override
        public boolean isAvailable() {
            return !down;
        }

        void publish(URL subscribed, NotifyListener listener, URL... urls) {
            published.clear();
            published.addAll(Arrays.asList(urls));
            notify(subscribed, listener, new ArrayList<>(published));
        }

        void recoverNow() {
            recover();
        }

        private void failIfDown() throws IOException {
            if (down) {
                throw new IOException("registry server down");
            }
        }
    }

    private FakeRegistry registry(String parameters) {
        FakeRegistry registry = new FakeRegistry(URL.valueOf("fake://10.0.0.1:9090?retry.period=50" + parameters));
        registries.add(registry);
        return registry;
    }

    private String cacheFile(String name) {
        return temporary.resolve(name).toString();
    }

    @Test
    void failedRegistrationIsRetriedUntilTheServerAcceptsIt() throws Exception {
        FakeRegistry registry = registry("&file-cache=false&check=false");
        registry.down = true;
        registry.register(PROVIDER);
        assertEquals(Collections.singleton(PROVIDER), registry.getFailedRegistered());

        Eventually.within(WAIT, "a few retries", () -> registry.registerAttempts.get() >= 3);
        registry.down = false;
        // the server holds it before the retry task takes it off the queue: both are awaited
        Eventually.within(WAIT, "registered by a retry",
                () -> registry.server.contains(PROVIDER) && registry.getFailedRegistered().isEmpty());
    }

    @Test
    void registrationFailureIsThrownWithCheckExceptForConsumers() {
        FakeRegistry registry = registry("&file-cache=false");
        registry.down = true;

        IllegalStateException error = assertThrows(IllegalStateException.class, () -> registry.register(PROVIDER));
        assertEquals("Failed to register " + PROVIDER + " to registry 10.0.0.1:9090: registry server down",
                error.getMessage());
        assertTrue(registry.getRegistered().isEmpty());

        URL consumer = URL.valueOf("consumer://10.0.0.6/com.example.DemoService?category=consumers&check=false");
        registry.register(consumer);
        URL unchecked = PROVIDER.addParameter("check", "false");
        registry.register(unchecked);
        assertEquals(Set.of(consumer, unchecked), registry.getFailedRegistered());
    }

    @Test
    void retryTimesBoundsTheRetries() throws Exception {
        FakeRegistry registry = registry("&file-cache=false&check=false&retry.times=2");
        registry.down = true;
        registry.register(PROVIDER);

        Eventually.within(WAIT, "retries given up", () -> registry.getFailedRegistered().isEmpty());
        Thread.sleep(200);
        assertEquals(3, registry.registerAttempts.get(), "the first attempt and two retries");
        assertTrue(registry.getRegistered().contains(PROVIDER), "still re-applied by a later recovery");
    }

    @Test
    void unregisterCancelsAPendingRegistrationRetry() throws Exception {
        FakeRegistry registry = registry("&file-cache=false&check=false");
        registry.down = true;
        registry.register(PROVIDER);
        registry.unregister(PROVIDER);
        registry.down = false;

        Thread.sleep(300);
        assertFalse(registry.server.contains(PROVIDER));
        assertTrue(registry.getRegistered().isEmpty());
    }

    @Test
    void everyCategoryIsNotifiedSeparatelyAndRemembered() {
        FakeRegistry registry = registry("&file-cache=false");
        RecordingListener listener = new RecordingListener();
        registry.subscribe(CONSUMER, listener);

        URL provider = PROVIDER;
        URL rule = URL.valueOf("override://0.0.0.0/com.example.DemoService?category=configurators&timeout=9");
        URL noRoutes = CONSUMER.setProtocol("empty").addParameter("category", "routers");
        registry.publish(CONSUMER, listener, provider, rule, noRoutes);

        List<List<URL>> calls = listener.calls();
        assertEquals(Arrays.asList(Collections.singletonList(provider), Collections.singletonList(rule),
                Collections.singletonList(noRoutes)), calls.subList(calls.size() - 3, calls.size()));
        assertEquals(Set.of("providers", "configurators", "routers"), registry.getNotified(CONSUMER).keySet());
    }

    @Test
    void aThrowingListenerDoesNotStopTheOthers() {
        FakeRegistry registry = registry("&file-cache=false");
        RecordingListener healthy = new RecordingListener();
        NotifyListener broken = urls -> {
            throw new IllegalStateException("listener bug");
        };
        registry.subscribe(CONSUMER, broken);
        registry.subscribe(CONSUMER, healthy);

        registry.publish(CONSUMER, broken, PROVIDER);
        registry.publish(CONSUMER, healthy, PROVIDER);
        assertEquals(Collections.singletonList(PROVIDER), healthy.current("providers"));
    }

    @Test
    void notificationsAfterUnsubscribeAreDropped() {
        FakeRegistry registry = registry("&file-cache=false");
        RecordingListener listener = new RecordingListener();
        registry.subscribe(CONSUMER, listener);
        registry.unsubscribe(CONSUMER, listener);
        int calls = listener.calls().size();

        registry.publish(CONSUMER, listener, PROVIDER);
        assertEquals(calls, listener.calls().size());
        assertTrue(registry.getNotified(CONSUMER).isEmpty());
    }

    @Test
    void failedSubscriptionIsServedFromTheCacheFileAndRetried() throws Exception {
        String file = cacheFile("served.cache");
        FakeRegistry firstRun = registry("&file=" + file + "&save.file=true");
        RecordingListener first = new RecordingListener();
        firstRun.subscribe(CONSUMER, first);
        firstRun.publish(CONSUMER, first, PROVIDER);
        firstRun.destroy();

        FakeRegistry secondRun = registry("&file=" + file);
        secondRun.published.add(PROVIDER.setPort(20881));
        secondRun.down = true;
        RecordingListener second = new RecordingListener();
        secondRun.subscribe(CONSUMER, second);
        assertEquals(Collections.singletonList(PROVIDER), second.current("providers"), "from the cache file");

        secondRun.down = false;
        second.await("providers", urls -> urls.get(0).getPort() == 20881, WAIT);
    }

    @Test
    void destroyLeavesTheCacheFileWrittenAndUntouchedAfterwards() throws Exception {
        Path file = temporary.resolve("destroyed.cache");
        FakeRegistry registry = registry("&file=" + file);
        RecordingListener listener = new RecordingListener();
        registry.subscribe(CONSUMER, listener);
        registry.publish(CONSUMER, listener, PROVIDER);
        registry.destroy();
        assertTrue(new String(Files.readAllBytes(file)).contains("20880"), "saved by destroy");

        Files.delete(file);
        registry.publish(CONSUMER, listener, PROVIDER.setPort(20881));
        assertFalse(Files.exists(file), "a notification after destroy wrote the cache file");
    }

    @Test
    void failedSubscriptionWithoutCacheIsThrownWithCheckAndQueuedWithout() throws Exception {
        FakeRegistry registry = registry("&file-cache=false");
        registry.down = true;

        IllegalStateException error = assertThrows(IllegalStateException.class,
                () -> registry.subscribe(CONSUMER, new RecordingListener()));
        assertTrue(error.getMessage().startsWith("Failed to subscribe " + CONSUMER), error.getMessage());
        assertTrue(registry.getSubscribed().isEmpty());

        RecordingListener patient = new RecordingListener();
        URL unchecked = CONSUMER.addParameter("check", "false");
        registry.subscribe(unchecked, patient);
        registry.published.add(PROVIDER);
        registry.down = false;
        patient.await("providers", urls -> urls.contains(PROVIDER), WAIT);
    }

    @Test
    void cachedUrlsOfOtherCategoriesAreNotServed() {
        String file = cacheFile("categories.cache");
        FakeRegistry firstRun = registry("&file=" + file + "&save.file=true");
        RecordingListener listener = new RecordingListener();
        firstRun.subscribe(CONSUMER, listener);
        URL rule = URL.valueOf("override://0.0.0.0/com.example.DemoService?category=configurators&timeout=9");
        firstRun.publish(CONSUMER, listener, PROVIDER, rule);
        firstRun.destroy();

        FakeRegistry secondRun = registry("&file=" + file + "&check=false");
        secondRun.down = true;
        RecordingListener onlyProviders = new RecordingListener();
        secondRun.subscribe(CONSUMER.addParameter("category", "providers"), onlyProviders);
        assertEquals(Collections.singletonList(Collections.singletonList(PROVIDER)), onlyProviders.calls());
    }

    @Test
    void lookupFallsBackToTheLastNotifiedList() {
        FakeRegistry registry = registry("&file-cache=false");
        RecordingListener listener = new RecordingListener();
        registry.subscribe(CONSUMER, listener);
        registry.publish(CONSUMER, listener, PROVIDER, CONSUMER.setProtocol("empty").addParameter("category",
                "routers"));
        registry.down = true;

        assertEquals(Collections.singletonList(PROVIDER), registry.lookup(CONSUMER));
        assertThrows(IllegalStateException.class,
                () -> registry.lookup(URL.valueOf("consumer://10.0.0.6/com.example.OtherService")));
    }

    @Test
    void recoverReappliesEveryRegistrationAndSubscription() throws Exception {
        FakeRegistry registry = registry("&file-cache=false");
        registry.register(PROVIDER);
        RecordingListener listener = new RecordingListener();
        registry.subscribe(CONSUMER, listener);
        registry.server.clear();
        registry.published.add(PROVIDER);

        registry.recoverNow();
        Eventually.within(WAIT, "re-registered", () -> registry.server.contains(PROVIDER));
        listener.await("providers", urls -> urls.contains(PROVIDER), WAIT);
    }

    @Test
    void destroyWithdrawsDynamicRegistrationsOnlyAndRejectsLaterCalls() {
        FakeRegistry registry = registry("&file-cache=false");
        URL staticProvider = PROVIDER.setPort(20881).addParameter("dynamic", "false");
        registry.register(PROVIDER);
        registry.register(staticProvider);

        registry.destroy();

        assertEquals(Collections.singleton(staticProvider), registry.server);
        assertTrue(registry.destroyedConnection);
        assertTrue(registry.isDestroyed());
        assertThrows(IllegalStateException.class, () -> registry.register(PROVIDER));
        registry.destroy();
    }

    @Test
    void invalidRetryPeriodIsRejectedNamingTheKey() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> new FakeRegistry(URL.valueOf("fake://10.0.0.1:9090?retry.period=0&file-cache=false")));
        assertEquals("Invalid registry parameter retry.period=0 in 10.0.0.1:9090: must be greater than 0",
                error.getMessage());
    }
}
