package org.apache.dubbo.rpc.cluster.router.condition;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.cluster.router.state.StateRouter;
import org.apache.dubbo.rpc.cluster.router.state.StateRouterFactory;

/** The {@code condition} router: one {@link ConditionStateRouter} per {@code route://} rule URL. */
public class ConditionStateRouterFactory implements StateRouterFactory {

    public static final String NAME = "condition";

    @Override
    public <T> StateRouter<T> getRouter(Class<T> interfaceClass, URL url) {
        return new ConditionStateRouter<>(url);
    }
}
