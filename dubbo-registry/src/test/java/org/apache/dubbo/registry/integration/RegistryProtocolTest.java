package org.apache.dubbo.registry.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.registry.Eventually;
import org.apache.dubbo.registry.Registry;
import org.apache.dubbo.registry.RegistryFactory;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.apache.dubbo.registry.zookeeper.TreeProbe;
import org.apache.dubbo.registry.zookeeper.ZookeeperRegistryFactory;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.ClusterInvoker;
import org.apache.zookeeper.CreateMode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The registry protocol against a real ZooKeeper: exporting registers, referring subscribes and calls, unexporting
 * withdraws, override rules change both sides, and registries are released with their last user. Every test uses
 * its own ZooKeeper root ({@code group}), so tests never see each other's nodes.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class RegistryProtocolTest {

    public interface Echo {
        String echo(String text);
    }

    private static final String ECHO = Echo.class.getName();
    private static final AtomicInteger ROOTS = new AtomicInteger();
    private static EmbeddedZooKeeper zooKeeper;
    private static TreeProbe probe;

    private final RegistryProtocol protocol = new RegistryProtocol();
    private final ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");
    private final List<Exporter<?>> exporters = new ArrayList<>();
    private final List<Invoker<?>> references = new ArrayList<>();
    private String root;

    @BeforeAll
    static void startZooKeeper() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        probe = new TreeProbe(zooKeeper.getConnectString());
    }

    @AfterAll
    static void stopZooKeeper() {
        probe.close();
        zooKeeper.close();
    }

    @BeforeEach
    void newRoot() {
        root = "rp" + ROOTS.incrementAndGet();
    }

    @AfterEach
    void release() {
        references.forEach(Invoker::destroy);
        exporters.forEach(Exporter::unexport);
        protocol.destroy();
    }

    private URL registry(String extra) {
        return URL.valueOf("registry://" + zooKeeper.getConnectString() + "/org.apache.dubbo.registry.RegistryService"
                + "?registry=zookeeper&application=rp-test&group=" + root + "&delay-notification=0"
                + "&register-mode=interface" + extra);
    }

    private static URL provider(int port, String extra) {
        return URL.valueOf("dubbo://127.0.0.1:" + port + "/" + ECHO + "?interface=" + ECHO + "&application=echo-app"
                + "&side=provider&methods=echo&bind.ip=127.0.0.1&bind.port=" + port + "&anyhost=false&timestamp="
                + System.currentTimeMillis() + extra);
    }

    private Exporter<Echo> export(URL registry, URL provider, String reply) {
        Echo impl = text -> reply + ":" + text;
        Invoker<Echo> invoker = proxies.getInvoker(impl, Echo.class,
                registry.addParameterAndEncoded("export", provider.toFullString()));
        Exporter<Echo> exporter = protocol.export(invoker);
        exporters.add(exporter);
        return exporter;
    }

    private Invoker<Echo> refer(URL registry, String extra) {
        String refer = "interface=" + ECHO + "&application=echo-client&side=consumer&methods=echo&register.ip=127.0.0.1"
                + "&check=false&migration.step=FORCE_INTERFACE&timeout=3000" + extra;
        Invoker<Echo> invoker = protocol.refer(Echo.class, registry.addParameterAndEncoded("refer", refer));
        references.add(invoker);
        return invoker;
    }

    private List<URL> nodes(String category) throws Exception {
        List<URL> urls = new ArrayList<>();
        for (String child : probe.children("/" + root + "/" + URL.encode(ECHO) + "/" + category)) {
            urls.add(URL.valueOf(URL.decode(child)));
        }
        return urls;
    }

    private static List<Invoker<Echo>> providersOf(Invoker<Echo> reference) {
        return ((ClusterInvoker<Echo>) reference).getDirectory().getAllInvokers();
    }

    @Test
    void userAddressListenersAndRegistryListenersSeeEveryStep() throws Exception {
        org.apache.dubbo.registry.extension.RecordingAddressListener.EVENTS.clear();
        org.apache.dubbo.registry.extension.RecordingRegistryServiceListener.EVENTS.clear();
        int drained = NetUtils.getAvailablePort();
        int kept = NetUtils.getAvailablePort(drained + 1);
        export(registry(""), provider(drained, "&drain=true"), "drained");
        export(registry(""), provider(kept, ""), "kept");
        Invoker<Echo> reference = refer(registry(""), "&record.addresses=true");
        Eventually.within(Duration.ofSeconds(10), "the address listener drops the drained provider",
                () -> providersOf(reference).size() == 1 && providersOf(reference).get(0).getUrl().getPort() == kept);
        assertTrue(org.apache.dubbo.registry.extension.RecordingAddressListener.EVENTS.contains(
                "notify " + ECHO + " 2 true"), org.apache.dubbo.registry.extension.RecordingAddressListener.EVENTS::toString);
        List<String> registryEvents = org.apache.dubbo.registry.extension.RecordingRegistryServiceListener.EVENTS;
        assertTrue(registryEvents.contains("register dubbo " + ECHO), registryEvents::toString);
        assertTrue(registryEvents.contains("register consumer " + ECHO), registryEvents::toString);
        assertTrue(registryEvents.contains("subscribe consumer " + ECHO), registryEvents::toString);
        reference.destroy();
        assertTrue(org.apache.dubbo.registry.extension.RecordingAddressListener.EVENTS.contains("destroy " + ECHO));
        assertTrue(registryEvents.contains("unregister consumer " + ECHO), registryEvents::toString);
        assertTrue(registryEvents.contains("unsubscribe consumer " + ECHO), registryEvents::toString);
    }

    @Test
    void exportRegistersTheProviderAndAReferenceCallsIt() throws Exception {
        int port = NetUtils.getAvailablePort();
        export(registry(""), provider(port, ""), "a");

        List<URL> registered = nodes("providers");
        assertEquals(1, registered.size(), "one provider node: " + registered);
        URL node = registered.get(0);
        assertEquals(port, node.getPort());
        assertFalse(node.hasParameter("bind.ip"), "process-local keys are not registered: " + node);
        assertFalse(node.hasParameter("anyhost"), "process-local keys are not registered: " + node);

        Echo echo = proxies.getProxy(refer(registry(""), ""));
        assertEquals("a:hi", echo.echo("hi"));
        List<URL> consumers = nodes("consumers");
        assertEquals(1, consumers.size(), "the consumer registered itself: " + consumers);
        assertEquals("consumer", consumers.get(0).getProtocol());
    }

    @Test
    void consumerValuesWinOverProviderDefaultsButProviderTimestampStays() throws Exception {
        int port = NetUtils.getAvailablePort();
        export(registry(""), provider(port, "&timeout=9000&retries=5&weight=150&threads=300"), "a");
        Invoker<Echo> reference = refer(registry(""), "&retries=1");

        URL merged = providersOf(reference).get(0).getUrl();
        assertEquals("3000", merged.getParameter("timeout"), "consumer timeout wins: " + merged);
        assertEquals("1", merged.getParameter("retries"), "consumer retries win: " + merged);
        assertEquals("150", merged.getParameter("weight"), "provider weight is a default: " + merged);
        assertFalse(merged.hasParameter("threads"), "provider thread settings are dropped: " + merged);
        assertTrue(merged.getParameter("timestamp", 0L) > 0, "warm-up needs the provider's start time: " + merged);
        assertEquals("echo-app", merged.getParameter("remote.application"));
    }

    @Test
    void unexportWithdrawsTheProviderAndCallsFailFastAsForbidden() throws Exception {
        int port = NetUtils.getAvailablePort();
        Exporter<Echo> exporter = export(registry(""), provider(port, ""), "a");
        Echo echo = proxies.getProxy(refer(registry(""), ""));
        assertEquals("a:x", echo.echo("x"));

        exporter.unexport();
        assertTrue(nodes("providers").isEmpty(), "the node is gone at once");
        Eventually.within(Duration.ofSeconds(60), "calls to fail as forbidden", () -> {
            try {
                echo.echo("y");
                return false;
            } catch (RpcException e) {
                return e.getCode() == RpcException.FORBIDDEN_EXCEPTION
                        && e.getMessage().contains("No provider available from registry");
            }
        });
    }

    @Test
    void aProviderThatAppearsLaterIsCalled() throws Exception {
        Invoker<Echo> reference = refer(registry(""), "");
        assertFalse(reference.isAvailable(), "no provider yet");
        export(registry(""), provider(NetUtils.getAvailablePort(), ""), "late");
        Eventually.within(Duration.ofSeconds(60), "the provider to show up", reference::isAvailable);
        assertEquals("late:z", proxies.getProxy(reference).echo("z"));
    }

    @Test
    void aUrlAnnouncedAtTwoRegistriesIsExportedOnceAndClosedWithItsLastRegistry() throws Exception {
        int port = NetUtils.getAvailablePort();
        URL first = registry("");
        URL second = registry("").addParameter("group", root + "-second");
        URL provider = provider(port, "");
        Exporter<Echo> one = export(first, provider, "shared");
        Exporter<Echo> two = export(second, provider, "shared");
        Echo viaSecond = proxies.getProxy(refer(second, ""));
        assertEquals("shared:1", viaSecond.echo("1"));

        one.unexport();
        assertEquals("shared:2", viaSecond.echo("2"), "the export lives while a registry still announces it");
        two.unexport();
        assertThrows(RpcException.class, () -> viaSecond.echo("3"));
    }

    @Test
    void registerFalseExportsWithoutRegistering() throws Exception {
        int port = NetUtils.getAvailablePort();
        export(registry("&register=false"), provider(port, ""), "quiet");
        assertTrue(nodes("providers").isEmpty());
        Invoker<Echo> direct = ExtensionLoader.getExtensionLoader(org.apache.dubbo.rpc.Protocol.class)
                .getExtension("dubbo").refer(Echo.class, URL.valueOf("dubbo://127.0.0.1:" + port + "/" + ECHO
                        + "?interface=" + ECHO + "&timeout=3000"));
        references.add(direct);
        assertEquals("quiet:ok", proxies.getProxy(direct).echo("ok"), "the service is exported all the same");
    }

    @Test
    void overrideRulesReachTheConsumerAndTheRegistration() throws Exception {
        int port = NetUtils.getAvailablePort();
        export(registry(""), provider(port, "&weight=100"), "a");
        Invoker<Echo> reference = refer(registry(""), "");
        assertEquals("100", providersOf(reference).get(0).getUrl().getParameter("weight"));

        writeRule("override://127.0.0.1:" + port + "/" + ECHO + "?category=configurators&dynamic=false"
                + "&enabled=true&weight=250");
        Eventually.within(Duration.ofSeconds(60), "the consumer to see weight 250",
                () -> "250".equals(providersOf(reference).get(0).getUrl().getParameter("weight")));
        Eventually.within(Duration.ofSeconds(60), "the provider to re-register with weight 250",
                () -> nodes("providers").size() == 1 && "250".equals(nodes("providers").get(0).getParameter("weight")));
    }

    @Test
    void aDisablingRuleTakesTheProviderAwayFromConsumers() throws Exception {
        int disabledPort = NetUtils.getAvailablePort();
        int keptPort = NetUtils.getAvailablePort(disabledPort + 1);
        export(registry(""), provider(disabledPort, ""), "off");
        export(registry(""), provider(keptPort, ""), "on");
        Invoker<Echo> reference = refer(registry(""), "");
        Eventually.within(Duration.ofSeconds(60), "both providers", () -> providersOf(reference).size() == 2);

        writeRule("override://127.0.0.1:" + disabledPort + "/" + ECHO + "?category=configurators&disabled=true");
        Eventually.within(Duration.ofSeconds(60), "one provider left", () -> providersOf(reference).size() == 1);
        Echo echo = proxies.getProxy(reference);
        for (int i = 0; i < 20; i++) {
            assertEquals("on:" + i, echo.echo(String.valueOf(i)));
        }
    }

    @Test
    void providersOfUnsupportedProtocolsAndOtherGroupsAreLeftOut() throws Exception {
        int port = NetUtils.getAvailablePort();
        export(registry(""), provider(port, ""), "dubbo");
        writeNode("providers", "tri://127.0.0.1:50051/" + ECHO + "?interface=" + ECHO + "&side=provider&methods=echo");
        writeNode("providers", "dubbo://127.0.0.1:1/" + ECHO + "?interface=" + ECHO + "&side=provider&group=other");
        Invoker<Echo> reference = refer(registry(""), "");

        assertEquals(1, providersOf(reference).size(), "only the dubbo provider of the default group: "
                + providersOf(reference));
        assertEquals("dubbo:ok", proxies.getProxy(reference).echo("ok"));
    }

    @Test
    void theLastUserLeavingDestroysTheRegistry() throws Exception {
        URL registryUrl = registry("");
        Exporter<Echo> exporter = export(registryUrl, provider(NetUtils.getAvailablePort(), ""), "a");
        Invoker<Echo> reference = refer(registryUrl, "");
        assertTrue(liveRegistryAt(root), "registry in use");

        reference.destroy();
        assertTrue(nodes("consumers").isEmpty(), "the consumer node goes with the reference");
        assertTrue(liveRegistryAt(root), "still used by the export");
        exporter.unexport();
        assertFalse(liveRegistryAt(root), "destroyed with its last user");
    }

    @Test
    void badSettingsAreRefusedWithTheirName() {
        IllegalArgumentException step = assertThrows(IllegalArgumentException.class,
                () -> refer(registry(""), "&migration.step=SIDEWAYS"));
        assertTrue(step.getMessage().contains("migration.step='SIDEWAYS'"), step.getMessage());

        IllegalStateException type = assertThrows(IllegalStateException.class,
                () -> refer(registry("").addParameter("registry", "etcd9"), ""));
        assertTrue(type.getMessage().contains("etcd9"), type.getMessage());

        IllegalArgumentException noExport = assertThrows(IllegalArgumentException.class,
                () -> protocol.export(proxies.getInvoker(text -> text, Echo.class, registry(""))));
        assertTrue(noExport.getMessage().contains("export"), noExport.getMessage());
    }

    @Test
    void anUnknownRegisterModeFallsBackToInterfaceLevel() throws Exception {
        export(registry("").addParameter("register-mode", "everywhere"), provider(NetUtils.getAvailablePort(), ""),
                "a");
        assertEquals(1, nodes("providers").size());
    }

    private boolean liveRegistryAt(String group) {
        ZookeeperRegistryFactory factory = (ZookeeperRegistryFactory) ExtensionLoader
                .getExtensionLoader(RegistryFactory.class).getExtension("zookeeper");
        for (Registry registry : factory.getRegistries()) {
            if (group.equals(registry.getUrl().getParameter("group"))) {
                return true;
            }
        }
        return false;
    }

    private void writeRule(String rule) throws Exception {
        writeNode("configurators", rule);
    }

    private void writeNode(String category, String url) throws Exception {
        probe.client().create().creatingParentsIfNeeded().withMode(CreateMode.PERSISTENT)
                .forPath("/" + root + "/" + URL.encode(ECHO) + "/" + category + "/" + URL.encode(url));
    }
}
