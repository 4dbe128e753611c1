package org.apache.dubbo.common.utils;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An immutable pair, also usable as a map entry. Pairs compare by their left then right values, which must then
 * be {@link Comparable}.
 */
public final class Pair<L, R> implements Map.Entry<L, R>, Comparable<Pair<L, R>>, Serializable {

    private static final long serialVersionUID = 1L;

    @SuppressWarnings("rawtypes")
    private static final Pair NULL = new Pair<>(null, null);

    private final L left;
    private final R right;

    public Pair(L left, R right) {
        this.left = left;
        this.right = right;
    }

    public static <L, R> Pair<L, R> of(L left, R right) {
        return left == null && right == null ? nullPair() : new Pair<>(left, right);
    }

    @SuppressWarnings("unchecked")
    public static <L, R> Pair<L, R> nullPair() {
        return NULL;
    }

    /** The pairs as a map in their order; a later pair replaces an earlier one with the same left value. */
    @SafeVarargs
    public static <L, R> Map<L, R> toMap(Pair<L, R>... pairs) {
        if (pairs == null) {
            return Collections.emptyMap();
        }
        Map<L, R> map = new LinkedHashMap<>();
        for (Pair<L, R> pair : pairs) {
            map.put(pair.getLeft(), pair.getRight());
        }
        return map;
    }

    public static <L, R> Map<L, R> toMap(Collection<Pair<L, R>> pairs) {
        if (pairs == null) {
            return Collections.emptyMap();
        }
        Map<L, R> map = new LinkedHashMap<>();
        for (Pair<L, R> pair : pairs) {
            map.put(pair.getLeft(), pair.getRight());
        }
        return map;
    }

    public static <L, R> List<Pair<L, R>> toPairs(Map<L, R> map) {
        if (map == null) {
            return Collections.emptyList();
        }
        List<Pair<L, R>> pairs = new ArrayList<>(map.size());
        for (Map.Entry<L, R> entry : map.entrySet()) {
            pairs.add(of(entry.getKey(), entry.getValue()));
        }
        return pairs;
    }

    public L getLeft() {
        return left;
    }

    public R getRight() {
        return right;
    }

    /** Whether both values are {@code null}. */
    public boolean isNull() {
        return this == NULL || left == null && right == null;
    }

    @Override
    public L getKey() {
        return left;
    }

    @Override
    public R getValue() {
        return right;
    }

    /** @throws UnsupportedOperationException always: pairs are immutable */
    @Override
    public R setValue(R value) {
        throw new UnsupportedOperationException("A Pair is immutable");
    }

    @Override
    @SuppressWarnings("unchecked")
    public int compareTo(Pair<L, R> other) {
        int c = compare((Comparable<Object>) left, other.left);
        return c != 0 ? c : compare((Comparable<Object>) right, other.right);
    }

    private static int compare(Comparable<Object> a, Object b) {
        if (a == b) {
            return 0;
        }
        if (a == null) {
            return -1;
        }
        if (b == null) {
            return 1;
        }
        return a.compareTo(b);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(left) ^ Objects.hashCode(right);
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Map.Entry)) {
            return false;
        }
        Map.Entry<?, ?> entry = (Map.Entry<?, ?>) other;
        return Objects.equals(left, entry.getKey()) && Objects.equals(right, entry.getValue());
    }

    @Override
    public String toString() {
        return "(" + left + ", " + right + ")";
    }
}
