package org.apache.dubbo.remoting.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import org.apache.dubbo.remoting.support.RawDubboSocket;
import org.junit.jupiter.api.Test;

class FrameDecoderTest {

    private static byte[] frame(int flag, long id, byte[] body) {
        return RawDubboSocket.frame(flag, id, body);
    }

    @Test
    void splitsAStreamIntoFramesWhateverTheReadBoundaries() {
        EmbeddedChannel ch = new EmbeddedChannel(new FrameDecoder(1024));
        byte[] a = frame(0xC2, 1, new byte[] {1, 2, 3});
        byte[] b = frame(0x02, 2, new byte[] {4});
        byte[] stream = new byte[a.length + b.length];
        System.arraycopy(a, 0, stream, 0, a.length);
        System.arraycopy(b, 0, stream, a.length, b.length);
        for (byte x : stream) {
            ch.writeInbound(Unpooled.wrappedBuffer(new byte[] {x}));
        }
        InboundFrame first = ch.readInbound();
        InboundFrame second = ch.readInbound();
        assertEquals(1, first.id());
        assertArrayEquals(new byte[] {1, 2, 3}, first.body());
        assertTrue(first.isRequest() && first.isTwoWay() && !first.isEvent());
        assertEquals(2, first.serializationId());
        assertEquals(2, second.id());
        assertFalse(second.isRequest());
        assertNull(ch.readInbound());
        ch.finishAndReleaseAll();
    }

    @Test
    void badMagicBecomesAViolationAndTheRestIsDiscarded() {
        EmbeddedChannel ch = new EmbeddedChannel(new FrameDecoder(1024));
        ch.writeInbound(Unpooled.wrappedBuffer("GET / HTTP/1.1\r\n".getBytes()));
        FrameViolation v = ch.readInbound();
        assertEquals(FrameViolation.Kind.BAD_MAGIC, v.kind());
        assertTrue(v.reason().contains("474554"), "shows the offending bytes: " + v.reason());
        ch.writeInbound(Unpooled.wrappedBuffer(frame(0xC2, 1, new byte[0])));
        assertNull(ch.readInbound(), "nothing is decoded after a violation");
        ch.finishAndReleaseAll();
    }

    @Test
    void negativeLengthIsAViolation() {
        EmbeddedChannel ch = new EmbeddedChannel(new FrameDecoder(1024));
        ch.writeInbound(Unpooled.wrappedBuffer(RawDubboSocket.header(0xC2, 0, 5, -1)));
        FrameViolation v = ch.readInbound();
        assertEquals(FrameViolation.Kind.NEGATIVE_LENGTH, v.kind());
        assertEquals(5, v.id());
        ch.finishAndReleaseAll();
    }

    @Test
    void oversizedFrameIsRefusedFromItsHeaderAloneWithoutBufferingTheBody() {
        EmbeddedChannel ch = new EmbeddedChannel(new FrameDecoder(1024));
        ch.writeInbound(Unpooled.wrappedBuffer(RawDubboSocket.header(0xC2, 0, 77, 1025)));
        FrameViolation v = assertInstanceOf(FrameViolation.class, ch.readInbound());
        assertEquals(FrameViolation.Kind.OVERSIZED, v.kind());
        assertEquals(77, v.id());
        assertEquals((byte) 0xC2, v.flag());
        assertTrue(v.reason().contains("Data length too large: 1025, max payload: 1024"), v.reason());
        ch.finishAndReleaseAll();
    }

    @Test
    void payloadLimitZeroDisablesTheCheck() {
        EmbeddedChannel ch = new EmbeddedChannel(new FrameDecoder(0));
        ch.writeInbound(Unpooled.wrappedBuffer(frame(0xC2, 1, new byte[5000])));
        InboundFrame f = ch.readInbound();
        assertEquals(5000, f.body().length);
        ch.finishAndReleaseAll();
    }

    @Test
    void partialFrameAtCloseIsDroppedWithoutAFrame() {
        EmbeddedChannel ch = new EmbeddedChannel(new FrameDecoder(1024));
        byte[] f = frame(0xC2, 1, new byte[100]);
        byte[] half = new byte[60];
        System.arraycopy(f, 0, half, 0, half.length);
        ch.writeInbound(Unpooled.wrappedBuffer(half));
        assertNull(ch.readInbound());
        ch.close();
        assertNull(ch.readInbound());
        ch.finishAndReleaseAll();
    }
}
