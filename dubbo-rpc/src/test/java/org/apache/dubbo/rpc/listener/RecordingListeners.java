package org.apache.dubbo.rpc.listener;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;

/** Listeners registered in the test descriptors; each writes what it heard into {@link #EVENTS}. */
public final class RecordingListeners {

    public static final List<String> EVENTS = new CopyOnWriteArrayList<>();

    private RecordingListeners() {
    }

    public static class RecordingExporterListener extends ExporterListenerAdapter {
        @Override
        public void exported(Exporter<?> exporter) throws RpcException {
            EVENTS.add("exported " + exporter.getInvoker().getInterface().getSimpleName());
        }

        @Override
        public void unexported(Exporter<?> exporter) {
            EVENTS.add("unexported " + exporter.getInvoker().getInterface().getSimpleName());
        }
    }

    public static class FailingExporterListener extends ExporterListenerAdapter {
        @Override
        public void exported(Exporter<?> exporter) throws RpcException {
            EVENTS.add("failing");
            throw new RpcException("refused by listener");
        }
    }

    /** Active whenever the URL has {@code audit}, without being named. */
    @Activate(value = "audit")
    public static class AuditingExporterListener extends ExporterListenerAdapter {
        @Override
        public void exported(Exporter<?> exporter) throws RpcException {
            EVENTS.add("audited " + exporter.getInvoker().getInterface().getSimpleName());
        }
    }

    public static class RecordingInvokerListener extends InvokerListenerAdapter {
        @Override
        public void referred(Invoker<?> invoker) throws RpcException {
            EVENTS.add("referred " + invoker.getInterface().getSimpleName());
        }

        @Override
        public void destroyed(Invoker<?> invoker) {
            EVENTS.add("destroyed " + invoker.getInterface().getSimpleName());
        }
    }
}
