package org.apache.dubbo.qos.command.impl;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.apache.dubbo.config.ReferenceConfigBase;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.ServiceConfigBase;
import org.apache.dubbo.config.context.ConfigManager;
import org.apache.dubbo.qos.deploy.ApplicationStates;
import org.apache.dubbo.rpc.model.ApplicationModel;

/** What the applications of this JVM export and refer, read from their configuration managers. */
final class Deployed {

    private Deployed() {
    }

    static List<ApplicationModel> applications() {
        List<ApplicationModel> models = ApplicationStates.applications();
        models.sort(Comparator.comparing(ApplicationModel::getApplicationName,
                Comparator.nullsFirst(Comparator.naturalOrder())));
        return models;
    }

    /** Exported services, by unique name. */
    static List<ServiceConfig<?>> services() {
        List<ServiceConfig<?>> services = new ArrayList<>();
        for (ApplicationModel model : applications()) {
            for (ServiceConfigBase<?> s : ConfigManager.of(model).getServices()) {
                if (s instanceof ServiceConfig && s.isExported()) {
                    services.add((ServiceConfig<?>) s);
                }
            }
        }
        services.sort(Comparator.comparing(ServiceConfigBase::getUniqueServiceName));
        return services;
    }

    static List<ReferenceConfigBase<?>> references() {
        List<ReferenceConfigBase<?>> references = new ArrayList<>();
        for (ApplicationModel model : applications()) {
            references.addAll(ConfigManager.of(model).getReferences());
        }
        references.sort(Comparator.comparing(ReferenceConfigBase::getUniqueServiceName));
        return references;
    }

    /** The exported service whose unique name or interface is {@code name}, or null. */
    static ServiceConfig<?> service(String name) {
        for (ServiceConfig<?> s : services()) {
            if (s.getUniqueServiceName().equals(name) || s.getInterface().equals(name)) {
                return s;
            }
        }
        return null;
    }
}
