package org.apache.dubbo.common.extension;

import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.apache.dubbo.rpc.model.ScopeModel;
import org.apache.dubbo.rpc.model.ScopeModelAware;

/**
 * Finds the scope models an extension asks for (as constructor parameters or through {@link ScopeModelAware})
 * from the model of its extension point's scope. Public for the bean factory of the models
 * ({@link org.apache.dubbo.common.beans.factory.ScopeBeanFactory}); not an API.
 */
public final class ScopeModels {

    private ScopeModels() {
    }

    public static boolean allModelTypes(Class<?>[] types) {
        for (Class<?> t : types) {
            if (t != ScopeModel.class && t != FrameworkModel.class && t != ApplicationModel.class
                    && t != ModuleModel.class) {
                return false;
            }
        }
        return true;
    }

    /** The model of type {@code wanted} for an extension living at {@code model}. */
    public static Object of(Class<?> wanted, ScopeModel model) {
        if (wanted == ScopeModel.class) {
            return model;
        }
        if (wanted == FrameworkModel.class) {
            return frameworkOf(model);
        }
        if (wanted == ApplicationModel.class) {
            return applicationOf(model);
        }
        return moduleOf(model);
    }

    /** Calls the setters of {@code aware} for {@code model} and the models enclosing it. */
    public static void tell(ScopeModelAware aware, ScopeModel model) {
        aware.setScopeModel(model);
        aware.setFrameworkModel(frameworkOf(model));
        if (model instanceof ApplicationModel || model instanceof ModuleModel) {
            aware.setApplicationModel(applicationOf(model));
        }
        if (model instanceof ModuleModel) {
            aware.setModuleModel((ModuleModel) model);
        }
    }

    private static FrameworkModel frameworkOf(ScopeModel model) {
        if (model instanceof FrameworkModel) {
            return (FrameworkModel) model;
        }
        return applicationOf(model).getFrameworkModel();
    }

    private static ApplicationModel applicationOf(ScopeModel model) {
        if (model instanceof ApplicationModel) {
            return (ApplicationModel) model;
        }
        if (model instanceof ModuleModel) {
            return ((ModuleModel) model).getApplicationModel();
        }
        return ((FrameworkModel) model).defaultApplication();
    }

    private static ModuleModel moduleOf(ScopeModel model) {
        if (model instanceof ModuleModel) {
            return (ModuleModel) model;
        }
        return applicationOf(model).getDefaultModule();
    }
}
