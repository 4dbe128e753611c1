package org.apache.dubbo.rpc.cluster.merger;

import org.apache.dubbo.rpc.cluster.Merger;

/** Concatenates {@code char[]} results, group by group. */
public class CharArrayMerger implements Merger<char[]> {

    @Override
    public char[] merge(char[]... items) {
        return (char[]) PrimitiveArrays.concat(items, char.class);
    }
}
