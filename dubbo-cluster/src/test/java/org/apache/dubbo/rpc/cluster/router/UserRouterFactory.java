package org.apache.dubbo.rpc.cluster.router;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.Router;
import org.apache.dubbo.rpc.cluster.RouterFactory;

/** A 2.7-style router, named by the reference's {@code router}: drops providers with {@code drain=true}. */
public class UserRouterFactory implements RouterFactory {

    @Override
    public Router getRouter(URL url) {
        return new AbstractRouter(url) {
            @Override
            public <T> RouterResult<Invoker<T>> route(List<Invoker<T>> invokers, URL consumer, Invocation invocation,
                                                      boolean needToPrintMessage) {
                List<Invoker<T>> kept = new ArrayList<>();
                for (Invoker<T> invoker : invokers) {
                    if (!invoker.getUrl().getParameter("drain", false)) {
                        kept.add(invoker);
                    }
                }
                return new RouterResult<>(kept);
            }
        };
    }
}
