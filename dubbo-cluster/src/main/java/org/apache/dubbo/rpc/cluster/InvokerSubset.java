package org.apache.dubbo.rpc.cluster;

import java.util.AbstractList;
import java.util.RandomAccess;

import org.apache.dubbo.rpc.Invoker;

/**
 * Some invokers of an {@link InvokerSnapshot}, by their positions in it: what the routers leave of a directory's
 * providers for one call. Load balancers read what they keep with the snapshot at those positions instead of
 * computing it again from the invokers' URLs.
 */
public final class InvokerSubset<T> extends AbstractList<Invoker<T>> implements RandomAccess {

    private final InvokerSnapshot<T> snapshot;
    private final int[] positions;

    private InvokerSubset(InvokerSnapshot<T> snapshot, int[] positions) {
        this.snapshot = snapshot;
        this.positions = positions;
    }

    /**
     * The invokers of {@code snapshot} at {@code positions} (ascending or not, each within the snapshot), without a
     * copy: the caller hands the array over.
     *
     * @throws IndexOutOfBoundsException naming the position when one is outside the snapshot
     */
    public static <T> InvokerSubset<T> of(InvokerSnapshot<T> snapshot, int[] positions) {
        for (int position : positions) {
            if (position < 0 || position >= snapshot.size()) {
                throw new IndexOutOfBoundsException("Position " + position + " of a snapshot of " + snapshot.size());
            }
        }
        return new InvokerSubset<>(snapshot, positions);
    }

    /** The snapshot these invokers are part of. */
    public InvokerSnapshot<T> snapshot() {
        return snapshot;
    }

    /** The position in {@link #snapshot()} of the invoker at {@code index} of this list. */
    public int positionAt(int index) {
        return positions[index];
    }

    @Override
    public Invoker<T> get(int index) {
        if (index < 0 || index >= positions.length) {
            throw new IndexOutOfBoundsException("Index " + index + ", size " + positions.length);
        }
        return snapshot.get(positions[index]);
    }

    @Override
    public int size() {
        return positions.length;
    }
}
