package com.alibaba.dubbo.rpc.cluster;

import java.util.List;

import com.alibaba.dubbo.common.URL;
import com.alibaba.dubbo.rpc.Invocation;
import com.alibaba.dubbo.rpc.Invoker;
import com.alibaba.dubbo.rpc.RpcException;
import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's router, made by a 2.6 {@link RouterFactory}. It routes in Dubbo Tuned's router chain: the chain calls
 * the current {@link #route(List, org.apache.dubbo.common.URL, org.apache.dubbo.rpc.Invocation)}, which hands the
 * providers, the consumer URL and the invocation over in their 2.6 forms and takes back the providers the router
 * kept. Unless the router says otherwise it routes every call ({@link #isRuntime()}), does not force an empty
 * result ({@link #isForce()}) and has priority 1, as in Apache Dubbo 3.3.
 */
@Deprecated
public interface Router extends org.apache.dubbo.rpc.cluster.Router {

    @Override
    URL getUrl();

    <T> List<Invoker<T>> route(List<Invoker<T>> invokers, URL url, Invocation invocation) throws RpcException;

    int compareTo(Router o);

    @Override
    default <T> List<org.apache.dubbo.rpc.Invoker<T>> route(List<org.apache.dubbo.rpc.Invoker<T>> invokers,
                                                            org.apache.dubbo.common.URL url,
                                                            org.apache.dubbo.rpc.Invocation invocation)
            throws org.apache.dubbo.rpc.RpcException {
        return LegacyForms.currentInvokers(route(LegacyForms.invokers(invokers), LegacyForms.url(url),
                LegacyForms.invocation(invocation)));
    }

    @Override
    default boolean isRuntime() {
        return true;
    }

    @Override
    default boolean isForce() {
        return false;
    }

    @Override
    default int getPriority() {
        return 1;
    }

    /**
     * Against another 2.6 router, the router's own order; against a current one, by priority as current routers
     * are ordered (Apache Dubbo 3.3 puts every current router first instead, which is not a consistent order when
     * current routers also compare themselves to this one by priority).
     */
    @Override
    default int compareTo(org.apache.dubbo.rpc.cluster.Router o) {
        if (o instanceof Router) {
            return compareTo((Router) o);
        }
        if (o == null) {
            throw new IllegalArgumentException("Cannot compare a router with null");
        }
        return Integer.compare(getPriority(), o.getPriority());
    }
}
