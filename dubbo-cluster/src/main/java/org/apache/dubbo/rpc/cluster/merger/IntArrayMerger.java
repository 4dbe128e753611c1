package org.apache.dubbo.rpc.cluster.merger;

import org.apache.dubbo.rpc.cluster.Merger;

/** Concatenates {@code int[]} results, group by group. */
public class IntArrayMerger implements Merger<int[]> {

    @Override
    public int[] merge(int[]... items) {
        return (int[]) PrimitiveArrays.concat(items, int.class);
    }
}
