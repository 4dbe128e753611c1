package org.apache.dubbo.remoting.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import io.netty.channel.ChannelOption;
import io.netty.channel.WriteBufferWaterMark;
import org.apache.dubbo.remoting.exchange.ExchangeClient;
import org.apache.dubbo.remoting.exchange.ExchangeServer;
import org.apache.dubbo.remoting.support.GreeterImpl;
import org.apache.dubbo.remoting.support.ReflectiveHandler;
import org.apache.dubbo.remoting.support.Servers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 30, unit = TimeUnit.SECONDS)
class LiveClientConnectionsTest {

    private static List<ClientConnectionInfo> connectionsTo(ExchangeServer server) {
        int port = server.localAddress().getPort();
        return LiveClientConnections.snapshot().stream()
                .filter(c -> c.remoteAddress().getPort() == port)
                .collect(Collectors.toList());
    }

    @Test
    void listsEachOpenConnectionWithItsGroupLoopAddressesAndEffectiveOptions() throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()));
        ExchangeClient shared = Servers.connect(server);
        ExchangeClient tuned = Servers.connect(server, "iothreads=2", "iothreads.owner=diagnostics",
                "socket.send.buffer=65536", "write.spin.count=3", "write.low.water.mark=4096",
                "write.high.water.mark=8192", "tcp.no.delay=false");
        try {
            List<ClientConnectionInfo> infos = connectionsTo(server);
            assertEquals(2, infos.size(), infos::toString);

            ClientConnectionInfo own = infos.stream().filter(c -> c.ioGroup().equals("DubboClientIO-diagnostics"))
                    .findFirst().orElseThrow(() -> new AssertionError(infos.toString()));
            assertEquals(2, own.ioThreads());
            assertTrue(own.eventLoopThread().startsWith("DubboClientIO-diagnostics-"), own.eventLoopThread());
            assertTrue(own.isConnected());
            assertTrue(own.isWritable());
            assertEquals(0, own.pendingWriteBytes());
            assertEquals(tuned.connection().localAddress(), own.localAddress());
            assertEquals(server.localAddress().getPort(), own.remoteAddress().getPort());
            assertSame(tuned.connection().channel(), own.channel());
            assertTrue(own.channelOption(ChannelOption.SO_SNDBUF) >= 65536, own::toString);
            assertEquals(3, own.channelOption(ChannelOption.WRITE_SPIN_COUNT));
            WriteBufferWaterMark marks = own.channelOption(ChannelOption.WRITE_BUFFER_WATER_MARK);
            assertEquals(4096, marks.low());
            assertEquals(8192, marks.high());
            assertFalse(own.channelOption(ChannelOption.TCP_NODELAY));

            ClientConnectionInfo common = infos.stream().filter(c -> c.ioGroup().equals("DubboClientIO-shared"))
                    .findFirst().orElseThrow(() -> new AssertionError(infos.toString()));
            assertEquals(ClientEventLoops.sharedGroupSize(), common.ioThreads());
            assertTrue(common.eventLoopThread().startsWith("DubboClientIO-shared-"), common.eventLoopThread());
            assertEquals(16, common.channelOption(ChannelOption.WRITE_SPIN_COUNT));
            assertTrue(common.channelOption(ChannelOption.TCP_NODELAY));
        } finally {
            shared.close();
            tuned.close();
            server.close(0);
        }
    }

    @Test
    void oneLineDescriptionNamesThreadAddressesStateAndOptions() throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()));
        ExchangeClient client = Servers.connect(server, "write.spin.count=5");
        try {
            String line = connectionsTo(server).get(0).toString();
            assertTrue(line.startsWith("DubboClientIO-shared-"), line);
            assertTrue(line.contains("-> " + server.localAddress().getHostString() + ":"
                    + server.localAddress().getPort()), line);
            assertTrue(line.contains("connected, writable, pending 0 B"), line);
            assertTrue(line.contains("WRITE_SPIN_COUNT=5"), line);
            assertTrue(line.contains("WRITE_BUFFER_WATER_MARK=32768..65536"), line);
        } finally {
            client.close();
            server.close(0);
        }
    }

    @Test
    void closedConnectionsLeaveTheList() throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()));
        ExchangeClient client = Servers.connect(server);
        assertEquals(1, connectionsTo(server).size());
        client.close();
        try {
            assertTrue(connectionsTo(server).isEmpty());
        } finally {
            server.close(0);
        }
    }

    @Test
    void aConnectionThatCannotConnectIsListedAsNotConnected() throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()));
        java.net.InetSocketAddress address = server.localAddress();
        server.close(0);
        ClientConnection connection = new ClientConnection(address,
                ClientOptions.from(Servers.params("connect.timeout=200", "reconnect=false")::get),
                new NoopHandler());
        try {
            connection.connect().handle((ok, failure) -> null).get(30, TimeUnit.SECONDS);
            ClientConnectionInfo info = connectionsTo(server).get(0);
            assertFalse(info.isConnected());
            assertFalse(info.isWritable());
            assertNull(info.localAddress());
            assertTrue(info.channelOptions().isEmpty());
            assertNotNull(info.eventLoopThread());
            assertTrue(info.toString().contains("not connected"), info::toString);
        } finally {
            connection.close();
        }
        assertTrue(connectionsTo(server).isEmpty());
    }

    private static final class NoopHandler implements ClientConnection.Handler {
        @Override
        public void onFrame(ClientConnection connection, org.apache.dubbo.remoting.codec.InboundFrame frame) {
        }

        @Override
        public void onViolation(ClientConnection connection, org.apache.dubbo.remoting.codec.FrameViolation v) {
        }

        @Override
        public void onConnected(ClientConnection connection) {
        }

        @Override
        public void onDisconnected(ClientConnection connection) {
        }

        @Override
        public void onReadIdle(ClientConnection connection, long idleMillis) {
        }
    }
}
