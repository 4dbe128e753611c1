package org.apache.dubbo.common.extension;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

import org.apache.dubbo.common.URL;

/**
 * Finds, creates and hands out the implementations ("extensions") of one {@link SPI} interface.
 *
 * <p><b>Discovery.</b> Extensions are listed in files named after the interface under
 * {@code META-INF/dubbo/internal/} (highest priority), {@code META-INF/dubbo/} and {@code META-INF/services/}
 * (lowest), looked up through the interface's class loader and the thread's context class loader. For an
 * {@code org.apache.dubbo.} interface, files named after its {@code com.alibaba.dubbo.} form are read too. A
 * line is {@code name=class}, {@code name1,name2=class} or a bare {@code class}; a bare class is named after
 * its simple name without the interface's simple name as suffix, in lower case. When two classes claim a name
 * the higher-priority file wins. A listed class that cannot be loaded or does not implement the interface
 * makes only its own name unusable.
 *
 * <p><b>Roles.</b> A class annotated {@link Adaptive} is the adaptive extension. A class with a public
 * constructor taking the interface is a wrapper: it is not an extension of its own but is wrapped around every
 * extension, lower {@link Activate#order()} further out (then by class name). Every other class is a named
 * extension.
 *
 * <p><b>Instances.</b> One instance per extension class, created on first use with its public or private
 * no-argument constructor; its setters are then injected (see {@link #addInjector(ExtensionInjector)}), and
 * then it is wrapped. Wrappers are injected too. All methods are thread-safe.
 *
 * <p>This implementation keeps one loader per interface for the whole class loader; {@link SPI#scope()} is
 * accepted but every scope shares these instances.
 */
public class ExtensionLoader<T> {

    private static final ConcurrentMap<Class<?>, ExtensionLoader<?>> LOADERS = new ConcurrentHashMap<>();
    private static final CopyOnWriteArrayList<ExtensionInjector> INJECTORS = new CopyOnWriteArrayList<>();
    private static final ExtensionInjector SPI_ADAPTIVE_INJECTOR = new SpiAdaptiveInjector();

    /** The name that stands for the default extension in {@link #getExtension(String)}. */
    private static final String DEFAULT_EXTENSION_ALIAS = "true";

    private final Class<T> type;
    private final String defaultName;

    private final Object classesLock = new Object();
    private volatile ExtensionClasses classes;

    private final ConcurrentMap<Class<?>, InstanceSlot<T>> rawInstances = new ConcurrentHashMap<>();
    private final ConcurrentMap<String, InstanceSlot<T>> wrappedInstances = new ConcurrentHashMap<>();
    private volatile InstanceSlot<T> adaptiveInstance = new InstanceSlot<>();

    private ExtensionLoader(Class<T> type, String defaultName) {
        this.type = type;
        this.defaultName = defaultName;
    }

    /**
     * Returns the loader of {@code type}, the same one on every call.
     *
     * @throws IllegalArgumentException if {@code type} is not an interface annotated {@link SPI}
     */
    @SuppressWarnings("unchecked")
    public static <T> ExtensionLoader<T> getExtensionLoader(Class<T> type) {
        if (type == null) {
            throw new IllegalArgumentException("Extension type must not be null");
        }
        ExtensionLoader<?> loader = LOADERS.get(type);
        if (loader == null) {
            String defaultName = defaultNameOf(type);
            loader = LOADERS.computeIfAbsent(type, t -> new ExtensionLoader<>(type, defaultName));
        }
        return (ExtensionLoader<T>) loader;
    }

    /**
     * Forgets the loader of {@code type}, with its classes and instances; the next
     * {@link #getExtensionLoader(Class)} starts afresh. Meant for tests.
     */
    public static void resetExtensionLoader(Class<?> type) {
        LOADERS.remove(type);
    }

    /**
     * Registers an injector consulted, in registration order, when extension setters are injected. After
     * them, a built-in injector supplies the adaptive extension for setters taking an {@link SPI} interface.
     */
    public static void addInjector(ExtensionInjector injector) {
        if (injector == null) {
            throw new IllegalArgumentException("Extension injector must not be null");
        }
        INJECTORS.addIfAbsent(injector);
    }

    public static void removeInjector(ExtensionInjector injector) {
        INJECTORS.remove(injector);
    }

    /**
     * Returns the extension named {@code name}, wrapped; {@code "true"} means the default extension.
     *
     * @throws IllegalArgumentException if {@code name} is null or empty
     * @throws IllegalStateException    if there is no such extension or it cannot be created
     */
    public T getExtension(String name) {
        return getExtension(name, true);
    }

    /**
     * Returns the extension named {@code name}; {@code "true"} means the default extension (or {@code null}
     * when there is none).
     *
     * @param wrap whether to return it inside its wrappers or bare
     * @throws IllegalArgumentException if {@code name} is null or empty
     * @throws IllegalStateException    if there is no such extension or it cannot be created
     */
    public T getExtension(String name, boolean wrap) {
        checkName(name);
        if (DEFAULT_EXTENSION_ALIAS.equals(name)) {
            return defaultName == null ? null : getExtension(defaultName, wrap);
        }
        if (wrap) {
            // hot path (per-call lookups of a cluster, load balancer, ...): no description string, no lambda
            InstanceSlot<T> existing = wrappedInstances.get(name);
            T created = existing == null ? null : existing.get();
            if (created != null) {
                return created;
            }
        }
        Class<?> extensionClass = getExtensionClass(name);
        if (!wrap) {
            return rawInstance(name, extensionClass);
        }
        return slot(wrappedInstances, name).getOrCreate(() -> wrap(name, rawInstance(name, extensionClass)),
                description(name));
    }

    /** The default extension, or {@code null} if {@link SPI#value()} names none. */
    public T getDefaultExtension() {
        return defaultName == null ? null : getExtension(defaultName);
    }

    /** The {@link SPI#value()} of the interface, or {@code null} if it names none. */
    public String getDefaultExtensionName() {
        return defaultName;
    }

    /** The extension named {@code name} if there is one, else the default extension (possibly {@code null}). */
    public T getOrDefaultExtension(String name) {
        return name != null && !name.isEmpty() && hasExtension(name) ? getExtension(name) : getDefaultExtension();
    }

    /**
     * Whether a usable extension class is registered under {@code name}.
     *
     * @throws IllegalArgumentException if {@code name} is null or empty
     */
    public boolean hasExtension(String name) {
        checkName(name);
        return classes().get(name) != null;
    }

    /** Names of all usable extensions, sorted. */
    public Set<String> getSupportedExtensions() {
        return Collections.unmodifiableSet(classes().names());
    }

    /** An instance of every usable extension, in name order; creates them as needed. */
    public Set<T> getSupportedExtensionInstances() {
        Set<T> instances = new LinkedHashSet<>();
        for (String name : getSupportedExtensions()) {
            instances.add(getExtension(name));
        }
        return Collections.unmodifiableSet(instances);
    }

    /** The wrapped extension named {@code name} if it has already been created, else {@code null}. */
    public T getLoadedExtension(String name) {
        checkName(name);
        InstanceSlot<T> slot = wrappedInstances.get(name);
        return slot == null ? null : slot.get();
    }

    /** Names of the extensions whose wrapped instance has been created, sorted. */
    public Set<String> getLoadedExtensions() {
        Set<String> names = new TreeSet<>();
        wrappedInstances.forEach((name, slot) -> {
            if (slot.get() != null) {
                names.add(name);
            }
        });
        return Collections.unmodifiableSet(names);
    }

    /** The name of the extension class of {@code extensionInstance}; {@code null} for a wrapper or unknown. */
    public String getExtensionName(T extensionInstance) {
        return getExtensionName(extensionInstance.getClass());
    }

    /** The (first) name {@code extensionClass} is registered under, or {@code null}. */
    public String getExtensionName(Class<?> extensionClass) {
        return classes().nameOf(extensionClass);
    }

    /**
     * The class registered under {@code name}.
     *
     * @throws IllegalArgumentException if {@code name} is null or empty
     * @throws IllegalStateException    if there is no such extension, or its class is unusable (the cause says
     *                                  why)
     */
    public Class<?> getExtensionClass(String name) {
        checkName(name);
        ExtensionClasses current = classes();
        Class<?> extensionClass = current.get(name);
        if (extensionClass != null) {
            return extensionClass;
        }
        IllegalStateException failure = current.failure(name);
        if (failure != null) {
            throw new IllegalStateException("Extension " + type.getName() + " by name " + name + " is unusable: "
                    + failure.getMessage(), failure);
        }
        throw new IllegalStateException("No such extension " + type.getName() + " by name " + name + ", known: "
                + current.names());
    }

    /**
     * Registers {@code extensionClass} under {@code name}, or as the adaptive extension if it is annotated
     * {@link Adaptive} (then {@code name} is ignored).
     *
     * @throws IllegalStateException if the class does not implement the interface, is an interface, the name
     *                               is blank or taken, or an adaptive class already exists
     */
    public void addExtension(String name, Class<?> extensionClass) {
        synchronized (classesLock) {
            ExtensionClasses current = classes();
            checkExtensionClass(extensionClass);
            ExtensionClasses updated = current.copy();
            if (extensionClass.isAnnotationPresent(Adaptive.class)) {
                if (current.adaptiveClass() != null) {
                    throw new IllegalStateException("Adaptive extension of " + type.getName() + " already exists: "
                            + current.adaptiveClass().getName());
                }
                updated.setAdaptiveClass(extensionClass);
            } else {
                checkExtensionName(name, extensionClass);
                if (current.get(name) != null) {
                    throw new IllegalStateException("Extension " + type.getName() + " by name " + name
                            + " already exists: " + current.get(name).getName());
                }
                updated.put(name, extensionClass);
            }
            classes = updated;
        }
    }

    /**
     * Puts {@code extensionClass} in place of the extension registered under {@code name} (or of the
     * adaptive class, if it is annotated {@link Adaptive}), dropping the instance created so far. Meant for
     * tests.
     *
     * @throws IllegalStateException if the class does not implement the interface, or there is nothing to
     *                               replace
     */
    public void replaceExtension(String name, Class<?> extensionClass) {
        synchronized (classesLock) {
            ExtensionClasses current = classes();
            checkExtensionClass(extensionClass);
            ExtensionClasses updated = current.copy();
            if (extensionClass.isAnnotationPresent(Adaptive.class)) {
                if (current.adaptiveClass() == null) {
                    throw new IllegalStateException("Adaptive extension class of " + type.getName()
                            + " does not exist, so it cannot be replaced");
                }
                updated.setAdaptiveClass(extensionClass);
                adaptiveInstance = new InstanceSlot<>();
            } else {
                checkExtensionName(name, extensionClass);
                if (current.get(name) == null) {
                    throw new IllegalStateException("Extension " + type.getName() + " by name " + name
                            + " does not exist, so it cannot be replaced");
                }
                updated.put(name, extensionClass);
                wrappedInstances.remove(name);
            }
            classes = updated;
        }
    }

    /**
     * Every extension annotated {@link Activate} whose {@link Activate#onClass()} classes are present, ignoring
     * groups and URL conditions, by order then name.
     */
    public List<T> getActivateExtensions() {
        return instances(ActivateSelection.all(classes().activations()));
    }

    /** {@link #getActivateExtension(URL, String, String)} for any group. */
    public List<T> getActivateExtension(URL url, String key) {
        return getActivateExtension(url, key, null);
    }

    /** {@link #getActivateExtension(URL, String[], String)} for any group. */
    public List<T> getActivateExtension(URL url, String[] values) {
        return getActivateExtension(url, values, null);
    }

    /**
     * The extensions activated for {@code url} and {@code group}, with the configured names read from the
     * comma-separated URL parameter {@code key} (e.g. {@code service.filter=a,-b}).
     */
    public List<T> getActivateExtension(URL url, String key, String group) {
        return getActivateExtensionByKey(url::getParameter, url.getParameters().keySet(), key, group);
    }

    /** The extensions activated for {@code url} and {@code group}, with explicitly configured names. */
    public List<T> getActivateExtension(URL url, String[] values, String group) {
        return getActivateExtension(url::getParameter, url.getParameters().keySet(), values, group);
    }

    /**
     * The extensions activated by a URL: what the public {@code getActivateExtension(URL, String[], String)}
     * does, with the URL given as its parameters. See {@link ActivateSelection} for the rules.
     *
     * @param parameters    the URL's parameter value by key ({@code null} when absent)
     * @param parameterKeys all the URL's parameter keys
     * @param values        configured extension names, such as {@code {"a", "default", "-b"}}; may be null
     * @param group         the group asked for; {@code null} or empty for any
     * @throws IllegalStateException if a configured name has no usable extension
     */
    List<T> getActivateExtension(Function<String, String> parameters, Set<String> parameterKeys, String[] values,
                                 String group) {
        return instances(ActivateSelection.select(classes().activations(), values, group, parameters,
                parameterKeys));
    }

    /**
     * Like {@link #getActivateExtension(Function, Set, String[], String)} with the configured names read from
     * the comma-separated parameter {@code key}: what the public
     * {@code getActivateExtension(URL, String key, String group)} does.
     */
    List<T> getActivateExtensionByKey(Function<String, String> parameters, Set<String> parameterKeys, String key,
                                      String group) {
        return getActivateExtension(parameters, parameterKeys, ActivateSelection.splitNames(parameters.apply(key)),
                group);
    }

    /**
     * The adaptive extension: an instance of the class annotated {@link Adaptive} if there is one, else a proxy
     * that sends each {@link Adaptive} method call to the extension named by the call's URL (other methods
     * throw {@link UnsupportedOperationException}). Created once.
     *
     * @throws IllegalStateException if there is neither an adaptive class nor an {@link Adaptive} method, or an
     *                               {@link Adaptive} method has no URL argument
     */
    public T getAdaptiveExtension() {
        return adaptiveInstance.getOrCreate(this::createAdaptiveExtension, "the adaptive extension of "
                + type.getName());
    }

    /** Whether {@link #getAdaptiveExtension()} has something to build from. */
    boolean isAdaptable() {
        return classes().adaptiveClass() != null || AdaptiveProxy.hasAdaptiveMethods(type);
    }

    @Override
    public String toString() {
        return "ExtensionLoader[" + type.getName() + "]";
    }

    private T createAdaptiveExtension() {
        Class<?> adaptiveClass = classes().adaptiveClass();
        if (adaptiveClass == null) {
            return AdaptiveProxy.create(this, type, UrlAccess.DUBBO_URL);
        }
        T instance = instantiate("adaptive", adaptiveClass);
        SetterInjection.inject(instance, injectors());
        return instance;
    }

    private ExtensionClasses classes() {
        ExtensionClasses current = classes;
        if (current == null) {
            synchronized (classesLock) {
                current = classes;
                if (current == null) {
                    current = ExtensionClassScanner.scan(type);
                    classes = current;
                }
            }
        }
        return current;
    }

    private List<T> instances(List<String> names) {
        List<T> instances = new ArrayList<>(names.size());
        for (String name : names) {
            instances.add(getExtension(name));
        }
        return instances;
    }

    private T rawInstance(String name, Class<?> extensionClass) {
        return slot(rawInstances, extensionClass).getOrCreate(() -> {
            T instance = instantiate(name, extensionClass);
            SetterInjection.inject(instance, injectors());
            return instance;
        }, description(name) + " (" + extensionClass.getName() + ")");
    }

    private T wrap(String name, T instance) {
        T wrapped = instance;
        for (Class<?> wrapperClass : classes().wrappersInnermostFirst()) {
            try {
                Constructor<?> constructor = wrapperClass.getConstructor(type);
                constructor.setAccessible(true);
                wrapped = type.cast(constructor.newInstance(wrapped));
            } catch (InvocationTargetException e) {
                throw new IllegalStateException("Cannot wrap " + description(name) + " in " + wrapperClass.getName()
                        + ": its constructor threw " + e.getCause(), e.getCause());
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                throw new IllegalStateException("Cannot wrap " + description(name) + " in " + wrapperClass.getName()
                        + ": " + e, e);
            }
            SetterInjection.inject(wrapped, injectors());
        }
        return wrapped;
    }

    private T instantiate(String name, Class<?> extensionClass) {
        try {
            Constructor<?> constructor = extensionClass.getDeclaredConstructor();
            constructor.setAccessible(true);
            return type.cast(constructor.newInstance());
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("Cannot create " + description(name) + " (" + extensionClass.getName()
                    + "): its constructor threw " + e.getCause(), e.getCause());
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("Cannot create " + description(name) + ": "
                    + extensionClass.getName() + " has no no-argument constructor", e);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            throw new IllegalStateException("Cannot create " + description(name) + " (" + extensionClass.getName()
                    + "): " + e, e);
        }
    }

    private static List<ExtensionInjector> injectors() {
        List<ExtensionInjector> injectors = new ArrayList<>(INJECTORS);
        injectors.add(SPI_ADAPTIVE_INJECTOR);
        return injectors;
    }

    private static <K, V> InstanceSlot<V> slot(ConcurrentMap<K, InstanceSlot<V>> slots, K key) {
        return slots.computeIfAbsent(key, k -> new InstanceSlot<>());
    }

    private String description(String name) {
        return "extension '" + name + "' of " + type.getName();
    }

    private void checkName(String name) {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("Extension name of " + type.getName() + " must not be null or empty");
        }
    }

    private void checkExtensionClass(Class<?> extensionClass) {
        if (extensionClass == null) {
            throw new IllegalStateException("Extension class of " + type.getName() + " must not be null");
        }
        if (!type.isAssignableFrom(extensionClass)) {
            throw new IllegalStateException(extensionClass.getName() + " does not implement " + type.getName());
        }
        if (extensionClass.isInterface()) {
            throw new IllegalStateException(extensionClass.getName() + " is an interface, not an extension class of "
                    + type.getName());
        }
    }

    private void checkExtensionName(String name, Class<?> extensionClass) {
        if (name == null || name.trim().isEmpty()) {
            throw new IllegalStateException("Extension name of " + type.getName() + " for "
                    + extensionClass.getName() + " must not be blank");
        }
    }

    private static String defaultNameOf(Class<?> type) {
        if (!type.isInterface()) {
            throw new IllegalArgumentException("Extension type " + type.getName() + " is not an interface");
        }
        SPI spi = type.getAnnotation(SPI.class);
        if (spi == null) {
            throw new IllegalArgumentException("Extension type " + type.getName()
                    + " is not an extension point: it is not annotated @" + SPI.class.getName());
        }
        String name = spi.value().trim();
        if (name.indexOf(',') >= 0) {
            throw new IllegalArgumentException("@SPI of " + type.getName() + " names more than one default extension: '"
                    + name + "'");
        }
        return name.isEmpty() ? null : name;
    }
}
