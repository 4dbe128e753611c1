package org.apache.dubbo.registry.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.client.migration.model.MigrationRule;
import org.apache.dubbo.registry.client.migration.model.MigrationStep;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.Directory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Choosing and moving between interface-level and application-level discovery, as Apache Dubbo 3.3 does. */
class MigrationInvokerTest {

    private static final URL REGISTRY = URL.valueOf("registry://127.0.0.1:2181/org.apache.dubbo.registry.RegistryService");
    private static final URL CONSUMER = URL.valueOf("consumer://10.0.0.9/com.example.Greeter?interface=com.example"
            + ".Greeter&application=migration-test-" + System.nanoTime());

    private final List<MigrationInvoker<Object>> invokers = new ArrayList<>();

    @AfterEach
    void clean() {
        invokers.forEach(MigrationInvoker::destroy);
        System.clearProperty(MigrationInvoker.THRESHOLD_PROPERTY);
        System.clearProperty(MigrationSettings.STEP_PROPERTY);
    }

    @SuppressWarnings("unchecked")
    private static ReferredCluster<Object> side(int providers) {
        Directory<Object> directory = mock(Directory.class);
        List<Invoker<Object>> list = new ArrayList<>();
        for (int i = 0; i < providers; i++) {
            list.add(mock(Invoker.class));
        }
        when(directory.getAllInvokers()).thenReturn(Collections.unmodifiableList(list));
        return new ReferredCluster<>(mock(Invoker.class), directory);
    }

    private MigrationInvoker<Object> start(URL consumer, ReferredCluster<Object> interfaceLevel,
                                           ReferredCluster<Object> applicationLevel) {
        MigrationInvoker<Object> invoker = new MigrationInvoker<>(Object.class, REGISTRY, consumer,
                application -> application ? applicationLevel : interfaceLevel);
        invokers.add(invoker);
        return invoker.start();
    }

    private static MigrationRule rule(String yaml) {
        return MigrationRule.parse(yaml, "test rule");
    }

    @Test
    void applicationFirstPrefersApplicationLevelProvidersPerThreshold() {
        ReferredCluster<Object> interfaceLevel = side(4);
        ReferredCluster<Object> applicationLevel = side(2);
        assertSame(applicationLevel.invoker, start(CONSUMER, interfaceLevel, applicationLevel).current());
        assertSame(interfaceLevel.invoker, start(CONSUMER, interfaceLevel, side(0)).current(),
                "no application-level provider yet");
        assertSame(applicationLevel.invoker, start(CONSUMER.addParameter(MigrationInvoker.THRESHOLD_KEY, "0.5"),
                interfaceLevel, applicationLevel).current());
        assertSame(interfaceLevel.invoker, start(CONSUMER.addParameter(MigrationInvoker.THRESHOLD_KEY, "0.75"),
                interfaceLevel, applicationLevel).current());
        System.setProperty(MigrationInvoker.THRESHOLD_PROPERTY, "0.75");
        assertSame(interfaceLevel.invoker, start(CONSUMER, interfaceLevel, applicationLevel).current());
    }

    @Test
    void thePromotionSendsTheRestToTheOtherSide() {
        ReferredCluster<Object> interfaceLevel = side(1);
        ReferredCluster<Object> applicationLevel = side(1);
        MigrationInvoker<Object> invoker = start(CONSUMER.addParameter(MigrationInvoker.PROMOTION_KEY, "30"),
                interfaceLevel, applicationLevel);
        int preferred = 0;
        int calls = 20_000;
        for (int i = 0; i < calls; i++) {
            if (invoker.current() == applicationLevel.invoker) {
                preferred++;
            }
        }
        // 30% of 20000 = 6000, standard deviation ~65: +-400 is more than 6 sigma
        assertTrue(Math.abs(preferred - 6000) < 400, "application-level share: " + preferred + " of " + calls);
    }

    @Test
    void aRuleMovesTheReferenceWhenTheNewSideIsBigEnough() {
        ReferredCluster<Object> interfaceLevel = side(2);
        ReferredCluster<Object> applicationLevel = side(2);
        MigrationInvoker<Object> invoker = start(CONSUMER.addParameter(MigrationSettings.STEP_KEY, "FORCE_INTERFACE"),
                interfaceLevel, applicationLevel);
        assertEquals(MigrationStep.FORCE_INTERFACE, invoker.step());
        assertSame(interfaceLevel.invoker, invoker.current());

        invoker.migrate(rule("step: FORCE_APPLICATION\nthreshold: 1.0\n"));
        assertEquals(MigrationStep.FORCE_APPLICATION, invoker.step());
        assertSame(applicationLevel.invoker, invoker.current());
        verify(interfaceLevel.invoker).destroy();

        invoker.migrate(null);
        assertEquals(MigrationStep.FORCE_INTERFACE, invoker.step(), "rule removed: the reference's own step");
    }

    @Test
    void aRuleWhoseNewSideIsTooSmallLeavesTheReferenceWhereItWasUnlessForced() {
        ReferredCluster<Object> interfaceLevel = side(4);
        ReferredCluster<Object> applicationLevel = side(1);
        MigrationInvoker<Object> invoker = start(CONSUMER.addParameter(MigrationSettings.STEP_KEY, "FORCE_INTERFACE"),
                interfaceLevel, applicationLevel);
        invoker.migrate(rule("step: FORCE_APPLICATION\nthreshold: 0.5\n"));
        assertEquals(MigrationStep.FORCE_INTERFACE, invoker.step(), "1 of 4 is below 0.5");
        assertSame(interfaceLevel.invoker, invoker.current());
        verify(applicationLevel.invoker).destroy();

        invoker.migrate(rule("step: FORCE_APPLICATION\nthreshold: 0.5\nforce: true\n"));
        assertEquals(MigrationStep.FORCE_APPLICATION, invoker.step());
    }

    @Test
    void serviceEntriesOfTheRuleWinOverItsOwnSettings() {
        MigrationRule rule = rule("key: web\nstep: FORCE_APPLICATION\nthreshold: 0.3\ninterfaces:\n"
                + "  - serviceKey: com.example.Greeter\n    step: FORCE_INTERFACE\napplications:\n"
                + "  - serviceKey: greeter-app\n    threshold: 0.9\n");
        assertEquals(MigrationStep.FORCE_INTERFACE, rule.getStep(CONSUMER, Collections.<String>emptySet()));
        URL other = URL.valueOf("consumer://10.0.0.9/com.example.Other?interface=com.example.Other");
        assertEquals(MigrationStep.FORCE_APPLICATION, rule.getStep(other, Collections.<String>emptySet()));
        assertEquals(0.9f, rule.getThreshold(other, Collections.singleton("greeter-app")));
        assertEquals(0.3f, rule.getThreshold(other, Collections.singleton("another-app")));
        assertNull(rule.getForce(other, Collections.<String>emptySet()));
    }

    @Test
    void badRulesAndSettingsAreRefusedWithTheirName() {
        assertThrows(IllegalArgumentException.class, () -> rule("step: SOMEWHERE"));
        assertThrows(IllegalArgumentException.class, () -> rule("threshold: lots"));
        assertThrows(IllegalArgumentException.class, () -> rule("proportion: 101"));
        assertThrows(IllegalArgumentException.class, () -> rule("interfaces:\n  - step: FORCE_INTERFACE\n"));
        IllegalArgumentException threshold = assertThrows(IllegalArgumentException.class,
                () -> start(CONSUMER.addParameter(MigrationInvoker.THRESHOLD_KEY, "-1"), side(1), side(1)));
        assertTrue(threshold.getMessage().contains("migration.threshold='-1'"), threshold.getMessage());
        IllegalArgumentException promotion = assertThrows(IllegalArgumentException.class,
                () -> start(CONSUMER.addParameter(MigrationInvoker.PROMOTION_KEY, "101"), side(1), side(1)));
        assertTrue(promotion.getMessage().contains("migration.promotion='101'"), promotion.getMessage());
    }

    @Test
    void theStepComesFromTheReferenceThenThePropertyThenTheDefault() {
        assertEquals(MigrationStep.APPLICATION_FIRST, MigrationSettings.step(REGISTRY, CONSUMER));
        System.setProperty(MigrationSettings.STEP_PROPERTY, "force_interface");
        assertEquals(MigrationStep.FORCE_INTERFACE, MigrationSettings.step(REGISTRY, CONSUMER));
        assertEquals(MigrationStep.FORCE_APPLICATION, MigrationSettings.step(REGISTRY,
                CONSUMER.addParameter(MigrationSettings.STEP_KEY, "FORCE_APPLICATION")));
        assertEquals(MigrationStep.FORCE_APPLICATION,
                MigrationSettings.step(REGISTRY.addParameter("registry-type", "service"), CONSUMER),
                "an application-level-only registry has no interface level to use");
    }
}
