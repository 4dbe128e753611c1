package org.apache.dubbo.interop;

import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;

/**
 * Consumer filter {@code interop-provider-port} (named on a reference, never activated by default): remembers per
 * calling thread the port of the provider the latest call went to (the last one tried when failover retried). A plain
 * filter wraps each provider's invoker below the cluster, so it sees the provider actually chosen, whatever the
 * RpcContext keeps after the call.
 */
public final class ProviderPortFilter implements Filter {

    static final String NAME = "interop-provider-port";

    private static final ThreadLocal<Integer> LATEST = new ThreadLocal<>();

    /** Forgets the port of this thread's previous call. */
    static void clear() {
        LATEST.remove();
    }

    /** The provider port of this thread's latest call, 0 if no call reached a provider since {@link #clear()}. */
    static int latest() {
        Integer port = LATEST.get();
        return port == null ? 0 : port;
    }

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        LATEST.set(invoker.getUrl().getPort());
        return invoker.invoke(invocation);
    }
}
