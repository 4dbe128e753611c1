package org.apache.dubbo.remoting.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Collections;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.UnpooledByteBufAllocator;
import io.netty.util.concurrent.FastThreadLocalThread;
import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.common.serialize.Serializations;
import org.junit.jupiter.api.Test;

/** The starting size of encoded frames' buffers, and that it changes nothing on the wire. */
class FrameSizeHintTest {

    private static final UnpooledByteBufAllocator ALLOC = new UnpooledByteBufAllocator(false);
    private static final Serialization HESSIAN2 = Serializations.byName("hessian2");

    @Test
    void startsAtTheAllocatorsDefaultAndFollowsALargerFrameAtOnce() {
        FrameSizeHint hint = new FrameSizeHint();
        assertEquals(256, hint.initialCapacity());
        hint.record(100);
        assertEquals(256, hint.initialCapacity(), "never below the allocator's default");
        hint.record(700);
        assertEquals(700, hint.initialCapacity());
        hint.record(1_000_000);
        assertEquals(16 * 1024, hint.initialCapacity(), "a huge frame grows its own buffer");
    }

    @Test
    void followsSmallerFramesSlowly() {
        FrameSizeHint hint = new FrameSizeHint();
        hint.record(8_256);
        hint.record(256);
        assertEquals(7_256, hint.initialCapacity(), "an eighth of the difference per frame");
        for (int i = 0; i < 100; i++) {
            hint.record(300);
        }
        assertTrue(hint.initialCapacity() >= 300 && hint.initialCapacity() < 320, "" + hint.initialCapacity());
    }

    @Test
    void aRequestOfTheUsualSizeStartsInABufferThatHoldsItAndIsWrittenAsWithoutAHint() throws IOException {
        String longArgument = String.join("", Collections.nCopies(60, "0123456789")); // a 600-byte body and more
        InvocationBody call = InvocationBody.call("demo.GreetingService", "1.0.0", "sayHello",
                new Class<?>[] {String.class}, new Object[] {longArgument}, Collections.singletonMap("path", "x"));
        FrameSizeHint hint = new FrameSizeHint();

        ByteBuf first = DubboCodec.encodeRequest(ALLOC, 1, HESSIAN2, true, call, 0, null, hint);
        int frameBytes = first.readableBytes();
        assertTrue(frameBytes > 600, "" + frameBytes);
        assertEquals(frameBytes, hint.initialCapacity());
        ByteBuf second = DubboCodec.encodeRequest(ALLOC, 1, HESSIAN2, true, call, 0, null, hint);
        assertEquals(frameBytes, second.capacity(), "the second frame did not have to grow its buffer");
        ByteBuf unhinted = DubboCodec.encodeRequest(ALLOC, 1, HESSIAN2, true, call, 0, null);

        assertArrayEquals(ByteBufUtil.getBytes(unhinted), ByteBufUtil.getBytes(second));
        first.release();
        second.release();
        unhinted.release();
    }

    @Test
    void aResultIsWrittenAsWithoutAHint() throws IOException {
        FrameSizeHint hint = new FrameSizeHint();
        hint.record(4_000);
        ByteBuf hinted = DubboCodec.encodeResult(ALLOC, 9, HESSIAN2, ResultBody.value("Hello world", null), true, 0,
                null, hint);
        ByteBuf unhinted = DubboCodec.encodeResult(ALLOC, 9, HESSIAN2, ResultBody.value("Hello world", null), true,
                0, null);

        assertArrayEquals(ByteBufUtil.getBytes(unhinted), ByteBufUtil.getBytes(hinted));
        assertEquals(4_000 - (4_000 - hinted.readableBytes()) / 8, hint.initialCapacity());
        hinted.release();
        unhinted.release();
    }

    @Test
    void offTheEventLoopAFrameOfTheUsualSizeIsEncodedIntoAHeapBufferWithTheSameBytes() throws IOException {
        PooledByteBufAllocator pooled = new PooledByteBufAllocator(true);
        FrameSizeHint hint = new FrameSizeHint();
        hint.record(2 * 1024);

        ByteBuf hinted = DubboCodec.encodeResult(pooled, 9, HESSIAN2, ResultBody.value("Hello world", null), true, 0,
                null, hint);
        ByteBuf unhinted = DubboCodec.encodeResult(ALLOC, 9, HESSIAN2, ResultBody.value("Hello world", null), true,
                0, null);

        assertFalse(hinted.isDirect(), "a caller or business thread writes small frames on the heap");
        assertNotSame(pooled, hinted.alloc(), "nothing taken from the channel's pooled allocator");
        assertEquals(0, pooled.metric().usedDirectMemory());
        assertArrayEquals(ByteBufUtil.getBytes(unhinted), ByteBufUtil.getBytes(hinted));
        hinted.release();
        unhinted.release();
    }

    @Test
    void offTheEventLoopALargeFrameStillTakesAPooledBuffer() throws IOException {
        PooledByteBufAllocator pooled = new PooledByteBufAllocator(true);
        FrameSizeHint hint = new FrameSizeHint();
        hint.record(2 * 1024 + 1);

        ByteBuf buf = hint.newBuffer(pooled);
        assertSame(pooled, buf.alloc());
        assertTrue(buf.isDirect());
        assertEquals(2 * 1024 + 1, buf.capacity());
        buf.release();
    }

    @Test
    void onAnEventLoopThreadAFrameTakesAPooledBufferFromTheChannelsAllocator() throws Exception {
        PooledByteBufAllocator pooled = new PooledByteBufAllocator(true);
        FrameSizeHint hint = new FrameSizeHint();
        CompletableFuture<ByteBufAllocator> allocatorSeen = new CompletableFuture<>();
        Thread eventLoopLike = new FastThreadLocalThread(() -> {
            ByteBuf buf = hint.newBuffer(pooled);
            allocatorSeen.complete(buf.isDirect() ? buf.alloc() : null);
            buf.release();
        });
        eventLoopLike.start();
        assertSame(pooled, allocatorSeen.get(10, TimeUnit.SECONDS),
                "released on the same thread, a pooled buffer comes back from that thread's cache");
        eventLoopLike.join(10_000);
    }
}
