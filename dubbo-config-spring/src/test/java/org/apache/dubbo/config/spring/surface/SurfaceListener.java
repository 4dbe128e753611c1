package org.apache.dubbo.config.spring.surface;

import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.ExporterListener;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.InvokerListener;

/** The listener named {@code surfaceListener} by the surface walks' {@code listener} attributes. */
public class SurfaceListener implements ExporterListener, InvokerListener {

    @Override
    public void exported(Exporter<?> exporter) {
        // only its existence matters here
    }

    @Override
    public void unexported(Exporter<?> exporter) {
        // only its existence matters here
    }

    @Override
    public void referred(Invoker<?> invoker) {
        // only its existence matters here
    }

    @Override
    public void destroyed(Invoker<?> invoker) {
        // only its existence matters here
    }
}
