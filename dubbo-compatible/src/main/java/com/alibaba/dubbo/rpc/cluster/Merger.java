package com.alibaba.dubbo.rpc.cluster;

/**
 * Dubbo 2.6's result merger: the current {@link org.apache.dubbo.rpc.cluster.Merger} under its old name, raw as in
 * Apache Dubbo 3.3. Registered in {@code META-INF/dubbo/com.alibaba.dubbo.rpc.cluster.Merger} and chosen with
 * {@code merger="name"}, it merges the answers of a call made to several groups.
 */
@Deprecated
@SuppressWarnings("rawtypes")
public interface Merger extends org.apache.dubbo.rpc.cluster.Merger {
}
