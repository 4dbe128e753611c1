package org.apache.dubbo.rpc.model;

/**
 * An extension that wants the scope models it lives in. After its setters are injected, the extension loader
 * calls {@link #setScopeModel} with the model of the extension point's scope, then the setters of that model
 * and of the models above it (a module-scoped extension gets its module, application and framework).
 */
public interface ScopeModelAware {

    default void setScopeModel(ScopeModel scopeModel) {
    }

    default void setFrameworkModel(FrameworkModel frameworkModel) {
    }

    default void setApplicationModel(ApplicationModel applicationModel) {
    }

    default void setModuleModel(ModuleModel moduleModel) {
    }
}
