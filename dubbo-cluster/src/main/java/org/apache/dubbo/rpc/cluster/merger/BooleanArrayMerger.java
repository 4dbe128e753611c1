package org.apache.dubbo.rpc.cluster.merger;

import org.apache.dubbo.rpc.cluster.Merger;

/** Concatenates {@code boolean[]} results, group by group. */
public class BooleanArrayMerger implements Merger<boolean[]> {

    @Override
    public boolean[] merge(boolean[]... items) {
        return (boolean[]) PrimitiveArrays.concat(items, boolean.class);
    }
}
