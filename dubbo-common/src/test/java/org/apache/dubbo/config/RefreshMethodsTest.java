package org.apache.dubbo.config;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Spec 4.2: {@code {prefix}.{method}.*} and {@code {prefix}.{method}.{index}.*} keys. */
class RefreshMethodsTest {

    private static final String REFERENCE = "dubbo.reference." + GreetingService.class.getName();
    private static final String SERVICE = "dubbo.service." + GreetingService.class.getName();

    private static FakeReference<GreetingService> reference(ExternalConfig config) {
        FakeReference<GreetingService> reference = new FakeReference<>(config.module);
        reference.setInterface(GreetingService.class);
        return reference;
    }

    @Test
    void methodKeyOfAReferenceCreatesItsMethodConfig() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put(REFERENCE + ".greet.timeout", "1234");
            config.env.put("DUBBO_REFERENCE_ORG_APACHE_DUBBO_CONFIG_GREETINGSERVICE_GREET_RETRIES", "0");
            FakeReference<GreetingService> reference = reference(config);

            reference.refresh();

            assertEquals(1, reference.getMethods().size());
            MethodConfig greet = reference.getMethods().get(0);
            assertEquals("greet", greet.getName());
            assertEquals(1234, greet.getTimeout());
            assertEquals(0, greet.getRetries());
            assertEquals(REFERENCE, greet.getParentPrefix());
            assertSame(config.module, greet.getScopeModel());
            assertTrue(greet.isRefreshed());
            assertNull(reference.getTimeout());
        }
    }

    @Test
    void methodKeyOfAServiceUpdatesItsExistingMethodConfig() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.app(SERVICE + ".greet.executes", "10");
            FakeService<GreetingService> service = new FakeService<>(config.module);
            service.setInterface(GreetingService.class);
            MethodConfig greet = new MethodConfig();
            greet.setName("greet");
            greet.setExecutes(5);
            greet.setTimeout(100);
            service.setMethods(List.of(greet));

            service.refresh();

            assertEquals(1, service.getMethods().size());
            assertSame(greet, service.getMethods().get(0));
            assertEquals(10, greet.getExecutes());
            assertEquals(100, greet.getTimeout());
        }
    }

    @Test
    void argumentKeyCreatesTheArgumentConfig() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put(REFERENCE + ".greet.0.callback", "true");
            FakeReference<GreetingService> reference = reference(config);

            reference.refresh();

            List<ArgumentConfig> arguments = reference.getMethods().get(0).getArguments();
            assertEquals(1, arguments.size());
            assertEquals(0, arguments.get(0).getIndex());
            assertEquals(Boolean.TRUE, arguments.get(0).isCallback());
        }
    }

    @Test
    void argumentKeyOfAServiceUpdatesTheExistingArgument() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put(SERVICE + ".greet.0.callback", "false");
            config.system.put(SERVICE + ".greet.0.index", "3");
            FakeService<GreetingService> service = new FakeService<>(config.module);
            service.setInterface(GreetingService.class);
            MethodConfig greet = new MethodConfig();
            greet.setName("greet");
            ArgumentConfig argument = new ArgumentConfig();
            argument.setIndex(0);
            argument.setCallback(true);
            greet.addArgument(argument);
            service.addMethod(greet);

            service.refresh();

            assertEquals(1, greet.getArguments().size());
            assertEquals(Boolean.FALSE, argument.isCallback());
            assertEquals(0, argument.getIndex());
        }
    }

    @Test
    void keysForMethodsTheInterfaceLacksCreateNothing() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put(REFERENCE + ".farewell.timeout", "1");
            FakeReference<GreetingService> reference = reference(config);

            reference.refresh();

            assertNull(reference.getMethods());
        }
    }

    @Test
    void genericReferenceWithoutTheInterfaceTrustsTheMethodKeys() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put("dubbo.reference.com.example.Absent.farewell.timeout", "1");
            FakeReference<Object> reference = new FakeReference<>(config.module);
            reference.setInterface("com.example.Absent");
            reference.setGeneric("true");

            reference.refresh();

            assertEquals("farewell", reference.getMethods().get(0).getName());
            assertEquals(1, reference.getMethods().get(0).getTimeout());
        }
    }

    @Test
    void methodConfigRefreshedAloneReadsItsParentPrefix() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put(REFERENCE + ".greet.name", "renamed");
            config.system.put(REFERENCE + ".greet.sticky", "true");
            MethodConfig greet = new MethodConfig(config.module);
            greet.setName("greet");
            greet.setParentPrefix(REFERENCE);

            greet.refresh();

            assertEquals("greet", greet.getName());
            assertEquals(Boolean.TRUE, greet.getSticky());
        }
    }
}
