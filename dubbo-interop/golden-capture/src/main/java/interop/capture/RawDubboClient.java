package interop.capture;

import com.alibaba.com.caucho.hessian.io.Hessian2Output;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A socket client that writes hand-made hessian2 request frames (to provoke the provider's error responses) and
 * reads whatever frames come back. Bodies are written with hessian-lite directly, never with our codec.
 */
final class RawDubboClient implements AutoCloseable {

    private static final int FLAG_TWO_WAY_HESSIAN2 = 0xC2;

    private final Socket socket;
    private final DataInputStream in;

    RawDubboClient(int port) throws IOException {
        socket = new Socket(InetAddress.getLoopbackAddress(), port);
        socket.setTcpNoDelay(true);
        in = new DataInputStream(socket.getInputStream());
    }

    /** A call body: protocol version, service, version, method, descriptor, arguments, attachments (section 3.1). */
    static byte[] requestBody(String service, String version, String method, String descriptor, Object[] args,
                              Map<String, String> attachments) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Hessian2Output out = new Hessian2Output(bytes);
        out.writeString("2.0.2");
        out.writeString(service);
        out.writeString(version);
        out.writeString(method);
        out.writeString(descriptor);
        for (Object arg : args) {
            out.writeObject(arg);
        }
        out.writeObject(new HashMap<>(attachments));
        out.flush();
        return bytes.toByteArray();
    }

    static Map<String, String> attachments(String service, String version, String group) {
        Map<String, String> attachments = new HashMap<>();
        attachments.put("path", service);
        attachments.put("interface", service);
        attachments.put("version", version);
        attachments.put("remote.application", "golden-raw-client");
        if (group != null) {
            attachments.put("group", group);
        }
        return attachments;
    }

    static byte[] frame(long id, byte[] body) {
        ByteBuffer frame = ByteBuffer.allocate(CapturedFrame.HEADER_LENGTH + body.length);
        frame.put((byte) 0xDA).put((byte) 0xBB).put((byte) FLAG_TWO_WAY_HESSIAN2).put((byte) 0);
        frame.putLong(id).putInt(body.length).put(body);
        return frame.array();
    }

    /** Writes all frames with a single write, so they reach the provider back to back. */
    void send(byte[]... frames) throws IOException {
        ByteArrayOutputStream joined = new ByteArrayOutputStream();
        for (byte[] frame : frames) {
            joined.write(frame);
        }
        OutputStream out = socket.getOutputStream();
        out.write(joined.toByteArray());
        out.flush();
    }

    /** Reads frames until {@code count} responses arrived or {@code timeout} passed; events are skipped. */
    List<ByteBuffer> readResponses(int count, Duration timeout) throws IOException {
        List<ByteBuffer> responses = new ArrayList<>();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (responses.size() < count) {
            long left = (deadline - System.nanoTime()) / 1_000_000;
            if (left <= 0) {
                break;
            }
            socket.setSoTimeout((int) Math.max(1, left));
            byte[] frame;
            try {
                frame = readFrame();
            } catch (SocketTimeoutException e) {
                break;
            }
            if ((frame[2] & 0x80) == 0) {
                responses.add(ByteBuffer.wrap(frame));
            }
        }
        return responses;
    }

    /** Reads (and drops) frames until the provider closes the connection; returns whether it did in time. */
    boolean awaitClose(Duration timeout) throws IOException {
        socket.setSoTimeout((int) timeout.toMillis());
        try {
            while (true) {
                readFrame();
            }
        } catch (EOFException e) {
            return true;
        } catch (SocketTimeoutException e) {
            return false;
        }
    }

    private byte[] readFrame() throws IOException {
        byte[] header = new byte[CapturedFrame.HEADER_LENGTH];
        in.readFully(header);
        int length = ByteBuffer.wrap(header, 12, 4).getInt();
        byte[] frame = new byte[CapturedFrame.HEADER_LENGTH + length];
        System.arraycopy(header, 0, frame, 0, header.length);
        in.readFully(frame, CapturedFrame.HEADER_LENGTH, length);
        return frame;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
