package org.apache.dubbo.rpc.cluster.router.condition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.cluster.DemoService;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.apache.dubbo.rpc.cluster.router.Providers;
import org.apache.dubbo.rpc.cluster.router.condition.MultiDestConditionRouter.Destination;
import org.apache.dubbo.rpc.cluster.router.condition.config.MultiDestConditionRouterRule;
import org.apache.dubbo.rpc.cluster.router.state.BitList;
import org.junit.jupiter.api.Test;

/** The {@code configVersion: v3.1} condition router, with the semantics of Apache Dubbo 3.3.5's. */
class MultiDestConditionRouterTest {

    private static final URL CONSUMER = URL.valueOf("consumer://10.1.1.1/" + DemoService.class.getName()
            + "?application=web&interface=" + DemoService.class.getName());

    private final List<Invoker<DemoService>> providers = Arrays.asList(
            Providers.at("10.0.0.1:20880", "region", "east"),
            Providers.at("10.0.0.2:20880", "region", "west"),
            Providers.at("10.0.0.3:20880", "region", "east"));

    private List<String> route(String from, boolean force, RpcInvocation invocation, Destination... to) {
        MultiDestConditionRouter<DemoService> router = new MultiDestConditionRouter<>(CONSUMER, from,
                Arrays.asList(to), force, true);
        return Providers.addresses(router.route(new BitList<>(providers), CONSUMER, invocation, false, null));
    }

    private List<String> route(String from, Destination... to) {
        return route(from, false, Invocations.sync("sayHello", "x"), to);
    }

    @Test
    void fromSelectsTheConsumersAndToTheProviders() {
        assertEquals(Arrays.asList("10.0.0.1:20880", "10.0.0.3:20880"),
                route("method = sayHello", new Destination("region = east", 100)));
        assertEquals(3, route("method = other", new Destination("region = east", 100)).size(),
                "calls from does not match are left alone");
        assertEquals(Arrays.asList("10.0.0.2:20880"), route("", new Destination("host = 10.0.0.2", 100)),
                "a blank from: every consumer");
        assertEquals(Arrays.asList("10.0.0.2:20880"), route("true", new Destination("host = 10.0.0.2", 100)));
    }

    @Test
    void weightsChooseAmongTheDestinationsThatHaveProviders() {
        for (int i = 0; i < 50; i++) {
            assertEquals(Arrays.asList("10.0.0.2:20880"), route("", new Destination("region = north", 100),
                    new Destination("region = west", 1)), "a destination without providers is never chosen");
        }
        Set<List<String>> chosen = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            chosen.add(route("", new Destination("region = east", 50), new Destination("region = west", 50)));
        }
        assertEquals(new HashSet<>(Arrays.asList(Arrays.asList("10.0.0.1:20880", "10.0.0.3:20880"),
                Arrays.asList("10.0.0.2:20880"))), chosen);
    }

    @Test
    void aWeightOfZeroOrLessIsTheDefaultAsApacheReadsIt() {
        assertEquals(100, new Destination("region = east", 0).getWeight());
        assertEquals(100, new Destination("region = east", -5).getWeight());
        Set<List<String>> chosen = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            chosen.add(route("", new Destination("region = east", 100), new Destination("region = west", 0)));
        }
        assertEquals(2, chosen.size(), "Apache 3.3.5 sends calls to a destination of weight 0 too: " + chosen);
    }

    @Test
    void noMatchingProviderMeansAllUnlessForcedAndNoDestinationMeansNone() {
        assertEquals(3, route("", new Destination("region = north", 100)).size());
        assertTrue(route("", true, Invocations.sync("sayHello", "x"), new Destination("region = north", 100))
                .isEmpty());
        assertTrue(route("method = sayHello").isEmpty(), "an empty 'to' list: a blacklist");
        assertEquals(3, route("", new Destination("", 100)).size(), "a blank match: every provider");
        assertEquals(3, route("", new Destination("false", 100)).size(), "'false' too, as Apache 3.3.5 reads it");
    }

    @Test
    void rulesParseTheV31Schema() {
        MultiDestConditionRouterRule rule = MultiDestConditionRouterRule.parse("configVersion: v3.1\n"
                + "scope: service\nkey: " + DemoService.class.getName() + "\nforce: true\nenabled: true\n"
                + "conditions:\n"
                + "  - from:\n      match: method = sayHello\n"
                + "    to:\n      - match: region = east\n        weight: 80\n      - match: region = west\n"
                + "  - from: {match: ''}\n    to: []\n", "test rule");
        assertTrue(rule.isForce());
        assertEquals(2, rule.getConditions().size());
        assertEquals("method = sayHello", rule.getConditions().get(0).getFrom());
        assertEquals("[{match: region = east, weight: 80}, {match: region = west, weight: 100}]",
                rule.getConditions().get(0).getTo().toString());
        assertEquals(Collections.emptyList(), rule.getConditions().get(1).getTo());
    }

    @Test
    void malformedRulesNameTheProblem() {
        IllegalArgumentException noTo = assertThrows(IllegalArgumentException.class, () ->
                MultiDestConditionRouterRule.parse("configVersion: v3.1\nconditions:\n  - from: {match: ''}\n",
                        "test rule"));
        assertTrue(noTo.getMessage().contains("to"), noTo.getMessage());
        IllegalArgumentException fromText = assertThrows(IllegalArgumentException.class, () ->
                MultiDestConditionRouterRule.parse("configVersion: v3.1\nconditions:\n  - from: 'method = x'\n"
                        + "    to: []\n", "test rule"));
        assertTrue(fromText.getMessage().contains("from"), fromText.getMessage());
        IllegalArgumentException weight = assertThrows(IllegalArgumentException.class, () ->
                MultiDestConditionRouterRule.parse("configVersion: v3.1\nconditions:\n  - from: {match: ''}\n"
                        + "    to: [{match: 'host = 1.2.3.4', weight: heavy}]\n", "test rule"));
        assertTrue(weight.getMessage().contains("weight"), weight.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new MultiDestConditionRouter<DemoService>(CONSUMER,
                "= broken", Collections.emptyList(), false, true));
    }
}
