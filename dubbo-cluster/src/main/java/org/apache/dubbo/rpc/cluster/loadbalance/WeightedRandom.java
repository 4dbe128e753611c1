package org.apache.dubbo.rpc.cluster.loadbalance;

import java.util.List;
import java.util.Random;

/** Picks one of several items with probability proportional to its weight; uniformly when weights are equal. */
final class WeightedRandom {

    private WeightedRandom() {
    }

    /** One of {@code items}, by the weight at its position in {@code weights}. */
    static <T> T choose(List<T> items, Weights weights, Random random) {
        if (weights.total <= 0 || weights.same) {
            return items.get(random.nextInt(items.size()));
        }
        long offset = (long) (random.nextDouble() * weights.total);
        int[] values = weights.values;
        for (int i = 0; i < items.size(); i++) {
            offset -= values[i];
            if (offset < 0) {
                return items.get(i);
            }
        }
        return items.get(items.size() - 1);
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
        if (total <= 0 || sameWeight) {
            return positions[random.nextInt(count)];
        }
        long offset = (long) (random.nextDouble() * total);
        for (int i = 0; i < count; i++) {
            offset -= weights[positions[i]];
            if (offset < 0) {
                return positions[i];
            }
        }
        return positions[count - 1];
    }
}
