package org.apache.dubbo.rpc.transport;

import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.remoting.Channel;
import org.apache.dubbo.remoting.ChannelHandler;
import org.apache.dubbo.remoting.Client;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.RemotingServer;
import org.apache.dubbo.remoting.Transporter;
import org.apache.dubbo.remoting.transport.AbstractChannelHandlerDelegate;
import org.apache.dubbo.remoting.transport.netty4.NettyTransporter;

/** A user's transporter ({@code transporter=counting}): counts events on both sides, then lets netty carry them. */
public class CountingTransporter implements Transporter {

    public static final AtomicInteger SERVER_CONNECTED = new AtomicInteger();
    public static final AtomicInteger SERVER_RECEIVED = new AtomicInteger();
    public static final AtomicInteger SERVER_SENT = new AtomicInteger();
    public static final AtomicInteger CLIENT_RECEIVED = new AtomicInteger();
    public static final AtomicInteger CLIENT_SENT = new AtomicInteger();

    private final Transporter netty = new NettyTransporter();

    @Override
    public RemotingServer bind(URL url, ChannelHandler handler) throws RemotingException {
        return netty.bind(url, new AbstractChannelHandlerDelegate(handler) {
            @Override
            public void connected(Channel channel) throws RemotingException {
                SERVER_CONNECTED.incrementAndGet();
                super.connected(channel);
            }

            @Override
            public void received(Channel channel, Object message) throws RemotingException {
                SERVER_RECEIVED.incrementAndGet();
                super.received(channel, message);
            }

            @Override
            public void sent(Channel channel, Object message) throws RemotingException {
                SERVER_SENT.incrementAndGet();
                super.sent(channel, message);
            }
        });
    }

    @Override
    public Client connect(URL url, ChannelHandler handler) throws RemotingException {
        return netty.connect(url, new AbstractChannelHandlerDelegate(handler) {
            @Override
            public void received(Channel channel, Object message) throws RemotingException {
                CLIENT_RECEIVED.incrementAndGet();
                super.received(channel, message);
            }

            @Override
            public void sent(Channel channel, Object message) throws RemotingException {
                CLIENT_SENT.incrementAndGet();
                super.sent(channel, message);
            }
        });
    }
}
