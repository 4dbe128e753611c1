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
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.apache.dubbo.rpc.model.ScopeModel;
import org.apache.dubbo.rpc.model.ScopeModelAware;

/**
 * Finds, creates and hands out the implementations ("extensions") of one {@link SPI} interface.
 *
 * <p><b>Discovery.</b> Extensions are listed in files named after the interface under
 * {@code META-INF/dubbo/internal/}, {@code META-INF/dubbo/} and {@code META-INF/services/}, read in that order
 * through the interface's class loader and the thread's context class loader. For an {@code org.apache.dubbo.}
 * interface, files named after its {@code com.alibaba.dubbo.} form are read too. A line is {@code name=class},
 * {@code name1,name2=class} or a bare {@code class}; a bare class is named after its simple name without the
 * interface's simple name as suffix, in lower case. As in Apache Dubbo, a class listed in
 * {@code META-INF/dubbo/} or {@code META-INF/services/} replaces the class an earlier file gave the same name,
 * so users override built-in extensions by name; two classes claiming one name in
 * {@code META-INF/dubbo/internal/} make it unusable. A listed class that cannot be loaded or does not implement
 * the interface makes only its own name unusable, with an error naming the file and line when it is used.
 *
 * <p><b>Roles.</b> A class annotated {@link Adaptive} is the adaptive extension. A class with a public
 * constructor taking the interface is a wrapper: it is not an extension of its own but is wrapped around every
 * extension ({@link Wrapper} can restrict which), lower order further out ({@link Activate#order()}, else
 * {@link Wrapper#order()}; then by class name). Every other class is a named extension.
 *
 * <p><b>Instances.</b> One instance per extension class, created on first use with its no-argument constructor,
 * or else with its constructor taking only scope models ({@code FrameworkModel}, {@code ApplicationModel},
 * {@code ModuleModel}, {@code ScopeModel}). The {@link ExtensionPostProcessor}s see it before and after its
 * setters are injected (see {@link #addInjector(ExtensionInjector)}); a {@link ScopeModelAware} or
 * {@link ExtensionAccessorAware} extension is then given its models or accessor; then it is wrapped. Wrappers go
 * through the same steps. All methods are thread-safe.
 *
 * <p>This implementation keeps one loader per interface for the whole process, whatever the
 * {@link SPI#scope()}; scope-model-aware extensions get the default models of their scope.
 */
public class ExtensionLoader<T> {

    private static final ConcurrentMap<Class<?>, ExtensionLoader<?>> LOADERS = new ConcurrentHashMap<>();
    private static final CopyOnWriteArrayList<ExtensionInjector> INJECTORS = new CopyOnWriteArrayList<>();
    private static final ExtensionInjector SPI_ADAPTIVE_INJECTOR = new SpiAdaptiveInjector();

    /** The name that stands for the default extension in {@link #getExtension(String)}. */
    private static final String DEFAULT_EXTENSION_ALIAS = "true";

    private final Class<T> type;
    private final String defaultName;
    private final ExtensionScope scope;

    private final Object classesLock = new Object();
    private volatile ExtensionClasses classes;

    private final ConcurrentMap<Class<?>, InstanceSlot<T>> rawInstances = new ConcurrentHashMap<>();
    private final ConcurrentMap<String, InstanceSlot<T>> wrappedInstances = new ConcurrentHashMap<>();
    private volatile InstanceSlot<T> adaptiveInstance = new InstanceSlot<>();

    private ExtensionLoader(Class<T> type, String defaultName) {
        this.type = type;
        this.defaultName = defaultName;
        this.scope = type.getAnnotation(SPI.class).scope();
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

    /** Forgets the loaders of every extension point declared with {@code scope}. */
    static void resetLoadersOfScope(ExtensionScope scope) {
        LOADERS.values().removeIf(loader -> loader.scope == scope);
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

    /** The wrapped extensions created so far, in name order. */
    public List<T> getLoadedExtensionInstances() {
        List<T> instances = new ArrayList<>();
        for (String name : getLoadedExtensions()) {
            T instance = getLoadedExtension(name);
            if (instance != null) {
                instances.add(instance);
            }
        }
        return instances;
    }

    /**
     * Drops the instances created so far (they are created afresh on next use), after destroying those that are
     * {@link org.apache.dubbo.common.resource.Disposable} (as Apache Dubbo does) and closing those that are
     * {@link AutoCloseable}; a failure is logged and does not stop the others.
     */
    public void destroy() {
        Set<Object> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (InstanceSlot<T> slot : rawInstances.values()) {
            T instance = slot.get();
            if ((instance instanceof AutoCloseable || instance instanceof org.apache.dubbo.common.resource.Disposable)
                    && seen.add(instance)) {
                try {
                    if (instance instanceof org.apache.dubbo.common.resource.Disposable) {
                        ((org.apache.dubbo.common.resource.Disposable) instance).destroy();
                    } else {
                        ((AutoCloseable) instance).close();
                    }
                } catch (Exception e) {
                    org.slf4j.LoggerFactory.getLogger(ExtensionLoader.class).warn("Closing {} of {} failed",
                            instance.getClass().getName(), type.getName(), e);
                }
            }
        }
        rawInstances.clear();
        wrappedInstances.clear();
        adaptiveInstance = new InstanceSlot<>();
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

    /** Whether {@code clazz} is a wrapper of this extension point: it has a public constructor taking it. */
    protected boolean isWrapperClass(Class<?> clazz) {
        return ExtensionClassScanner.isWrapper(type, clazz);
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
        return initialize("adaptive", instantiate("adaptive", adaptiveClass));
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
        return slot(rawInstances, extensionClass).getOrCreate(() -> initialize(name, instantiate(name, extensionClass)),
                description(name) + " (" + extensionClass.getName() + ")");
    }

    private T wrap(String name, T instance) {
        T wrapped = instance;
        for (Class<?> wrapperClass : classes().wrappersInnermostFirst(name)) {
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
            wrapped = initialize(name, wrapped);
        }
        return wrapped;
    }

    private T instantiate(String name, Class<?> extensionClass) {
        Constructor<?> constructor = constructorOf(name, extensionClass);
        try {
            constructor.setAccessible(true);
            Class<?>[] parameters = constructor.getParameterTypes();
            Object[] arguments = new Object[parameters.length];
            for (int i = 0; i < parameters.length; i++) {
                arguments[i] = ScopeModels.of(parameters[i], scopeModel());
            }
            return type.cast(constructor.newInstance(arguments));
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("Cannot create " + description(name) + " (" + extensionClass.getName()
                    + "): its constructor threw " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            throw new IllegalStateException("Cannot create " + description(name) + " (" + extensionClass.getName()
                    + "): " + e, e);
        }
    }

    /** The no-argument constructor, else the only one taking nothing but scope models. */
    private Constructor<?> constructorOf(String name, Class<?> extensionClass) {
        List<Constructor<?>> modelConstructors = new ArrayList<>();
        try {
            for (Constructor<?> constructor : extensionClass.getDeclaredConstructors()) {
                if (constructor.getParameterTypes().length == 0) {
                    return constructor;
                }
                if (ScopeModels.allModelTypes(constructor.getParameterTypes())) {
                    modelConstructors.add(constructor);
                }
            }
        } catch (LinkageError e) {
            throw new IllegalStateException("Cannot create " + description(name) + " (" + extensionClass.getName()
                    + "): " + e, e);
        }
        if (modelConstructors.size() == 1) {
            return modelConstructors.get(0);
        }
        throw new IllegalStateException("Cannot create " + description(name) + ": " + extensionClass.getName()
                + (modelConstructors.isEmpty()
                ? " has neither a no-argument constructor nor one taking only scope models (FrameworkModel,"
                + " ApplicationModel, ModuleModel, ScopeModel)"
                : " has " + modelConstructors.size() + " constructors taking scope models; keep one"));
    }

    /**
     * Runs a new instance through the post-processors, the setter injection and the aware callbacks.
     */
    private T initialize(String name, T instance) {
        Object current = instance;
        try {
            for (ExtensionPostProcessor processor : ExtensionDirector.postProcessors()) {
                current = processor.postProcessBeforeInitialization(current, name);
            }
            SetterInjection.inject(current, injectors());
            ScopeModel model = scopeModel();
            if (current instanceof ScopeModelAware) {
                ScopeModels.tell((ScopeModelAware) current, model);
            }
            if (current instanceof ExtensionAccessorAware) {
                ((ExtensionAccessorAware) current).setExtensionAccessor(model.getExtensionDirector());
            }
            for (ExtensionPostProcessor processor : ExtensionDirector.postProcessors()) {
                current = processor.postProcessAfterInitialization(current, name);
            }
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException("Cannot initialize " + description(name) + ": " + e, e);
        }
        if (!type.isInstance(current)) {
            throw new IllegalStateException("A post-processor replaced " + description(name) + " by "
                    + (current == null ? "null" : current.getClass().getName()) + ", which is not a " + type.getName());
        }
        return type.cast(current);
    }

    /** The default model of this extension point's scope. */
    private ScopeModel scopeModel() {
        switch (scope) {
            case FRAMEWORK:
                return FrameworkModel.defaultModel();
            case MODULE:
                return ApplicationModel.defaultModel().getDefaultModule();
            default:
                return ApplicationModel.defaultModel();
        }
    }

    private List<ExtensionInjector> injectors() {
        List<ExtensionInjector> injectors = new ArrayList<>(INJECTORS);
        if (type != ExtensionInjector.class && type != ExtensionFactory.class) {
            injectors.addAll(listedInjectors(ExtensionInjector.class));
            injectors.addAll(listedInjectors(ExtensionFactory.class));
        }
        injectors.add(SPI_ADAPTIVE_INJECTOR);
        return injectors;
    }

    /** The injectors listed in descriptor files, each created once. */
    private static <I extends ExtensionInjector> List<I> listedInjectors(Class<I> injectorType) {
        ExtensionLoader<I> loader = getExtensionLoader(injectorType);
        Set<String> names = loader.getSupportedExtensions();
        if (names.isEmpty()) {
            return Collections.emptyList();
        }
        List<I> injectors = new ArrayList<>(names.size());
        for (String name : names) {
            injectors.add(loader.getExtension(name));
        }
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
