package org.apache.dubbo.rpc.cluster.router.condition.config;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.cluster.router.state.StateRouter;
import org.apache.dubbo.rpc.cluster.router.state.StateRouterFactory;

/** The {@code app} router of every reference: a {@link AppStateRouter}. */
@Activate(order = 150)
public class AppStateRouterFactory implements StateRouterFactory {

    public static final String NAME = "app";

    @Override
    public <T> StateRouter<T> getRouter(Class<T> interfaceClass, URL url) {
        return new AppStateRouter<>(url);
    }
}
