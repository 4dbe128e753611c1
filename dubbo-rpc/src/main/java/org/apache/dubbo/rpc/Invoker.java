package org.apache.dubbo.rpc;

import org.apache.dubbo.common.Node;

/**
 * Something that can serve invocations of one service interface: a remote provider reached over a protocol, a
 * local implementation, or a cluster of either. Filters, clusters and protocols all wrap invokers.
 */
public interface Invoker<T> extends Node {

    Class<T> getInterface();

    /** Runs the invocation; the result may complete later (see {@link Result}). */
    Result invoke(Invocation invocation) throws RpcException;
}
