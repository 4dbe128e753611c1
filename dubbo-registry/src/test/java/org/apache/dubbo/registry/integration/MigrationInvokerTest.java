package org.apache.dubbo.registry.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.Directory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The APPLICATION_FIRST choice between interface-level and application-level providers. */
class MigrationInvokerTest {

    private static final URL CONSUMER = URL.valueOf("consumer://10.0.0.9/com.example.Greeter?interface=com.example"
            + ".Greeter");

    @AfterEach
    void clearProperties() {
        System.clearProperty(MigrationInvoker.THRESHOLD_PROPERTY);
        System.clearProperty(MigrationStep.PROPERTY);
    }

    @SuppressWarnings("unchecked")
    private static ReferredCluster<Object> side(int providers) {
        Directory<Object> directory = mock(Directory.class);
        List<Invoker<Object>> invokers = new ArrayList<>();
        for (int i = 0; i < providers; i++) {
            invokers.add(mock(Invoker.class));
        }
        when(directory.getAllInvokers()).thenReturn(Collections.unmodifiableList(invokers));
        return new ReferredCluster<>(mock(Invoker.class), directory);
    }

    @Test
    void applicationLevelWinsAsSoonAsItHasProviders() {
        ReferredCluster<Object> interfaceLevel = side(3);
        ReferredCluster<Object> applicationLevel = side(1);
        assertSame(applicationLevel.invoker,
                new MigrationInvoker<>(CONSUMER, interfaceLevel, applicationLevel).current());
    }

    @Test
    void interfaceLevelServesWhileApplicationLevelIsEmpty() {
        ReferredCluster<Object> interfaceLevel = side(2);
        assertSame(interfaceLevel.invoker, new MigrationInvoker<>(CONSUMER, interfaceLevel, side(0)).current());
    }

    @Test
    void theThresholdComparesBothCounts() {
        ReferredCluster<Object> interfaceLevel = side(4);
        ReferredCluster<Object> applicationLevel = side(2);
        URL half = CONSUMER.addParameter(MigrationInvoker.THRESHOLD_KEY, "0.5");
        URL most = CONSUMER.addParameter(MigrationInvoker.THRESHOLD_KEY, "0.75");
        assertSame(applicationLevel.invoker, new MigrationInvoker<>(half, interfaceLevel, applicationLevel).current());
        assertSame(interfaceLevel.invoker, new MigrationInvoker<>(most, interfaceLevel, applicationLevel).current());

        System.setProperty(MigrationInvoker.THRESHOLD_PROPERTY, "0.75");
        assertSame(interfaceLevel.invoker,
                new MigrationInvoker<>(CONSUMER, interfaceLevel, applicationLevel).current());
    }

    @Test
    void theProportionSendsTheRestToTheOtherSide() {
        ReferredCluster<Object> interfaceLevel = side(1);
        ReferredCluster<Object> applicationLevel = side(1);
        MigrationInvoker<Object> invoker = new MigrationInvoker<>(
                CONSUMER.addParameter(MigrationInvoker.PROPORTION_KEY, "30"), interfaceLevel, applicationLevel);
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
    void badSettingsAreRefusedWithTheirName() {
        IllegalArgumentException threshold = assertThrows(IllegalArgumentException.class, () -> new MigrationInvoker<>(
                CONSUMER.addParameter(MigrationInvoker.THRESHOLD_KEY, "-1"), side(1), side(1)));
        assertTrue(threshold.getMessage().contains("migration.threshold='-1'"), threshold.getMessage());
        IllegalArgumentException proportion = assertThrows(IllegalArgumentException.class,
                () -> new MigrationInvoker<>(CONSUMER.addParameter(MigrationInvoker.PROPORTION_KEY, "101"), side(1),
                        side(1)));
        assertTrue(proportion.getMessage().contains("migration.proportion='101'"), proportion.getMessage());
    }

    @Test
    void theStepComesFromTheReferenceThenThePropertyThenTheDefault() {
        URL registry = URL.valueOf("registry://127.0.0.1:2181/org.apache.dubbo.registry.RegistryService");
        assertEquals(MigrationStep.APPLICATION_FIRST, MigrationStep.of(registry, CONSUMER));
        System.setProperty(MigrationStep.PROPERTY, "force_interface");
        assertEquals(MigrationStep.FORCE_INTERFACE, MigrationStep.of(registry, CONSUMER));
        assertEquals(MigrationStep.FORCE_APPLICATION,
                MigrationStep.of(registry, CONSUMER.addParameter(MigrationStep.KEY, "FORCE_APPLICATION")));
        assertEquals(MigrationStep.FORCE_APPLICATION,
                MigrationStep.of(registry.addParameter("registry-type", "service"), CONSUMER),
                "an application-level-only registry has no interface level to use");
    }
}
