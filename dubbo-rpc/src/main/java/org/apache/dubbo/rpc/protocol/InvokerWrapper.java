package org.apache.dubbo.rpc.protocol;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;

/**
 * An invoker seen under another URL: calls, availability and destruction go to the wrapped invoker. The registry
 * protocol uses it to export a service under its provider URL while the invoker was created for the registry URL.
 */
public class InvokerWrapper<T> implements Invoker<T> {

    private final Invoker<T> invoker;
    private final URL url;

    public InvokerWrapper(Invoker<T> invoker, URL url) {
        if (invoker == null || url == null) {
            throw new IllegalArgumentException("An invoker wrapper needs an invoker and a URL");
        }
        this.invoker = invoker;
        this.url = url;
    }

    @Override
    public Class<T> getInterface() {
        return invoker.getInterface();
    }

    @Override
    public URL getUrl() {
        return url;
    }

    @Override
    public boolean isAvailable() {
        return invoker.isAvailable();
    }

    @Override
    public Result invoke(Invocation invocation) throws RpcException {
        return invoker.invoke(invocation);
    }

    @Override
    public void destroy() {
        invoker.destroy();
    }

    /** The wrapped invoker. */
    public Invoker<T> getInvoker() {
        return invoker;
    }

    @Override
    public String toString() {
        return getInterface().getName() + " -> " + url.toIdentityString();
    }
}
