package org.apache.dubbo.rpc.cluster.merger;

import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.dubbo.rpc.cluster.Merger;

/** All entries of all maps; for a key several groups return, the later group's value wins. */
public class MapMerger implements Merger<Map<?, ?>> {

    @Override
    public Map<Object, Object> merge(Map<?, ?>... items) {
        Map<Object, Object> merged = new LinkedHashMap<>();
        if (items != null) {
            for (Map<?, ?> item : items) {
                if (item != null) {
                    merged.putAll(item);
                }
            }
        }
        return merged;
    }
}
