package org.apache.dubbo.remoting.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;

import io.netty.channel.Channel;
import io.netty.channel.ChannelOption;
import io.netty.channel.WriteBufferWaterMark;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollSocketChannel;
import org.apache.dubbo.remoting.exchange.ExchangeClient;
import org.apache.dubbo.remoting.exchange.ExchangeServer;
import org.apache.dubbo.remoting.support.GreeterImpl;
import org.apache.dubbo.remoting.support.ReflectiveHandler;
import org.apache.dubbo.remoting.support.Servers;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Every option is read back from the live Netty channels of a real client/server pair on loopback. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class LiveChannelOptionsTest {

    private static final String[] TUNED = {"socket.send.buffer=65536", "socket.receive.buffer=131072",
        "write.spin.count=3", "write.low.water.mark=8192", "write.high.water.mark=16384", "tcp.no.delay=false",
        "keep.alive=true"};

    private static void assertTuned(Channel ch) {
        assertTrue(ch.config().getOption(ChannelOption.SO_SNDBUF) >= 65536,
                "SO_SNDBUF " + ch.config().getOption(ChannelOption.SO_SNDBUF));
        assertTrue(ch.config().getOption(ChannelOption.SO_RCVBUF) >= 131072,
                "SO_RCVBUF " + ch.config().getOption(ChannelOption.SO_RCVBUF));
        assertEquals(3, ch.config().getWriteSpinCount());
        WriteBufferWaterMark marks = ch.config().getWriteBufferWaterMark();
        assertEquals(8192, marks.low());
        assertEquals(16384, marks.high());
        assertFalse(ch.config().getOption(ChannelOption.TCP_NODELAY));
        assertTrue(ch.config().getOption(ChannelOption.SO_KEEPALIVE));
    }

    @Test
    void tunedOptionsReachBothEndsOfTheConnection() throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()), TUNED);
        ExchangeClient client = Servers.connect(server, TUNED);
        try {
            assertTuned(client.connection().channel());
            assertTuned(Servers.awaitChannels(server, 1).get(0).channel());
        } finally {
            client.close();
            server.close(0);
        }
    }

    @Test
    void defaultsMatchNettyAndUpstream() throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()));
        ExchangeClient client = Servers.connect(server);
        try {
            Channel c = client.connection().channel();
            assertEquals(16, c.config().getWriteSpinCount());
            assertEquals(32 * 1024, c.config().getWriteBufferWaterMark().low());
            assertEquals(64 * 1024, c.config().getWriteBufferWaterMark().high());
            assertTrue(c.config().getOption(ChannelOption.TCP_NODELAY));
            assertTrue(c.config().getOption(ChannelOption.SO_KEEPALIVE));
            Channel s = Servers.awaitChannels(server, 1).get(0).channel();
            assertFalse(s.config().getOption(ChannelOption.SO_KEEPALIVE));
            assertTrue(s.config().getOption(ChannelOption.TCP_NODELAY));
        } finally {
            client.close();
            server.close(0);
        }
    }

    @Test
    void epollTransportIsUsedWhenAsked() throws Exception {
        Assumptions.assumeTrue(Epoll.isAvailable(), "epoll is not available here");
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()),
                "native.transport=epoll", "write.spin.count=5");
        ExchangeClient client = Servers.connect(server, "native.transport=epoll", "write.spin.count=7");
        try {
            assertTrue(client.connection().channel() instanceof EpollSocketChannel);
            assertEquals(7, client.connection().channel().config().getWriteSpinCount());
            Channel s = Servers.awaitChannels(server, 1).get(0).channel();
            assertTrue(s instanceof EpollSocketChannel);
            assertEquals(5, s.config().getWriteSpinCount());
        } finally {
            client.close();
            server.close(0);
        }
    }
}
