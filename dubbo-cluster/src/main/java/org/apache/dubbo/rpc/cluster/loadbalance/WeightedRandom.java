package org.apache.dubbo.rpc.cluster.loadbalance;

import java.util.List;
import java.util.Random;

/** Picks one of several items with probability proportional to its weight; uniformly when weights are equal. */
final class WeightedRandom {

    private WeightedRandom() {
    }

    static <T> T choose(List<T> items, List<Integer> weights, Random random) {
        int[] array = new int[weights.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = weights.get(i);
        }
        return choose(items, array, random);
    }

    /**
     * @param weights the weight of each item, same order, none negative
     */
    static <T> T choose(List<T> items, int[] weights, Random random) {
        return choose(items, new Weights(weights, 0), random);
    }

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
}
