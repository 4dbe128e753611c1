package org.apache.dubbo.rpc.cluster;

import java.util.List;

import org.apache.dubbo.common.Node;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;

/**
 * The providers a reference can call right now: a fixed list ({@link StaticDirectory}) or one kept up to date by
 * a registry. A {@link Cluster} joins a directory into one invoker that chooses among them for every call.
 */
public interface Directory<T> extends Node {

    Class<T> getInterface();

    /** The invokers that may serve {@code invocation}. */
    List<Invoker<T>> list(Invocation invocation) throws RpcException;

    /** Every invoker the directory knows, whatever the invocation. */
    List<Invoker<T>> getAllInvokers();

    /** The URL of the reference: the consumer's settings (cluster, loadbalance, retries, mock, ...). */
    URL getConsumerUrl();
}
