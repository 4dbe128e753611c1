package org.apache.dubbo.remoting.transport;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

import io.netty.channel.EventLoopGroup;
import io.netty.channel.epoll.EpollEventLoopGroup;
import io.netty.channel.epoll.EpollServerSocketChannel;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.ServerSocketChannel;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.util.concurrent.FastThreadLocalThread;

/**
 * Creates event-loop groups and picks the matching channel classes for a (resolved) native transport. Thread
 * names are {@code <name>-<n>} with n counting from 1, so a thread dump says whose IO thread is whose.
 */
final class EventLoopFactory {

    private EventLoopFactory() {
    }

    static EventLoopGroup newGroup(NativeTransport transport, int threads, String name) {
        ThreadFactory factory = namedDaemonThreads(name);
        return transport.effective() == NativeTransport.EPOLL ? new EpollEventLoopGroup(threads, factory)
                : new NioEventLoopGroup(threads, factory);
    }

    static Class<? extends SocketChannel> socketChannel(NativeTransport transport) {
        return transport.effective() == NativeTransport.EPOLL ? EpollSocketChannel.class : NioSocketChannel.class;
    }

    static Class<? extends ServerSocketChannel> serverSocketChannel(NativeTransport transport) {
        return transport.effective() == NativeTransport.EPOLL ? EpollServerSocketChannel.class
                : NioServerSocketChannel.class;
    }

    private static ThreadFactory namedDaemonThreads(String name) {
        AtomicInteger counter = new AtomicInteger();
        return r -> {
            Thread t = new FastThreadLocalThread(r, name + "-" + counter.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
