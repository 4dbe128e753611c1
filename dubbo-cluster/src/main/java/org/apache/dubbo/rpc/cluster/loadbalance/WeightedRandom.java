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
        long total = 0;
        boolean sameWeight = true;
        for (int i = 0; i < items.size(); i++) {
            total += weights[i];
            if (weights[i] != weights[0]) {
                sameWeight = false;
            }
        }
        if (total <= 0 || sameWeight) {
            return items.get(random.nextInt(items.size()));
        }
        long offset = (long) (random.nextDouble() * total);
        for (int i = 0; i < items.size(); i++) {
            offset -= weights[i];
            if (offset < 0) {
                return items.get(i);
            }
        }
        return items.get(items.size() - 1);
    }
}
