package org.apache.dubbo.rpc.protocol;

import java.net.InetSocketAddress;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.network.LocalHostNames;
import org.apache.dubbo.common.network.MachineAddress;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.remoting.transport.DialTargets;

/**
 * Where a protocol's server listens for a provider URL and where its client dials one, the same for every
 * protocol, as Apache Dubbo's transports do it: {@code bind.ip} / {@code bind.port} (else the URL's host and port),
 * every interface when {@code anyhost=true} or the host means "no host"; and a loopback provider dialled at this
 * machine's address first.
 */
public final class ProtocolAddresses {

    public static final String BIND_IP = "bind.ip";
    public static final String BIND_PORT = "bind.port";
    public static final String ANYHOST = "anyhost";
    public static final String IPV6 = "ipv6";

    private ProtocolAddresses() {
    }

    /** The port the server listens on: {@code bind.port}, else the URL's (which is the registered one). */
    public static int bindPort(URL url) {
        return url.getParameter(BIND_PORT, url.getPort());
    }

    /**
     * Whether the server listens on every interface: {@code anyhost=true}, or a bind host that is loopback,
     * {@code localhost}, {@code 0.0.0.0} or empty.
     */
    public static boolean listensOnEveryInterface(URL url) {
        return url.getParameter(ANYHOST, false) || NetUtils.isInvalidLocalHost(bindHost(url));
    }

    /** The socket address the server binds. */
    public static InetSocketAddress bindAddress(URL url) {
        return listensOnEveryInterface(url) ? new InetSocketAddress(bindPort(url))
                : new InetSocketAddress(bindHost(url), bindPort(url));
    }

    /**
     * The key of the server a provider URL shares with others: {@code 0.0.0.0:port} for every interface, else
     * {@code host:port}. Services on the same key share one server.
     */
    public static String serverKey(URL url) {
        return (listensOnEveryInterface(url) ? NetUtils.ANYHOST_VALUE : bindHost(url)) + ":" + bindPort(url);
    }

    /**
     * Where to dial a provider: its host, except that a loopback, {@code localhost} or wildcard host is dialled at
     * this machine's address first (as Apache Dubbo consumers do) and as given second (a tunnel on loopback); and
     * the provider's {@code ipv6} address before anything else when this machine has global IPv6 too.
     */
    public static DialTargets dialTargets(URL url) {
        return DialTargets.of(LocalHostNames.dialOrder(url.getHost(), url.getParameter(IPV6),
                MachineAddress.current()), url.getPort());
    }

    private static String bindHost(URL url) {
        return url.getParameter(BIND_IP, url.getHost());
    }
}
