package org.apache.dubbo.common.extension;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * What is known about the implementations of one extension point: named classes, wrappers, the adaptive
 * class, and the names whose class could not be used (with the reason).
 *
 * <p>Not thread-safe: it is filled by one thread, then published; {@link ExtensionLoader} changes a
 * {@link #copy()} and publishes the copy.
 */
final class ExtensionClasses {

    /**
     * Outermost wrapper first: lower order first ({@link Activate#order()}, else {@link Wrapper#order()}), then by
     * class name.
     */
    private static final Comparator<Class<?>> WRAPPER_ORDER = Comparator
            .<Class<?>>comparingInt(ActivateCondition::orderOf)
            .thenComparing(Class::getName);

    /** In registration order, so that the first name of a class is its primary name. */
    private final Map<String, Class<?>> classesByName = new LinkedHashMap<>();
    private final Map<Class<?>, String> primaryNames = new HashMap<>();
    private final Map<String, ActivateCondition> activations = new HashMap<>();
    private final Map<String, IllegalStateException> failures = new HashMap<>();
    /** Names that stay unusable whatever is registered later (two built-in classes claimed them). */
    private final Set<String> disabled = new HashSet<>();
    private final Set<Class<?>> wrappers = new LinkedHashSet<>();
    private Class<?> adaptiveClass;

    ExtensionClasses copy() {
        ExtensionClasses copy = new ExtensionClasses();
        copy.classesByName.putAll(classesByName);
        copy.primaryNames.putAll(primaryNames);
        copy.activations.putAll(activations);
        copy.failures.putAll(failures);
        copy.disabled.addAll(disabled);
        copy.wrappers.addAll(wrappers);
        copy.adaptiveClass = adaptiveClass;
        return copy;
    }

    /** The class registered under {@code name}, or {@code null}. */
    Class<?> get(String name) {
        return classesByName.get(name);
    }

    /** Why the class listed under {@code name} cannot be used, or {@code null}. */
    IllegalStateException failure(String name) {
        return failures.get(name);
    }

    /** The first name {@code extensionClass} was registered under, or {@code null}. */
    String nameOf(Class<?> extensionClass) {
        return primaryNames.get(extensionClass);
    }

    /** All usable names, sorted. */
    Set<String> names() {
        return new TreeSet<>(classesByName.keySet());
    }

    /** Conditions of the {@link Activate}-annotated classes, keyed by their primary name. */
    Map<String, ActivateCondition> activations() {
        return Collections.unmodifiableMap(activations);
    }

    Class<?> adaptiveClass() {
        return adaptiveClass;
    }

    void setAdaptiveClass(Class<?> adaptiveClass) {
        this.adaptiveClass = adaptiveClass;
    }

    /**
     * The wrapper classes that wrap the extension named {@code name} (all of them, unless a {@link Wrapper}
     * annotation says otherwise), in the order they are applied: innermost first.
     */
    List<Class<?>> wrappersInnermostFirst(String name) {
        List<Class<?>> ordered = new ArrayList<>(wrappers.size());
        for (Class<?> wrapper : wrappers) {
            if (wraps(wrapper, name)) {
                ordered.add(wrapper);
            }
        }
        ordered.sort(WRAPPER_ORDER.reversed());
        return ordered;
    }

    private static boolean wraps(Class<?> wrapperClass, String name) {
        Wrapper wrapper = wrapperClass.getAnnotation(Wrapper.class);
        if (wrapper == null) {
            return true;
        }
        boolean matches = wrapper.matches().length == 0 || Arrays.asList(wrapper.matches()).contains(name);
        return matches && !Arrays.asList(wrapper.mismatches()).contains(name);
    }

    void addWrapper(Class<?> wrapperClass) {
        wrappers.add(wrapperClass);
    }

    /**
     * Registers {@code extensionClass} under {@code name}, replacing any previous class or failure, unless the name
     * is {@link #disable disabled}.
     *
     * @return whether it was registered
     */
    boolean put(String name, Class<?> extensionClass) {
        if (disabled.contains(name)) {
            return false;
        }
        Class<?> previous = classesByName.put(name, extensionClass);
        failures.remove(name);
        if (previous == null) {
            addPrimaryName(name, extensionClass);
        } else if (previous != extensionClass) {
            reindex();
        }
        return true;
    }

    /** Makes {@code name} unusable for good, for the reason given. */
    void disable(String name, IllegalStateException failure) {
        disabled.add(name);
        if (classesByName.remove(name) != null) {
            reindex();
        }
        failures.put(name, failure);
    }

    /** Records that the class listed under {@code name} is unusable; ignored if the name already works. */
    void putFailure(String name, IllegalStateException failure) {
        if (!classesByName.containsKey(name) && !failures.containsKey(name)) {
            failures.put(name, failure);
        }
    }

    private void addPrimaryName(String name, Class<?> extensionClass) {
        if (primaryNames.containsKey(extensionClass)) {
            return;
        }
        primaryNames.put(extensionClass, name);
        ActivateCondition condition = ActivateCondition.of(extensionClass);
        if (condition != null) {
            activations.put(name, condition);
        }
    }

    private void reindex() {
        primaryNames.clear();
        activations.clear();
        for (Map.Entry<String, Class<?>> entry : classesByName.entrySet()) {
            addPrimaryName(entry.getKey(), entry.getValue());
        }
    }
}
