package org.apache.dubbo.registry.integration;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;

/**
 * The provider URLs a directory was notified of, each with its invoker, in notified order: two arrays and an
 * open-addressing index of positions by provider URL. A directory of a large fleet rebuilds one of these per
 * notification of a service (ZooKeeper re-sends the whole list for any change); against a linked hash map it holds
 * about 17 bytes per provider instead of 50, allocates three arrays instead of an entry per provider, and finds a
 * provider URL the registry sent again as the same object by reference, without comparing URLs.
 *
 * <p>Built once by one thread ({@link #add}, then {@link #build}), then read-only and safe to share.
 */
final class ProviderTable<T> {

    private static final ProviderTable<?> EMPTY = new ProviderTable<>(0);

    private URL[] providers;
    private Invoker<T>[] invokers;
    private int[] index;
    private int size;

    @SuppressWarnings("unchecked")
    ProviderTable(int expected) {
        this.providers = new URL[expected];
        this.invokers = (Invoker<T>[]) new Invoker<?>[expected];
        this.index = new int[indexCapacity(expected)];
    }

    @SuppressWarnings("unchecked")
    static <T> ProviderTable<T> empty() {
        return (ProviderTable<T>) EMPTY;
    }

    /** A power of two at least twice {@code entries} (so probes stay short), at least 2. */
    private static int indexCapacity(int entries) {
        int capacity = Integer.highestOneBit(Math.max(entries, 1) * 2 - 1) << 1;
        return Math.max(capacity, 2);
    }

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    URL providerAt(int position) {
        return providers[position];
    }

    Invoker<T> invokerAt(int position) {
        return invokers[position];
    }

    /** The invoker of {@code provider}, or null. A provider sent again as the same object costs no comparison. */
    Invoker<T> get(URL provider) {
        int at = positionOf(provider);
        return at < 0 ? null : invokers[at];
    }

    boolean contains(URL provider) {
        return positionOf(provider) >= 0;
    }

    /** Adds {@code provider} unless it is already in; whether it was added. */
    boolean add(URL provider, Invoker<T> invoker) {
        int mask = index.length - 1;
        for (int slot = spread(provider.hashCode()) & mask; ; slot = (slot + 1) & mask) {
            int entry = index[slot];
            if (entry == 0) {
                if (size == providers.length) {
                    grow();
                    return add(provider, invoker);
                }
                providers[size] = provider;
                invokers[size] = invoker;
                index[slot] = ++size;
                return true;
            }
            URL known = providers[entry - 1];
            if (known == provider || known.equals(provider)) {
                return false;
            }
        }
    }

    /** Replaces the invoker at {@code position}. */
    void setInvokerAt(int position, Invoker<T> invoker) {
        invokers[position] = invoker;
    }

    /**
     * Drops the entries whose invoker is null (placeholders a builder could not fill) and trims the arrays;
     * returns this table, ready to read.
     */
    ProviderTable<T> build() {
        int kept = 0;
        for (int i = 0; i < size; i++) {
            if (invokers[i] != null) {
                kept++;
            }
        }
        if (kept == size && size == providers.length) {
            return this;
        }
        ProviderTable<T> compact = new ProviderTable<>(kept);
        for (int i = 0; i < size; i++) {
            if (invokers[i] != null) {
                compact.add(providers[i], invokers[i]);
            }
        }
        return compact;
    }

    /** The invokers in notified order, as an unmodifiable list over this table's array. */
    List<Invoker<T>> invokers() {
        return new InvokerList<>(invokers, size);
    }

    /** The provider URLs in notified order, as an unmodifiable list over this table's array. */
    List<URL> providers() {
        return Arrays.asList(providers).subList(0, size);
    }

    private int positionOf(URL provider) {
        int mask = index.length - 1;
        for (int slot = spread(provider.hashCode()) & mask; ; slot = (slot + 1) & mask) {
            int entry = index[slot];
            if (entry == 0) {
                return -1;
            }
            URL known = providers[entry - 1];
            if (known == provider || known.equals(provider)) {
                return entry - 1;
            }
        }
    }

    private void grow() {
        int capacity = Math.max(4, providers.length * 2);
        providers = Arrays.copyOf(providers, capacity);
        invokers = Arrays.copyOf(invokers, capacity);
        index = new int[indexCapacity(capacity)];
        int mask = index.length - 1;
        for (int i = 0; i < size; i++) {
            int slot = spread(providers[i].hashCode()) & mask;
            while (index[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            index[slot] = i + 1;
        }
    }

    /** Mixes the high bits of a URL hash (sums of string hashes) into the low ones the mask keeps. */
    private static int spread(int hash) {
        int h = hash * 0x9E3779B9;
        return h ^ (h >>> 16);
    }

    /** An unmodifiable, random-access view of the first {@code size} elements of an array. */
    private static final class InvokerList<T> extends AbstractList<Invoker<T>> implements RandomAccess {
        private final Invoker<T>[] elements;
        private final int size;

        InvokerList(Invoker<T>[] elements, int size) {
            this.elements = elements;
            this.size = size;
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
    }
}
