package org.apache.dubbo.rpc.listener;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.InvokerListener;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An invoker that tells its {@link InvokerListener}s when it is referred and when it is destroyed. A listener that
 * fails on {@code referred} is logged and the last failure rethrown once every listener has been told; failures on
 * {@code destroyed} are logged.
 */
public class ListenerInvokerWrapper<T> implements Invoker<T> {

    private static final Logger log = LoggerFactory.getLogger(ListenerInvokerWrapper.class);

    private final Invoker<T> invoker;
    private final List<InvokerListener> listeners;

    public ListenerInvokerWrapper(Invoker<T> invoker, List<InvokerListener> listeners) {
        if (invoker == null) {
            throw new IllegalArgumentException("invoker == null");
        }
        this.invoker = invoker;
        this.listeners = listeners;
        RuntimeException failure = null;
        for (InvokerListener listener : listeners) {
            try {
                listener.referred(invoker);
            } catch (RuntimeException e) {
                log.error("Invoker listener {} failed on refer of {}", listener.getClass().getName(),
                        invoker.getUrl(), e);
                failure = e;
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    @Override
    public Class<T> getInterface() {
        return invoker.getInterface();
    }

    @Override
    public URL getUrl() {
        return invoker.getUrl();
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
        try {
            invoker.destroy();
        } finally {
            for (InvokerListener listener : listeners) {
                try {
                    listener.destroyed(invoker);
                } catch (RuntimeException e) {
                    log.error("Invoker listener {} failed on destroy of {}", listener.getClass().getName(),
                            invoker.getUrl(), e);
                }
            }
        }
    }

    /** The invoker the listeners hear about. */
    public Invoker<T> getInvoker() {
        return invoker;
    }

    @Override
    public String toString() {
        return invoker.toString();
    }
}
