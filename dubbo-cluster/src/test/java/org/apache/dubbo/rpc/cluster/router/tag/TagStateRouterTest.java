package org.apache.dubbo.rpc.cluster.router.tag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.cluster.DemoService;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.apache.dubbo.rpc.cluster.router.Providers;
import org.apache.dubbo.rpc.cluster.router.state.BitList;
import org.junit.jupiter.api.Test;

/** Tag routing with static provider tags and with dynamic rules, as Apache Dubbo 3.3 routes. */
class TagStateRouterTest {

    private static final URL CONSUMER = URL.valueOf("consumer://10.1.1.1/" + DemoService.class.getName()
            + "?application=web&interface=" + DemoService.class.getName());

    private final List<Invoker<DemoService>> providers = Arrays.asList(
            Providers.at("10.0.0.1:20880", "remote.application", "demo-provider"),
            Providers.at("10.0.0.2:20880", "remote.application", "demo-provider", "dubbo.tag", "gray"),
            Providers.at("10.0.0.3:20880", "remote.application", "demo-provider", "env", "blue"));

    private static List<String> route(TagStateRouter<DemoService> router, List<Invoker<DemoService>> invokers, URL url,
                                      RpcInvocation invocation) {
        router.notify(new BitList<>(invokers));
        return Providers.addresses(router.route(new BitList<>(invokers), url, invocation, false, null));
    }

    private static RpcInvocation tagged(String tag) {
        RpcInvocation invocation = Invocations.sync("sayHello", "x");
        if (tag != null) {
            invocation.setAttachment("dubbo.tag", tag);
        }
        return invocation;
    }

    @Test
    void aTaggedRequestGoesToItsTagElseToUntaggedProviders() {
        TagStateRouter<DemoService> router = new TagStateRouter<>(CONSUMER);
        assertEquals(Arrays.asList("10.0.0.2:20880"), route(router, providers, CONSUMER, tagged("gray")));
        assertEquals(Arrays.asList("10.0.0.1:20880", "10.0.0.3:20880"), route(router, providers, CONSUMER,
                tagged("red")));
        assertEquals(Arrays.asList("10.0.0.2:20880"), route(router, providers, CONSUMER.addParameter("dubbo.tag",
                "gray"), tagged(null)), "the reference's tag when the call has none");
    }

    @Test
    void anUntaggedRequestAvoidsTaggedProviders() {
        TagStateRouter<DemoService> router = new TagStateRouter<>(CONSUMER);
        assertEquals(Arrays.asList("10.0.0.1:20880", "10.0.0.3:20880"), route(router, providers, CONSUMER,
                tagged(null)));
    }

    @Test
    void aTaggedProviderJoiningAnUntaggedListIsSeenWhereverItArrives() {
        List<Invoker<DemoService>> untagged = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            untagged.add(Providers.at("10.0.1." + i + ":20880", "remote.application", "demo-provider"));
        }
        Invoker<DemoService> gray = Providers.at("10.0.2.1:20880", "remote.application", "demo-provider",
                "dubbo.tag", "gray");
        TagStateRouter<DemoService> router = new TagStateRouter<>(CONSUMER);
        assertEquals(40, route(router, untagged, CONSUMER, tagged(null)).size());

        // the same providers re-sent, with the tagged one after a gap longer than the router looks ahead
        List<Invoker<DemoService>> next = new ArrayList<>(untagged.subList(0, 5));
        next.addAll(untagged.subList(20, 40));
        next.add(12, gray);
        List<String> routed = route(router, next, CONSUMER, tagged(null));
        assertEquals(25, routed.size(), "an untagged call avoids the tagged provider: " + routed);
        assertEquals(Arrays.asList("10.0.2.1:20880"), route(router, next, CONSUMER, tagged("gray")));

        // gone again, and back as the very first provider of an otherwise unchanged list
        assertEquals(40, route(router, untagged, CONSUMER, tagged(null)).size());
        List<Invoker<DemoService>> first = new ArrayList<>(untagged);
        first.add(0, gray);
        assertEquals(40, route(router, first, CONSUMER, tagged(null)).size());
        List<Invoker<DemoService>> last = new ArrayList<>(untagged);
        last.add(gray);
        assertEquals(Arrays.asList("10.0.2.1:20880"), route(router, last, CONSUMER, tagged("gray")));
        assertEquals(40, route(router, last, CONSUMER, tagged(null)).size());
    }

    @Test
    void forceTagFailsInsteadOfFallingBack() {
        TagStateRouter<DemoService> router = new TagStateRouter<>(CONSUMER);
        RpcInvocation forced = tagged("red");
        forced.setAttachment("dubbo.force.tag", "true");
        assertEquals(Collections.emptyList(), route(router, providers, CONSUMER, forced));
        assertEquals(Collections.emptyList(), route(router, providers, CONSUMER.addParameter("dubbo.force.tag", "true"),
                tagged("red")));
    }

    @Test
    void dynamicRulesTagAddressesAndParameters() {
        TagRouterRule rule = TagRouterRule.parse("configVersion: v3.0\nforce: false\nenabled: true\n"
                + "key: demo-provider\ntags:\n  - name: canary\n    addresses: [\"10.0.0.1:20880\"]\n"
                + "  - name: blue\n    match:\n      - key: env\n        value:\n          exact: blue\n", "test rule");
        assertEquals(Arrays.asList("10.0.0.1:20880"), Providers.addresses(TagRouting.route(rule, providers, "canary")));
        assertEquals(Arrays.asList("10.0.0.3:20880"), Providers.addresses(TagRouting.route(rule, providers, "blue")));
        assertEquals(Arrays.asList("10.0.0.2:20880"), Providers.addresses(TagRouting.route(rule, providers, "gray")),
                "a tag the rule does not define: static tags");
        assertEquals(Collections.emptyList(), Providers.addresses(TagRouting.route(rule, providers, null)),
                "untagged requests avoid the providers the rule tags and statically tagged ones (Apache 3.3.5)");
    }

    @Test
    void rulesAreValidated() {
        assertThrows(IllegalArgumentException.class, () -> TagRouterRule.parse("tags: 3", "r"));
        assertThrows(IllegalArgumentException.class, () -> TagRouterRule.parse("key: x", "r"));
        assertThrows(IllegalArgumentException.class, () -> TagRouterRule.parse("tags:\n  - addresses: [a]", "r"));
        assertThrows(IllegalArgumentException.class, () -> TagRouterRule.parse("force: maybe\ntags: []", "r"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TagRouterRule.parse("tags: [ {name: x", "tag rule app.tag-router"));
        assertTrue(e.getMessage().contains("app.tag-router") && e.getMessage().contains("not valid YAML"),
                e.getMessage());
    }

    @Test
    void addressPatterns() {
        assertTrue(AddressPattern.matches("10.0.0.1:20880", "10.0.0.1", 20880));
        assertTrue(AddressPattern.matches("10.0.0.1", "10.0.0.1", 1234));
        assertTrue(AddressPattern.matches("10.0.*.1-5:*", "10.0.7.3", 1));
        assertTrue(AddressPattern.matches("10.0.0.0/24", "10.0.0.200", 1));
        assertTrue(AddressPattern.matches("0.0.0.0:20880", "10.9.9.9", 20880));
        assertTrue(!AddressPattern.matches("0.0.0.0:20880", "10.9.9.9", 20881));
        assertTrue(!AddressPattern.matches("10.0.0.0/24", "10.0.1.2", 1));
        assertTrue(!AddressPattern.matches("10.0.0.1:20880", "10.0.0.1", 20881));
    }
}
