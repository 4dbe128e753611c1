package org.apache.dubbo.rpc.support;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProtocolServer;
import org.apache.dubbo.rpc.RpcException;

/**
 * Wraps every protocol (an extension wrapper, applied by the extension loader) so that exported invokers run
 * behind the provider filters and referred invokers behind the consumer filters.
 */
public final class ProtocolFilterWrapper implements Protocol {

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
        return protocol.export(FilterChain.build(invoker, RpcKeys.SERVICE_FILTER, RpcKeys.PROVIDER));
    }

    @Override
    public <T> Invoker<T> refer(Class<T> type, URL url) throws RpcException {
        return FilterChain.build(protocol.refer(type, url), RpcKeys.REFERENCE_FILTER, RpcKeys.CONSUMER);
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
