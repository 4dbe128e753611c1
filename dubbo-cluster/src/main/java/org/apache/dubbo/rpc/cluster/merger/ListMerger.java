package org.apache.dubbo.rpc.cluster.merger;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.rpc.cluster.Merger;

/** Appends the lists, group by group, duplicates kept. */
public class ListMerger implements Merger<List<?>> {

    @Override
    public List<Object> merge(List<?>... items) {
        List<Object> merged = new ArrayList<>();
        if (items != null) {
            for (List<?> item : items) {
                if (item != null) {
                    merged.addAll(item);
                }
            }
        }
        return merged;
    }
}
