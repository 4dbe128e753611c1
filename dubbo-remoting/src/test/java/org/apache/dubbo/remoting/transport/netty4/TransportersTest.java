package org.apache.dubbo.remoting.transport.netty4;

import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import io.netty.buffer.PooledByteBufAllocator;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.serialize.Serializations;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.remoting.Channel;
import org.apache.dubbo.remoting.Client;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.RemotingServer;
import org.apache.dubbo.remoting.Transporters;
import org.apache.dubbo.remoting.codec.DubboCodec;
import org.apache.dubbo.remoting.codec.InboundFrame;
import org.apache.dubbo.remoting.codec.OutboundFrame;
import org.apache.dubbo.remoting.transport.ChannelHandlerAdapter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The built-in transporter through the public API: a server and a client exchanging a frame. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class TransportersTest {

    /** Records every event as text, and the received messages. */
    private static final class Recorder extends ChannelHandlerAdapter {
        final List<String> events = new CopyOnWriteArrayList<>();
        final BlockingQueue<Object> received = new LinkedBlockingQueue<>();
        final BlockingQueue<Object> sent = new LinkedBlockingQueue<>();
        final BlockingQueue<Channel> connected = new LinkedBlockingQueue<>();

        @Override
        public void connected(Channel channel) {
            events.add("connected");
            connected.add(channel);
        }

        @Override
        public void disconnected(Channel channel) {
            events.add("disconnected");
        }

        @Override
        public void sent(Channel channel, Object message) {
            sent.add(message);
        }

        @Override
        public void received(Channel channel, Object message) {
            received.add(message);
        }
    }

    @Test
    void aServerAndAClientOfTheNettyTransporterExchangeFramesAndReportEvents() throws Exception {
        int port = NetUtils.getAvailablePort();
        URL url = URL.valueOf("dubbo://127.0.0.1:" + port + "/test?bind.ip=127.0.0.1&heartbeat=0");
        Recorder serverEvents = new Recorder();
        Recorder clientEvents = new Recorder();
        RemotingServer server = Transporters.bind(url, serverEvents);
        Client client = null;
        try {
            assertInstanceOf(NettyServer.class, server);
            assertEquals(port, server.getLocalAddress().getPort());
            client = Transporters.connect(url, clientEvents);
            assertNotNull(clientEvents.connected.poll(10, TimeUnit.SECONDS));
            Channel accepted = serverEvents.connected.poll(10, TimeUnit.SECONDS);
            assertNotNull(accepted);
            assertEquals(1, server.getChannels().size());
            assertEquals(accepted, server.getChannel(client.getLocalAddress()));

            accepted.setAttribute("seen", Boolean.TRUE);
            assertTrue(accepted.hasAttribute("seen"));

            client.send(DubboCodec.encodeHeartbeat(PooledByteBufAllocator.DEFAULT, 42,
                    Serializations.defaultSerialization()), true);

            Object message = serverEvents.received.poll(10, TimeUnit.SECONDS);
            assertInstanceOf(InboundFrame.class, message);
            assertEquals(42, ((InboundFrame) message).id());
            assertTrue(((InboundFrame) message).isEvent());
            OutboundFrame sent = (OutboundFrame) clientEvents.sent.poll(10, TimeUnit.SECONDS);
            assertEquals(42, sent.id());
            assertTrue(sent.isRequest());

            Client connected = client;
            RemotingException e = assertThrows(RemotingException.class, () -> connected.send("text"));
            assertTrue(e.getMessage().contains("encoded dubbo frames"), e.getMessage());
        } finally {
            if (client != null) {
                client.close();
            }
            server.close();
        }
        assertTrue(server.isClosed());
        assertTrue(client.isClosed());
    }
}
