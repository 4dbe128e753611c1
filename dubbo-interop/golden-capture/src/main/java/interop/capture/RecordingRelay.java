package interop.capture;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A loopback TCP relay between a client and a provider that forwards bytes unchanged and records every complete
 * frame in each direction. Connections are named by the label set before they arrive plus a counter.
 */
final class RecordingRelay implements AutoCloseable {

    private final ServerSocket server;
    private final int targetPort;
    private final FrameLog log;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private final AtomicInteger connectionCount = new AtomicInteger();
    private volatile String nextLabel = "client";

    RecordingRelay(int targetPort, FrameLog log) throws IOException {
        this.targetPort = targetPort;
        this.log = log;
        this.server = new ServerSocket();
        server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        Thread acceptor = new Thread(this::acceptLoop, "relay-accept-" + port());
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return server.getLocalPort();
    }

    /** Names the connections accepted from now on, e.g. {@code consumer} or {@code raw}. */
    void labelNextConnections(String label) {
        nextLabel = label;
    }

    private void acceptLoop() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                Socket provider = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                client.setTcpNoDelay(true);
                provider.setTcpNoDelay(true);
                sockets.add(client);
                sockets.add(provider);
                String name = nextLabel + "-" + connectionCount.incrementAndGet();
                pump(name, "c2s", client, provider);
                pump(name, "s2c", provider, client);
            } catch (IOException e) {
                if (!server.isClosed()) {
                    throw new IllegalStateException("relay on port " + port() + " failed to accept", e);
                }
            }
        }
    }

    private void pump(String connection, String direction, Socket from, Socket to) {
        FrameSplitter splitter = new FrameSplitter(
                frame -> log.record(connection, direction, frame),
                stray -> log.recordStray(connection, direction, stray));
        Thread thread = new Thread(() -> {
            byte[] buffer = new byte[64 * 1024];
            try {
                InputStream in = from.getInputStream();
                OutputStream out = to.getOutputStream();
                int read;
                while ((read = in.read(buffer)) >= 0) {
                    splitter.feed(buffer, read);
                    out.write(buffer, 0, read);
                    out.flush();
                }
            } catch (SocketException e) {
                // the other pump or close() shut the sockets; nothing left to relay
            } catch (IOException e) {
                log.recordStray(connection, direction, ("relay error: " + e).getBytes());
            } finally {
                closeQuietly(to);
                closeQuietly(from);
            }
        }, "relay-" + connection + "-" + direction);
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void close() {
        closeQuietly(server);
        for (Socket socket : new ArrayList<>(sockets)) {
            closeQuietly(socket);
        }
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception e) {
            // closing during shutdown; the capture already has what it needs
        }
    }
}
