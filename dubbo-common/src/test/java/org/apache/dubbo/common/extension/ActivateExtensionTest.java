package org.apache.dubbo.common.extension;

import org.apache.dubbo.common.extension.fixture.Hook;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Activation. Automatic hooks and their conditions (see the fixture): beta (-5, provider+consumer),
 * zeta (0, onClass present), alpha (1, provider), omega alias last (100); gamma (0, consumer, needs "cache"),
 * delta (0, needs mode=strict), epsilon (onClass missing). plain and extra have no {@code @Activate}.
 */
class ActivateExtensionTest {

    private ExtensionLoader<Hook> hooks;

    @BeforeEach
    void loader() {
        hooks = ExtensionLoader.getExtensionLoader(Hook.class);
    }

    private List<String> activate(Map<String, String> parameters, String group, String... values) {
        return names(hooks.getActivateExtension(parameters::get, parameters.keySet(), values, group));
    }

    private List<String> names(List<Hook> activated) {
        List<String> names = new ArrayList<>();
        activated.forEach(hook -> names.add(hooks.getExtensionName(hook)));
        return names;
    }

    @Test
    void activatesEveryMatchingHookByOrderThenNameWhenNoGroupIsAsked() {
        assertEquals(List.of("beta", "zeta", "alpha", "omega"), activate(Map.of(), null));
        assertEquals(List.of("beta", "zeta", "alpha", "omega"), activate(Map.of(), ""));
    }

    @Test
    void activatesOnlyHooksListingTheAskedGroup() {
        assertEquals(List.of("beta", "alpha"), activate(Map.of(), "provider"));
        assertEquals(List.of("beta"), activate(Map.of(), "consumer"));
        assertEquals(List.of(), activate(Map.of(), "nobody"));
    }

    @Test
    void activatesWhenARequiredKeyHasAValue() {
        assertEquals(List.of("beta", "gamma"), activate(Map.of("cache", "lru"), "consumer"));
    }

    @Test
    void methodScopedKeySatisfiesTheRequiredKey() {
        assertEquals(List.of("beta", "gamma"), activate(Map.of("sayHello.cache", "lru"), "consumer"));
        assertEquals(List.of("beta"), activate(Map.of("sayHellocache", "lru"), "consumer"));
    }

    @Test
    void switchedOffValuesDoNotActivate() {
        for (String off : List.of("", "false", "FALSE", "0", "null", "N/A")) {
            assertEquals(List.of("beta"), activate(Map.of("cache", off), "consumer"), "cache=" + off);
        }
    }

    @Test
    void keyWithValueRequiresExactlyThatValue() {
        assertEquals(List.of("beta", "delta", "zeta", "alpha", "omega"), activate(Map.of("mode", "strict"), null));
        assertEquals(List.of("beta", "zeta", "alpha", "omega"), activate(Map.of("mode", "lenient"), null));
        assertEquals(List.of("beta", "delta", "zeta", "alpha", "omega"),
                activate(Map.of("echo.mode", "strict"), null));
    }

    @Test
    void neverActivatesHookWhoseRequiredClassIsMissing() {
        assertFalse(activate(Map.of(), null).contains("epsilon"));
        assertFalse(names(hooks.getActivateExtensions()).contains("epsilon"));
    }

    @Test
    void minusNameRemovesThatHook() {
        assertEquals(List.of("beta", "zeta", "omega"), activate(Map.of(), null, "-alpha"));
    }

    @Test
    void minusNameAlsoRemovesItFromTheConfiguredNames() {
        assertEquals(List.of("beta", "zeta", "alpha", "omega", "extra"),
                activate(Map.of(), null, "plain", "extra", "-plain"));
    }

    @Test
    void minusDefaultKeepsOnlyConfiguredNames() {
        assertEquals(List.of("plain", "alpha"), activate(Map.of(), null, "-default", "plain", "alpha"));
    }

    @Test
    void configuredNamesFollowTheAutomaticOnesInTheirOwnOrder() {
        assertEquals(List.of("beta", "zeta", "alpha", "omega", "extra", "plain"),
                activate(Map.of(), null, "extra", "plain"));
    }

    @Test
    void namesBeforeDefaultComeFirstAndNamesAfterItLast() {
        assertEquals(List.of("plain", "beta", "zeta", "alpha", "omega", "extra"),
                activate(Map.of(), null, "plain", "default", "extra"));
    }

    @Test
    void configuredNameIsUsedEvenIfItsConditionsDoNotHold() {
        assertEquals(List.of("beta", "alpha", "gamma", "epsilon"),
                activate(Map.of(), "consumer", "alpha", "gamma", "epsilon"));
    }

    @Test
    void configuredAutomaticHookAppearsOnceWhereConfigured() {
        assertEquals(List.of("alpha", "plain", "beta"), activate(Map.of(), "provider", "plain", "plain", "beta"));
    }

    @Test
    void hookWithSeveralNamesIsActivatedOnceUnderItsFirstName() {
        List<String> activated = activate(Map.of(), null);

        assertEquals(1, activated.stream().filter(name -> name.equals("omega")).count());
        assertFalse(activated.contains("last"));
    }

    @Test
    void ignoresBlankConfiguredNamesAndTrimsTheRest() {
        assertEquals(List.of("beta", "zeta", "alpha", "omega", "plain"),
                activate(Map.of(), null, " ", " plain ", null, ""));
    }

    @Test
    void unknownConfiguredNameFails() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> activate(Map.of(), null, "plain", "nosuch"));

        assertTrue(e.getMessage().startsWith("No such extension " + Hook.class.getName() + " by name nosuch"),
                e.getMessage());
    }

    @Test
    void readsConfiguredNamesFromACommaSeparatedParameter() {
        Map<String, String> parameters = Map.of("hook.list", " plain , -alpha ,default, extra");

        List<Hook> activated = hooks.getActivateExtensionByKey(parameters::get, parameters.keySet(), "hook.list",
                null);

        assertEquals(List.of("plain", "beta", "zeta", "omega", "extra"), names(activated));
    }

    @Test
    void missingParameterMeansNoConfiguredNames() {
        Map<String, String> parameters = Map.of();

        List<Hook> activated = hooks.getActivateExtensionByKey(parameters::get, parameters.keySet(), "hook.list",
                "provider");

        assertEquals(List.of("beta", "alpha"), names(activated));
    }

    @Test
    void returnsSameInstancesAsGetExtension() {
        List<Hook> activated = hooks.getActivateExtension(key -> null, Set.of(), null, "provider");

        assertEquals(hooks.getExtension("beta"), activated.get(0));
    }

    @Test
    void listsEveryAnnotatedHookIgnoringGroupsAndParameters() {
        assertEquals(List.of("beta", "delta", "gamma", "zeta", "alpha", "omega"),
                names(hooks.getActivateExtensions()));
    }
}
