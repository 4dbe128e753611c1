package org.apache.dubbo.qos;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URL;
import java.nio.charset.StandardCharsets;

/** Plain clients of a QoS port: a telnet session over a socket, and one HTTP GET per call. */
final class QosClients {

    private QosClients() {
    }

    record HttpAnswer(int status, String contentType, String body) {
    }

    static HttpAnswer get(InetAddress host, int port, String pathAndQuery) throws IOException {
        URL url = new URL("http", host.getHostAddress(), port, "/" + pathAndQuery);
        HttpURLConnection c = (HttpURLConnection) url.openConnection();
        c.setConnectTimeout(5000);
        c.setReadTimeout(10_000);
        try {
            int status = c.getResponseCode();
            InputStream in = status >= 400 ? c.getErrorStream() : c.getInputStream();
            String body = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return new HttpAnswer(status, c.getContentType(), body);
        } finally {
            c.disconnect();
        }
    }

    static HttpAnswer get(int port, String pathAndQuery) throws IOException {
        return get(InetAddress.getLoopbackAddress(), port, pathAndQuery);
    }

    /** A telnet session; {@link #command} sends a line and returns the answer without the trailing prompt. */
    static final class Telnet implements AutoCloseable {
        private final Socket socket;
        private final InputStream in;
        private final OutputStream out;

        Telnet(InetAddress host, int port, InetAddress bindTo) throws IOException {
            socket = new Socket();
            if (bindTo != null) {
                socket.bind(new InetSocketAddress(bindTo, 0));
            }
            socket.connect(new InetSocketAddress(host, port), 5000);
            socket.setSoTimeout(10_000);
            in = socket.getInputStream();
            out = socket.getOutputStream();
        }

        Telnet(int port) throws IOException {
            this(InetAddress.getLoopbackAddress(), port, null);
        }

        /** Waits for the welcome banner that ends in the prompt. */
        String awaitWelcome() throws IOException {
            return readUntil("dubbo>");
        }

        String command(String line) throws IOException {
            out.write((line + "\r\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            String answer = readUntil("\r\ndubbo>");
            return answer.substring(0, answer.length() - "\r\ndubbo>".length());
        }

        /** Sends a line and reads everything until the server closes the connection. */
        String commandUntilClosed(String line) throws IOException {
            out.write((line + "\r\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }

        private String readUntil(String end) throws IOException {
            ByteArrayOutputStream buffer = new ByteArrayOutputStream();
            try {
                int b;
                while ((b = in.read()) >= 0) {
                    buffer.write(b);
                    if (buffer.toString(StandardCharsets.UTF_8).endsWith(end)) {
                        return buffer.toString(StandardCharsets.UTF_8);
                    }
                }
            } catch (SocketTimeoutException e) {
                throw new AssertionError("no '" + end.trim() + "' within the timeout; got: " + buffer);
            }
            throw new AssertionError("connection closed before '" + end.trim() + "'; got: " + buffer);
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
