package interop.peer;

import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;

/**
 * Consumer filter that remembers, per calling thread, the port of the provider the latest call was sent to (the last
 * one tried, when failover retried). A plain filter sits in front of every single provider's invoker, below the
 * cluster, so it sees the provider actually chosen. Needed because 3.x clears the consumer's
 * {@code RpcContext} remote address once a synchronous call returns (2.7 keeps it).
 */
@Activate(group = "consumer")
public final class ProviderPortRecorder implements Filter {

    private static final ThreadLocal<Integer> LATEST = new ThreadLocal<Integer>();

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
