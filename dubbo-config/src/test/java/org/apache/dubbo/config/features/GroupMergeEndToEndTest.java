package org.apache.dubbo.config.features;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.MethodConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.apache.dubbo.rpc.RpcException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Group merge as a user meets it: providers of one interface in groups {@code a}, {@code b} and {@code c}
 * registered in a real ZooKeeper, a reference to {@code group="*"} or a list of groups with {@code merger}.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class GroupMergeEndToEndTest {

    private static EmbeddedZooKeeper zooKeeper;
    private static final List<DubboBootstrap> PROVIDERS = new ArrayList<>();
    private static String root;
    private final List<ReferenceConfig<?>> references = new ArrayList<>();

    /** What the provider of group {@code g} returns. */
    static final class GroupCatalog implements Catalog {
        private final String group;

        GroupCatalog(String group) {
            this.group = group;
        }

        @Override
        public List<String> list() {
            return Arrays.asList(group + "1", group + "2");
        }

        @Override
        public Set<String> set() {
            return new HashSet<>(Arrays.asList(group, "shared"));
        }

        @Override
        public Map<String, String> map() {
            Map<String, String> map = new HashMap<>();
            map.put(group, group.toUpperCase());
            return map;
        }

        @Override
        public String[] array() {
            return new String[] {group};
        }

        @Override
        public int[] ints() {
            return new int[] {group.charAt(0)};
        }

        @Override
        public Basket basket() {
            return new Basket(group);
        }

        @Override
        public Total total() {
            return new Total(group.charAt(0) - 'a' + 1);
        }

        @Override
        public String name() {
            return group;
        }
    }

    @BeforeAll
    static void startProviders() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
        root = "merge" + System.nanoTime();
        for (String group : Arrays.asList("a", "b", "c")) {
            ProtocolConfig protocol = new ProtocolConfig("dubbo", NetUtils.getAvailablePort());
            protocol.setHost("127.0.0.1");
            ServiceConfig<Catalog> service = new ServiceConfig<>();
            service.setInterface(Catalog.class);
            service.setRef(new GroupCatalog(group));
            service.setGroup(group);
            PROVIDERS.add(DubboBootstrap.newInstance().application("merge-provider-" + group).protocol(protocol)
                    .registry(registry()).service(service).start());
        }
    }

    @AfterAll
    static void stopProviders() {
        PROVIDERS.forEach(DubboBootstrap::stop);
        zooKeeper.close();
    }

    @AfterEach
    void destroyReferences() {
        references.forEach(ReferenceConfig::destroy);
    }

    private static RegistryConfig registry() {
        RegistryConfig registry = new RegistryConfig("zookeeper://" + zooKeeper.getConnectString());
        registry.setGroup(root);
        registry.setParameters(Collections.singletonMap("delay-notification", "0"));
        return registry;
    }

    private Catalog reference(String group, String merger, MethodConfig... methods) throws InterruptedException {
        ReferenceConfig<Catalog> reference = new ReferenceConfig<>();
        reference.setApplication(new ApplicationConfig("merge-consumer"));
        reference.setInterface(Catalog.class);
        reference.setGroup(group);
        reference.setMerger(merger);
        reference.setRegistry(registry());
        reference.setScope("remote");
        reference.setTimeout(5000);
        reference.setMethods(Arrays.asList(methods));
        references.add(reference);
        Catalog catalog = reference.get();
        if (merger != null) {
            awaitGroups(catalog, "*".equals(group) ? 3 : group.split(",").length);
        }
        return catalog;
    }

    /** Waits until every provider group is known to the consumer (the registry notifies asynchronously). */
    private static void awaitGroups(Catalog catalog, int groups) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (catalog.array().length < groups) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not every group became visible: " + Arrays.toString(catalog.array()));
            }
            Thread.sleep(20);
        }
    }

    private static MethodConfig method(String name, String merger) {
        MethodConfig method = new MethodConfig();
        method.setName(name);
        method.setMerger(merger);
        return method;
    }

    @Test
    void theBuiltInMergersFollowTheReturnType() throws Exception {
        Catalog catalog = reference("*", "true", method("name", "false"));
        List<String> list = catalog.list();
        assertEquals(6, list.size(), list::toString);
        assertEquals(new HashSet<>(Arrays.asList("a1", "a2", "b1", "b2", "c1", "c2")), new HashSet<>(list));
        assertEquals(new HashSet<>(Arrays.asList("a", "b", "c", "shared")), catalog.set());
        Map<String, String> expectedMap = new HashMap<>();
        expectedMap.put("a", "A");
        expectedMap.put("b", "B");
        expectedMap.put("c", "C");
        assertEquals(expectedMap, catalog.map());
        String[] array = catalog.array();
        Arrays.sort(array);
        assertArrayEquals(new String[] {"a", "b", "c"}, array);
        int[] ints = catalog.ints();
        Arrays.sort(ints);
        assertArrayEquals(new int[] {'a', 'b', 'c'}, ints);
    }

    @Test
    void aMethodMergerAndAUserMergerExtension() throws Exception {
        Catalog catalog = reference("*", "true", method("basket", ".addAll"), method("total", "total"),
                method("name", "false"));
        assertEquals(new HashSet<>(Arrays.asList("a", "b", "c")), new HashSet<>(catalog.basket().getItems()));
        assertEquals(1 + 2 + 3, catalog.total().getValue());
    }

    @Test
    void aListOfGroupsMergesOnlyThoseAndNoMergerCallsOneGroup() throws Exception {
        Catalog catalog = reference("a,c", "true", method("list", "list"));
        assertEquals(new LinkedHashSet<>(Arrays.asList("a1", "a2", "c1", "c2")), new HashSet<>(catalog.list()));
        Catalog single = reference("a,b", null);
        Set<String> names = new HashSet<>();
        for (int i = 0; i < 20; i++) {
            names.add(single.name());
        }
        assertEquals(1, names.size(), names::toString);
    }

    @Test
    void anUnknownMergerNameFailsTheCallWithAClearError() throws Exception {
        Catalog catalog = reference("*", "true", method("list", "nosuchmerger"));
        RpcException e = assertThrows(RpcException.class, catalog::list);
        assertTrue(e.getMessage().contains("nosuchmerger"), e::getMessage);
    }
}
