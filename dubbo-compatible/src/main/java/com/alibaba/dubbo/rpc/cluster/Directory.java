package com.alibaba.dubbo.rpc.cluster;

import java.util.List;

import com.alibaba.dubbo.common.URL;
import com.alibaba.dubbo.rpc.Invocation;
import com.alibaba.dubbo.rpc.Invoker;
import com.alibaba.dubbo.rpc.RpcException;
import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's directory of providers, as a 2.6 {@link Cluster} is given it: it lists 2.6 invokers for 2.6
 * invocations and answers its URL as a 2.6 URL. The current {@link #list(org.apache.dubbo.rpc.Invocation)} hands
 * the invocation over in its 2.6 form and the invokers back in their current form.
 */
@Deprecated
public interface Directory<T> extends org.apache.dubbo.rpc.cluster.Directory<T> {

    @Override
    URL getUrl();

    List<Invoker<T>> list(Invocation invocation) throws RpcException;

    @Override
    default List<org.apache.dubbo.rpc.Invoker<T>> list(org.apache.dubbo.rpc.Invocation invocation)
            throws org.apache.dubbo.rpc.RpcException {
        return LegacyForms.currentInvokers(list(LegacyForms.invocation(invocation)));
    }
}
