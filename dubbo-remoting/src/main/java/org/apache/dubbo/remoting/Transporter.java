package org.apache.dubbo.remoting;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.Adaptive;
import org.apache.dubbo.common.extension.ExtensionScope;
import org.apache.dubbo.common.extension.SPI;

/**
 * The transport extension point, chosen by the {@code transporter} key ({@code server} on the provider,
 * {@code client} on the consumer take precedence). Built in: {@code netty} and {@code netty4}, Dubbo Tuned's Netty 4
 * transport.
 *
 * <p>A user's transporter listed in {@code META-INF/dubbo/org.apache.dubbo.remoting.Transporter} carries the calls
 * by delegating to the built-in one: it typically wraps the {@link ChannelHandler} it is given (to watch or act on
 * connections and messages) and returns the server or client the {@code netty} transporter creates for the same
 * URL. Dubbo Tuned does not run a transport written from scratch (its own codec and sockets): such a transporter
 * is refused with a clear error when the server or client is created.
 */
@SPI(value = "netty", scope = ExtensionScope.FRAMEWORK)
public interface Transporter {

    /**
     * Binds a server.
     *
     * @param url     the server's URL; {@code bind.ip} and {@code bind.port} are the address to bind
     * @param handler receives the server's channel events
     */
    @Adaptive({Constants.SERVER_KEY, Constants.TRANSPORTER_KEY})
    RemotingServer bind(URL url, ChannelHandler handler) throws RemotingException;

    /**
     * Connects a client to the URL's host and port.
     *
     * @param handler receives the client's channel events
     */
    @Adaptive({Constants.CLIENT_KEY, Constants.TRANSPORTER_KEY})
    Client connect(URL url, ChannelHandler handler) throws RemotingException;
}
