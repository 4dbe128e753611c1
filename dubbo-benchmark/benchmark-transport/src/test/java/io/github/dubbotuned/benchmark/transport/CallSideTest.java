package io.github.dubbotuned.benchmark.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import org.apache.dubbo.remoting.transport.telemetry.ChannelCounters;
import org.junit.jupiter.api.Test;

/** The benchmark measures what it says: with telemetry on every byte and frame is counted, with it off nothing is. */
class CallSideTest {

    @Test
    void withTelemetryOnEveryFrameAndByteOfBothDirectionsIsCounted() throws Exception {
        try (CallSide side = new CallSide(true)) {
            for (int i = 0; i < 1000; i++) {
                Object written = side.frameOutAndIn();
                assertTrue(written instanceof ByteBuf, "the channel wrote the frame");
            }
            ChannelCounters counters = side.counters();
            assertEquals(1000, counters.framesRead());
            assertEquals(1000, counters.framesWritten());
            assertEquals(1000L * CallSide.REQUEST_BYTES, counters.bytesWritten());
            assertEquals(1000L * CallSide.RESPONSE_BYTES, counters.bytesRead());
            assertEquals(0, counters.pendingBytes(), "every frame reached the (embedded) socket");
        }
    }

    @Test
    void withTelemetryOffThereAreNoCounters() throws Exception {
        try (CallSide side = new CallSide(false)) {
            assertTrue(side.frameOutAndIn() instanceof ByteBuf);
            assertNull(side.counters());
        }
    }
}
