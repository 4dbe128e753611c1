package org.apache.dubbo.registry.client;

import org.apache.dubbo.rpc.model.ApplicationModel;

/** An instance customizer as users write one: labels the instances of applications named {@code labelled-*}. */
public class LabelCustomizer implements ServiceInstanceCustomizer {

    @Override
    public void customize(ServiceInstance serviceInstance, ApplicationModel applicationModel) {
        if (serviceInstance.getServiceName().startsWith("labelled-") && applicationModel != null) {
            serviceInstance.getMetadata().put("env", "gray");
            serviceInstance.getMetadata().put("address-seen", serviceInstance.getAddress());
        }
    }
}
