package org.apache.dubbo.rpc.cluster;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.router.RouterResult;

/**
 * A router of the Dubbo 2.7 style: narrows the providers a call may go to. Routers made by {@link RouterFactory}
 * extensions run after the {@link org.apache.dubbo.rpc.cluster.router.state.StateRouter}s, in ascending
 * {@link #getPriority()}. Prefer a {@code StateRouter} for new code.
 */
public interface Router extends Comparable<Router> {

    int DEFAULT_PRIORITY = Integer.MAX_VALUE;

    /** The URL the router was made from (a consumer URL, or a {@code route://} rule). */
    URL getUrl();

    /**
     * The providers of {@code invokers} that may serve {@code invocation} from the consumer {@code url}.
     *
     * @deprecated implement {@link #route(List, URL, Invocation, boolean)}
     */
    @Deprecated
    default <T> List<Invoker<T>> route(List<Invoker<T>> invokers, URL url, Invocation invocation)
            throws RpcException {
        return null;
    }

    /**
     * Routes a call. The default calls the deprecated three-argument form and continues with its result.
     *
     * @param needToPrintMessage whether the router should describe what it did in the result's message
     */
    default <T> RouterResult<Invoker<T>> route(List<Invoker<T>> invokers, URL url, Invocation invocation,
                                               boolean needToPrintMessage) throws RpcException {
        return new RouterResult<>(route(invokers, url, invocation));
    }

    /** Told the whole provider list whenever it changes. */
    default <T> void notify(List<Invoker<T>> invokers) {
    }

    /** Whether the router decides per call (true) or only on provider changes. */
    boolean isRuntime();

    /** Whether an empty result stands (true) or the router's input is used instead. */
    boolean isForce();

    int getPriority();

    /** Called when the reference is destroyed. */
    default void stop() {
    }

    @Override
    default int compareTo(Router o) {
        if (o == null) {
            throw new IllegalArgumentException("Cannot compare a router with null");
        }
        return Integer.compare(getPriority(), o.getPriority());
    }
}
