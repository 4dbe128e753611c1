package org.apache.dubbo.rpc.model;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.common.beans.factory.ScopeBeanFactory;
import org.apache.dubbo.common.extension.ExtensionAccessor;
import org.apache.dubbo.common.extension.ExtensionDirector;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.extension.ExtensionScope;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A level of Dubbo's runtime: the {@link FrameworkModel} (the process), its {@link ApplicationModel}s and their
 * {@link ModuleModel}s. A model owns its children and destroys them with itself, carries free-form attributes
 * for the components that live at its level, and hands out extension loaders.
 */
public abstract class ScopeModel implements ExtensionAccessor {

    private static final Logger LOGGER = LoggerFactory.getLogger(ScopeModel.class);

    private final ScopeModel parent;
    private final ExtensionScope scope;
    private final String internalId;
    private final AtomicInteger childIds = new AtomicInteger();
    private final Map<String, Object> attributes = new ConcurrentHashMap<>();
    private final List<ScopeModelDestroyListener<ScopeModel>> destroyListeners = new CopyOnWriteArrayList<>();
    private final AtomicBoolean destroyed = new AtomicBoolean();
    private volatile String modelName;
    private volatile ExtensionDirector extensionDirector;
    private volatile ScopeBeanFactory beanFactory;

    protected ScopeModel(ScopeModel parent, ExtensionScope scope, String internalId) {
        this.parent = parent;
        this.scope = scope;
        this.internalId = internalId;
    }

    /** The enclosing model: the application of a module, the framework of an application; null for a framework. */
    public ScopeModel getParent() {
        return parent;
    }

    public ExtensionScope getScope() {
        return scope;
    }

    /** A dotted id unique in the process, e.g. {@code 1.2.1} for the first module of the second application. */
    public String getInternalId() {
        return internalId;
    }

    /** A name for logs and thread names; the internal id unless one was given. */
    public String getModelName() {
        return modelName != null ? modelName : internalId;
    }

    public void setModelName(String modelName) {
        this.modelName = modelName;
    }

    /** A human-readable description for logs. */
    public String getDesc() {
        return getClass().getSimpleName() + "[" + getModelName() + "]";
    }

    /** Extensions are shared by every model of this process; the loader is the one of {@code type}. */
    @Override
    public <T> ExtensionLoader<T> getExtensionLoader(Class<T> type) {
        checkNotDestroyed();
        return getExtensionDirector().getExtensionLoader(type);
    }

    /** The extension director of this model, whose parent is the director of the enclosing model. */
    @Override
    public ExtensionDirector getExtensionDirector() {
        ExtensionDirector director = extensionDirector;
        if (director == null) {
            synchronized (this) {
                director = extensionDirector;
                if (director == null) {
                    director = new ExtensionDirector(parent == null ? null : parent.getExtensionDirector(), scope,
                            this);
                    extensionDirector = director;
                }
            }
        }
        return director;
    }

    /**
     * The beans of this model; a bean not found here is looked up in the enclosing model's factory. Destroyed
     * with the model.
     */
    public final ScopeBeanFactory getBeanFactory() {
        ScopeBeanFactory factory = beanFactory;
        if (factory == null) {
            synchronized (this) {
                factory = beanFactory;
                if (factory == null) {
                    checkNotDestroyed();
                    factory = new ScopeBeanFactory(parent == null ? null : parent.getBeanFactory(), this);
                    beanFactory = factory;
                }
            }
        }
        return factory;
    }

    /** The bean of {@code type} of this model (or an enclosing one), created and registered if there is none. */
    public final <T> T getOrRegisterBean(Class<T> type) {
        return getBeanFactory().getOrRegisterBean(type);
    }

    /** The bean of {@code type} of this model or an enclosing one; {@code null} if there is none. */
    public final <T> T getBean(Class<T> type) {
        return getBeanFactory().getBean(type);
    }

    public Object getAttribute(String key) {
        return attributes.get(key);
    }

    /** The attribute {@code key} if it is an instance of {@code type}, else null. */
    public <T> T getAttribute(String key, Class<T> type) {
        Object value = attributes.get(key);
        return type.isInstance(value) ? type.cast(value) : null;
    }

    /** Sets an attribute; a null value removes it. */
    public void setAttribute(String key, Object value) {
        if (value == null) {
            attributes.remove(key);
        } else {
            attributes.put(key, value);
        }
    }

    /** A read-only view of the attributes. */
    public Map<String, Object> getAttributes() {
        return Collections.unmodifiableMap(attributes);
    }

    /** Called once when this model is destroyed, after its children. */
    @SuppressWarnings("unchecked")
    public <T extends ScopeModel> void addDestroyListener(ScopeModelDestroyListener<T> listener) {
        if (listener == null) {
            throw new IllegalArgumentException("Destroy listener must not be null");
        }
        destroyListeners.add((ScopeModelDestroyListener<ScopeModel>) listener);
    }

    /**
     * Destroys the children, then notifies the destroy listeners, then forgets the attributes. Only the first
     * call does anything. A failing listener is logged and does not stop the others.
     */
    public final void destroy() {
        if (!destroyed.compareAndSet(false, true)) {
            return;
        }
        onDestroy();
        for (ScopeModelDestroyListener<ScopeModel> listener : destroyListeners) {
            try {
                listener.onDestroy(this);
            } catch (RuntimeException e) {
                LOGGER.warn("Destroy listener {} of {} failed", listener, getDesc(), e);
            }
        }
        destroyListeners.clear();
        ScopeBeanFactory factory = beanFactory;
        if (factory != null) {
            factory.destroy();
        }
        attributes.clear();
        ExtensionDirector director = extensionDirector;
        if (director != null) {
            director.destroy();
        }
    }

    public boolean isDestroyed() {
        return destroyed.get();
    }

    /** Destroys the children and detaches this model from its parent. */
    protected abstract void onDestroy();

    protected void checkNotDestroyed() {
        if (isDestroyed()) {
            throw new IllegalStateException(getDesc() + " is destroyed");
        }
    }

    /** The id for the next child of this model. */
    String nextChildId() {
        return internalId + "." + childIds.incrementAndGet();
    }

    @Override
    public String toString() {
        return getDesc();
    }
}
