package org.apache.dubbo.config.spring.context.event;

import org.apache.dubbo.config.spring.ServiceBean;
import org.springframework.context.ApplicationEvent;

/** Published by a {@link ServiceBean} once its service is exported. */
public class ServiceBeanExportedEvent extends ApplicationEvent {

    private static final long serialVersionUID = 1L;

    public ServiceBeanExportedEvent(ServiceBean<?> serviceBean) {
        super(serviceBean);
    }

    public ServiceBean<?> getServiceBean() {
        return (ServiceBean<?>) super.getSource();
    }
}
