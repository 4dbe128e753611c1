package org.apache.dubbo.rpc;

/**
 * Internal, for the consumer's filter chain: a call gets a service context of its own while the caller's is set
 * aside, and the caller's comes back afterwards. The caller's object itself is set aside, not a copy: it is off the
 * thread while the call runs, so nothing that works through {@link RpcContext#getServiceContext()} can change it,
 * and putting it back costs no copy (a {@link RpcContext.RestoreServiceContext} copies twice, because it may be
 * restored more than once).
 */
public final class ServiceContextHandover {

    private ServiceContextHandover() {
    }

    /** Takes the caller's service context off this thread and returns it; the call's is made on first use. */
    public static RpcServiceContext setAside() {
        return RpcContext.takeServiceContext();
    }

    /** Puts back what {@link #setAside()} returned, dropping the call's context. */
    public static void giveBack(RpcServiceContext caller) {
        RpcContext.putServiceContext(caller);
    }
}
