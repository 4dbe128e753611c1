package org.apache.dubbo.rpc.cluster;

import org.apache.dubbo.common.extension.SPI;

/**
 * Combines the results of one call made to several groups ({@code group="*"} or {@code group="a,b"} with
 * {@code merger=...}) into the single value the caller gets. Built-ins merge lists, sets, maps and arrays
 * ({@link org.apache.dubbo.rpc.cluster.merger.MergerFactory} picks one by the method's return type); users add
 * their own under a name in {@code META-INF/dubbo/org.apache.dubbo.rpc.cluster.Merger} and select it with
 * {@code merger="name"}, or let the factory find it by the type argument of its {@code Merger<T>}.
 */
@SPI
public interface Merger<T> {

    /** @param items one result per group that answered, never null itself (a null result is left out) */
    T merge(T... items);
}
