package org.apache.dubbo.common.extension;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.apache.dubbo.rpc.model.ScopeModel;

/**
 * The extension accessor of one scope model, with the director of the enclosing model as its parent.
 *
 * <p>In Dubbo Tuned every extension point has one {@link ExtensionLoader} for the whole process, whatever its
 * {@link SPI#scope()}: all directors hand out those same loaders, whose scope-model-aware extensions get the
 * default models of their scope. Post-processors added to any director see the extensions created from then on.
 */
public class ExtensionDirector implements ExtensionAccessor {

    private static final CopyOnWriteArrayList<ExtensionPostProcessor> POST_PROCESSORS = new CopyOnWriteArrayList<>();

    private final ExtensionDirector parent;
    private final ExtensionScope scope;
    private final ScopeModel scopeModel;
    private volatile boolean destroyed;

    public ExtensionDirector(ExtensionDirector parent, ExtensionScope scope, ScopeModel scopeModel) {
        this.parent = parent;
        this.scope = scope;
        this.scopeModel = scopeModel;
    }

    /** Adds a post-processor (once) that sees every extension instance created from now on. */
    public void addExtensionPostProcessor(ExtensionPostProcessor processor) {
        if (processor != null) {
            POST_PROCESSORS.addIfAbsent(processor);
        }
    }

    public List<ExtensionPostProcessor> getExtensionPostProcessors() {
        return POST_PROCESSORS;
    }

    static List<ExtensionPostProcessor> postProcessors() {
        return POST_PROCESSORS;
    }

    @Override
    public ExtensionDirector getExtensionDirector() {
        return this;
    }

    /**
     * The loader of {@code type}.
     *
     * @throws IllegalArgumentException if {@code type} is not an interface annotated {@link SPI}
     * @throws IllegalStateException    if this director is destroyed
     */
    @Override
    public <T> ExtensionLoader<T> getExtensionLoader(Class<T> type) {
        if (destroyed) {
            throw new IllegalStateException("ExtensionDirector of " + scopeModel + " is destroyed");
        }
        return ExtensionLoader.getExtensionLoader(type);
    }

    public ExtensionDirector getParent() {
        return parent;
    }

    /** The scope of the model this director belongs to. */
    public ExtensionScope getScope() {
        return scope;
    }

    public ScopeModel getScopeModel() {
        return scopeModel;
    }

    /**
     * Forgets the loaders of the extension points of this director's scope, with their instances; they are
     * created afresh on next use.
     */
    public void removeAllCachedLoader() {
        ExtensionLoader.resetLoadersOfScope(scope);
    }

    /** Marks this director destroyed: it hands out no more loaders. */
    public void destroy() {
        destroyed = true;
    }

    public boolean isDestroyed() {
        return destroyed;
    }
}
