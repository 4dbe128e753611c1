package com.example.ext;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.StringUtils;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProtocolServer;
import org.apache.dubbo.rpc.RpcException;

/** A protocol wrapper: a public constructor taking the Protocol makes it wrap every protocol. */
public class AuditingProtocolWrapper implements Protocol {

    private final Protocol protocol;

    public AuditingProtocolWrapper(Protocol protocol) {
        this.protocol = protocol;
    }

    @Override
    public int getDefaultPort() {
        return protocol.getDefaultPort();
    }

    @Override
    public <T> Exporter<T> export(Invoker<T> invoker) throws RpcException {
        if (StringUtils.isEquals(invoker.getUrl().getProtocol(), "dubbo")) {
            Counters.hit("protocol-wrapper-export");
        }
        return protocol.export(invoker);
    }

    @Override
    public <T> Invoker<T> refer(Class<T> type, URL url) throws RpcException {
        if (StringUtils.isEquals(url.getProtocol(), "dubbo")) {
            Counters.hit("protocol-wrapper-refer");
        }
        return protocol.refer(type, url);
    }

    @Override
    public void destroy() {
        protocol.destroy();
    }

    @Override
    public List<ProtocolServer> getServers() {
        return protocol.getServers();
    }
}
