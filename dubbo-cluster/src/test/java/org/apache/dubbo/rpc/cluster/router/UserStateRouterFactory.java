package org.apache.dubbo.rpc.cluster.router;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.common.utils.Holder;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.router.state.AbstractStateRouter;
import org.apache.dubbo.rpc.cluster.router.state.BitList;
import org.apache.dubbo.rpc.cluster.router.state.StateRouter;
import org.apache.dubbo.rpc.cluster.router.state.StateRouterFactory;

/** A router as users write one: keeps the providers whose {@code zone} is the consumer's {@code zone}. */
@Activate(order = 500)
public class UserStateRouterFactory implements StateRouterFactory {

    @Override
    public <T> StateRouter<T> getRouter(Class<T> interfaceClass, URL url) {
        return new AbstractStateRouter<T>(url) {
            @Override
            protected BitList<Invoker<T>> doRoute(BitList<Invoker<T>> invokers, URL consumer, Invocation invocation,
                                                  boolean needToPrintMessage,
                                                  Holder<RouterSnapshotNode<T>> nodeHolder,
                                                  Holder<String> messageHolder) {
                String zone = consumer.getParameter("zone");
                if (zone == null) {
                    return invokers;
                }
                BitList<Invoker<T>> result = invokers.clone();
                result.removeIf(invoker -> !zone.equals(invoker.getUrl().getParameter("zone")));
                return result;
            }
        };
    }
}
