package org.apache.dubbo.rpc.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.apache.dubbo.common.config.Environment;
import org.apache.dubbo.common.extension.ExtensionScope;
import org.apache.dubbo.config.ApplicationConfig;

/**
 * One application inside a {@link FrameworkModel}: the level of application-wide configuration (application,
 * registries, protocols, ...) and of the modules that hold services and references.
 */
public class ApplicationModel extends ScopeModel {

    public static final String NAME = "ApplicationModel";

    private final FrameworkModel frameworkModel;
    private final List<ModuleModel> modules = new CopyOnWriteArrayList<>();
    private volatile ModuleModel defaultModule;
    private volatile ApplicationConfig currentConfig;

    ApplicationModel(FrameworkModel frameworkModel, String internalId) {
        super(frameworkModel, ExtensionScope.APPLICATION, internalId);
        this.frameworkModel = frameworkModel;
    }

    /** The default application of the default framework. */
    public static ApplicationModel defaultModel() {
        return FrameworkModel.defaultModel().defaultApplication();
    }

    /** {@code applicationModel}, or the default application when it is null. */
    public static ApplicationModel ofNullable(ApplicationModel applicationModel) {
        return applicationModel != null ? applicationModel : defaultModel();
    }

    /**
     * The application configuration of the default application.
     *
     * @throws IllegalStateException if none has been registered
     * @deprecated use {@code defaultModel().getCurrentConfig()}
     */
    @Deprecated
    public static ApplicationConfig getApplicationConfig() {
        ApplicationConfig config = defaultModel().getCurrentConfig();
        if (config == null) {
            throw new IllegalStateException("There's no ApplicationConfig specified: declare <dubbo:application>"
                    + " (or DubboBootstrap.application(...)) first");
        }
        return config;
    }

    /**
     * The name of the default application.
     *
     * @throws IllegalStateException if no application configuration has been registered
     * @deprecated use {@code defaultModel().getApplicationName()}
     */
    @Deprecated
    public static String getName() {
        return getApplicationConfig().getName();
    }

    /** @deprecated use {@code defaultModel().getApplicationName()}; see {@link #getName()} */
    @Deprecated
    public static String getApplication() {
        return getName();
    }

    /**
     * The environment of the default application.
     *
     * @deprecated use {@code ApplicationModel.defaultModel().modelEnvironment()}
     */
    @Deprecated
    public static Environment getEnvironment() {
        return defaultModel().modelEnvironment();
    }

    /** This application's externalized configuration and config center. */
    public Environment modelEnvironment() {
        return Environment.of(this);
    }

    /** The same as {@link #modelEnvironment()}. */
    public final Environment getModelEnvironment() {
        return modelEnvironment();
    }

    public FrameworkModel getFrameworkModel() {
        return frameworkModel;
    }

    /** A new module in this application. */
    public ModuleModel newModule() {
        checkNotDestroyed();
        ModuleModel module = new ModuleModel(this, nextChildId());
        modules.add(module);
        return module;
    }

    /** The module used when none is given, created on first use and again after it has been destroyed. */
    public ModuleModel getDefaultModule() {
        ModuleModel module = defaultModule;
        if (module == null || module.isDestroyed()) {
            synchronized (this) {
                module = defaultModule;
                if (module == null || module.isDestroyed()) {
                    module = newModule();
                    defaultModule = module;
                }
            }
        }
        return module;
    }

    /** The modules not yet destroyed. */
    public List<ModuleModel> getModuleModels() {
        return Collections.unmodifiableList(new ArrayList<>(modules));
    }

    /** The application configuration in effect, or null before one has been registered. */
    public ApplicationConfig getCurrentConfig() {
        return currentConfig;
    }

    /**
     * Registers the application configuration in effect; done by whoever assembles the configuration (the
     * bootstrap), so that components holding only the model can find the application name.
     */
    public void setCurrentConfig(ApplicationConfig currentConfig) {
        this.currentConfig = currentConfig;
    }

    /** Like {@link #getApplicationName()}: null when there is no application configuration. */
    public String tryGetApplicationName() {
        return getApplicationName();
    }

    /** Whether no application configuration has been registered yet. */
    public boolean NotExistApplicationConfig() {
        return currentConfig == null;
    }

    /** The name of the current application configuration, or null when there is none or it has no name. */
    public String getApplicationName() {
        ApplicationConfig config = currentConfig;
        return config == null ? null : config.getName();
    }

    void removeModule(ModuleModel module) {
        modules.remove(module);
    }

    @Override
    protected void onDestroy() {
        for (ModuleModel module : modules) {
            module.destroy();
        }
        frameworkModel.removeApplication(this);
    }
}
