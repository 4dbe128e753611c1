package org.apache.dubbo.remoting.transport.netty4;

import java.net.InetSocketAddress;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.remoting.ChannelHandler;
import org.apache.dubbo.remoting.Client;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.RemotingServer;
import org.apache.dubbo.remoting.Transporter;

/**
 * The built-in transporter, {@code netty} / {@code netty4}: Dubbo Tuned's Netty 4 transport with every tuning
 * option of the URL. A user's transporter delegates to it, typically wrapping the handler:
 * <pre>{@code
 * public RemotingServer bind(URL url, ChannelHandler handler) throws RemotingException {
 *     return new NettyTransporter().bind(url, new CountingHandler(handler));
 * }
 * }</pre>
 */
public class NettyTransporter implements Transporter {

    public static final String NAME = "netty";

    /** Binds {@code bind.ip}:{@code bind.port} of the URL (its host and port when absent; 0.0.0.0: all addresses). */
    @Override
    public RemotingServer bind(URL url, ChannelHandler handler) throws RemotingException {
        String host = url.getParameter("bind.ip", url.getHost());
        int port = url.getParameter("bind.port", url.getPort());
        InetSocketAddress bind = host == null || host.isEmpty() || "0.0.0.0".equals(host)
                ? new InetSocketAddress(port) : new InetSocketAddress(host, port);
        return new NettyServer(url, handler, bind);
    }

    /** Starts connecting to the URL's host and port; the client keeps reconnecting until it is closed. */
    @Override
    public Client connect(URL url, ChannelHandler handler) throws RemotingException {
        return new NettyClient(url, handler, new InetSocketAddress(url.getHost(), url.getPort()));
    }
}
