package org.apache.dubbo.rpc.cluster.router.condition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.cluster.DemoService;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.apache.dubbo.rpc.cluster.router.Providers;
import org.apache.dubbo.rpc.cluster.router.state.BitList;
import org.junit.jupiter.api.Test;

class ConditionStateRouterTest {

    private static final URL CONSUMER = URL.valueOf("consumer://10.1.1.1/" + DemoService.class.getName()
            + "?application=web&region=east&interface=" + DemoService.class.getName());

    private final List<Invoker<DemoService>> providers = Arrays.asList(
            Providers.at("10.0.0.1:20880", "region", "east", "version", "1.0"),
            Providers.at("10.0.0.2:20880", "region", "west", "version", "2.0"),
            Providers.at("10.0.0.3:20881", "region", "east", "version", "2.0"));

    private List<String> route(String rule, boolean force, RpcInvocation invocation) {
        ConditionStateRouter<DemoService> router = new ConditionStateRouter<>(CONSUMER, rule, force, true);
        return Providers.addresses(router.route(new BitList<>(providers), CONSUMER, invocation, false, null));
    }

    private List<String> route(String rule) {
        return route(rule, false, Invocations.sync("sayHello", "x"));
    }

    @Test
    void thenSelectsProvidersByHostAddressPortAndParameters() {
        assertEquals(Arrays.asList("10.0.0.2:20880"), route("=> host = 10.0.0.2"));
        assertEquals(Arrays.asList("10.0.0.3:20881"), route("=> address = *:20881"));
        assertEquals(Arrays.asList("10.0.0.1:20880", "10.0.0.2:20880"), route("=> port = 20880"));
        assertEquals(Arrays.asList("10.0.0.2:20880", "10.0.0.3:20881"), route("=> version = 2.0"));
        assertEquals(Arrays.asList("10.0.0.1:20880", "10.0.0.3:20881"), route("=> host = 10.0.0.1,10.0.0.3"));
        assertEquals(Arrays.asList("10.0.0.3:20881"), route("=> region = east & version != 1.0"));
        assertEquals(Arrays.asList("10.0.0.1:20880", "10.0.0.3:20881"), route("=> host = 10.0.0.*  & host != 10.0.0.2"));
    }

    @Test
    void whenSelectsConsumersByMethodApplicationArgumentsAndHost() {
        assertEquals(Arrays.asList("10.0.0.1:20880"), route("method = sayHello => host = 10.0.0.1"));
        assertEquals(3, route("method = count => host = 10.0.0.1").size(), "another method is not routed");
        assertEquals(Arrays.asList("10.0.0.1:20880"), route("method = say* => host = 10.0.0.1"));
        assertEquals(Arrays.asList("10.0.0.1:20880"), route("application = web => host = 10.0.0.1"));
        assertEquals(3, route("application = batch => host = 10.0.0.1").size());
        assertEquals(Arrays.asList("10.0.0.1:20880"), route("consumer.host = 10.1.1.* => provider.host = 10.0.0.1"));
        assertEquals(Arrays.asList("10.0.0.2:20880"), route("arguments[0] = vip => host = 10.0.0.2", false,
                Invocations.sync("sayHello", "vip")));
        assertEquals(3, route("arguments[0] = vip => host = 10.0.0.2", false, Invocations.sync("sayHello", "x")).size());
        RpcInvocation tagged = Invocations.sync("sayHello", "x");
        tagged.setAttachment("user", "42");
        assertEquals(Arrays.asList("10.0.0.3:20881"), route("attachments[user] = 40~50 => host = 10.0.0.3", false,
                tagged));
    }

    @Test
    void consumerParametersAreReferencedWithDollar() {
        assertEquals(Arrays.asList("10.0.0.1:20880", "10.0.0.3:20881"), route("=> region = $region"));
    }

    @Test
    void noMatchFallsBackToAllUnlessForced() {
        assertEquals(3, route("=> host = 10.9.9.9").size());
        assertEquals(0, route("=> host = 10.9.9.9", true, Invocations.sync("sayHello", "x")).size());
    }

    @Test
    void anEmptyThenBlacklistsTheConsumer() {
        assertEquals(0, route("host = 10.1.1.1 =>").size());
        assertEquals(0, route("host = 10.1.1.1 => false").size());
        assertEquals(3, route("host = 10.1.1.2 =>").size());
    }

    @Test
    void aDisabledRuleRoutesNothing() {
        ConditionStateRouter<DemoService> router = new ConditionStateRouter<>(CONSUMER, "=> host = 10.0.0.1", true,
                false);
        assertEquals(3, router.route(new BitList<>(providers), CONSUMER, Invocations.sync("count"), false, null)
                .size());
    }

    @Test
    void registryRouteUrlsCarryAnEncodedRule() {
        URL route = URL.valueOf("route://0.0.0.0/" + DemoService.class.getName() + "?category=routers&router=condition"
                + "&rule=" + URL.encode("method = sayHello => host = 10.0.0.2") + "&force=true");
        ConditionStateRouter<DemoService> router = new ConditionStateRouter<>(route);
        assertEquals(Arrays.asList("10.0.0.2:20880"), Providers.addresses(router.route(new BitList<>(providers),
                CONSUMER, Invocations.sync("sayHello", "x"), false, null)));
        assertTrue(router.isForce());
    }

    @Test
    void malformedRulesAreRejectedNamingThePosition() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ConditionRule.parse("host = 1 => = 2"));
        assertTrue(e.getMessage().contains("unexpected '='") && e.getMessage().contains("host = 1 => = 2"),
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ConditionRule.parse("host ,2 => x = 1"));
        assertThrows(IllegalArgumentException.class, () -> ConditionRule.parse("   "));
        assertThrows(IllegalArgumentException.class, () -> new ConditionStateRouter<DemoService>(
                URL.valueOf("route://0.0.0.0/x?category=routers")));
    }
}
