package org.apache.dubbo.registry.client;

import org.apache.dubbo.common.extension.ExtensionScope;
import org.apache.dubbo.common.extension.SPI;
import org.apache.dubbo.common.lang.Prioritized;
import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * Adds to (or changes) an application instance before it is written to the registry, e.g. labels in its metadata.
 * Every extension of this point runs, in {@link #getPriority()} order, each time the instance is (re)published.
 */
@SPI(scope = ExtensionScope.APPLICATION)
public interface ServiceInstanceCustomizer extends Prioritized {

    void customize(ServiceInstance serviceInstance, ApplicationModel applicationModel);
}
