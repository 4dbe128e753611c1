package org.apache.dubbo.rpc.model;

import org.apache.dubbo.common.extension.ExtensionScope;

/**
 * One module of an {@link ApplicationModel}: the level at which services and references (and their provider
 * and consumer defaults) are configured and live.
 */
public class ModuleModel extends ScopeModel {

    public static final String NAME = "ModuleModel";

    private final ApplicationModel applicationModel;

    ModuleModel(ApplicationModel applicationModel, String internalId) {
        super(applicationModel, ExtensionScope.MODULE, internalId);
        this.applicationModel = applicationModel;
    }

    public ApplicationModel getApplicationModel() {
        return applicationModel;
    }

    @Override
    protected void onDestroy() {
        applicationModel.removeModule(this);
    }
}
