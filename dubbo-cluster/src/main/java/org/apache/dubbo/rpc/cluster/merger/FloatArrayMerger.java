package org.apache.dubbo.rpc.cluster.merger;

import org.apache.dubbo.rpc.cluster.Merger;

/** Concatenates {@code float[]} results, group by group. */
public class FloatArrayMerger implements Merger<float[]> {

    @Override
    public float[] merge(float[]... items) {
        return (float[]) PrimitiveArrays.concat(items, float.class);
    }
}
