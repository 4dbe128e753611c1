package org.apache.dubbo.compatible;

import java.util.List;

import com.alibaba.dubbo.common.URL;
import com.alibaba.dubbo.rpc.Invocation;
import com.alibaba.dubbo.rpc.Invoker;
import com.alibaba.dubbo.rpc.RpcException;
import com.alibaba.dubbo.rpc.cluster.Directory;

/** A current directory seen as a 2.6 one, for a 2.6 cluster to join; everything is answered by the current one. */
public final class LegacyDirectory<T> implements Directory<T> {

    private final org.apache.dubbo.rpc.cluster.Directory<T> delegate;

    public LegacyDirectory(org.apache.dubbo.rpc.cluster.Directory<T> delegate) {
        this.delegate = delegate;
    }

    @Override
    public URL getUrl() {
        return LegacyForms.url(delegate.getUrl());
    }

    @Override
    public List<Invoker<T>> list(Invocation invocation) throws RpcException {
        org.apache.dubbo.rpc.Invocation current = invocation.getOriginal() != null ? invocation.getOriginal()
                : invocation;
        return LegacyForms.invokers(delegate.list(current));
    }

    @Override
    public List<org.apache.dubbo.rpc.Invoker<T>> list(org.apache.dubbo.rpc.Invocation invocation) {
        return delegate.list(invocation);
    }

    @Override
    public Class<T> getInterface() {
        return delegate.getInterface();
    }

    @Override
    public List<org.apache.dubbo.rpc.Invoker<T>> getAllInvokers() {
        return delegate.getAllInvokers();
    }

    @Override
    public org.apache.dubbo.common.URL getConsumerUrl() {
        return delegate.getConsumerUrl();
    }

    @Override
    public boolean isAvailable() {
        return delegate.isAvailable();
    }

    @Override
    public void destroy() {
        delegate.destroy();
    }

    @Override
    public String toString() {
        return delegate.toString();
    }
}
