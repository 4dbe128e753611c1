package org.apache.dubbo.remoting.support;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;

import com.alibaba.com.caucho.hessian.io.Hessian2Input;
import com.alibaba.com.caucho.hessian.io.Hessian2Output;

/**
 * A hand-driven dubbo peer on a plain socket, for crafted and broken frames. Bodies are written with
 * hessian-lite directly, independent of our codec.
 */
public final class RawDubboSocket implements AutoCloseable {

    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;

    public RawDubboSocket(InetSocketAddress address) throws IOException {
        socket = new Socket();
        socket.connect(address, 30_000);
        socket.setSoTimeout(30_000);
        in = new DataInputStream(socket.getInputStream());
        out = socket.getOutputStream();
    }

    public static byte[] header(int flag, int status, long id, int length) {
        return ByteBuffer.allocate(16).putShort((short) 0xDABB).put((byte) flag).put((byte) status).putLong(id)
                .putInt(length).array();
    }

    public static byte[] hessian(Object... values) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Hessian2Output h = new Hessian2Output(bytes);
        for (Object v : values) {
            h.writeObject(v);
        }
        h.flush();
        return bytes.toByteArray();
    }

    public static byte[] frame(int flag, long id, byte[] body) {
        byte[] frame = new byte[16 + body.length];
        System.arraycopy(header(flag, 0, id, body.length), 0, frame, 0, 16);
        System.arraycopy(body, 0, frame, 16, body.length);
        return frame;
    }

    public void write(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    /** Reads one frame: header fields and body. */
    public Frame read() throws IOException {
        byte[] header = new byte[16];
        in.readFully(header);
        ByteBuffer h = ByteBuffer.wrap(header);
        short magic = h.getShort();
        if (magic != (short) 0xDABB) {
            throw new IOException("bad magic in response: " + Integer.toHexString(magic));
        }
        byte flag = h.get();
        byte status = h.get();
        long id = h.getLong();
        int length = h.getInt();
        byte[] body = new byte[length];
        in.readFully(body);
        return new Frame(flag, status, id, body);
    }

    /** True when the peer has closed the connection (reads EOF) within the socket timeout. */
    public boolean closedByPeer() throws IOException {
        try {
            return in.read() < 0;
        } catch (SocketTimeoutException e) {
            return false;
        } catch (IOException e) {
            return true;
        }
    }

    public InputStream input() {
        return in;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    public static final class Frame {
        public final byte flag;
        public final byte status;
        public final long id;
        public final byte[] body;

        public Frame(byte flag, byte status, long id, byte[] body) {
            this.flag = flag;
            this.status = status;
            this.id = id;
            this.body = body;
        }

        /** The body's first hessian value as a string (the message of an error response). */
        public String firstString() throws IOException {
            if (body.length == 0) {
                throw new EOFException("empty body");
            }
            Object v = new Hessian2Input(new ByteArrayInputStream(body)).readObject();
            return String.valueOf(v);
        }
    }
}
