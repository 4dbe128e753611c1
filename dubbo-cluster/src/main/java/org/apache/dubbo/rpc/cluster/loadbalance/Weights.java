package org.apache.dubbo.rpc.cluster.loadbalance;

/**
 * The weights of a list of invokers for one method, with their sum and until when they hold. A weight changes by
 * itself only while its provider warms up; such weights are computed again after at most
 * {@value #WARMING_RECOMPUTE_MILLIS} ms (a provider warming up for the default ten minutes gains 1/600 of its weight
 * in that time), the others hold as long as the list.
 */
final class Weights {

    static final long WARMING_RECOMPUTE_MILLIS = 1000;

    /** The weight of each invoker, in list order; never written after construction. */
    final int[] values;
    final long total;
    /** Whether every weight is the same (a uniform choice then). */
    final boolean same;
    /** The time in ms since the epoch from which they must be computed again; {@link Long#MAX_VALUE}: never. */
    final long validUntil;

    Weights(int[] values, long validUntil) {
        this.values = values;
        long sum = 0;
        boolean allSame = true;
        for (int value : values) {
            sum += value;
            allSame &= value == values[0];
        }
        this.total = sum;
        this.same = allSame;
        this.validUntil = validUntil;
    }

    boolean holdsAt(long now) {
        return validUntil == Long.MAX_VALUE || now < validUntil;
    }
}
