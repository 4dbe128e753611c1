package org.apache.dubbo.rpc.cluster.merger;

import org.apache.dubbo.rpc.cluster.Merger;

/** Concatenates {@code byte[]} results, group by group. */
public class ByteArrayMerger implements Merger<byte[]> {

    @Override
    public byte[] merge(byte[]... items) {
        return (byte[]) PrimitiveArrays.concat(items, byte.class);
    }
}
