package org.apache.dubbo.common.extension;

import org.apache.dubbo.common.extension.fixture.Compressor;
import org.apache.dubbo.common.extension.fixture.Compressors;
import org.apache.dubbo.common.extension.fixture.Engine;
import org.apache.dubbo.common.extension.fixture.Engines;
import org.apache.dubbo.common.extension.fixture.Fuel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Setter injection into extensions, wrappers and adaptive classes. */
class ExtensionInjectionTest {

    private final List<ExtensionInjector> registered = new ArrayList<>();
    private final List<String> requests = new ArrayList<>();

    @BeforeEach
    void freshLoaders() {
        ExtensionLoader.resetExtensionLoader(Engine.class);
        ExtensionLoader.resetExtensionLoader(Compressor.class);
    }

    @AfterEach
    void cleanUp() {
        registered.forEach(ExtensionLoader::removeInjector);
        ExtensionLoader.resetExtensionLoader(Engine.class);
        ExtensionLoader.resetExtensionLoader(Compressor.class);
    }

    private void register(ExtensionInjector injector) {
        registered.add(injector);
        ExtensionLoader.addInjector(injector);
    }

    /** Answers Fuel requests with a fuel of the given grade, and records every request. */
    private ExtensionInjector fuelInjector(String grade) {
        return new ExtensionInjector() {
            @Override
            public <T> T getInstance(Class<T> type, String name) {
                requests.add(grade + ":" + type.getSimpleName() + " " + name);
                return type == Fuel.class ? type.cast(new Fuel(grade)) : null;
            }
        };
    }

    private Engines.InjectableEngine injectableEngine() {
        return (Engines.InjectableEngine) ExtensionLoader.getExtensionLoader(Engine.class)
                .getExtension("injectable", false);
    }

    @Test
    void injectsSettersFromRegisteredInjector() {
        register(fuelInjector("premium"));

        assertEquals("premium", injectableEngine().fuel().grade());
    }

    @Test
    void skipsSettersMarkedDisableInject() {
        register(fuelInjector("premium"));

        assertNull(injectableEngine().spare());
        assertTrue(requests.stream().noneMatch(request -> request.endsWith(" spare")), requests.toString());
    }

    @Test
    void neverAsksForPlainValueSetters() {
        register(fuelInjector("premium"));

        Engines.InjectableEngine engine = injectableEngine();

        assertNull(engine.label());
        assertEquals(0, engine.cylinders());
        assertNull(engine.ratio());
        assertTrue(requests.stream().noneMatch(request -> request.endsWith(" label")
                || request.endsWith(" cylinders") || request.endsWith(" ratio")), requests.toString());
    }

    @Test
    void passesParameterTypeAndDecapitalisedPropertyName() {
        register(fuelInjector("premium"));

        injectableEngine();

        assertTrue(requests.contains("premium:Fuel fuel"), requests.toString());
        assertTrue(requests.contains("premium:Compressor compressor"), requests.toString());
    }

    @Test
    void firstInjectorReturningAnObjectWins() {
        register(new ExtensionInjector() {
            @Override
            public <T> T getInstance(Class<T> type, String name) {
                return null;
            }
        });
        register(fuelInjector("first"));
        register(fuelInjector("second"));

        assertEquals("first", injectableEngine().fuel().grade());
        assertTrue(requests.stream().noneMatch(request -> request.startsWith("second:Fuel")), requests.toString());
    }

    @Test
    void removedInjectorIsNoLongerConsulted() {
        ExtensionInjector injector = fuelInjector("premium");
        register(injector);
        ExtensionLoader.removeInjector(injector);

        assertNull(injectableEngine().fuel());
    }

    @Test
    void injectsAdaptiveExtensionIntoSettersTakingAnSpiInterface() {
        Engines.InjectableEngine engine = injectableEngine();

        assertSame(ExtensionLoader.getExtensionLoader(Compressor.class).getAdaptiveExtension(), engine.compressor());
        assertInstanceOf(Compressors.AdaptiveCompressor.class, engine.compressor());
    }

    @Test
    void leavesSpiSetterUnsetWhenThatInterfaceCannotBeAdaptive() {
        assertNull(injectableEngine().step());
    }

    @Test
    void injectsBeforeWrappingAndInjectsWrappersToo() {
        register(fuelInjector("premium"));

        Engines.RecordingEngineWrapper wrapper = (Engines.RecordingEngineWrapper)
                ExtensionLoader.getExtensionLoader(Engine.class).getExtension("injectable");

        assertEquals("premium", wrapper.fuelSeenWhenWrapping().grade());
        assertEquals("premium", wrapper.ownFuel().grade());
    }

    @Test
    void injectsTheAdaptiveClass() {
        register(fuelInjector("premium"));

        Compressors.AdaptiveCompressor adaptive = (Compressors.AdaptiveCompressor)
                ExtensionLoader.getExtensionLoader(Compressor.class).getAdaptiveExtension();

        assertEquals("premium", adaptive.fuel().grade());
    }

    @Test
    void failingInjectorSkipsThatSetterOnly() {
        register(new ExtensionInjector() {
            @Override
            public <T> T getInstance(Class<T> type, String name) {
                if (type == Fuel.class) {
                    throw new IllegalStateException("no fuel today");
                }
                return null;
            }
        });

        Engines.InjectableEngine engine = injectableEngine();

        assertNull(engine.fuel());
        assertInstanceOf(Compressors.AdaptiveCompressor.class, engine.compressor());
    }

    @Test
    void extensionThatNeedsItselfIsCreatedWithoutIt() {
        ExtensionLoader<Engine> engines = ExtensionLoader.getExtensionLoader(Engine.class);
        register(new ExtensionInjector() {
            @Override
            public <T> T getInstance(Class<T> type, String name) {
                return type == Engine.class ? type.cast(engines.getExtension("selfish", false)) : null;
            }
        });

        Engines.SelfishEngine selfish = (Engines.SelfishEngine) engines.getExtension("selfish", false);

        assertNull(selfish.engine());
    }
}
