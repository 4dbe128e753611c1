package org.apache.dubbo.common.config;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EnvironmentTest {

    private final Map<String, String> system = new HashMap<>();
    private final Map<String, String> env = new HashMap<>();
    private final FrameworkModel framework = new FrameworkModel();

    @TempDir
    Path temp;

    @AfterEach
    void destroyFramework() {
        framework.destroy();
    }

    private Environment environment(String propertiesResource) {
        system.put(Environment.PROPERTIES_FILE_KEY, propertiesResource);
        return new Environment(() -> system, () -> env, getClass().getClassLoader());
    }

    @Test
    void plainKeysFollowTheRankOfTheirSources() {
        Environment environment = environment("extconfig/environment.properties");
        environment.setAppConfiguration(Map.of("dubbo.protocol.port", "20883"));
        assertEquals("20883", environment.getProperty("dubbo.protocol.port"));
        env.put("DUBBO_PROTOCOL_PORT", "20882");
        assertEquals("20882", environment.getProperty("dubbo.protocol.port"));
        system.put("dubbo.protocol.port", "20881");
        assertEquals("20881", environment.getProperty("dubbo.protocol.port"));
        assertEquals("false", environment.getProperty("dubbo.shutdown.hook"));
        assertNull(environment.getProperty("dubbo.nothing"));
        assertEquals("fallback", environment.getProperty("dubbo.nothing", "fallback"));
    }

    @Test
    void environmentVariablesAreFoundInOsStyleWithAnyCaseAndDubboPrefixEnsured() {
        Environment environment = environment("extconfig/absent.properties");
        env.put("DUBBO_APPLICATION_QOS_ENABLE", "false");
        env.put("dubbo_registry_address", "zookeeper://lower:2181");
        env.put("DUBBO_NETTY_EPOLL_ENABLE", "true");

        assertEquals("false", environment.getProperty("dubbo.application.qos-enable"));
        assertEquals("zookeeper://lower:2181", environment.getProperty("dubbo.registry.address"));
        assertEquals("true", environment.getProperty("netty.epoll.enable"));
    }

    @Test
    void osStyleEnvironmentVariablesUnderAPrefixGetLowerKebabNames() {
        Environment environment = environment("extconfig/absent.properties");
        env.put("DUBBO_REFERENCE_COM_EXAMPLE_DEMOSERVICE_TIMEOUT", "5000");
        env.put("DUBBO_APPLICATION_QOS_ENABLE", "false");
        env.put("DUBBO_REFERENCE_COM_EXAMPLE_DEMOSERVICEX_TIMEOUT", "1");

        List<SubProperty> reference = environment.getOverridingSubProperties("dubbo.reference.com.example.DemoService");
        List<SubProperty> application = environment.getOverridingSubProperties("dubbo.application");

        assertEquals(1, reference.size());
        assertEquals("timeout", reference.get(0).getName());
        assertEquals("DUBBO_REFERENCE_COM_EXAMPLE_DEMOSERVICE_TIMEOUT", reference.get(0).getKey());
        assertEquals("environment variable", reference.get(0).getSource());
        assertEquals("qos-enable", application.get(0).getName());
        assertTrue(environment.hasSubProperties("dubbo.application"));
        assertFalse(environment.hasSubProperties("dubbo.app"));
    }

    @Test
    void overridingSubPropertiesComeHighestSourceFirst() {
        Environment environment = environment("extconfig/environment.properties");
        environment.setAppConfiguration(Map.of("dubbo.protocol.port", "3"));
        env.put("DUBBO_PROTOCOL_PORT", "2");
        system.put("dubbo.protocol.port", "1");

        List<String> sources = environment.getOverridingSubProperties("dubbo.protocol").stream()
                .map(SubProperty::getSource).collect(Collectors.toList());
        List<SubProperty> defaults = environment.getDefaultSubProperties("dubbo.protocol");

        assertEquals(List.of("system property", "environment variable", "application configuration"), sources);
        assertEquals(1, defaults.size());
        assertEquals("20885", defaults.get(0).getValue());
        assertEquals("extconfig/environment.properties", defaults.get(0).getSource());
    }

    @Test
    void blankValuesCountAsAbsent() {
        Environment environment = environment("extconfig/absent.properties");
        system.put("dubbo.protocol.port", " ");
        env.put("DUBBO_PROTOCOL_PORT", "20882");

        assertEquals("20882", environment.getProperty("dubbo.protocol.port"));
        assertFalse(environment.hasSubProperties("dubbo.registry"));
    }

    @Test
    void propertiesFileKeepsTheOrderOfItsKeys() {
        Environment environment = environment("extconfig/environment.properties");

        List<String> names = environment.getDefaultSubProperties("dubbo.registries").stream()
                .map(SubProperty::getName).collect(Collectors.toList());

        assertEquals(List.of("b.address", "a.address"), names);
    }

    @Test
    void propertiesFileIsNamedByEnvironmentVariableWhenNoSystemPropertyDoes() {
        Environment environment = new Environment(() -> system, () -> env, getClass().getClassLoader());
        env.put("DUBBO_PROPERTIES_FILE", "extconfig/environment.properties");

        assertEquals("20885", environment.getProperty("dubbo.protocol.port"));
    }

    @Test
    void defaultPropertiesFileIsDubboPropertiesOnTheClassPath() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("cp"));
        Files.writeString(dir.resolve("dubbo.properties"), "dubbo.application.name=from-class-path\n");
        try (URLClassLoader loader = new URLClassLoader(new URL[]{dir.toUri().toURL()}, null)) {
            Environment environment = new Environment(() -> system, () -> env, loader);

            assertEquals("from-class-path", environment.getProperty("dubbo.application.name"));
        }
    }

    @Test
    void severalPropertiesFilesOnTheClassPathUseTheFirst() throws IOException {
        Path first = Files.createDirectories(temp.resolve("first"));
        Path second = Files.createDirectories(temp.resolve("second"));
        Files.writeString(first.resolve("dubbo.properties"), "dubbo.application.name=first\n");
        Files.writeString(second.resolve("dubbo.properties"),
                "dubbo.application.name=second\ndubbo.application.owner=second\n");
        try (URLClassLoader loader = new URLClassLoader(
                new URL[]{first.toUri().toURL(), second.toUri().toURL()}, null)) {
            Environment environment = new Environment(() -> system, () -> env, loader);

            assertEquals("first", environment.getProperty("dubbo.application.name"));
            assertNull(environment.getProperty("dubbo.application.owner"));
        }
    }

    @Test
    void propertiesFileMayBeAnAbsolutePath() throws IOException {
        Path file = temp.resolve("custom.properties");
        Files.writeString(file, "dubbo.application.name=from-file\n");
        system.put(Environment.PROPERTIES_FILE_KEY, file.toAbsolutePath().toString());
        Environment environment = new Environment(() -> system, () -> env, getClass().getClassLoader());

        assertEquals("from-file", environment.getProperty("dubbo.application.name"));
    }

    @Test
    void appConfigurationIsCopied() {
        Environment environment = environment("extconfig/absent.properties");
        Map<String, String> spring = new LinkedHashMap<>();
        spring.put("dubbo.application.name", "spring");
        environment.setAppConfiguration(spring);
        spring.put("dubbo.application.name", "changed later");

        assertEquals("spring", environment.getProperty("dubbo.application.name"));
        assertThrows(UnsupportedOperationException.class,
                () -> environment.getAppConfiguration().put("dubbo.x", "y"));
    }

    @Test
    void oneEnvironmentPerApplicationUntilAnotherIsAttached() {
        ApplicationModel first = framework.newApplication();
        ApplicationModel second = framework.newApplication();
        Environment attached = environment("extconfig/absent.properties");

        Environment ofFirst = Environment.of(first);
        assertSame(ofFirst, Environment.of(first));
        assertNotSame(ofFirst, Environment.of(second));
        Environment.attach(first, attached);
        assertSame(attached, Environment.of(first));
    }
}
