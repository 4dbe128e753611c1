package org.apache.dubbo.common.utils;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClassResolverTest {

    /** Delegates to the test's own loader and records what it was asked for. */
    private static final class RecordingLoader extends ClassLoader {
        final List<String> requested = new ArrayList<>();

        RecordingLoader() {
            super(ClassResolverTest.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            requested.add(name);
            return super.loadClass(name, resolve);
        }
    }

    private static <T> T withContextLoader(ClassLoader loader, java.util.concurrent.Callable<T> action)
            throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            return action.call();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    @ParameterizedTest
    @CsvSource({
            "int, int",
            "void, void",
            "java.lang.String, java.lang.String",
            "java.util.Map$Entry, java.util.Map$Entry",
            "int[], [I",
            "java.lang.String[][], [[Ljava.lang.String;",
            "[J, [J",
            "[[Ljava.util.Map;, [[Ljava.util.Map;",
            "' java.lang.Integer ', java.lang.Integer"
    })
    void resolvesPrimitiveOrdinaryNestedAndArrayNames(String name, String expectedClassName) throws Exception {
        assertEquals(expectedClassName, ClassResolver.resolve(name, PojoUtils.ANY_CLASS).getName());
    }

    @Test
    void asksTheContextClassLoaderFirst() throws Exception {
        RecordingLoader loader = new RecordingLoader();

        Class<?> resolved = withContextLoader(loader, () -> ClassResolver.resolve(
                "org.apache.dubbo.common.utils.PojoFixtures$Address", PojoUtils.ANY_CLASS));

        assertSame(PojoFixtures.Address.class, resolved);
        assertEquals(List.of("org.apache.dubbo.common.utils.PojoFixtures$Address"), loader.requested);
    }

    @Test
    void refusesAFilteredClassBeforeAnyClassLoaderSeesIt() throws Exception {
        RecordingLoader loader = new RecordingLoader();
        List<String> filtered = new ArrayList<>();

        IllegalArgumentException error = withContextLoader(loader, () -> assertThrows(IllegalArgumentException.class,
                () -> ClassResolver.resolve("[Lcom.example.Gadget;", name -> filtered.add(name) && false)));

        assertEquals("Class 'com.example.Gadget' is refused by the class name filter", error.getMessage());
        assertEquals(List.of("com.example.Gadget"), filtered);
        assertEquals(List.of(), loader.requested);
    }

    @Test
    void neverAsksTheFilterAboutPrimitives() throws Exception {
        assertSame(long[].class, ClassResolver.resolve("long[]", name -> false));
    }

    @Test
    void reportsAnUnknownClassAsNotFound() {
        assertThrows(ClassNotFoundException.class, () -> ClassResolver.resolve("no.such.Type", PojoUtils.ANY_CLASS));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "  ", "[", "[Q", "[Ljava.lang.String", "void[]", "[V"})
    void rejectsEmptyAndMalformedNames(String name) {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> ClassResolver.resolve(name, PojoUtils.ANY_CLASS));

        assertTrue(error.getMessage().contains("'" + name + "'"), error.getMessage());
    }

    @Test
    void resolvesWithoutAContextClassLoader() throws Exception {
        assertSame(Map.class, withContextLoader(null, () -> ClassResolver.resolve("java.util.Map",
                PojoUtils.ANY_CLASS)));
    }
}
