package org.apache.dubbo.rpc.model;

/**
 * Told when a {@link ScopeModel} is destroyed, after its children; used to release what lives at that level.
 */
public interface ScopeModelDestroyListener<T extends ScopeModel> {

    void onDestroy(T scopeModel);

    /** Whether this listener releases protocol resources (servers, clients), which go last. */
    default boolean isProtocol() {
        return false;
    }
}
