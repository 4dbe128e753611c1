package org.apache.dubbo.rpc.cluster.merger;

import java.util.LinkedHashSet;
import java.util.Set;

import org.apache.dubbo.rpc.cluster.Merger;

/** The union of the sets, in the order the groups answered. */
public class SetMerger implements Merger<Set<?>> {

    @Override
    public Set<Object> merge(Set<?>... items) {
        Set<Object> merged = new LinkedHashSet<>();
        if (items != null) {
            for (Set<?> item : items) {
                if (item != null) {
                    merged.addAll(item);
                }
            }
        }
        return merged;
    }
}
