package org.apache.dubbo.rpc.listener;

import java.util.List;

import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.ExporterListener;
import org.apache.dubbo.rpc.Invoker;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An exporter that tells its {@link ExporterListener}s when it is created and when it is unexported. A listener
 * that fails is logged; the last failure is rethrown once every listener has been told.
 */
public class ListenerExporterWrapper<T> implements Exporter<T> {

    private static final Logger log = LoggerFactory.getLogger(ListenerExporterWrapper.class);

    private final Exporter<T> exporter;
    private final List<ExporterListener> listeners;

    public ListenerExporterWrapper(Exporter<T> exporter, List<ExporterListener> listeners) {
        if (exporter == null) {
            throw new IllegalArgumentException("exporter == null");
        }
        this.exporter = exporter;
        this.listeners = listeners;
        RuntimeException failure = null;
        for (ExporterListener listener : listeners) {
            try {
                listener.exported(this);
            } catch (RuntimeException e) {
                log.error("Exporter listener {} failed on export of {}", listener.getClass().getName(),
                        exporter.getInvoker().getUrl(), e);
                failure = e;
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    @Override
    public Invoker<T> getInvoker() {
        return exporter.getInvoker();
    }

    @Override
    public void reconfigure(Invoker<T> invoker) {
        exporter.reconfigure(invoker);
    }

    @Override
    public void unexport() {
        try {
            exporter.unexport();
        } finally {
            RuntimeException failure = null;
            for (ExporterListener listener : listeners) {
                try {
                    listener.unexported(this);
                } catch (RuntimeException e) {
                    log.error("Exporter listener {} failed on unexport of {}", listener.getClass().getName(),
                            exporter.getInvoker().getUrl(), e);
                    failure = e;
                }
            }
            if (failure != null) {
                throw failure;
            }
        }
    }

    @Override
    public String toString() {
        return exporter.toString();
    }
}
