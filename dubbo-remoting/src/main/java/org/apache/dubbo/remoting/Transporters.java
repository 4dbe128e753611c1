package org.apache.dubbo.remoting;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.remoting.transport.AbstractChannelHandlerDelegate;
import org.apache.dubbo.remoting.transport.ChannelHandlerAdapter;

/**
 * Binds servers and connects clients through the {@link Transporter} the URL names ({@code server} /
 * {@code client} / {@code transporter}, else {@code netty}).
 */
public class Transporters {

    private Transporters() {
    }

    public static RemotingServer bind(String url, ChannelHandler... handlers) throws RemotingException {
        return bind(URL.valueOf(url), handlers);
    }

    /** Several handlers all receive every event, in order. */
    public static RemotingServer bind(URL url, ChannelHandler... handlers) throws RemotingException {
        if (url == null) {
            throw new IllegalArgumentException("url == null");
        }
        return getTransporter(url).bind(url, combined(handlers));
    }

    public static Client connect(String url, ChannelHandler... handlers) throws RemotingException {
        return connect(URL.valueOf(url), handlers);
    }

    /** Several handlers all receive every event, in order; none is an adapter that ignores everything. */
    public static Client connect(URL url, ChannelHandler... handlers) throws RemotingException {
        if (url == null) {
            throw new IllegalArgumentException("url == null");
        }
        ChannelHandler handler = handlers == null || handlers.length == 0 ? new ChannelHandlerAdapter()
                : combined(handlers);
        return getTransporter(url).connect(url, handler);
    }

    /** The adaptive transporter: the one the URL of each call names. */
    public static Transporter getTransporter(URL url) {
        return ExtensionLoader.getExtensionLoader(Transporter.class).getAdaptiveExtension();
    }

    private static ChannelHandler combined(ChannelHandler... handlers) {
        if (handlers == null || handlers.length == 0) {
            throw new IllegalArgumentException("handlers == null");
        }
        if (handlers.length == 1) {
            return handlers[0];
        }
        return new AbstractChannelHandlerDelegate(handlers[0]) {
            @Override
            public void connected(Channel channel) throws RemotingException {
                for (ChannelHandler h : handlers) {
                    h.connected(channel);
                }
            }

            @Override
            public void disconnected(Channel channel) throws RemotingException {
                for (ChannelHandler h : handlers) {
                    h.disconnected(channel);
                }
            }

            @Override
            public void sent(Channel channel, Object message) throws RemotingException {
                for (ChannelHandler h : handlers) {
                    h.sent(channel, message);
                }
            }

            @Override
            public void received(Channel channel, Object message) throws RemotingException {
                for (ChannelHandler h : handlers) {
                    h.received(channel, message);
                }
            }

            @Override
            public void caught(Channel channel, Throwable exception) throws RemotingException {
                for (ChannelHandler h : handlers) {
                    h.caught(channel, exception);
                }
            }
        };
    }
}
