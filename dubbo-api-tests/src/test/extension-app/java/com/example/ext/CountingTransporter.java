package com.example.ext;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.remoting.Channel;
import org.apache.dubbo.remoting.ChannelHandler;
import org.apache.dubbo.remoting.Client;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.RemotingServer;
import org.apache.dubbo.remoting.Transporter;
import org.apache.dubbo.remoting.transport.AbstractChannelHandlerDelegate;

/** {@code transporter=counting}: watches every connection and message, then lets the netty transporter work. */
public class CountingTransporter implements Transporter {

    private Transporter netty() {
        return ExtensionLoader.getExtensionLoader(Transporter.class).getExtension("netty");
    }

    @Override
    public RemotingServer bind(URL url, ChannelHandler handler) throws RemotingException {
        return netty().bind(url, new Counting("server", handler));
    }

    @Override
    public Client connect(URL url, ChannelHandler handler) throws RemotingException {
        return netty().connect(url, new Counting("client", handler));
    }

    private static final class Counting extends AbstractChannelHandlerDelegate {
        private final String side;

        Counting(String side, ChannelHandler handler) {
            super(handler);
            this.side = side;
        }

        @Override
        public void connected(Channel channel) throws RemotingException {
            Counters.hit("transporter-" + side + "-connected");
            super.connected(channel);
        }

        @Override
        public void received(Channel channel, Object message) throws RemotingException {
            Counters.hit("transporter-" + side + "-received");
            super.received(channel, message);
        }

        @Override
        public void sent(Channel channel, Object message) throws RemotingException {
            Counters.hit("transporter-" + side + "-sent");
            super.sent(channel, message);
        }
    }
}
