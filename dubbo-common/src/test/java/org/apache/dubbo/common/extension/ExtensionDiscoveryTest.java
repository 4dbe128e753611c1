package org.apache.dubbo.common.extension;

import org.apache.dubbo.common.extension.fixture.Greeter;
import org.apache.dubbo.common.extension.fixture.Greeters;
import org.apache.dubbo.common.extension.fixture.Hook;
import org.apache.dubbo.common.extension.fixture.NotAnExtension;
import org.apache.dubbo.common.extension.fixture.Plugin;
import org.apache.dubbo.common.extension.fixture.TwoDefaults;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Finding extensions: loader creation, descriptor directories, naming, and isolation of broken entries. */
class ExtensionDiscoveryTest {

    private ExtensionLoader<Greeter> greeters;

    @BeforeEach
    void freshLoader() {
        ExtensionLoader.resetExtensionLoader(Greeter.class);
        greeters = ExtensionLoader.getExtensionLoader(Greeter.class);
    }

    @AfterEach
    void forgetLoaders() {
        ExtensionLoader.resetExtensionLoader(Greeter.class);
        ExtensionLoader.resetExtensionLoader(Plugin.class);
    }

    @Test
    void returnsTheSameLoaderForATypeUntilReset() {
        assertSame(greeters, ExtensionLoader.getExtensionLoader(Greeter.class));

        ExtensionLoader.resetExtensionLoader(Greeter.class);

        assertNotSame(greeters, ExtensionLoader.getExtensionLoader(Greeter.class));
    }

    @Test
    void rejectsTypesThatAreNotSpiInterfaces() {
        assertThrows(IllegalArgumentException.class, () -> ExtensionLoader.getExtensionLoader(null));

        IllegalArgumentException notInterface = assertThrows(IllegalArgumentException.class,
                () -> ExtensionLoader.getExtensionLoader(Greeters.EnglishGreeter.class));
        assertTrue(notInterface.getMessage().contains("EnglishGreeter is not an interface"), notInterface.getMessage());

        IllegalArgumentException notSpi = assertThrows(IllegalArgumentException.class,
                () -> ExtensionLoader.getExtensionLoader(NotAnExtension.class));
        assertTrue(notSpi.getMessage().contains(NotAnExtension.class.getName()), notSpi.getMessage());
        assertTrue(notSpi.getMessage().contains("@" + SPI.class.getName()), notSpi.getMessage());
    }

    @Test
    void rejectsSpiNamingTwoDefaults() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ExtensionLoader.getExtensionLoader(TwoDefaults.class));

        assertTrue(e.getMessage().contains("one, two"), e.getMessage());
    }

    @Test
    void listsEveryUsableNameFromAllDirectoriesSorted() {
        assertEquals(List.of("camelcase", "counting", "duplicate", "english", "exploding", "fallback", "french",
                        "german", "hola", "italian", "legacy", "shouting", "spanish"),
                List.copyOf(greeters.getSupportedExtensions()));
    }

    @Test
    void laterDirectoriesOverrideANameAsInApacheDubbo() {
        // internal/, then dubbo/, then services/: the last one read wins, as Apache Dubbo 3.3 does it
        assertEquals("services", greeters.getExtension("duplicate").greet());
        assertSame(Greeters.ServicesDuplicate.class, greeters.getExtensionClass("duplicate"));
    }

    @Test
    void readsLowerPriorityDirectoriesForNamesOnlyTheyDefine() {
        assertEquals("hallo", greeters.getExtension("german").greet());
        assertEquals("ciao", greeters.getExtension("italian").greet());
    }

    @Test
    void readsLegacyDescriptorsNamedAfterTheAlibabaInterface() {
        assertEquals("legacy", greeters.getExtension("legacy").greet());
    }

    @Test
    void givesEveryNameOfAMultiNameLineTheSameClass() {
        assertSame(Greeters.SpanishGreeter.class, greeters.getExtensionClass("spanish"));
        assertSame(Greeters.SpanishGreeter.class, greeters.getExtensionClass("hola"));
        assertEquals("spanish", greeters.getExtensionName(Greeters.SpanishGreeter.class));
    }

    @Test
    void namesBareClassesAfterSimpleNameWithoutInterfaceSuffixInLowerCase() {
        assertSame(Greeters.FrenchGreeter.class, greeters.getExtensionClass("french"));
        assertSame(Greeters.CamelCaseGreeter.class, greeters.getExtensionClass("camelcase"));
        assertSame(Greeters.Shouting.class, greeters.getExtensionClass("shouting"));
        assertEquals("roundrobin", ExtensionClassScanner.derivedName(LoadBalance.class,
                "org.example.RoundRobinLoadBalance"));
        assertEquals("random", ExtensionClassScanner.derivedName(LoadBalance.class, "RandomLoadBalance"));
        assertEquals("weighted", ExtensionClassScanner.derivedName(LoadBalance.class, "org.example.Outer$Weighted"));
    }

    @Test
    void unloadableClassFailsOnlyItsOwnNameWithTheCause() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> greeters.getExtension("missing"));

        assertTrue(e.getMessage().contains("com.example.absent.MissingGreeter"), e.getMessage());
        assertTrue(e.getMessage().contains("line 6 of ") && e.getMessage().contains(
                "META-INF/dubbo/org.apache.dubbo.common.extension.fixture.Greeter"), e.getMessage());
        assertInstanceOf(IllegalStateException.class, e.getCause());
        assertInstanceOf(ClassNotFoundException.class, e.getCause().getCause());
        assertFalse(greeters.hasExtension("missing"));
        assertEquals("hello", greeters.getExtension("english").greet());
    }

    @Test
    void unloadableBareClassFailsUnderItsDerivedName() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> greeters.getExtension("ghost"));

        assertTrue(e.getMessage().contains("com.example.absent.GhostGreeter"), e.getMessage());
    }

    @Test
    void classNotImplementingTheInterfaceFailsItsName() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> greeters.getExtension("notgreeter"));

        assertTrue(e.getMessage().contains("does not implement " + Greeter.class.getName()), e.getMessage());
    }

    @Test
    void workingClassInLowerPriorityDirectoryReplacesAnUnloadableOne() {
        assertEquals("fallback", greeters.getExtension("fallback").greet());
    }

    @Test
    void ignoresMalformedLinesAndKeepsReadingTheFile() {
        assertFalse(greeters.getSupportedExtensions().contains("empty"));
        assertFalse(greeters.getSupportedExtensions().contains("two words"));
        assertThrows(IllegalStateException.class, () -> greeters.getExtension("empty"));
        // "german" comes after the broken lines in the same file.
        assertTrue(greeters.hasExtension("german"));
    }

    @Test
    void unknownNameFailsListingTheKnownNames() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> greeters.getExtension("klingon"));

        assertTrue(e.getMessage().startsWith("No such extension " + Greeter.class.getName() + " by name klingon"),
                e.getMessage());
        assertTrue(e.getMessage().contains("known: [camelcase, counting, duplicate, english"), e.getMessage());
    }

    @Test
    void rejectsNullAndEmptyNames() {
        assertThrows(IllegalArgumentException.class, () -> greeters.getExtension(null));
        assertThrows(IllegalArgumentException.class, () -> greeters.getExtension(""));
        assertThrows(IllegalArgumentException.class, () -> greeters.hasExtension(""));
        assertThrows(IllegalArgumentException.class, () -> greeters.getExtensionClass(null));
    }

    @Test
    void resolvesTheDefaultExtension() {
        assertEquals("english", greeters.getDefaultExtensionName());
        assertSame(greeters.getExtension("english"), greeters.getDefaultExtension());
        assertSame(greeters.getExtension("english"), greeters.getExtension("true"));
        assertSame(greeters.getExtension("german"), greeters.getOrDefaultExtension("german"));
        assertSame(greeters.getExtension("english"), greeters.getOrDefaultExtension("klingon"));
        assertSame(greeters.getExtension("english"), greeters.getOrDefaultExtension("missing"));
        assertSame(greeters.getExtension("english"), greeters.getOrDefaultExtension(null));
    }

    @Test
    void hasNoDefaultWhenSpiNamesNone() {
        ExtensionLoader<Hook> hooks = ExtensionLoader.getExtensionLoader(Hook.class);

        assertNull(hooks.getDefaultExtensionName());
        assertNull(hooks.getDefaultExtension());
        assertNull(hooks.getExtension("true"));
        assertNull(hooks.getOrDefaultExtension("unknown"));
    }

    @Test
    void readsDescriptorsVisibleOnlyToTheContextClassLoader(@TempDir Path root) throws IOException {
        Path descriptor = root.resolve("META-INF/dubbo/" + Plugin.class.getName());
        Files.createDirectories(descriptor.getParent());
        Files.writeString(descriptor, "ctx=" + Plugin.ContextPlugin.class.getName() + "\n");
        assertFalse(ExtensionLoader.getExtensionLoader(Plugin.class).hasExtension("ctx"));
        ExtensionLoader.resetExtensionLoader(Plugin.class);

        Thread thread = Thread.currentThread();
        ClassLoader original = thread.getContextClassLoader();
        try (URLClassLoader context = new URLClassLoader(new URL[] {root.toUri().toURL()}, original)) {
            thread.setContextClassLoader(context);
            ExtensionLoader<Plugin> plugins = ExtensionLoader.getExtensionLoader(Plugin.class);

            assertEquals(Set.of("ctx"), plugins.getSupportedExtensions());
            assertInstanceOf(Plugin.ContextPlugin.class, plugins.getExtension("ctx"));
        } finally {
            thread.setContextClassLoader(original);
        }
    }

    /** Only its simple name matters for name derivation. */
    interface LoadBalance {
    }
}
