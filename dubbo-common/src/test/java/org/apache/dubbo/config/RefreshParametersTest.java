package org.apache.dubbo.config;

import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Spec 4.2: {@code parameters=[{k:v}]} and {@code parameters.k=v} merge into the parameters map. */
class RefreshParametersTest {

    @Test
    void listAndDottedFormsMergeWithTheBeansOwnParametersKeyByKey() {
        try (ExternalConfig config = new ExternalConfig("extconfig/parameters.properties")) {
            config.system.put("dubbo.registry.parameters.delay-notification", "0");
            config.env.put("DUBBO_REGISTRY_PARAMETERS", "[{shared:env}, {url:zookeeper://x:2181?a=b}]");
            RegistryConfig registry = new RegistryConfig(config.application);
            Map<String, String> own = new HashMap<>();
            own.put("own", "bean");
            own.put("shared", "bean");
            own.put("list-only", "bean");
            registry.setParameters(own);

            registry.refresh();

            Map<String, String> expected = new HashMap<>();
            expected.put("delay-notification", "0");
            expected.put("shared", "env");
            expected.put("url", "zookeeper://x:2181?a=b");
            expected.put("own", "bean");
            expected.put("list-only", "bean");
            expected.put("from-file", "file");
            expected.put("dotted-in-file", "file");
            assertEquals(expected, registry.getParameters());
        }
    }

    @Test
    void withinOneSourceTheDottedFormBeatsTheList() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put("dubbo.protocol.parameters", "[{k:list}]");
            config.system.put("dubbo.protocol.parameters.k", "dotted");
            ProtocolConfig protocol = new ProtocolConfig(config.application);

            protocol.refresh();

            assertEquals(Map.of("k", "dotted"), protocol.getParameters());
        }
    }

    @Test
    void beanParametersMapIsKeptWhenNothingIsExternalized() {
        try (ExternalConfig config = new ExternalConfig()) {
            ProtocolConfig protocol = new ProtocolConfig(config.application);
            Map<String, String> own = new HashMap<>(Map.of("k", "v"));
            protocol.setParameters(own);

            protocol.refresh();

            assertSame(own, protocol.getParameters());
        }
    }

    @Test
    void methodLevelParametersGoToTheMethod() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put("dubbo.reference." + GreetingService.class.getName() + ".greet.parameters.k", "v");
            FakeReference<GreetingService> reference = new FakeReference<>(config.module);
            reference.setInterface(GreetingService.class);

            reference.refresh();

            assertEquals(Map.of("k", "v"), reference.getMethods().get(0).getParameters());
            assertEquals(Map.of(), reference.getParameters());
        }
    }

    @Test
    void malformedListNamesKeyValueAndSource() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.app("dubbo.registry.parameters", "{a:b}");
            RegistryConfig registry = new RegistryConfig(config.application);

            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, registry::refresh);

            assertEquals("Invalid value '{a:b}' for dubbo.registry.parameters (application configuration): "
                    + "expected [{key:value},{key:value},...]", e.getMessage());
        }
    }
}
