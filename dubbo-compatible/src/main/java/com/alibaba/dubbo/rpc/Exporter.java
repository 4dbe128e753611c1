package com.alibaba.dubbo.rpc;

import org.apache.dubbo.compatible.LegacyForms;

/** Dubbo 2.6's exporter, answering its invoker as a 2.6 one; {@link CompatibleExporter} presents a current one. */
@Deprecated
public interface Exporter<T> extends org.apache.dubbo.rpc.Exporter<T> {

    @Override
    Invoker<T> getInvoker();

    /** 2.6 exporters registered with their export; there is nothing more to do. */
    default void register() {
    }

    @Override
    default void unregister() {
    }

    /** A current exporter seen as a 2.6 one. */
    class CompatibleExporter<T> implements Exporter<T> {

        private final org.apache.dubbo.rpc.Exporter<T> delegate;

        public CompatibleExporter(org.apache.dubbo.rpc.Exporter<T> delegate) {
            this.delegate = delegate;
        }

        @Override
        public Invoker<T> getInvoker() {
            org.apache.dubbo.rpc.Invoker<T> invoker = delegate.getInvoker();
            return LegacyForms.invoker(invoker);
        }

        @Override
        public void unexport() {
            delegate.unexport();
        }

        @Override
        public void unregister() {
            delegate.unregister();
        }
    }
}
