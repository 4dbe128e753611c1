package org.apache.dubbo.rpc.model;

import org.apache.dubbo.common.config.Environment;
import org.apache.dubbo.common.extension.ExtensionScope;

/**
 * One module of an {@link ApplicationModel}: the level at which services and references (and their provider
 * and consumer defaults) are configured and live.
 */
public class ModuleModel extends ScopeModel {

    public static final String NAME = "ModuleModel";

    private final ApplicationModel applicationModel;
    private volatile boolean lifeCycleManagedExternally;

    ModuleModel(ApplicationModel applicationModel, String internalId) {
        super(applicationModel, ExtensionScope.MODULE, internalId);
        this.applicationModel = applicationModel;
    }

    public ApplicationModel getApplicationModel() {
        return applicationModel;
    }

    /** The environment of the module's application. */
    public Environment modelEnvironment() {
        return applicationModel.modelEnvironment();
    }

    /** The same as {@link #modelEnvironment()}. */
    public final Environment getModelEnvironment() {
        return modelEnvironment();
    }

    /**
     * Whether something else — a Spring context — starts and stops this module. The JVM shutdown hook then leaves
     * the stop to it, as in Apache Dubbo, and only steps in if it has not happened within the shutdown wait.
     */
    public boolean isLifeCycleManagedExternally() {
        return lifeCycleManagedExternally;
    }

    public void setLifeCycleManagedExternally(boolean lifeCycleManagedExternally) {
        this.lifeCycleManagedExternally = lifeCycleManagedExternally;
    }

    @Override
    protected void onDestroy() {
        applicationModel.removeModule(this);
    }
}
