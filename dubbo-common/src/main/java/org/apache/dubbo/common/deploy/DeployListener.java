package org.apache.dubbo.common.deploy;

import org.apache.dubbo.rpc.model.ScopeModel;

/**
 * Told about the stages of a deployment (Apache Dubbo's extension point of the same name). Listeners must not
 * throw: a failure is logged and the deployment goes on.
 */
public interface DeployListener<E extends ScopeModel> {

    void onInitialize(E scopeModel);

    void onStarting(E scopeModel);

    void onStarted(E scopeModel);

    /** After {@link #onStarted}, once everything that was waited for is ready. */
    default void onCompletion(E scopeModel) {
    }

    void onStopping(E scopeModel);

    void onStopped(E scopeModel);

    void onFailure(E scopeModel, Throwable cause);
}
