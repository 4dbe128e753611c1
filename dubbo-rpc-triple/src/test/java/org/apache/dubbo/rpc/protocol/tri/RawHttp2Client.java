package org.apache.dubbo.rpc.protocol.tri;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http2.DefaultHttp2FrameReader;
import io.netty.handler.codec.http2.DefaultHttp2FrameWriter;
import io.netty.handler.codec.http2.Http2CodecUtil;
import io.netty.handler.codec.http2.Http2Exception;
import io.netty.handler.codec.http2.Http2FrameAdapter;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2Settings;

/**
 * A deliberately naive HTTP/2 client for bad-input tests: it writes exactly the frames (or bytes) a test asks for
 * on a plain socket, and reads back what the server answers as a list of events ({@code HEADERS 1 eos ...},
 * {@code RST_STREAM 1 8}, {@code GOAWAY 1}, {@code CLOSED}).
 */
final class RawHttp2Client implements AutoCloseable {

    private final Socket socket;
    private final OutputStream out;
    private final InputStream in;
    private final EmbeddedChannel channel = new EmbeddedChannel(new ChannelInboundHandlerAdapter());
    private final ChannelHandlerContext ctx = channel.pipeline().firstContext();
    private final DefaultHttp2FrameWriter writer = new DefaultHttp2FrameWriter();
    private final DefaultHttp2FrameReader reader = new DefaultHttp2FrameReader();
    private final ByteBuf received = Unpooled.buffer();
    private final List<String> events = new ArrayList<>();
    private final List<Http2Headers> headers = new ArrayList<>();
    private boolean closed;

    RawHttp2Client(int port) throws IOException {
        socket = new Socket("127.0.0.1", port);
        socket.setSoTimeout(100);
        out = socket.getOutputStream();
        in = socket.getInputStream();
    }

    /** The client preface and an empty SETTINGS frame. */
    RawHttp2Client preface() throws IOException {
        raw(Http2CodecUtil.connectionPrefaceBuf());
        writer.writeSettings(ctx, new Http2Settings(), ctx.newPromise());
        return flush();
    }

    RawHttp2Client headers(int streamId, Http2Headers h, boolean endStream) throws IOException {
        writer.writeHeaders(ctx, streamId, h, 0, endStream, ctx.newPromise());
        return flush();
    }

    RawHttp2Client data(int streamId, byte[] bytes, boolean endStream) throws IOException {
        writer.writeData(ctx, streamId, Unpooled.wrappedBuffer(bytes), 0, endStream, ctx.newPromise());
        return flush();
    }

    RawHttp2Client raw(ByteBuf bytes) throws IOException {
        byte[] b = new byte[bytes.readableBytes()];
        bytes.readBytes(b);
        bytes.release();
        out.write(b);
        out.flush();
        return this;
    }

    private RawHttp2Client flush() throws IOException {
        channel.flushOutbound();
        ByteBuf buf;
        while ((buf = channel.readOutbound()) != null) {
            raw(buf);
        }
        return this;
    }

    /** Reads until an event matches (or the connection closes, or the time runs out); returns all events so far. */
    List<String> awaitEvent(Predicate<String> wanted, long timeoutMillis) throws IOException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        byte[] chunk = new byte[8192];
        while (events.stream().noneMatch(wanted) && !closed && System.nanoTime() < deadline) {
            int n;
            try {
                n = in.read(chunk);
            } catch (SocketTimeoutException e) {
                continue;
            } catch (IOException e) {
                n = -1;
            }
            if (n < 0) {
                closed = true;
                events.add("CLOSED");
                break;
            }
            received.writeBytes(chunk, 0, n);
            try {
                reader.readFrame(ctx, received, new Recorder());
            } catch (Http2Exception e) {
                events.add("UNREADABLE " + e.getMessage());
            }
            received.discardReadBytes();
        }
        return events;
    }

    List<Http2Headers> headers() {
        return headers;
    }

    @Override
    public void close() throws IOException {
        socket.close();
        channel.finishAndReleaseAll();
        received.release();
    }

    private final class Recorder extends Http2FrameAdapter {
        @Override
        public void onHeadersRead(ChannelHandlerContext c, int streamId, Http2Headers h, int padding,
                                  boolean endStream) {
            headers.add(h);
            events.add("HEADERS " + streamId + (endStream ? " eos " : " ") + h);
        }

        @Override
        public void onHeadersRead(ChannelHandlerContext c, int streamId, Http2Headers h, int dependency,
                                  short weight, boolean exclusive, int padding, boolean endStream) {
            onHeadersRead(c, streamId, h, padding, endStream);
        }

        @Override
        public int onDataRead(ChannelHandlerContext c, int streamId, ByteBuf data, int padding, boolean eos) {
            events.add("DATA " + streamId + " " + data.readableBytes() + (eos ? " eos" : ""));
            return data.readableBytes() + padding;
        }

        @Override
        public void onRstStreamRead(ChannelHandlerContext c, int streamId, long errorCode) {
            events.add("RST_STREAM " + streamId + " " + errorCode);
        }

        @Override
        public void onGoAwayRead(ChannelHandlerContext c, int lastStreamId, long errorCode, ByteBuf debugData) {
            events.add("GOAWAY " + errorCode + " " + debugData.toString(java.nio.charset.StandardCharsets.UTF_8));
        }
    }
}
