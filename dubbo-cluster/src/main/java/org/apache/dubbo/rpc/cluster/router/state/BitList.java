package org.apache.dubbo.rpc.cluster.router.state;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.NoSuchElementException;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A sub-list of a shared origin list, kept as a bit set of the origin indexes that are in it, plus a tail of
 * elements outside the origin. Routers narrow the provider list of a reference per call; with one origin per
 * provider list, narrowing and intersecting cost bit operations instead of list copies.
 *
 * <p>Elements can be removed freely; added elements that are not at their origin index go to the tail.
 */
public class BitList<E> extends AbstractList<E> implements Cloneable {

    private final List<E> originList;
    private final BitSet rootSet;
    private volatile List<E> tailList;

    /** All of {@code originList}. */
    public BitList(List<E> originList) {
        this(originList, false);
    }

    /** All of {@code originList}, or none of it when {@code empty}. */
    public BitList(List<E> originList, boolean empty) {
        this(originList, empty, null);
    }

    public BitList(List<E> originList, boolean empty, List<E> tailList) {
        this.originList = originList == null ? Collections.<E>emptyList() : originList;
        this.rootSet = new BitSet();
        if (!empty) {
            this.rootSet.set(0, this.originList.size());
        }
        this.tailList = tailList;
    }

    public BitList(List<E> originList, BitSet rootSet, List<E> tailList) {
        this.originList = originList == null ? Collections.<E>emptyList() : originList;
        this.rootSet = rootSet == null ? new BitSet() : rootSet;
        this.tailList = tailList;
    }

    public synchronized List<E> getOriginList() {
        return originList;
    }

    public synchronized void addIndex(int index) {
        rootSet.set(index);
    }

    public synchronized int totalSetSize() {
        return originList.size();
    }

    public synchronized boolean indexExist(int index) {
        return rootSet.get(index);
    }

    public synchronized E getByIndex(int index) {
        return originList.get(index);
    }

    /** The elements in both lists (on the same origin); tails are intersected by equality. */
    public synchronized BitList<E> and(BitList<E> target) {
        rootSet.and(target.rootSet);
        if (tailList != null) {
            List<E> targetTail = target.getTailList();
            tailList.removeIf(e -> targetTail == null || !targetTail.contains(e));
        }
        return this;
    }

    /** The elements in either list (on the same origin). */
    public synchronized BitList<E> or(BitList<E> target) {
        rootSet.or(target.rootSet);
        List<E> targetTail = target.getTailList();
        if (targetTail != null) {
            for (E e : targetTail) {
                addToTailList(e);
            }
        }
        return this;
    }

    public synchronized boolean hasMoreElementInTailList() {
        return tailList != null && !tailList.isEmpty();
    }

    public synchronized List<E> getTailList() {
        return tailList;
    }

    public synchronized void addToTailList(E e) {
        if (tailList == null) {
            tailList = new ArrayList<>();
        }
        if (!tailList.contains(e)) {
            tailList.add(e);
        }
    }

    /** A random element, or null when the list is empty. */
    public synchronized E randomSelectOne() {
        int size = size();
        return size == 0 ? null : get(ThreadLocalRandom.current().nextInt(size));
    }

    public static <T> BitList<T> emptyList() {
        return new BitList<>(Collections.<T>emptyList());
    }

    @Override
    public synchronized int size() {
        return rootSet.cardinality() + (tailList == null ? 0 : tailList.size());
    }

    @Override
    public synchronized boolean contains(Object o) {
        int index = originList.indexOf(o);
        return (index >= 0 && rootSet.get(index)) || (tailList != null && tailList.contains(o));
    }

    @Override
    public synchronized Iterator<E> iterator() {
        return listIterator(0);
    }

    /** Adds {@code e} at its origin index when it is an origin element, else to the tail. */
    @Override
    public synchronized boolean add(E e) {
        int index = originList.indexOf(e);
        if (index >= 0) {
            if (rootSet.get(index)) {
                return false;
            }
            rootSet.set(index);
            return true;
        }
        addToTailList(e);
        return true;
    }

    @Override
    public synchronized boolean remove(Object o) {
        int index = originList.indexOf(o);
        if (index >= 0 && rootSet.get(index)) {
            rootSet.clear(index);
            return true;
        }
        return tailList != null && tailList.remove(o);
    }

    @Override
    public synchronized void clear() {
        rootSet.clear();
        if (tailList != null) {
            tailList.clear();
        }
    }

    @Override
    public synchronized E get(int index) {
        if (index < 0) {
            throw new IndexOutOfBoundsException("Index: " + index + ", size: " + size());
        }
        int bit = -1;
        for (int i = 0; i <= index; i++) {
            bit = rootSet.nextSetBit(bit + 1);
            if (bit < 0) {
                int tailIndex = index - i;
                if (tailList != null && tailIndex < tailList.size()) {
                    return tailList.get(tailIndex);
                }
                throw new IndexOutOfBoundsException("Index: " + index + ", size: " + size());
            }
        }
        return originList.get(bit);
    }

    @Override
    public synchronized E remove(int index) {
        E element = get(index);
        remove(element);
        return element;
    }

    @Override
    public synchronized int indexOf(Object o) {
        int position = 0;
        for (int bit = rootSet.nextSetBit(0); bit >= 0; bit = rootSet.nextSetBit(bit + 1)) {
            if (o == null ? originList.get(bit) == null : o.equals(originList.get(bit))) {
                return position;
            }
            position++;
        }
        if (tailList != null) {
            int tailIndex = tailList.indexOf(o);
            if (tailIndex >= 0) {
                return position + tailIndex;
            }
        }
        return -1;
    }

    @Override
    public synchronized boolean addAll(Collection<? extends E> c) {
        boolean changed = false;
        for (E e : c) {
            changed |= add(e);
        }
        return changed;
    }

    @Override
    public synchronized int lastIndexOf(Object o) {
        int last = -1;
        int position = 0;
        for (E e : cloneToArrayList()) {
            if (o == null ? e == null : o.equals(e)) {
                last = position;
            }
            position++;
        }
        return last;
    }

    @Override
    public synchronized boolean isEmpty() {
        return rootSet.isEmpty() && (tailList == null || tailList.isEmpty());
    }

    @Override
    public synchronized ListIterator<E> listIterator() {
        return listIterator(0);
    }

    /** An iterator over a snapshot of the list; {@code remove()} removes from this list. */
    @Override
    public synchronized ListIterator<E> listIterator(int index) {
        List<E> snapshot = cloneToArrayList();
        ListIterator<E> delegate = snapshot.listIterator(index);
        return new ListIterator<E>() {
            private E last;

            @Override
            public boolean hasNext() {
                return delegate.hasNext();
            }

            @Override
            public E next() {
                if (!delegate.hasNext()) {
                    throw new NoSuchElementException();
                }
                last = delegate.next();
                return last;
            }

            @Override
            public boolean hasPrevious() {
                return delegate.hasPrevious();
            }

            @Override
            public E previous() {
                last = delegate.previous();
                return last;
            }

            @Override
            public int nextIndex() {
                return delegate.nextIndex();
            }

            @Override
            public int previousIndex() {
                return delegate.previousIndex();
            }

            @Override
            public void remove() {
                delegate.remove();
                BitList.this.remove(last);
            }

            @Override
            public void set(E e) {
                throw new UnsupportedOperationException("BitList elements cannot be replaced");
            }

            @Override
            public void add(E e) {
                throw new UnsupportedOperationException("Add to the BitList itself");
            }
        };
    }

    /** The elements from {@code fromIndex} (inclusive) to {@code toIndex} (exclusive), on the same origin. */
    @Override
    public synchronized BitList<E> subList(int fromIndex, int toIndex) {
        BitList<E> sub = new BitList<>(originList, true);
        List<E> all = cloneToArrayList();
        for (E e : all.subList(fromIndex, toIndex)) {
            sub.add(e);
        }
        return sub;
    }

    /** Whether any element satisfies {@code test}, walked in place (no snapshot, unlike {@link #iterator()}). */
    public synchronized boolean anyMatch(java.util.function.Predicate<? super E> test) {
        for (int bit = rootSet.nextSetBit(0); bit >= 0; bit = rootSet.nextSetBit(bit + 1)) {
            if (test.test(originList.get(bit))) {
                return true;
            }
        }
        if (tailList != null) {
            for (E e : tailList) {
                if (test.test(e)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The positions in the origin list of the elements kept from it, ascending (the tail list not included). */
    public synchronized int[] originPositions() {
        return rootSet.stream().toArray();
    }

    public synchronized ArrayList<E> cloneToArrayList() {
        ArrayList<E> copy = new ArrayList<>(size());
        for (int bit = rootSet.nextSetBit(0); bit >= 0; bit = rootSet.nextSetBit(bit + 1)) {
            copy.add(originList.get(bit));
        }
        if (tailList != null) {
            copy.addAll(tailList);
        }
        return copy;
    }

    @Override
    public synchronized BitList<E> clone() {
        return new BitList<>(originList, (BitSet) rootSet.clone(),
                tailList == null ? null : new ArrayList<>(tailList));
    }
}
