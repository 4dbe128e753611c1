package org.apache.dubbo.rpc.cluster.router.tag;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.cluster.router.state.StateRouter;
import org.apache.dubbo.rpc.cluster.router.state.StateRouterFactory;

/** The {@code tag} router of every reference: a {@link TagStateRouter}. */
@Activate(order = 100)
public class TagStateRouterFactory implements StateRouterFactory {

    public static final String NAME = "tag";

    @Override
    public <T> StateRouter<T> getRouter(Class<T> interfaceClass, URL url) {
        return new TagStateRouter<>(url);
    }
}
