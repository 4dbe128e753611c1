package org.apache.dubbo.remoting.support;

import java.net.InetSocketAddress;
import java.util.HashMap;
import java.util.Map;

import org.apache.dubbo.remoting.exchange.ExchangeClient;
import org.apache.dubbo.remoting.exchange.ExchangeServer;
import org.apache.dubbo.remoting.exchange.RequestHandler;
import org.apache.dubbo.remoting.transport.ClientOptions;
import org.apache.dubbo.remoting.transport.ServerOptions;

/** Test helper: servers on a free loopback port, clients to them, options from "key=value" pairs. */
public final class Servers {

    private Servers() {
    }

    public static Map<String, String> params(String... pairs) {
        Map<String, String> map = new HashMap<>();
        for (String p : pairs) {
            int eq = p.indexOf('=');
            map.put(p.substring(0, eq), p.substring(eq + 1));
        }
        return map;
    }

    public static ExchangeServer start(RequestHandler handler, String... serverParams) throws Exception {
        Map<String, String> p = params(serverParams);
        return ExchangeServer.bind(new InetSocketAddress("127.0.0.1", 0), ServerOptions.from(p::get), handler);
    }

    /** The server side of the connections, once the server has seen {@code count} of them. */
    public static java.util.List<org.apache.dubbo.remoting.transport.ServerChannel> awaitChannels(
            ExchangeServer server, int count) throws InterruptedException {
        Eventually.holds(() -> server.transport().channels().size() >= count,
                "the server saw " + count + " connection(s)");
        return new java.util.ArrayList<>(server.transport().channels());
    }

    public static ExchangeClient connect(ExchangeServer server, String... clientParams) throws Exception {
        Map<String, String> p = params(clientParams);
        return ExchangeClient.connect(server.localAddress(), ClientOptions.from(p::get), 30_000);
    }
}
