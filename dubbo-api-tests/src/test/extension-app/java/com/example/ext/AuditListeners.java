package com.example.ext;

import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.listener.ExporterListenerAdapter;
import org.apache.dubbo.rpc.listener.InvokerListenerAdapter;

/** The listeners named by the service's and the reference's {@code listener} attribute. */
public final class AuditListeners {

    private AuditListeners() {
    }

    public static class Exported extends ExporterListenerAdapter {
        @Override
        public void exported(Exporter<?> exporter) throws RpcException {
            Counters.hit("exporter-listener");
        }
    }

    public static class Referred extends InvokerListenerAdapter {
        @Override
        public void referred(Invoker<?> invoker) throws RpcException {
            Counters.hit("invoker-listener");
        }
    }
}
