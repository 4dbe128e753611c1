package org.apache.dubbo.metrics.rpc;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The call statistics of this JVM, one {@link MethodStats} per side, service and method, created on the first
 * call. It does not depend on Micrometer: meter binders read it, and {@link #onNewMethod} tells them when a
 * method appears.
 */
public final class RpcStats {

    private static final RpcStats GLOBAL = new RpcStats();

    private final ConcurrentHashMap<MethodKey, MethodStats> methods = new ConcurrentHashMap<>();
    private final List<Consumer<MethodStats>> listeners = new CopyOnWriteArrayList<>();

    public static RpcStats global() {
        return GLOBAL;
    }

    public MethodStats of(MethodKey key) {
        MethodStats stats = methods.get(key);
        if (stats != null) {
            return stats;
        }
        MethodStats created = new MethodStats(key);
        stats = methods.putIfAbsent(key, created);
        if (stats == null) {
            for (Consumer<MethodStats> l : listeners) {
                l.accept(created);
            }
            return created;
        }
        return stats;
    }

    /** Calls {@code listener} for every method known now and for every new one; returns a handle to stop. */
    public Runnable onNewMethod(Consumer<MethodStats> listener) {
        listeners.add(listener);
        for (MethodStats existing : methods.values()) {
            listener.accept(existing);
        }
        return () -> listeners.remove(listener);
    }

    /** Forgets every method (metrics stopped: counting starts again from zero, as a restarted process would). */
    public void clear() {
        methods.clear();
    }

    public List<MethodStats> all() {
        return new ArrayList<>(methods.values());
    }

    /** Records the start of a call; pair it with {@link #finished}. */
    public static void started(MethodStats stats) {
        stats.started();
    }

    public static void finished(MethodStats stats, long nanos, MethodStats.Outcome outcome) {
        stats.finished(nanos, outcome);
    }
}
