package org.apache.dubbo.rpc.cluster.merger;

import org.apache.dubbo.rpc.cluster.Merger;

/** Concatenates {@code long[]} results, group by group. */
public class LongArrayMerger implements Merger<long[]> {

    @Override
    public long[] merge(long[]... items) {
        return (long[]) PrimitiveArrays.concat(items, long.class);
    }
}
