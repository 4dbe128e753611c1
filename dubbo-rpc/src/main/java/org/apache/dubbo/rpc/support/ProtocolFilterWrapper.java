package org.apache.dubbo.rpc.support;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProtocolServer;
import org.apache.dubbo.rpc.RpcException;

/**
 * Wraps every protocol (an extension wrapper, applied by the extension loader, outside the listener wrapper) so
 * that exported invokers run behind the provider filters and referred invokers behind the consumer filters. Registry URLs pass through
 * untouched: the registry protocol exports and refers through a real protocol, whose invokers get the filters.
 */
@Activate(order = 100)
public final class ProtocolFilterWrapper implements Protocol {

    private static final String REGISTRY_PROTOCOL = "registry";
    private static final String SERVICE_DISCOVERY_PROTOCOL = "service-discovery-registry";

    private final Protocol protocol;

    public ProtocolFilterWrapper(Protocol protocol) {
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
        return new FilteredExporter<>(protocol.export(provider(invoker)));
    }

    private static <T> Invoker<T> provider(Invoker<T> invoker) {
        return FilterChain.build(invoker, RpcKeys.SERVICE_FILTER, RpcKeys.PROVIDER);
    }

    @Override
    public <T> Invoker<T> refer(Class<T> type, URL url) throws RpcException {
        if (isRegistry(url)) {
            return protocol.refer(type, url);
        }
        return FilterChain.build(protocol.refer(type, url), RpcKeys.REFERENCE_FILTER, RpcKeys.CONSUMER);
    }

    private static boolean isRegistry(URL url) {
        String name = url.getProtocol();
        return REGISTRY_PROTOCOL.equals(name) || SERVICE_DISCOVERY_PROTOCOL.equals(name);
    }

    @Override
    public void destroy() {
        protocol.destroy();
    }

    @Override
    public List<ProtocolServer> getServers() {
        return protocol.getServers();
    }

    /**
     * An export behind the provider filters: {@link #reconfigure} builds the chain again for the new invoker's URL,
     * so filters that a URL key turns on or off ({@code token}, {@code accesslog}, {@code executes}, ...) follow it.
     */
    private static final class FilteredExporter<T> implements Exporter<T> {
        private final Exporter<T> exporter;

        FilteredExporter(Exporter<T> exporter) {
            this.exporter = exporter;
        }

        @Override
        public Invoker<T> getInvoker() {
            return exporter.getInvoker();
        }

        @Override
        public void unexport() {
            exporter.unexport();
        }

        @Override
        public void unregister() {
            exporter.unregister();
        }

        @Override
        public void register() {
            exporter.register();
        }

        @Override
        public void setRegistered(String level, boolean registered) {
            exporter.setRegistered(level, registered);
        }

        @Override
        public java.util.Map<String, Boolean> registrationStates() {
            return exporter.registrationStates();
        }

        @Override
        public void reconfigure(Invoker<T> next) {
            exporter.reconfigure(provider(next));
        }

        @Override
        public String toString() {
            return exporter.toString();
        }
    }

    /** The wrapped protocol. */
    public Protocol unwrap() {
        return protocol;
    }
}
