package org.apache.dubbo.rpc.cluster.router.condition.config;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.cluster.router.state.StateRouter;
import org.apache.dubbo.rpc.cluster.router.state.StateRouterFactory;

/** The {@code service} router of every reference: a {@link ServiceStateRouter}. */
@Activate(order = 140)
public class ServiceStateRouterFactory implements StateRouterFactory {

    public static final String NAME = "service";

    @Override
    public <T> StateRouter<T> getRouter(Class<T> interfaceClass, URL url) {
        return new ServiceStateRouter<>(url);
    }
}
