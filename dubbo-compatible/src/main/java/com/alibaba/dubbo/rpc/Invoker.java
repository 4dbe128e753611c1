package com.alibaba.dubbo.rpc;

import com.alibaba.dubbo.common.URL;
import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's invoker: invoked with 2.6 invocations, answering its URL as a 2.6 URL. The current
 * {@link #invoke(org.apache.dubbo.rpc.Invocation)} hands the invocation over as a 2.6 one, so a 2.6 invoker works
 * wherever Dubbo Tuned takes an invoker. {@link CompatibleInvoker} presents a current invoker as this type.
 */
@Deprecated
public interface Invoker<T> extends org.apache.dubbo.rpc.Invoker<T> {

    Result invoke(Invocation invocation) throws RpcException;

    @Override
    URL getUrl();

    /** The current invoker this one presents, or null when it is one of its own. */
    default org.apache.dubbo.rpc.Invoker<T> getOriginal() {
        return null;
    }

    @Override
    default org.apache.dubbo.rpc.Result invoke(org.apache.dubbo.rpc.Invocation invocation)
            throws org.apache.dubbo.rpc.RpcException {
        Invocation legacy = LegacyForms.invocation(invocation);
        return Compatibility.current(invoke(legacy), invocation);
    }

    /** A current invoker seen as a 2.6 one; every call goes to the current invoker. */
    class CompatibleInvoker<T> implements Invoker<T> {

        private final org.apache.dubbo.rpc.Invoker<T> delegate;

        public CompatibleInvoker(org.apache.dubbo.rpc.Invoker<T> delegate) {
            this.delegate = delegate;
        }

        @Override
        public org.apache.dubbo.rpc.Invoker<T> getOriginal() {
            return delegate;
        }

        @Override
        public Class<T> getInterface() {
            return delegate.getInterface();
        }

        @Override
        public Result invoke(Invocation invocation) throws RpcException {
            org.apache.dubbo.rpc.Invocation current = invocation.getOriginal() != null ? invocation.getOriginal()
                    : invocation;
            return Compatibility.legacy(delegate.invoke(current));
        }

        @Override
        public org.apache.dubbo.rpc.Result invoke(org.apache.dubbo.rpc.Invocation invocation) {
            return delegate.invoke(invocation);
        }

        @Override
        public URL getUrl() {
            org.apache.dubbo.common.URL url = delegate.getUrl();
            return LegacyForms.url(url);
        }

        @Override
        public boolean isAvailable() {
            return delegate.isAvailable();
        }

        @Override
        public void destroy() {
            delegate.destroy();
        }

        /** Equal to another 2.6 view of the same current invoker, so views made apart still find each other. */
        @Override
        public boolean equals(Object other) {
            return other == this || other instanceof CompatibleInvoker
                    && delegate.equals(((CompatibleInvoker<?>) other).delegate);
        }

        @Override
        public int hashCode() {
            return delegate.hashCode();
        }

        @Override
        public String toString() {
            return delegate.toString();
        }
    }
}
