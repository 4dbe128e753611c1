package org.apache.dubbo.config.spring.tests;

import java.lang.reflect.Field;
import java.util.Map;

import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.remoting.exchange.ExchangeServer;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.protocol.dubbo.DubboProtocol;

/**
 * The dubbo protocol's server on a port, for reading the provider side of live connections. There is no public
 * accessor for it (the client side has {@code LiveClientConnections}); the test reaches into DubboProtocol.
 */
final class ProviderChannels {

    private ProviderChannels() {
    }

    static ExchangeServer server(int port) {
        try {
            Protocol protocol = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("dubbo", false);
            Field servers = DubboProtocol.class.getDeclaredField("servers");
            servers.setAccessible(true);
            for (Object server : ((Map<?, ?>) servers.get(protocol)).values()) {
                Field exchange = server.getClass().getDeclaredField("exchange");
                exchange.setAccessible(true);
                ExchangeServer candidate = (ExchangeServer) exchange.get(server);
                if (candidate.localAddress().getPort() == port) {
                    return candidate;
                }
            }
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("cannot reach the servers of the dubbo protocol", e);
        }
        throw new AssertionError("no dubbo server on port " + port);
    }
}
