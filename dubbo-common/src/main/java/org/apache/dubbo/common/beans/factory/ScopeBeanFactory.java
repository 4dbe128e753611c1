package org.apache.dubbo.common.beans.factory;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import org.apache.dubbo.common.beans.ScopeBeanException;
import org.apache.dubbo.common.extension.ExtensionAccessor;
import org.apache.dubbo.common.extension.ExtensionAccessorAware;
import org.apache.dubbo.common.extension.ExtensionPostProcessor;
import org.apache.dubbo.common.extension.ScopeModels;
import org.apache.dubbo.common.resource.Disposable;
import org.apache.dubbo.common.resource.Initializable;
import org.apache.dubbo.rpc.model.ScopeModel;
import org.apache.dubbo.rpc.model.ScopeModelAware;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The beans of one scope model (framework, application or module): shared components found by type, as Apache
 * Dubbo's extensions keep them ({@code applicationModel.getBeanFactory().getOrRegisterBean(MyCache.class)}).
 *
 * <ul>
 *   <li>A bean is found by type (any registered bean assignable to it) and, among several, by name. When none
 *       matches here, the factory of the enclosing model is asked ({@link #getBean}); {@link #getBeansOfType}
 *       lists this factory's and the enclosing ones'. Several matches and no name that picks one is an error
 *       naming them.</li>
 *   <li>{@link #registerBean(Class)} and {@link #getOrRegisterBean(Class)} return the bean of that type if
 *       there is one (here or in an enclosing factory) and create it otherwise, with its no-argument constructor
 *       or the one taking only scope models ({@code FrameworkModel}, {@code ApplicationModel}, {@code ModuleModel},
 *       {@code ScopeModel}).</li>
 *   <li>A registered bean is told its models ({@link ScopeModelAware}) and extension accessor
 *       ({@link ExtensionAccessorAware}), shown to the extension post-processors, then
 *       {@link Initializable#initialize(ExtensionAccessor) initialized}. A bean without a name is named
 *       {@code className#n}.</li>
 *   <li>{@link #registerBeanDefinition} and {@link #registerBeanFactory} register lazily: the bean is made the
 *       first time its type is asked for. As in Apache Dubbo, a factory's bean type is read from its class's
 *       generic {@link Supplier} type, which a lambda does not have: use an anonymous class.</li>
 *   <li>{@link #destroy()} (done when the model is destroyed) destroys the {@link Disposable} beans; the
 *       factory takes no bean after that.</li>
 * </ul>
 */
public final class ScopeBeanFactory {

    private static final Logger LOGGER = LoggerFactory.getLogger(ScopeBeanFactory.class);

    private final ScopeBeanFactory parent;
    private final ExtensionAccessor extensionAccessor;
    private final List<BeanInfo> beans = new CopyOnWriteArrayList<>();
    private final List<BeanDefinition<?>> definitions = new CopyOnWriteArrayList<>();
    private final Map<Class<?>, AtomicInteger> nextIds = new ConcurrentHashMap<>();
    private final Set<Class<?>> registeredClasses = ConcurrentHashMap.newKeySet();
    private final AtomicBoolean destroyed = new AtomicBoolean();

    public ScopeBeanFactory(ScopeBeanFactory parent, ExtensionAccessor extensionAccessor) {
        this.parent = parent;
        this.extensionAccessor = extensionAccessor;
    }

    /** The bean of {@code type}, created and registered unless there is one already. */
    public <T> T registerBean(Class<T> type) throws ScopeBeanException {
        return getOrRegisterBean(null, type);
    }

    public <T> T registerBean(String name, Class<T> type) throws ScopeBeanException {
        return getOrRegisterBean(name, type);
    }

    /** Registers {@code type} to be created the first time a bean of a type it is assignable to is asked for. */
    public <T> void registerBeanDefinition(Class<T> type) {
        registerBeanDefinition(null, type);
    }

    public <T> void registerBeanDefinition(String name, Class<T> type) {
        definitions.add(new BeanDefinition<>(name, type, null));
    }

    /** Registers a supplier called the first time its bean type is asked for (see the class comment). */
    public <T> void registerBeanFactory(Supplier<T> factory) {
        registerBeanFactory(null, factory);
    }

    public <T> void registerBeanFactory(String name, Supplier<T> factory) {
        Class<?> type = suppliedType(factory.getClass());
        if (type == null) {
            throw new ScopeBeanException("unable to determine bean class from factory's superclass or interface");
        }
        definitions.add(new BeanDefinition<>(name, type, factory));
    }

    public void registerBean(Object bean) {
        registerBean(null, bean);
    }

    /** Registers an existing object (once: registering the same instance under the same name again is ignored). */
    public void registerBean(String name, Object bean) {
        checkDestroyed();
        if (containsBean(name, bean)) {
            return;
        }
        String beanName = name == null || name.isEmpty() ? bean.getClass().getName() + "#" + nextId(bean.getClass())
                : name;
        initializeBean(beanName, bean);
        beans.add(new BeanInfo(beanName, bean));
    }

    public <T> T getOrRegisterBean(Class<T> type) {
        return getOrRegisterBean(null, type);
    }

    public <T> T getOrRegisterBean(String name, Class<T> type) {
        T bean = getBean(name, type);
        if (bean == null) {
            synchronized (this) {
                bean = getBean(name, type);
                if (bean == null) {
                    bean = createAndRegisterBean(name, type);
                }
            }
        }
        registeredClasses.add(type);
        return bean;
    }

    public <T> T getOrRegisterBean(Class<T> type, Function<? super Class<T>, ? extends T> mappingFunction) {
        return getOrRegisterBean(null, type, mappingFunction);
    }

    public <T> T getOrRegisterBean(String name, Class<T> type,
            Function<? super Class<T>, ? extends T> mappingFunction) {
        T bean = getBean(name, type);
        if (bean == null) {
            synchronized (this) {
                bean = getBean(name, type);
                if (bean == null) {
                    bean = mappingFunction.apply(type);
                    registerBean(name, bean);
                }
            }
        }
        registeredClasses.add(type);
        return bean;
    }

    /** The beans assignable to {@code type} of this factory, then of the enclosing ones. */
    @SuppressWarnings("unchecked")
    public <T> List<T> getBeansOfType(Class<T> type) {
        initializeBeanDefinitions(type);
        List<T> found = beans.stream().filter(info -> type.isInstance(info.instance))
                .map(info -> (T) info.instance).collect(Collectors.toList());
        if (parent != null) {
            found.addAll(parent.getBeansOfType(type));
        }
        return found;
    }

    public <T> T getBean(Class<T> type) {
        return getBean(null, type);
    }

    /** The bean named {@code name} (or the only one) assignable to {@code type}, here or in an enclosing factory. */
    public <T> T getBean(String name, Class<T> type) {
        initializeBeanDefinitions(type);
        T bean = findBean(name, type);
        if (bean == null && parent != null) {
            return parent.getBean(name, type);
        }
        return bean;
    }

    /** Destroys the {@link Disposable} beans (a failure is logged) and forgets every bean. */
    public void destroy() {
        if (!destroyed.compareAndSet(false, true)) {
            return;
        }
        for (BeanInfo info : beans) {
            if (info.instance instanceof Disposable) {
                try {
                    ((Disposable) info.instance).destroy();
                } catch (Throwable e) {
                    LOGGER.error("An error occurred when destroying bean [name={}, bean={}]: {}", info.name,
                            info.instance, e.toString(), e);
                }
            }
        }
        beans.clear();
        definitions.clear();
        nextIds.clear();
    }

    public boolean isDestroyed() {
        return destroyed.get();
    }

    /** The types asked for through {@code getOrRegisterBean} / {@code registerBean(Class)}. */
    public Set<Class<?>> getRegisteredClasses() {
        return Collections.unmodifiableSet(registeredClasses);
    }

    private <T> T createAndRegisterBean(String name, Class<T> type) {
        checkDestroyed();
        if (getBean(name, type) != null) {
            throw new ScopeBeanException("already exists bean with same name and type, name=" + name + ", type="
                    + type.getName());
        }
        T instance;
        try {
            instance = instantiate(type);
        } catch (ScopeBeanException e) {
            throw e;
        } catch (Throwable e) {
            throw new ScopeBeanException("create bean instance failed, type=" + type.getName(), e);
        }
        registerBean(name, instance);
        return instance;
    }

    private <T> T instantiate(Class<T> type) throws ReflectiveOperationException {
        Constructor<?> chosen = null;
        List<Constructor<?>> modelConstructors = new ArrayList<>();
        for (Constructor<?> constructor : type.getDeclaredConstructors()) {
            if (constructor.getParameterCount() == 0) {
                chosen = constructor;
                break;
            }
            if (ScopeModels.allModelTypes(constructor.getParameterTypes())) {
                modelConstructors.add(constructor);
            }
        }
        if (chosen == null) {
            if (modelConstructors.size() != 1) {
                throw new ScopeBeanException("create bean instance failed, type=" + type.getName() + ": "
                        + (modelConstructors.isEmpty()
                        ? "it has neither a no-argument constructor nor one taking only scope models"
                        : "expected one constructor taking only scope models but found " + modelConstructors.size()));
            }
            chosen = modelConstructors.get(0);
        }
        Class<?>[] parameters = chosen.getParameterTypes();
        Object[] arguments = new Object[parameters.length];
        ScopeModel model = scopeModel();
        for (int i = 0; i < parameters.length; i++) {
            if (model == null) {
                throw new ScopeBeanException("create bean instance failed, type=" + type.getName()
                        + ": no scope model to pass to its constructor");
            }
            arguments[i] = ScopeModels.of(parameters[i], model);
        }
        chosen.setAccessible(true);
        try {
            return type.cast(chosen.newInstance(arguments));
        } catch (InvocationTargetException e) {
            throw new ScopeBeanException("create bean instance failed, type=" + type.getName()
                    + ": its constructor threw " + e.getCause(), e.getCause());
        }
    }

    private void initializeBean(String name, Object bean) {
        checkDestroyed();
        try {
            ScopeModel model = scopeModel();
            if (bean instanceof ScopeModelAware && model != null) {
                ScopeModels.tell((ScopeModelAware) bean, model);
            }
            if (bean instanceof ExtensionAccessorAware) {
                ((ExtensionAccessorAware) bean).setExtensionAccessor(extensionAccessor);
            }
            if (extensionAccessor != null) {
                for (ExtensionPostProcessor processor
                        : extensionAccessor.getExtensionDirector().getExtensionPostProcessors()) {
                    processor.postProcessAfterInitialization(bean, name);
                }
            }
            if (bean instanceof Initializable) {
                ((Initializable) bean).initialize(extensionAccessor);
            }
        } catch (Throwable e) {
            throw new ScopeBeanException("register bean failed! name=" + name + ", type="
                    + bean.getClass().getName(), e);
        }
    }

    /** Creates the pending definitions whose type is assignable to {@code type}. */
    private void initializeBeanDefinitions(Class<?> type) {
        for (BeanDefinition<?> definition : definitions) {
            if (type.isAssignableFrom(definition.type) && definition.initialized.compareAndSet(false, true)) {
                Object bean;
                try {
                    bean = definition.factory != null ? definition.factory.get() : instantiate(definition.type);
                } catch (ScopeBeanException e) {
                    throw e;
                } catch (Throwable e) {
                    throw new ScopeBeanException("create bean instance failed, type=" + definition.type.getName(),
                            e);
                }
                registerBean(definition.name, bean);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private <T> T findBean(String name, Class<T> type) {
        if (type == Object.class && name == null) {
            return null;
        }
        List<BeanInfo> candidates = new ArrayList<>();
        for (BeanInfo info : beans) {
            if (type.isInstance(info.instance)) {
                if (name != null && name.equals(info.name)) {
                    return (T) info.instance;
                }
                candidates.add(info);
            }
        }
        if (candidates.size() == 1) {
            return (T) candidates.get(0).instance;
        }
        if (candidates.size() > 1) {
            throw new ScopeBeanException("expected single matching bean but found " + candidates.size()
                    + " candidates for type [" + type.getName() + "]: "
                    + candidates.stream().map(info -> info.name).collect(Collectors.toList()));
        }
        return null;
    }

    private boolean containsBean(String name, Object bean) {
        for (BeanInfo info : beans) {
            if (info.instance == bean && (name == null || name.equals(info.name))) {
                return true;
            }
        }
        return false;
    }

    private int nextId(Class<?> type) {
        return nextIds.computeIfAbsent(type, t -> new AtomicInteger()).incrementAndGet();
    }

    private ScopeModel scopeModel() {
        if (extensionAccessor instanceof ScopeModel) {
            return (ScopeModel) extensionAccessor;
        }
        return extensionAccessor == null ? null : extensionAccessor.getExtensionDirector().getScopeModel();
    }

    private void checkDestroyed() {
        if (destroyed.get()) {
            throw new IllegalStateException("ScopeBeanFactory is destroyed");
        }
    }

    /** The {@code T} of {@code Supplier<T>} as the class (or a superclass) declares it, else null. */
    private static Class<?> suppliedType(Class<?> factoryClass) {
        for (Class<?> c = factoryClass; c != null && c != Object.class; c = c.getSuperclass()) {
            List<Type> supertypes = new ArrayList<>(java.util.Arrays.asList(c.getGenericInterfaces()));
            supertypes.add(c.getGenericSuperclass());
            for (Type supertype : supertypes) {
                if (supertype instanceof ParameterizedType
                        && ((ParameterizedType) supertype).getRawType() == Supplier.class) {
                    Type[] arguments = ((ParameterizedType) supertype).getActualTypeArguments();
                    if (arguments.length > 0) {
                        Type argument = arguments[0];
                        if (argument instanceof ParameterizedType) {
                            argument = ((ParameterizedType) argument).getRawType();
                        }
                        if (argument instanceof Class) {
                            return (Class<?>) argument;
                        }
                    }
                }
            }
        }
        return null;
    }

    private static final class BeanInfo {
        final String name;
        final Object instance;

        BeanInfo(String name, Object instance) {
            this.name = name;
            this.instance = instance;
        }
    }

    private static final class BeanDefinition<T> {
        final String name;
        final Class<?> type;
        final Supplier<T> factory;
        final AtomicBoolean initialized = new AtomicBoolean();

        BeanDefinition(String name, Class<?> type, Supplier<T> factory) {
            this.name = name;
            this.type = type;
            this.factory = factory;
        }
    }
}
