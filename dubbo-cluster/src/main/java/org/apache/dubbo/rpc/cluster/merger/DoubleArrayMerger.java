package org.apache.dubbo.rpc.cluster.merger;

import org.apache.dubbo.rpc.cluster.Merger;

/** Concatenates {@code double[]} results, group by group. */
public class DoubleArrayMerger implements Merger<double[]> {

    @Override
    public double[] merge(double[]... items) {
        return (double[]) PrimitiveArrays.concat(items, double.class);
    }
}
