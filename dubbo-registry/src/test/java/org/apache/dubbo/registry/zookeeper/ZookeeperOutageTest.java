package org.apache.dubbo.registry.zookeeper;

import org.apache.curator.framework.state.ConnectionState;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.Eventually;
import org.apache.dubbo.registry.RecordingListener;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * ZooKeeper going away and coming back (registry spec 6.5, 6.6, 6.8): session expiry, short and long outages,
 * the cache file, background retries and {@code check}. Each test runs its own server.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ZookeeperOutageTest {

    private static final Logger logger = LoggerFactory.getLogger(ZookeeperOutageTest.class);
    /** Bounds only what already failed: a busy machine slows these tests down, it must not fail them. */
    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final String SERVICE = "com.example.outage.DemoService";

    @TempDir
    Path temporary;

    private ZookeeperTestbed testbed;
    private EmbeddedZooKeeper zooKeeper;
    private TreeProbe tree;

    @BeforeEach
    void startZooKeeper() throws Exception {
        testbed = ZookeeperTestbed.start();
        zooKeeper = testbed.zooKeeper;
        tree = testbed.tree;
    }

    @AfterEach
    void stopEverything() {
        testbed.close();
    }

    private ZookeeperRegistry registry(String parameters) {
        return testbed.registry("timeout=2000&session=4000&delay-notification=0&retry.period=200" + parameters);
    }

    private static URL provider(int port) {
        return URL.valueOf("dubbo://10.0.0.5:" + port + "/" + SERVICE + "?interface=" + SERVICE + "&side=provider");
    }

    private static URL consumer(String parameters) {
        return URL.valueOf("consumer://10.0.0.6/" + SERVICE + "?interface=" + SERVICE
                + "&category=providers,configurators,routers&side=consumer" + parameters);
    }

    private String nodePath(URL url) {
        return "/dubbo/" + SERVICE + "/providers/" + URL.encode(url.toFullString());
    }

    private long ownerOf(URL url) throws Exception {
        return tree.exists(nodePath(url)) ? tree.stat(nodePath(url)).getEphemeralOwner() : -1;
    }

    private static Set<Integer> ports(List<URL> urls) {
        Set<Integer> ports = new TreeSet<>();
        for (URL url : urls) {
            if (!"empty".equals(url.getProtocol())) {
                ports.add(url.getPort());
            }
        }
        return ports;
    }

    @Test
    void expiredSessionIsReplacedAndEverythingReRegisteredWithinSeconds() throws Exception {
        ZookeeperRegistry providers = registry("&file-cache=false");
        ZookeeperRegistry consumers = registry("&file-cache=false");
        URL provider = provider(20880);
        providers.register(provider);
        RecordingListener listener = new RecordingListener();
        consumers.subscribe(consumer(""), listener);
        assertEquals(Set.of(20880), ports(listener.current("providers")));

        long expiredSession = providers.getSessionId();
        long start = System.nanoTime();
        zooKeeper.expireSession(expiredSession);
        Eventually.within(WAIT, "provider node re-created by a new session",
                () -> ownerOf(provider) > 0 && ownerOf(provider) != expiredSession);
        long recoveredMs = (System.nanoTime() - start) / 1_000_000;
        logger.warn("session expiry: provider node re-created {} ms after the server expired the session",
                recoveredMs);
        assertEquals(providers.getSessionId(), ownerOf(provider));
        listener.await("providers", urls -> ports(urls).equals(Set.of(20880)), WAIT);

        // The subscriber's own session expires too: its watches must be re-armed in the new session.
        long consumerSession = consumers.getSessionId();
        zooKeeper.expireSession(consumerSession);
        Eventually.within(WAIT, "consumer in a new session", () -> consumers.getSessionId() != consumerSession
                && consumers.isAvailable());
        Thread.sleep(300);
        providers.register(provider(20881));
        listener.await("providers", urls -> ports(urls).equals(Set.of(20880, 20881)), WAIT);
    }

    @Test
    void shortOutageKeepsSessionRegistrationsWatchesAndTheLastList() throws Exception {
        ZookeeperRegistry providers = registry("&file-cache=false&session=10000");
        ZookeeperRegistry consumers = registry("&file-cache=false&session=10000");
        URL provider = provider(20880);
        providers.register(provider);
        RecordingListener listener = new RecordingListener();
        consumers.subscribe(consumer(""), listener);
        long session = providers.getSessionId();
        int callsBeforeOutage = listener.calls().size();

        zooKeeper.stop();
        Eventually.within(WAIT, "clients notice the outage", () -> !consumers.isAvailable());
        Thread.sleep(500);
        assertEquals(callsBeforeOutage, listener.calls().size(), "no notification while ZooKeeper is down");
        assertEquals(Set.of(20880), ports(listener.current("providers")), "the last list stays");
        zooKeeper.restart();

        long reconnectedMs = Eventually.within(WAIT, "clients reconnect",
                () -> consumers.isAvailable() && providers.isAvailable());
        logger.warn("short outage: clients reconnected {} ms after the restart", reconnectedMs);
        assertEquals(session, providers.getSessionId(), "the session survived the outage");
        assertEquals(session, ownerOf(provider));
        providers.register(provider(20881));
        listener.await("providers", urls -> ports(urls).equals(Set.of(20880, 20881)), WAIT);
    }

    @Test
    void outageLongerThanTheSessionEndsInANewSessionThatRecoversEverything() throws Exception {
        ZookeeperRegistry providers = registry("&file-cache=false");
        ZookeeperRegistry consumers = registry("&file-cache=false");
        URL provider = provider(20880);
        providers.register(provider);
        RecordingListener listener = new RecordingListener();
        consumers.subscribe(consumer(""), listener);
        long oldSession = providers.getSessionId();

        CountDownLatch lost = new CountDownLatch(1);
        providers.getCuratorClient().getConnectionStateListenable().addListener((client, state) -> {
            if (state == ConnectionState.LOST) {
                lost.countDown();
            }
        });
        zooKeeper.stop();
        // The 4 s session must run out on the client side so that Curator gives it up.
        assertTrue(lost.await(WAIT.toMillis(), TimeUnit.MILLISECONDS), "Curator gave the session up");
        zooKeeper.restart();
        long start = System.nanoTime();

        Eventually.within(WAIT, "provider node owned by a new session",
                () -> ownerOf(provider) > 0 && ownerOf(provider) != oldSession);
        long recoveredMs = (System.nanoTime() - start) / 1_000_000;
        logger.warn("long outage: provider node re-created {} ms after the restart", recoveredMs);

        // The restored old session expires on the server a few seconds after the restart; our node must stay.
        Thread.sleep(5000);
        assertEquals(providers.getSessionId(), ownerOf(provider));
        providers.register(provider(20881));
        listener.await("providers", urls -> ports(urls).equals(Set.of(20880, 20881)), WAIT);
    }

    @Test
    void cacheFileServesASubscriberStartedWhileZooKeeperIsDown() throws Exception {
        Path cache = temporary.resolve("registry.cache");
        ZookeeperRegistry providers = registry("&file-cache=false&session=20000");
        providers.register(provider(20880));
        providers.register(provider(20881));
        ZookeeperRegistry firstRun = registry("&file=" + cache);
        RecordingListener before = new RecordingListener();
        firstRun.subscribe(consumer(""), before);
        assertEquals(Set.of(20880, 20881), ports(before.current("providers")));
        Eventually.within(WAIT, "cache file written", () -> Files.exists(cache)
                && new String(Files.readAllBytes(cache)).contains("20881"));
        firstRun.destroy();

        zooKeeper.stop();
        long start = System.nanoTime();
        ZookeeperRegistry restarted = registry("&file=" + cache + "&timeout=1000&check=false");
        RecordingListener after = new RecordingListener();
        restarted.subscribe(consumer(""), after);
        long servedMs = (System.nanoTime() - start) / 1_000_000;
        logger.warn("cache file: restarted consumer served {} ms after creation began (connect timeout 1000 ms)",
                servedMs);
        assertEquals(Set.of(20880, 20881), ports(after.current("providers")), "providers from the cache file");

        zooKeeper.restart();
        Eventually.within(WAIT, "both registries reconnected",
                () -> restarted.isAvailable() && providers.isAvailable());
        providers.register(provider(20882));
        after.await("providers", urls -> ports(urls).equals(Set.of(20880, 20881, 20882)), WAIT);
    }

    @Test
    void registrationMadeWhileZooKeeperIsDownIsRetriedInTheBackground() throws Exception {
        zooKeeper.stop();
        ZookeeperRegistry providers = registry("&file-cache=false&timeout=500&check=false");
        URL provider = provider(20880);
        providers.register(provider);
        assertTrue(providers.getFailedRegistered().contains(provider));

        zooKeeper.restart();
        // the node appears before the retry task takes the registration off its queue: both are awaited
        long registeredMs = Eventually.within(WAIT, "queued registration applied",
                () -> ownerOf(provider) > 0 && providers.getFailedRegistered().isEmpty());
        logger.warn("retry: queued registration applied {} ms after the restart", registeredMs);
        assertEquals(providers.getSessionId(), ownerOf(provider));
    }

    @Test
    void checkedRegistryCannotBeCreatedWhileZooKeeperIsDown() {
        zooKeeper.stop();
        IllegalStateException error = assertThrows(IllegalStateException.class,
                () -> registry("&file-cache=false&timeout=500"));
        assertTrue(error.getMessage().startsWith("Can not create registry"), error.getMessage());
        assertTrue(error.getMessage().contains("not connected within 500 ms"), error.getMessage());
    }

    @Test
    void providerRegistrationFailsWithCheckButConsumerRegistrationIsQueued() throws Exception {
        ZookeeperRegistry registry = registry("&file-cache=false");
        zooKeeper.stop();
        Eventually.within(WAIT, "client notices the outage", () -> !registry.isAvailable());

        IllegalStateException error = assertThrows(IllegalStateException.class,
                () -> registry.register(provider(20880)));
        assertTrue(error.getMessage().startsWith("Failed to register dubbo://10.0.0.5:20880/"), error.getMessage());
        assertTrue(registry.getRegistered().isEmpty());

        URL consumer = URL.valueOf("consumer://10.0.0.6/" + SERVICE + "?category=consumers&check=false");
        registry.register(consumer);
        zooKeeper.restart();
        Eventually.within(WAIT, "queued consumer registration applied",
                () -> tree.children("/dubbo/" + SERVICE + "/consumers").size() == 1);
    }

    @Test
    void subscriptionWithoutCacheFailsWithCheckAndIsRetriedWithout() throws Exception {
        ZookeeperRegistry registry = registry("&file-cache=false");
        zooKeeper.stop();
        Eventually.within(WAIT, "client notices the outage", () -> !registry.isAvailable());

        IllegalStateException error = assertThrows(IllegalStateException.class,
                () -> registry.subscribe(consumer(""), new RecordingListener()));
        assertTrue(error.getMessage().startsWith("Failed to subscribe consumer://"), error.getMessage());

        RecordingListener patient = new RecordingListener();
        registry.subscribe(consumer("&check=false"), patient);
        assertTrue(patient.calls().isEmpty());
        zooKeeper.restart();
        List<URL> providers = patient.await("providers", urls -> !urls.isEmpty(), WAIT);
        assertEquals("empty", providers.get(0).getProtocol());
        assertNotEquals(0, registry.getSessionId());
    }
}
