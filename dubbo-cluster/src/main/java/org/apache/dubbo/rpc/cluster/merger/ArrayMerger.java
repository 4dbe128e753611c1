package org.apache.dubbo.rpc.cluster.merger;

import java.lang.reflect.Array;

import org.apache.dubbo.rpc.cluster.Merger;

/**
 * Concatenates object arrays. The merged array has the component type of the first non-null result, so a
 * {@code String[]} method still returns a {@code String[]}.
 */
public class ArrayMerger implements Merger<Object[]> {

    public static final ArrayMerger INSTANCE = new ArrayMerger();

    @Override
    public Object[] merge(Object[]... items) {
        Class<?> componentType = null;
        if (items != null) {
            for (Object[] item : items) {
                if (item != null) {
                    componentType = item.getClass().getComponentType();
                    break;
                }
            }
        }
        if (componentType == null) {
            return new Object[0];
        }
        int total = 0;
        for (Object[] item : items) {
            if (item != null) {
                total += item.length;
            }
        }
        Object[] merged = (Object[]) Array.newInstance(componentType, total);
        int at = 0;
        for (Object[] item : items) {
            if (item != null) {
                for (Object element : item) {
                    if (element != null && !componentType.isInstance(element)) {
                        throw new IllegalArgumentException("Cannot merge a " + element.getClass().getName()
                                + " into a " + componentType.getName() + "[]");
                    }
                    merged[at++] = element;
                }
            }
        }
        return merged;
    }
}
