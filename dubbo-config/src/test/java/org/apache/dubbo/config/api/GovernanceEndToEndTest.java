package org.apache.dubbo.config.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
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
import org.apache.dubbo.rpc.RpcContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Governance rules in the ZooKeeper config center, written where Dubbo Admin writes them, change where our
 * consumer's calls go while it runs: condition rules of service and application scope, a tag rule, override rules;
 * and the legacy {@code routers} category of the registry. Three providers answer with their port.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class GovernanceEndToEndTest {

    public interface Port {
        int port();
    }

    private static final Duration APPLIED = Duration.ofSeconds(15);

    private final List<DubboBootstrap> bootstraps = new ArrayList<>();
    private EmbeddedZooKeeper zooKeeper;
    private CuratorFramework probe;
    private int portA;
    private int portB;
    private int portC;
    private Port port;

    @BeforeEach
    void start() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        probe = CuratorFrameworkFactory.newClient(zooKeeper.getConnectString(), new RetryOneTime(100));
        probe.start();
        probe.blockUntilConnected(30, TimeUnit.SECONDS);
        portA = provider(null);
        portB = provider("gray");
        portC = provider(null);
        ReferenceConfig<Port> reference = new ReferenceConfig<>();
        reference.setInterface(Port.class);
        reference.setScope("remote");
        reference.setCheck(false);
        ApplicationConfig application = new ApplicationConfig("gov-consumer");
        DubboBootstrap consumer = DubboBootstrap.newInstance().application(application)
                .registry(new RegistryConfig(registry())).reference(reference);
        bootstraps.add(consumer);
        consumer.start();
        port = reference.get();
        await("the untagged providers", null, Set.of(portA, portC));
    }

    @AfterEach
    void stop() {
        for (int i = bootstraps.size() - 1; i >= 0; i--) {
            bootstraps.get(i).stop();
        }
        probe.close();
        zooKeeper.close();
    }

    private String registry() {
        return "zookeeper://" + zooKeeper.getConnectString();
    }

    private int provider(String tag) {
        int port = NetUtils.getAvailablePort();
        ServiceConfig<Port> service = new ServiceConfig<>();
        service.setInterface(Port.class);
        service.setRef(() -> port);
        service.setTag(tag);
        ApplicationConfig application = new ApplicationConfig("gov-provider");
        application.setRegisterMode("interface");
        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setHost("127.0.0.1");
        DubboBootstrap bootstrap = DubboBootstrap.newInstance().application(application)
                .registry(new RegistryConfig(registry())).protocol(protocol).service(service);
        bootstraps.add(bootstrap);
        bootstrap.start();
        return port;
    }

    private Set<Integer> ports(String tag, int calls) {
        Set<Integer> ports = new TreeSet<>();
        for (int i = 0; i < calls; i++) {
            if (tag != null) {
                RpcContext.getClientAttachment().setAttachment("dubbo.tag", tag);
            }
            try {
                ports.add(port.port());
            } catch (RuntimeException e) {
                ports.add(-1);
            }
        }
        return ports;
    }

    private void await(String what, String tag, Set<Integer> expected) throws InterruptedException {
        long deadline = System.nanoTime() + APPLIED.toNanos();
        Set<Integer> seen = ports(tag, 20);
        while (!seen.equals(expected)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError(what + ": expected calls to " + expected + " but they went to " + seen);
            }
            Thread.sleep(50);
            seen = ports(tag, 20);
        }
    }

    private void write(String path, String content) throws Exception {
        probe.create().orSetData().creatingParentsIfNeeded().forPath(path, content.getBytes(StandardCharsets.UTF_8));
    }

    private void delete(String path) throws Exception {
        probe.delete().forPath(path);
    }

    @Test
    void conditionRulesOfServiceAndApplicationScopeApplyLive() throws Exception {
        String service = "/dubbo/config/dubbo/" + Port.class.getName() + "::.condition-router";
        write(service, "configVersion: v3.0\nscope: service\nforce: true\nkey: " + Port.class.getName()
                + "\nconditions:\n  - '=> port = " + portC + "'\n");
        await("the service rule", null, Set.of(portC));
        write(service, "conditions: [ broken");
        assertEquals(Set.of(portC), ports(null, 20), "a broken rule leaves the previous one in force");
        delete(service);
        await("the rule removed", null, Set.of(portA, portC));

        String application = "/dubbo/config/dubbo/gov-consumer.condition-router";
        write(application, "configVersion: v3.0\nscope: application\nforce: false\nkey: gov-consumer\n"
                + "conditions:\n  - 'application = gov-consumer => port = " + portA + "'\n");
        await("the application rule", null, Set.of(portA));
        write(application, "scope: application\nenabled: false\nconditions:\n  - '=> port = " + portA + "'\n");
        await("the application rule disabled", null, Set.of(portA, portC));
    }

    @Test
    void conditionRulesOfVersion31ChooseAmongWeightedDestinationsLive() throws Exception {
        String rule = "/dubbo/config/dubbo/" + Port.class.getName() + "::.condition-router";
        String head = "configVersion: v3.1\nscope: service\nforce: false\nenabled: true\nkey: " + Port.class.getName()
                + "\nconditions:\n  - from: {match: 'method = port'}\n    to:\n";
        write(rule, head + "      - {match: 'port = 1', weight: 100}\n"
                + "      - {match: 'port = " + portC + "', weight: 1}\n");
        await("the one destination with providers", null, Set.of(portC));
        write(rule, head + "      - {match: 'port = " + portC + "', weight: 50}\n"
                + "      - {match: 'port = " + portA + "', weight: 50}\n");
        await("both destinations by weight", null, Set.of(portA, portC));
        write(rule, head.replace("    to:\n", "    to: []\n"));
        await("no destination: no provider", null, Set.of(-1));
        delete(rule);
        await("the rule removed", null, Set.of(portA, portC));
    }

    @Test
    void tagRulesApplyLive() throws Exception {
        assertEquals(Set.of(portB), ports("gray", 10));
        write("/dubbo/config/dubbo/gov-provider.tag-router", "force: true\nkey: gov-provider\ntags:\n"
                + "  - name: blue\n    addresses: ['" + registeredHost() + ":" + portC + "']\n");
        await("tag blue", "blue", Set.of(portC));
        await("untagged calls avoid the blue and the gray provider", null, Set.of(portA));
    }

    @Test
    void overrideRulesOfTheConfigCenterApplyOnConsumersAndProviders() throws Exception {
        String consumerRule = "/dubbo/config/dubbo/gov-consumer.configurators";
        write(consumerRule, "configVersion: v3.0\nscope: application\nkey: gov-consumer\nconfigs:\n"
                + "  - side: consumer\n    providerAddresses: ['" + registeredHost() + ":" + portC + "']\n"
                + "    parameters: {disabled: true}\n");
        await("provider C disabled for this consumer", null, Set.of(portA));
        delete(consumerRule);
        await("provider C back", null, Set.of(portA, portC));

        String serviceRule = "/dubbo/config/dubbo/" + Port.class.getName() + "::.configurators";
        write(serviceRule, "configVersion: v3.0\nscope: service\nkey: " + Port.class.getName() + "\nconfigs:\n"
                + "  - side: provider\n    addresses: ['" + registeredHost() + ":" + portA + "']\n"
                + "    parameters: {weight: 333}\n");
        String providers = "/dubbo/" + java.net.URLEncoder.encode(Port.class.getName(), "UTF-8") + "/providers";
        long deadline = System.nanoTime() + APPLIED.toNanos();
        while (!registered(providers, portA).contains("weight=333")) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("provider A did not re-register with weight=333: " + registered(providers,
                        portA));
            }
            Thread.sleep(50);
        }
        // Apache 3.3.5 matches a provider-side rule's address by host only: every provider on that host takes it
        while (!registered(providers, portC).contains("weight=333")) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("provider C (same host) did not re-register with weight=333");
            }
            Thread.sleep(50);
        }
        delete(serviceRule);
        while (registered(providers, portA).contains("weight=333")) {
            if (System.nanoTime() > deadline + APPLIED.toNanos()) {
                throw new AssertionError("provider A kept weight=333 after the rule was removed");
            }
            Thread.sleep(50);
        }
    }

    /** The decoded provider URLs registered on {@code port}. */
    private String registered(String providers, int port) throws Exception {
        StringBuilder urls = new StringBuilder();
        for (String child : probe.getChildren().forPath(providers)) {
            String url = java.net.URLDecoder.decode(child, "UTF-8");
            if (url.contains(":" + port + "/")) {
                urls.append(url).append('\n');
            }
        }
        return urls.toString();
    }

    @Test
    void registryRouteRulesApplyLive() throws Exception {
        String rule = "route://0.0.0.0/" + Port.class.getName() + "?category=routers&dynamic=false&rule="
                + java.net.URLEncoder.encode("=> port = " + portA, "UTF-8");
        String path = "/dubbo/" + java.net.URLEncoder.encode(Port.class.getName(), "UTF-8") + "/routers/"
                + java.net.URLEncoder.encode(rule, "UTF-8");
        write(path, "");
        await("the registry route rule", null, Set.of(portA));
        delete(path);
        await("the registry route rule removed", null, Set.of(portA, portC));
    }

    /** What the providers register: host 127.0.0.1 means "no host", so this machine's address (as in Apache Dubbo). */
    private static String registeredHost() {
        return NetUtils.getLocalHost();
    }
}
