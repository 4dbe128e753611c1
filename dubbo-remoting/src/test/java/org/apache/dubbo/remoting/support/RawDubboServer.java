package org.apache.dubbo.remoting.support;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;

/**
 * A hand-driven provider on plain sockets: records every frame it receives, per connection, and lets the test
 * decide what (if anything) to answer, or not read at all.
 */
public final class RawDubboServer implements AutoCloseable {

    private final ServerSocket serverSocket;
    private final boolean read;
    private final BiConsumer<RawDubboSocket.Frame, OutputStream> responder;
    public final List<Socket> connections = new CopyOnWriteArrayList<>();
    public final List<RawDubboSocket.Frame> received = new CopyOnWriteArrayList<>();

    /**
     * @param read      false for a peer that never reads (its receive buffer fills up)
     * @param responder called per received frame with the connection's output; may write an answer
     */
    public RawDubboServer(boolean read, BiConsumer<RawDubboSocket.Frame, OutputStream> responder) throws IOException {
        this.serverSocket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.read = read;
        this.responder = responder;
        Thread acceptor = new Thread(this::acceptLoop, "raw-dubbo-server");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    public InetSocketAddress address() {
        return new InetSocketAddress(InetAddress.getLoopbackAddress(), serverSocket.getLocalPort());
    }

    private void acceptLoop() {
        while (!serverSocket.isClosed()) {
            try {
                Socket s = serverSocket.accept();
                s.setReceiveBufferSize(4096);
                connections.add(s);
                if (read) {
                    Thread reader = new Thread(() -> readLoop(s), "raw-dubbo-reader");
                    reader.setDaemon(true);
                    reader.start();
                }
            } catch (IOException e) {
                return;
            }
        }
    }

    private void readLoop(Socket s) {
        try {
            DataInputStream in = new DataInputStream(s.getInputStream());
            OutputStream out = s.getOutputStream();
            while (true) {
                byte[] header = new byte[16];
                in.readFully(header);
                ByteBuffer h = ByteBuffer.wrap(header);
                h.getShort();
                byte flag = h.get();
                byte status = h.get();
                long id = h.getLong();
                byte[] body = new byte[h.getInt()];
                in.readFully(body);
                RawDubboSocket.Frame frame = new RawDubboSocket.Frame(flag, status, id, body);
                received.add(frame);
                synchronized (out) {
                    responder.accept(frame, out);
                }
            }
        } catch (IOException e) {
            // connection closed
        }
    }

    @Override
    public void close() throws IOException {
        serverSocket.close();
        for (Socket s : connections) {
            s.close();
        }
    }
}
