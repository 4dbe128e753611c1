package org.apache.dubbo.rpc.cluster.loadbalance;

import java.util.List;
import java.util.Random;

/** Picks one of several items with probability proportional to its weight; uniformly when weights are equal. */
final class WeightedRandom {

    private WeightedRandom() {
    }

    /** One of {@code items}, by the weight at its position in {@code weights}. */
    static <T> T choose(List<T> items, Weights weights, Random random) {
        return items.get(pick(weights.values, null, items.size(), weights.total, weights.same, random));
    }

    /**
     * The position, among {@code positions[0..count)}, picked as {@link #choose(List, Weights, Random)} picks among
     * the items at those positions: by {@code weights[position]}, uniformly when they are all equal or sum to 0.
     *
     * @return one of {@code positions[0..count)}; {@code count} is at least 1
     */
    static int chooseAmong(int[] positions, int count, int[] weights, Random random) {
        long total = 0;
        boolean sameWeight = true;
        int first = weights[positions[0]];
        for (int i = 0; i < count; i++) {
            int weight = weights[positions[i]];
            total += weight;
            sameWeight &= weight == first;
        }
        return pick(weights, positions, count, total, sameWeight, random);
    }

    /**
     * A position among the first {@code count} of {@code positions} (of {@code 0..count-1} when null), by its weight
     * in {@code weights}; uniformly when the weights are all the same or sum to 0.
     */
    private static int pick(int[] weights, int[] positions, int count, long total, boolean sameWeight,
                            Random random) {
        if (total <= 0 || sameWeight) {
            int i = random.nextInt(count);
            return positions == null ? i : positions[i];
        }
        long offset = (long) (random.nextDouble() * total);
        for (int i = 0; i < count; i++) {
            int position = positions == null ? i : positions[i];
            offset -= weights[position];
            if (offset < 0) {
                return position;
            }
        }
        return positions == null ? count - 1 : positions[count - 1];
    }
}
