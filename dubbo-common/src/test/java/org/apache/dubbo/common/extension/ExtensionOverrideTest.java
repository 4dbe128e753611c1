package org.apache.dubbo.common.extension;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.apache.dubbo.common.extension.fixture.FuelInjector;
import org.apache.dubbo.common.extension.fixture.Plugin;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Names claimed by several descriptor files in several jars, as Apache Dubbo 3.3.5 resolves them (checked against
 * the real jar): META-INF/dubbo/ overrides META-INF/dubbo/internal/, META-INF/services/ overrides both, and two
 * built-in classes for one name make it unusable.
 */
class ExtensionOverrideTest {

    @TempDir
    Path jarA;
    @TempDir
    Path jarB;

    @AfterEach
    void forget() {
        ExtensionLoader.resetExtensionLoader(Plugin.class);
        ExtensionLoader.resetExtensionLoader(ExtensionInjector.class);
    }

    private static void write(Path root, String directory, Class<?> type, String content) throws IOException {
        Path file = root.resolve(directory + type.getName());
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
    }

    private <T> T withJars(Callable<T> body) throws Exception {
        ExtensionLoader.resetExtensionLoader(Plugin.class);
        ExtensionLoader.resetExtensionLoader(ExtensionInjector.class);
        Thread thread = Thread.currentThread();
        ClassLoader original = thread.getContextClassLoader();
        try (URLClassLoader context = new URLClassLoader(new URL[] {jarA.toUri().toURL(), jarB.toUri().toURL()},
                original)) {
            thread.setContextClassLoader(context);
            return body.call();
        } finally {
            thread.setContextClassLoader(original);
        }
    }

    @Test
    void aUserExtensionInMetaInfDubboReplacesTheBuiltInOfTheSameName() throws Exception {
        write(jarA, "META-INF/dubbo/internal/", Plugin.class, "p=" + Plugin.BuiltInPlugin.class.getName() + "\n");
        write(jarB, "META-INF/dubbo/", Plugin.class, "p=" + Plugin.UserPlugin.class.getName() + "\n");

        Plugin plugin = withJars(() -> ExtensionLoader.getExtensionLoader(Plugin.class).getExtension("p"));

        assertInstanceOf(Plugin.UserPlugin.class, plugin);
    }

    @Test
    void metaInfServicesIsReadLastAndWins() throws Exception {
        write(jarA, "META-INF/dubbo/", Plugin.class, "p=" + Plugin.UserPlugin.class.getName() + "\n");
        write(jarB, "META-INF/services/", Plugin.class, "p=" + Plugin.ServicesPlugin.class.getName() + "\n");

        Plugin plugin = withJars(() -> ExtensionLoader.getExtensionLoader(Plugin.class).getExtension("p"));

        assertInstanceOf(Plugin.ServicesPlugin.class, plugin);
    }

    @Test
    void twoBuiltInClassesForOneNameMakeItUnusableNamingBoth() throws Exception {
        write(jarA, "META-INF/dubbo/internal/", Plugin.class, "p=" + Plugin.BuiltInPlugin.class.getName() + "\n"
                + "q=" + Plugin.ContextPlugin.class.getName() + "\n");
        write(jarB, "META-INF/dubbo/internal/", Plugin.class, "\n\np=" + Plugin.OtherBuiltInPlugin.class.getName()
                + "\n");

        IllegalStateException e = withJars(() -> {
            ExtensionLoader<Plugin> plugins = ExtensionLoader.getExtensionLoader(Plugin.class);
            assertInstanceOf(Plugin.ContextPlugin.class, plugins.getExtension("q"));
            return assertThrows(IllegalStateException.class, () -> plugins.getExtension("p"));
        });

        assertTrue(e.getMessage().contains("Duplicate extension"), e.getMessage());
        assertTrue(e.getMessage().contains(Plugin.BuiltInPlugin.class.getName())
                && e.getMessage().contains(Plugin.OtherBuiltInPlugin.class.getName()), e.getMessage());
        assertTrue(e.getMessage().contains("line 1 of ") && e.getMessage().contains("line 3 of "), e.getMessage());
    }

    @Test
    void aBadEntryFailsItsNameWhenUsedNamingTheFileAndLine() throws Exception {
        write(jarA, "META-INF/dubbo/", Plugin.class, "# comment\nok=" + Plugin.UserPlugin.class.getName()
                + "\nbroken=com.example.NoSuchPlugin\n");

        IllegalStateException e = withJars(() -> {
            ExtensionLoader<Plugin> plugins = ExtensionLoader.getExtensionLoader(Plugin.class);
            assertInstanceOf(Plugin.UserPlugin.class, plugins.getExtension("ok"));
            return assertThrows(IllegalStateException.class, () -> plugins.getExtension("broken"));
        });

        assertTrue(e.getMessage().contains("com.example.NoSuchPlugin"), e.getMessage());
        assertTrue(e.getMessage().contains("line 3 of ") && e.getMessage().contains(jarA.toString()),
                e.getMessage());
    }

    @Test
    void injectorsListedInDescriptorsSupplySetterDependencies() throws Exception {
        write(jarA, "META-INF/dubbo/", Plugin.class, "fuelled=" + Plugin.FuelledPlugin.class.getName() + "\n");
        write(jarB, "META-INF/dubbo/", ExtensionInjector.class, "fuel=" + FuelInjector.class.getName() + "\n");

        Plugin.FuelledPlugin plugin = withJars(() -> (Plugin.FuelledPlugin) ExtensionLoader
                .getExtensionLoader(Plugin.class).getExtension("fuelled"));

        assertEquals("listed", plugin.fuel().grade());
    }
}
