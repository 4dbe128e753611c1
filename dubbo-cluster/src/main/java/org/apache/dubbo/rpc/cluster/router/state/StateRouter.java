package org.apache.dubbo.rpc.cluster.router.state;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.Holder;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.router.RouterSnapshotNode;

/**
 * A router of the Dubbo 3 style, made per reference by a {@link StateRouterFactory}: it is told the provider list
 * when it changes ({@link #notify}) and narrows it per call ({@link #route}). The routers of a reference form a
 * chain; each hands its result to the next ({@link #setNextRouter}).
 */
public interface StateRouter<T> {

    URL getUrl();

    /**
     * The providers of {@code invokers} that may serve {@code invocation} from the consumer {@code url}.
     *
     * @param needToPrintMessage whether to record what was decided in {@code nodeHolder}'s snapshot
     * @param nodeHolder         the snapshot node of the previous step, or null when no snapshot is taken
     */
    BitList<Invoker<T>> route(BitList<Invoker<T>> invokers, URL url, Invocation invocation, boolean needToPrintMessage,
                              Holder<RouterSnapshotNode<T>> nodeHolder) throws RpcException;

    boolean isRuntime();

    boolean isForce();

    /** Told the whole provider list whenever it changes. */
    void notify(BitList<Invoker<T>> invokers);

    /** A description of the router's current state, for diagnostics. */
    String buildSnapshot();

    /** Called when the reference is destroyed. */
    default void stop() {
    }

    void setNextRouter(StateRouter<T> nextRouter);
}
