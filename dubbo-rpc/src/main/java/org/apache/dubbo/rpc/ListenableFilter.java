package org.apache.dubbo.rpc;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The older style of response listeners (Dubbo 2.7.5): a filter that keeps its listener in {@link #listener}, or
 * per invocation. Prefer implementing {@link BaseFilter.Listener} directly.
 */
@Deprecated
public abstract class ListenableFilter implements Filter {

    protected Listener listener = null;
    protected final ConcurrentMap<Invocation, Listener> listeners = new ConcurrentHashMap<>();

    public Listener listener() {
        return listener;
    }

    public Listener listener(Invocation invocation) {
        Listener l = listeners.get(invocation);
        return l != null ? l : listener;
    }

    public void addListener(Invocation invocation, Listener listener) {
        listeners.putIfAbsent(invocation, listener);
    }

    public void removeListener(Invocation invocation) {
        listeners.remove(invocation);
    }
}
