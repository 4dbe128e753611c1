package io.github.dubbotuned.benchmark.scale;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The one place every fleet address leads to: a listener on an ephemeral port of every local address (the fleet's
 * hosts are 127.x.y.z), counting the connections a consumer opens and the distinct hosts it dialled. The first
 * {@value #KEPT} connections stay open, as a provider would keep them; later ones are closed at once, so that a
 * consumer dialling everybody cannot exhaust this process's file descriptors.
 */
final class ConnectionCounter implements AutoCloseable {

    static final int KEPT = 1000;

    private final ServerSocketChannel server;
    private final AtomicLong accepted = new AtomicLong();
    private final Set<String> hosts = new HashSet<String>();
    private final List<SocketChannel> open = new ArrayList<SocketChannel>();
    private final Thread acceptor;

    ConnectionCounter() throws IOException {
        server = ServerSocketChannel.open();
        server.bind(new InetSocketAddress(0), 4096);
        acceptor = new Thread(new Runnable() {
            @Override
            public void run() {
                accept();
            }
        }, "scale-connection-counter");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() throws IOException {
        return ((InetSocketAddress) server.getLocalAddress()).getPort();
    }

    long accepted() {
        return accepted.get();
    }

    synchronized int distinctHosts() {
        return hosts.size();
    }

    private void accept() {
        while (server.isOpen()) {
            try {
                SocketChannel channel = server.accept();
                accepted.incrementAndGet();
                Socket socket = channel.socket();
                synchronized (this) {
                    hosts.add(socket.getLocalAddress().getHostAddress());
                    if (open.size() < KEPT) {
                        open.add(channel);
                        continue;
                    }
                }
                channel.close();
            } catch (IOException e) {
                if (!server.isOpen()) {
                    return;
                }
            }
        }
    }

    @Override
    public synchronized void close() throws IOException {
        server.close();
        for (SocketChannel channel : open) {
            channel.close();
        }
        open.clear();
    }
}
