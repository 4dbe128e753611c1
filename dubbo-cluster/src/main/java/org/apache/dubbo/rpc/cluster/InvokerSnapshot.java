package org.apache.dubbo.rpc.cluster;

import java.util.AbstractList;
import java.util.Collection;
import java.util.RandomAccess;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Function;

import org.apache.dubbo.rpc.Invoker;

/**
 * An unmodifiable list of invokers whose elements never change: a directory's providers between two notifications.
 * A directory hands the same snapshot to every call until its providers change, so what is computed from all of its
 * invokers on every call (a load balancer's weights over thousands of providers) can be computed once and kept with
 * the snapshot ({@link #computeIfAbsent}), and is dropped with it when the providers change.
 */
public final class InvokerSnapshot<T> extends AbstractList<Invoker<T>> implements RandomAccess {

    private final Invoker<T>[] elements;
    private final int size;
    /** Created on first use: most snapshots are never asked for anything. */
    private volatile ConcurrentMap<Object, Object> computed;

    private InvokerSnapshot(Invoker<T>[] elements, int size) {
        this.elements = elements;
        this.size = size;
    }

    /**
     * The first {@code size} elements of {@code elements}, without a copy: the caller hands the array over and never
     * writes to it again.
     */
    public static <T> InvokerSnapshot<T> of(Invoker<T>[] elements, int size) {
        if (size < 0 || size > elements.length) {
            throw new IllegalArgumentException("size " + size + " of an array of " + elements.length);
        }
        return new InvokerSnapshot<>(elements, size);
    }

    /** A snapshot of the invokers of {@code invokers}, in its order. */
    @SuppressWarnings("unchecked")
    public static <T> InvokerSnapshot<T> copyOf(Collection<? extends Invoker<T>> invokers) {
        Invoker<T>[] elements = invokers.toArray((Invoker<T>[]) new Invoker<?>[0]);
        return new InvokerSnapshot<>(elements, elements.length);
    }

    @Override
    public Invoker<T> get(int position) {
        if (position < 0 || position >= size) {
            throw new IndexOutOfBoundsException("Index " + position + ", size " + size);
        }
        return elements[position];
    }

    @Override
    public int size() {
        return size;
    }

    /**
     * What {@code compute} gives for this snapshot under {@code key}, computed on the first request and kept as long
     * as the snapshot. Keys are compared by {@code equals}; use a key of your own class (or a class literal) so that
     * different users do not meet. {@code compute} may run more than once when threads ask at the same time.
     */
    @SuppressWarnings("unchecked")
    public <V> V computeIfAbsent(Object key, Function<? super InvokerSnapshot<T>, ? extends V> compute) {
        ConcurrentMap<Object, Object> values = computed;
        if (values == null) {
            synchronized (this) {
                values = computed;
                if (values == null) {
                    values = new ConcurrentHashMap<>(4);
                    computed = values;
                }
            }
        }
        Object value = values.get(key);
        if (value == null) {
            V fresh = compute.apply(this);
            value = values.putIfAbsent(key, fresh);
            if (value == null) {
                return fresh;
            }
        }
        return (V) value;
    }
}
