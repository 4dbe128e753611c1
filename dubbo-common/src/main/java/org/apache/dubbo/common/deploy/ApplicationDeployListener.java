package org.apache.dubbo.common.deploy;

import org.apache.dubbo.common.extension.SPI;
import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * An extension told when an application starts and stops: list it in
 * {@code META-INF/dubbo/org.apache.dubbo.common.deploy.ApplicationDeployListener}. The bootstrap calls every listed
 * listener, in name order, from the thread that starts or stops the application. The QoS server and the metrics
 * module start and stop this way.
 */
@SPI
public interface ApplicationDeployListener extends DeployListener<ApplicationModel> {

    default void onModuleStarted(ApplicationModel applicationModel) {
    }
}
