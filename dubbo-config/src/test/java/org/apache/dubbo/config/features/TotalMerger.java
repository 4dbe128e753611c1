package org.apache.dubbo.config.features;

import org.apache.dubbo.rpc.cluster.Merger;

/** A user's merger, declared in {@code META-INF/dubbo/org.apache.dubbo.rpc.cluster.Merger} as {@code total}. */
public class TotalMerger implements Merger<Catalog.Total> {

    @Override
    public Catalog.Total merge(Catalog.Total... items) {
        int sum = 0;
        for (Catalog.Total item : items) {
            sum += item.getValue();
        }
        return new Catalog.Total(sum);
    }
}
