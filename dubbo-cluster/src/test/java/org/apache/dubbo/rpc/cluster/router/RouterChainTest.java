package org.apache.dubbo.rpc.cluster.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.DemoService;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.apache.dubbo.rpc.cluster.InvokerSnapshot;
import org.apache.dubbo.rpc.cluster.RouterChain;
import org.apache.dubbo.rpc.cluster.router.state.StateRouter;
import org.junit.jupiter.api.Test;

class RouterChainTest {

    private static final String CONSUMER = "consumer://10.1.1.1/" + DemoService.class.getName() + "?application=web";

    private final List<Invoker<DemoService>> providers = Collections.unmodifiableList(Arrays.asList(
            Providers.at("10.0.0.1:20880", "zone", "a"),
            Providers.at("10.0.0.2:20880", "zone", "b", "drain", "true"),
            Providers.at("10.0.0.3:20880", "zone", "b", "dubbo.tag", "gray")));

    private List<String> route(RouterChain<DemoService> chain, URL consumer) {
        chain.setInvokers(providers);
        return Providers.addresses(chain.route(consumer, providers, Invocations.sync("sayHello", "x")));
    }

    @Test
    void activatedStateRoutersRunInOrderWithUsersOwn() {
        URL consumer = URL.valueOf(CONSUMER + "&zone=b");
        RouterChain<DemoService> chain = RouterChain.buildChain(DemoService.class, consumer);
        List<String> names = new java.util.ArrayList<>();
        for (StateRouter<DemoService> router : chain.getStateRouters()) {
            names.add(router.getClass().getSimpleName());
        }
        assertEquals(Arrays.asList("TagStateRouter", "ServiceStateRouter", "ProviderAppStateRouter", "AppStateRouter",
                ""), names, "tag 100, service 140, provider-app 145, app 150, the user's 500");
        // the user's zone router keeps zone b; the tag router drops the gray provider
        assertEquals(Arrays.asList("10.0.0.2:20880"), route(chain, consumer));
    }

    @Test
    void theRouterAttributeRemovesAndAddsExtensions() {
        URL consumer = URL.valueOf(CONSUMER + "&zone=b&router=-tag,drain");
        RouterChain<DemoService> chain = RouterChain.buildChain(DemoService.class, consumer);
        assertEquals(Arrays.asList("10.0.0.3:20880"), route(chain, consumer), "no tag router; the drain router");
        URL none = URL.valueOf(CONSUMER + "&router=-default");
        RouterChain<DemoService> empty = RouterChain.buildChain(DemoService.class, none);
        assertTrue(empty.isEmpty());
        empty.setInvokers(providers);
        assertSame(providers, empty.route(none, providers, Invocations.sync("count")));
    }

    @Test
    void registryRouteRulesJoinAndLeaveTheChain() {
        URL consumer = URL.valueOf(CONSUMER + "&router=-default");
        RouterChain<DemoService> chain = RouterChain.buildChain(DemoService.class, consumer);
        chain.setInvokers(providers);
        chain.setRegistryRoutes(Arrays.asList(
                URL.valueOf("route://0.0.0.0/" + DemoService.class.getName() + "?category=routers&rule="
                        + URL.encode("=> host = 10.0.0.3")),
                URL.valueOf("route://0.0.0.0/" + DemoService.class.getName() + "?category=routers&rule="
                        + URL.encode("=> = broken")),
                URL.valueOf("route://0.0.0.0/" + DemoService.class.getName() + "?category=routers&router=script"
                        + "&rule=x")));
        assertEquals(Arrays.asList("10.0.0.3:20880"), route(chain, consumer), "the broken and script rules are left out");
        chain.setRegistryRoutes(Collections.singletonList(URL.valueOf("empty://10.1.1.1/x?category=routers")));
        assertEquals(3, route(chain, consumer).size());
    }

    @Test
    void aSnapshotIsRoutedAsGivenAndAPlainListIsCopied() {
        URL consumer = URL.valueOf(CONSUMER + "&zone=b");
        RouterChain<DemoService> chain = RouterChain.buildChain(DemoService.class, consumer);
        InvokerSnapshot<DemoService> snapshot = InvokerSnapshot.copyOf(providers);
        chain.setInvokers(snapshot);
        assertEquals(Arrays.asList("10.0.0.2:20880"),
                Providers.addresses(chain.route(consumer, snapshot, Invocations.sync("sayHello", "x"))));

        // the owner of a plain list may change it after handing it over: what the routers were told stays
        List<Invoker<DemoService>> owned = new ArrayList<>(providers);
        chain.setInvokers(owned);
        owned.remove(1);
        assertEquals(Collections.emptyList(),
                Providers.addresses(chain.route(consumer, owned, Invocations.sync("sayHello", "x"))),
                "of the two left, zone b has only the gray one, which an untagged call does not reach");
    }
}
