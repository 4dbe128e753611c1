package org.apache.dubbo.rpc.protocol.tri;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import com.google.protobuf.ByteString;
import interop.proto.Greeter;
import interop.proto.HelloReply;
import interop.proto.HelloRequest;
import io.netty.channel.Channel;
import io.netty.channel.ChannelOption;
import io.netty.channel.WriteBufferWaterMark;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.stream.StreamObserver;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.remoting.transport.ClientConnectionInfo;
import org.apache.dubbo.remoting.transport.LiveClientConnections;
import org.apache.dubbo.remoting.transport.ServerChannel;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProtocolServer;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.dubbo.rpc.RpcException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The transport knobs apply to {@code tri} exactly as to {@code dubbo}, and the HTTP/2 settings are what the live
 * channels negotiated: each is read back from the Netty channels and HTTP/2 connections of a real call.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class TripleTransportOptionsTest {

    private final Protocol protocol = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("tri");
    private final ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");
    private final List<Invoker<?>> invokers = new ArrayList<>();
    private final List<Exporter<?>> exporters = new ArrayList<>();
    private final int port = NetUtils.getAvailablePort();

    @AfterEach
    void close() {
        invokers.forEach(Invoker::destroy);
        exporters.forEach(Exporter::unexport);
    }

    private void export(Greeter service, String parameters) {
        exporters.add(protocol.export(proxies.getInvoker(service, Greeter.class, URL.valueOf("tri://127.0.0.1:"
                + port + "/" + Greeter.class.getName() + "?interface=" + Greeter.class.getName() + parameters))));
    }

    private Greeter refer(String parameters) {
        Invoker<Greeter> invoker = protocol.refer(Greeter.class, URL.valueOf("tri://127.0.0.1:" + port + "/"
                + Greeter.class.getName() + "?interface=" + Greeter.class.getName() + "&timeout=10000"
                + parameters));
        invokers.add(invoker);
        return proxies.getProxy(invoker);
    }

    private List<ClientConnectionInfo> connectionsToServer() {
        return LiveClientConnections.snapshot().stream().filter(c -> c.remoteAddress().getPort() == port)
                .collect(Collectors.toList());
    }

    private List<ServerChannel> serverChannels() {
        List<ServerChannel> channels = new ArrayList<>();
        for (ProtocolServer server : protocol.getServers()) {
            if (server.getLocalAddress().getPort() == port) {
                channels.addAll(((TripleServer) server).transport().channels());
            }
        }
        return channels;
    }

    private static HelloRequest named(String name) {
        return HelloRequest.newBuilder().setName(name).build();
    }

    @Test
    void clientIoThreadsConnectionsAndSocketOptionsReachTheLiveChannels() {
        export(new GreeterService(), "&iothreads=2&socket.receive.buffer=262144&write.spin.count=3");
        Greeter greeter = refer("&iothreads=2&iothreads.owner=tri-knobs&connections=3&socket.send.buffer=131072"
                + "&socket.receive.buffer=196608&write.spin.count=5&write.low.water.mark=65536"
                + "&write.high.water.mark=262144");
        for (int i = 0; i < 6; i++) {
            assertEquals("Hello " + i, greeter.sayHello(named(String.valueOf(i))).getMessage());
        }
        List<ClientConnectionInfo> connections = connectionsToServer();
        assertEquals(3, connections.size(), connections::toString);
        for (ClientConnectionInfo c : connections) {
            assertEquals("DubboClientIO-tri-knobs", c.ioGroup(), c::toString);
            assertEquals(2, c.ioThreads());
            assertTrue(c.isConnected());
            assertEquals(5, c.channelOption(ChannelOption.WRITE_SPIN_COUNT));
            WriteBufferWaterMark marks = c.channelOption(ChannelOption.WRITE_BUFFER_WATER_MARK);
            assertEquals(65536, marks.low());
            assertEquals(262144, marks.high());
            // Linux doubles what it is given for its bookkeeping
            assertTrue(c.channelOption(ChannelOption.SO_SNDBUF) >= 131072, c::toString);
            assertTrue(c.channelOption(ChannelOption.SO_RCVBUF) >= 196608, c::toString);
            assertTrue(c.channel().pipeline().get(TripleClientHandler.class) != null, "an HTTP/2 channel");
        }
        // three connections on a group of two threads: round-robin placement uses both
        assertEquals(2, connections.stream().map(ClientConnectionInfo::eventLoopThread).distinct().count(),
                connections::toString);
        for (ServerChannel sc : serverChannels()) {
            assertEquals(3, sc.channel().config().getOption(ChannelOption.WRITE_SPIN_COUNT));
            assertTrue(sc.channel().config().getOption(ChannelOption.SO_RCVBUF) >= 262144);
            assertTrue(sc.channel().eventLoop().toString() != null);
        }
    }

    @Test
    void http2SettingsAreNegotiatedOnTheLiveConnections() {
        export(new GreeterService(), "&http2.max.concurrent.streams=7&http2.initial.window.size=262144"
                + "&http2.max.frame.size=32768&http2.max.header.list.size=16384");
        Greeter greeter = refer("&http2.initial.window.size=524288&http2.max.frame.size=65536"
                + "&http2.connection.window.size=33554432");
        assertEquals("Hello s", greeter.sayHello(named("s")).getMessage());
        // the connection that carried the call (a dial that lost the race to another address may still be listed)
        List<ClientConnectionInfo> connected = connectionsToServer().stream().filter(ClientConnectionInfo::isConnected)
                .collect(Collectors.toList());
        assertEquals(1, connected.size(), connected::toString);
        TripleClientHandler client = connected.get(0).channel().pipeline().get(TripleClientHandler.class);
        // what the server advertised, as the client applies it
        assertEquals(7, client.connection().local().maxActiveStreams());
        assertEquals(262144, client.encoder().flowController().initialWindowSize());
        assertEquals(32768, client.encoder().frameWriter().configuration().frameSizePolicy().maxFrameSize());
        // what the client advertised
        assertEquals(524288, client.decoder().localSettings().initialWindowSize());
        assertEquals(65536, client.decoder().localSettings().maxFrameSize());
        assertEquals(33554432, client.connection().local().flowController().initialWindowSize(
                client.connection().connectionStream()));
        List<ServerChannel> channels = serverChannels();
        assertEquals(1, channels.size());
        Channel serverChannel = channels.get(0).channel();
        TripleServerHandler server = serverChannel.pipeline().get(TripleServerHandler.class);
        assertEquals(7L, server.decoder().localSettings().maxConcurrentStreams());
        assertEquals(16384L, server.decoder().localSettings().maxHeaderListSize());
        // the client's window as the server applies it
        assertEquals(524288, server.encoder().flowController().initialWindowSize());
        assertEquals(65536, server.encoder().frameWriter().configuration().frameSizePolicy().maxFrameSize());
    }

    @Test
    void aStreamTheProviderDoesNotReadStopsAtTheFlowControlWindowAndThePendingBound() throws Exception {
        export(new HoldingGreeter(), "&http2.initial.window.size=65536");
        Greeter greeter = refer("&max.pending.write.bytes=262144&overload.policy=fail");
        StreamObserver<HelloRequest> requests = greeter.chat(new TripleProtocolTest.Collector());
        HelloRequest chunk = HelloRequest.newBuilder().setName("chunk")
                .setPayload(ByteString.copyFrom(new byte[16 * 1024])).build();
        RpcException overloaded = assertThrows(RpcException.class, () -> {
            for (int i = 0; i < 1000; i++) {
                requests.onNext(chunk);
            }
        });
        assertTrue(overloaded.getMessage().contains("max.pending.write.bytes=262144"), overloaded::getMessage);
        ClientConnectionInfo info = connectionsToServer().get(0);
        assertTrue(info.pendingWriteBytes() <= 262144 + 17 * 1024, info::toString);
        assertInstanceOf(RpcException.class, overloaded);
    }

    /** Accepts a bidirectional stream and never asks for its messages: HTTP/2 flow control holds the sender. */
    static final class HoldingGreeter implements Greeter {
        @Override
        public HelloReply sayHello(HelloRequest request) {
            return HelloReply.getDefaultInstance();
        }

        @Override
        public void sayHelloStream(HelloRequest request, StreamObserver<HelloReply> replies) {
            replies.onCompleted();
        }

        @Override
        public StreamObserver<HelloRequest> collect(StreamObserver<HelloReply> reply) {
            return chat(reply);
        }

        @Override
        public StreamObserver<HelloRequest> chat(StreamObserver<HelloReply> replies) {
            ((ServerStreamObserver<HelloReply>) replies).disableAutoFlowControl();
            return new StreamObserver<HelloRequest>() {
                @Override
                public void onNext(HelloRequest data) {
                }

                @Override
                public void onError(Throwable throwable) {
                }

                @Override
                public void onCompleted() {
                }
            };
        }
    }
}
