package org.apache.dubbo.registry.integration;

import java.util.Arrays;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.InvokerSnapshot;

/**
 * The provider URLs a directory was notified of, each with its invoker, in notified order: two arrays and an
 * open-addressing index of positions by provider URL. A directory of a large fleet rebuilds one of these per
 * notification of a service (ZooKeeper re-sends the whole list for any change); against a linked hash map it holds
 * about 22 bytes per provider instead of 50, allocates five arrays instead of an entry per provider, and finds a
 * provider URL the registry sent again as the same object by reference, without comparing URLs.
 *
 * <p>Built once by one thread ({@link #add}, then {@link #build}), then read-only and safe to share.
 */
final class ProviderTable<T> {

    private static final ProviderTable<?> EMPTY = new ProviderTable<>(0);
    /**
     * An index entry is the position + 1 in its low {@value #POSITION_BITS} bits and, above them, eight bits of the
     * provider's hash: a probe that meets another provider then rarely reads that provider's URL to compare (each
     * such read is a cache miss in a directory of thousands). Tables of more entries than the low bits hold (eight
     * million providers of one service) keep whole positions and compare every URL they meet.
     */
    private static final int POSITION_BITS = 23;
    private static final int POSITION_MASK = (1 << POSITION_BITS) - 1;
    /** How many positions {@link #positionOfSameNear} looks at. */
    private static final int NEAR = 8;

    private URL[] providers;
    /**
     * The hash of each provider URL: a table is rebuilt from the previous one's hashes, so that a re-sent provider
     * is placed in the new index without reading its URL (one cache miss per provider of the whole fleet otherwise).
     */
    private int[] providerHashes;
    private Invoker<T>[] invokers;
    /** The hash of each invoker's URL, so that duplicates are looked for without reading the invokers' URLs. */
    private int[] mergedHashes;
    private int[] index;
    private int size;

    @SuppressWarnings("unchecked")
    ProviderTable(int expected) {
        this.providers = new URL[expected];
        this.providerHashes = new int[expected];
        this.invokers = (Invoker<T>[]) new Invoker<?>[expected];
        this.mergedHashes = new int[expected];
        this.index = new int[indexCapacity(expected)];
    }

    @SuppressWarnings("unchecked")
    static <T> ProviderTable<T> empty() {
        return (ProviderTable<T>) EMPTY;
    }

    /**
     * One and a half times {@code entries}, and one more: the index is at most two thirds full, which keeps linear
     * probes short, at 6 bytes per provider (a slot is found by scaling the hash to the capacity, so the capacity
     * need not be a power of two, which took 4 to 11 bytes).
     */
    static int indexCapacity(int entries) {
        return Math.max(2, entries + (entries >> 1) + 1);
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

    /** {@code providerAt(position).hashCode()}, without reading the URL. */
    int providerHashAt(int position) {
        return providerHashes[position];
    }

    Invoker<T> invokerAt(int position) {
        return invokers[position];
    }

    /** The hash of {@code invokerAt(position).getUrl()}. */
    int mergedHashAt(int position) {
        return mergedHashes[position];
    }

    /**
     * Where this very URL object is among the {@value #NEAR} positions from {@code expected} on, or -1: a registry
     * re-sends its list in the same order, so a provider sent again is mostly at the position after the previous
     * one's, or a few further when providers before it were removed. Found without its hash or the index, whose
     * read is a cache miss per provider in a fleet of thousands.
     */
    int positionOfSameNear(URL provider, int expected) {
        int end = Math.min(size, expected + NEAR);
        for (int at = expected; at < end; at++) {
            if (providers[at] == provider) {
                return at;
            }
        }
        return -1;
    }

    /**
     * Adds {@code provider} (whose hash is {@code providerHash}) with its invoker (or null, a placeholder) and the hash
     * of the invoker's URL, unless the provider is already in; whether it was added.
     */
    boolean add(URL provider, int providerHash, Invoker<T> invoker, int mergedHash) {
        if (probe(provider, providerHash) >= 0) {
            return false;
        }
        append(provider, providerHash, invoker, mergedHash);
        return true;
    }

    /** Adds a provider the caller knows is not in yet, without looking for it. */
    void append(URL provider, int providerHash, Invoker<T> invoker, int mergedHash) {
        if (size == providers.length) {
            grow();
        }
        providers[size] = provider;
        providerHashes[size] = providerHash;
        invokers[size] = invoker;
        mergedHashes[size] = mergedHash;
        size++;
        insert(size - 1, providerHash);
    }

    /** Fills the placeholder at {@code position} with {@code invoker}, whose URL's hash is {@code mergedHash}. */
    void setInvokerAt(int position, Invoker<T> invoker, int mergedHash) {
        invokers[position] = invoker;
        mergedHashes[position] = invoker == null ? 0 : mergedHash;
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
                compact.append(providers[i], providerHashes[i], invokers[i], mergedHashes[i]);
            }
        }
        return compact;
    }

    /**
     * The invokers in notified order, as a snapshot over this table's array (which a built table never writes
     * again); what load balancers compute from it stays with this table.
     */
    InvokerSnapshot<T> invokers() {
        return InvokerSnapshot.of(invokers, size);
    }

    /** The provider URLs in notified order, as an unmodifiable list over this table's array. */
    List<URL> providers() {
        return Arrays.asList(providers).subList(0, size);
    }

    /** Where {@code provider} is, or -1. */
    int positionOf(URL provider) {
        return probe(provider, provider.hashCode());
    }

    /** {@link #positionOf(URL)} with the provider's hash already known. */
    int positionOf(URL provider, int providerHash) {
        return probe(provider, providerHash);
    }

    /** Where {@code provider} (this very object or an equal URL) is, or -1. */
    private int probe(URL provider, int providerHash) {
        int hash = spread(providerHash);
        int tag = tagOf(hash);
        for (int slot = slotOf(hash); ; slot = next(slot)) {
            int entry = index[slot];
            if (entry == 0) {
                return -1;
            }
            if (!tagged() || (entry & ~POSITION_MASK) == tag) {
                int position = positionOf(entry);
                URL known = providers[position];
                if (known == provider || known.equals(provider)) {
                    return position;
                }
            }
        }
    }

    private void insert(int position, int urlHash) {
        int hash = spread(urlHash);
        int slot = slotOf(hash);
        while (index[slot] != 0) {
            slot = next(slot);
        }
        index[slot] = tagged() ? (position + 1) | tagOf(hash) : position + 1;
    }

    private boolean tagged() {
        return providers.length <= POSITION_MASK;
    }

    private int positionOf(int entry) {
        return (tagged() ? entry & POSITION_MASK : entry) - 1;
    }

    /** The first slot to look at: the hash scaled to the index's length (its high bits decide). */
    private int slotOf(int spreadHash) {
        return (int) (((spreadHash & 0xFFFFFFFFL) * index.length) >>> 32);
    }

    private int next(int slot) {
        return slot + 1 == index.length ? 0 : slot + 1;
    }

    /** The eight hash bits an entry keeps above its position (low bits, which hardly decide the slot). */
    private static int tagOf(int spreadHash) {
        return (spreadHash & 0xFF) << POSITION_BITS;
    }

    private void grow() {
        int capacity = Math.max(4, providers.length * 2);
        providers = Arrays.copyOf(providers, capacity);
        providerHashes = Arrays.copyOf(providerHashes, capacity);
        invokers = Arrays.copyOf(invokers, capacity);
        mergedHashes = Arrays.copyOf(mergedHashes, capacity);
        index = new int[indexCapacity(capacity)];
        for (int i = 0; i < size; i++) {
            insert(i, providerHashes[i]);
        }
    }

    /** Mixes the bits of a URL hash (sums of string hashes), so that both its high and its low bits vary. */
    private static int spread(int hash) {
        int h = hash * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
