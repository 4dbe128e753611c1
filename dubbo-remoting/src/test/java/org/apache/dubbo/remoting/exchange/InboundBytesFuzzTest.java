package org.apache.dubbo.remoting.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

import com.code_intelligence.jazzer.junit.FuzzTest;
import interop.api.GreetingService;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.common.serialize.Serializations;
import org.apache.dubbo.remoting.codec.DubboCodec;
import org.apache.dubbo.remoting.codec.FrameDecoder;
import org.apache.dubbo.remoting.codec.FrameViolation;
import org.apache.dubbo.remoting.codec.InboundFrame;
import org.apache.dubbo.remoting.codec.MethodResolver;
import org.apache.dubbo.remoting.codec.ParameterDescriptors;
import org.apache.dubbo.remoting.codec.ResolvedMethod;

/**
 * Fuzzes what a dubbo connection does with the bytes a peer sends: the frame decoder (header, length checks,
 * reassembly) and then, per frame, the body decoding the provider or consumer runs — call bodies against an
 * exported interface, results of every type, error messages, heartbeats and readonly events.
 *
 * <p>The invariant (docs/reliability.md): any byte sequence ends in decoded messages, a clear error (an
 * {@link IOException}, or the serialization library's own refusal, which the exchange layer answers or logs) or a
 * {@link FrameViolation} that closes the connection; never an {@link Error} (stack overflow, out of memory), a
 * programming error in our code, or a different outcome depending on how TCP split the bytes. The committed inputs
 * (golden frames from real Apache Dubbo peers plus every finding) replay in each build; {@code
 * dubbo-remoting/fuzz.sh} fuzzes for as long as asked.
 */
class InboundBytesFuzzTest {

    /** Small, so that a length field may announce more than the limit cheaply; the check is what is tested. */
    private static final int PAYLOAD_LIMIT = 256 * 1024;

    /** Resolves like a provider exporting {@code interop.api.GreetingService}, plus generic and echo calls. */
    private static final MethodResolver GREETING = (service, version, method, descriptor) -> {
        if ("$invoke".equals(method) || "$invokeAsync".equals(method)) {
            return new ResolvedMethod(new Class<?>[] {String.class, String[].class, Object[].class}, null);
        }
        if ("$echo".equals(method)) {
            return new ResolvedMethod(new Class<?>[] {Object.class}, null);
        }
        if (GreetingService.class.getName().equals(service)) {
            for (Method m : GreetingService.class.getMethods()) {
                if (m.getName().equals(method) && ParameterDescriptors.of(m.getParameterTypes()).equals(descriptor)) {
                    return new ResolvedMethod(m.getParameterTypes(), m.getGenericParameterTypes());
                }
            }
        }
        throw new IOException("Service not found: " + service + ", " + method);
    };

    private static final Method[] RESULT_TYPES = GreetingService.class.getMethods();

    @FuzzTest(maxDuration = "30s")
    void inboundBytes(byte[] data) {
        List<String> whole = decode(data, data.length);
        List<String> split = decode(data, 3);
        assertEquals(whole, split, "the frames must not depend on how the bytes were split");
        for (Object outcome : frames(data, data.length)) {
            if (outcome instanceof InboundFrame) {
                handleBody((InboundFrame) outcome);
            }
        }
    }

    /** What the decoder makes of the bytes, written in chunks of at most {@code chunk} bytes. */
    private static List<String> decode(byte[] data, int chunk) {
        List<String> described = new ArrayList<>();
        for (Object o : frames(data, chunk)) {
            described.add(o instanceof InboundFrame ? o + "#" + java.util.Arrays.hashCode(((InboundFrame) o).body())
                    : ((FrameViolation) o).kind().name());
        }
        return described;
    }

    private static List<Object> frames(byte[] data, int chunk) {
        EmbeddedChannel channel = new EmbeddedChannel(new FrameDecoder(PAYLOAD_LIMIT));
        List<Object> out = new ArrayList<>();
        try {
            int step = Math.max(1, chunk);
            for (int i = 0; i < data.length; i += step) {
                channel.writeInbound(Unpooled.wrappedBuffer(data, i, Math.min(step, data.length - i)));
                drain(channel, out);
            }
            channel.checkException();
        } finally {
            channel.finishAndReleaseAll();
        }
        for (Object o : out) {
            assertTrue(o instanceof InboundFrame || o instanceof FrameViolation, "unexpected message " + o);
            if (o instanceof InboundFrame) {
                assertTrue(((InboundFrame) o).body().length <= PAYLOAD_LIMIT, "a body over the limit was read");
            }
        }
        return out;
    }

    private static void drain(EmbeddedChannel channel, List<Object> out) {
        Object o;
        while ((o = channel.readInbound()) != null) {
            out.add(o);
        }
    }

    /** Runs the body decoding a provider (requests) or a consumer (responses, events) runs on a frame. */
    private static void handleBody(InboundFrame frame) {
        Serialization serialization = Serializations.byId(frame.serializationId());
        try {
            if (frame.isEvent()) {
                if (!DubboCodec.isHeartbeat(frame) && frame.isRequest() && serialization != null) {
                    DubboCodec.decodeEventData(frame, serialization, DubboCodec.DEFAULT_EVENT_SIZE_LIMIT);
                }
            } else if (frame.isRequest()) {
                if (serialization != null) {
                    DubboCodec.decodeInvocation(frame, serialization, GREETING);
                }
            } else if (frame.status() != org.apache.dubbo.remoting.codec.ResponseStatus.OK) {
                ExchangeClient.errorMessage(frame);
            } else if (serialization != null) {
                Method m = RESULT_TYPES[(int) Math.floorMod(frame.id(), (long) RESULT_TYPES.length)];
                DubboCodec.decodeResult(frame, serialization, m.getReturnType(), m.getGenericReturnType());
                DubboCodec.decodeResult(frame, serialization, null, null);
            }
        } catch (IOException expected) {
            // a clear error: the exchange layer answers BAD_REQUEST or fails the call with it
        } catch (RuntimeException e) {
            // the exchange layer answers these too (BAD_REQUEST, CLIENT_ERROR), but only the serialization
            // library's own refusals are expected; a programming error in our code is a finding
            if (isOurProgrammingError(e)) {
                throw e;
            }
        }
    }

    static boolean isOurProgrammingError(RuntimeException e) {
        boolean bugType = e instanceof NullPointerException || e instanceof ClassCastException
                || e instanceof IndexOutOfBoundsException || e instanceof ArithmeticException
                || e instanceof NegativeArraySizeException || e instanceof IllegalMonitorStateException;
        StackTraceElement[] trace = e.getStackTrace();
        return bugType && trace.length > 0 && trace[0].getClassName().startsWith("org.apache.dubbo.");
    }
}
