package org.apache.dubbo.rpc;

import org.apache.dubbo.common.extension.SPI;

/**
 * Hears about services being exported and unexported on a protocol. Declared in
 * {@code META-INF/dubbo/org.apache.dubbo.rpc.ExporterListener}; active when named in the service's {@code listener}
 * attribute (URL key {@code exporter.listener}) or annotated {@code @Activate}.
 */
@SPI
public interface ExporterListener {

    /**
     * Called once the service is exported. An exception is rethrown to the exporter after every listener has been
     * told.
     */
    void exported(Exporter<?> exporter) throws RpcException;

    /** Called once the service has been unexported. */
    void unexported(Exporter<?> exporter);
}
