package org.apache.dubbo.rpc.protocol;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.constants.CommonConstants;
import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.ExporterListener;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.InvokerListener;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProtocolServer;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.listener.ListenerExporterWrapper;
import org.apache.dubbo.rpc.listener.ListenerInvokerWrapper;

/**
 * Wraps every protocol (an extension wrapper, inside the filter wrapper) so that the {@link ExporterListener}s
 * and {@link InvokerListener}s activated for a service or reference hear about its exporters and invokers: those
 * named by {@code exporter.listener} / {@code invoker.listener} (the {@code listener} attribute) and those
 * annotated {@code @Activate}. Registry URLs pass through: their real protocol's exporters and invokers are heard.
 */
@Activate(order = 200)
public class ProtocolListenerWrapper implements Protocol {

    private final Protocol protocol;

    public ProtocolListenerWrapper(Protocol protocol) {
        if (protocol == null) {
            throw new IllegalArgumentException("protocol == null");
        }
        this.protocol = protocol;
    }

    @Override
    public int getDefaultPort() {
        return protocol.getDefaultPort();
    }

    @Override
    public <T> Exporter<T> export(Invoker<T> invoker) throws RpcException {
        if (isRegistry(invoker.getUrl())) {
            return protocol.export(invoker);
        }
        List<ExporterListener> listeners = ExtensionLoader.getExtensionLoader(ExporterListener.class)
                .getActivateExtension(invoker.getUrl(), CommonConstants.EXPORTER_LISTENER_KEY);
        Exporter<T> exporter = protocol.export(invoker);
        return listeners.isEmpty() ? exporter : new ListenerExporterWrapper<>(exporter, listeners);
    }

    @Override
    public <T> Invoker<T> refer(Class<T> type, URL url) throws RpcException {
        if (isRegistry(url)) {
            return protocol.refer(type, url);
        }
        List<InvokerListener> listeners = ExtensionLoader.getExtensionLoader(InvokerListener.class)
                .getActivateExtension(url, CommonConstants.INVOKER_LISTENER_KEY);
        Invoker<T> invoker = protocol.refer(type, url);
        return listeners.isEmpty() ? invoker : new ListenerInvokerWrapper<>(invoker, listeners);
    }

    private static boolean isRegistry(URL url) {
        String name = url.getProtocol();
        return "registry".equals(name) || "service-discovery-registry".equals(name);
    }

    @Override
    public void destroy() {
        protocol.destroy();
    }

    @Override
    public List<ProtocolServer> getServers() {
        return protocol.getServers();
    }

    /** The wrapped protocol. */
    public Protocol unwrap() {
        return protocol;
    }
}
