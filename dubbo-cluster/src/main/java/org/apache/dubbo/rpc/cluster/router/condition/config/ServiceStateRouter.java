package org.apache.dubbo.rpc.cluster.router.condition.config;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.config.configcenter.DynamicConfiguration;

/** The service's condition rule: {@code {interface}:{version}:{group}.condition-router}. */
public class ServiceStateRouter<T> extends ListenableStateRouter<T> {

    public static final String NAME = "SERVICE_ROUTER";

    public ServiceStateRouter(URL url) {
        super(url, DynamicConfiguration.getRuleKey(url));
    }
}
