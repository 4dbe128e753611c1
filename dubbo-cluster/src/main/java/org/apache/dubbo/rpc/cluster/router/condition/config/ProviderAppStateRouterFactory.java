package org.apache.dubbo.rpc.cluster.router.condition.config;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.cluster.router.state.StateRouter;
import org.apache.dubbo.rpc.cluster.router.state.StateRouterFactory;

/** The {@code provider-app} router of every reference: a {@link ProviderAppStateRouter}. */
@Activate(order = 145)
public class ProviderAppStateRouterFactory implements StateRouterFactory {

    public static final String NAME = "provider-app";

    @Override
    public <T> StateRouter<T> getRouter(Class<T> interfaceClass, URL url) {
        return new ProviderAppStateRouter<>(url);
    }
}
