package org.apache.dubbo.remoting.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.UnpooledByteBufAllocator;
import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.common.serialize.Serializations;
import org.apache.dubbo.remoting.support.Greeter;
import org.apache.dubbo.remoting.support.GreeterImpl;
import org.apache.dubbo.remoting.support.ReflectiveHandler;
import org.junit.jupiter.api.Test;

class DubboCodecTest {

    private static final UnpooledByteBufAllocator ALLOC = new UnpooledByteBufAllocator(false);
    private static final Serialization HESSIAN2 = Serializations.byName("hessian2");
    private static final Serialization FASTJSON2 = Serializations.byName("fastjson2");

    private static InboundFrame toFrame(ByteBuf buf) {
        try {
            assertEquals((short) 0xDABB, buf.getShort(0));
            byte[] body = new byte[buf.getInt(FrameHeader.LENGTH_OFFSET)];
            assertEquals(16 + body.length, buf.readableBytes(), "length field matches the body");
            buf.getBytes(16, body);
            return new InboundFrame(buf.getByte(2), buf.getByte(3), buf.getLong(4), body);
        } finally {
            buf.release();
        }
    }

    private static InvocationBody sayHello() {
        Map<String, Object> attachments = new HashMap<>();
        attachments.put("path", "demo.GreetingService");
        attachments.put("timeout", "3000");
        return InvocationBody.call("demo.GreetingService", "1.0.0", "sayHello", new Class<?>[] {String.class},
                new Object[] {"world"}, attachments);
    }

    @Test
    void twoWayHessianRequestHasFlagC2AndTheBodyFieldsInOrder() throws IOException {
        ByteBuf buf = DubboCodec.encodeRequest(ALLOC, 7, HESSIAN2, true, sayHello(), 0, null);
        String hex = ByteBufUtil.hexDump(buf);
        assertTrue(hex.startsWith("dabbc2000000000000000007"), hex);
        // "2.0.2", then the service name, its version, the method and the descriptor
        assertTrue(hex.contains("05322e302e32" + "14" + ByteBufUtil.hexDump("demo.GreetingService".getBytes())
                + "05312e302e30" + "08" + ByteBufUtil.hexDump("sayHello".getBytes()) + "12"
                + ByteBufUtil.hexDump("Ljava/lang/String;".getBytes()) + "05776f726c64" + "48"), hex);
        buf.release();
    }

    @Test
    void oneWayRequestHasFlag82() throws IOException {
        ByteBuf buf = DubboCodec.encodeRequest(ALLOC, 1, HESSIAN2, false, sayHello(), 0, null);
        assertEquals((byte) 0x82, buf.getByte(2));
        buf.release();
    }

    @Test
    void heartbeatRequestAndResponseMatchTheWireCapture() throws IOException {
        InboundFrame heartbeat = toFrame(DubboCodec.encodeHeartbeat(ALLOC, 5, HESSIAN2));
        assertEquals((byte) 0xE2, heartbeat.flag());
        assertArrayEquals(new byte[] {'N'}, heartbeat.body());
        assertTrue(DubboCodec.isHeartbeat(heartbeat));
        ByteBuf response = DubboCodec.encodeHeartbeatResponse(ALLOC, heartbeat);
        assertEquals("dabb2214000000000000000500000001" + "4e", ByteBufUtil.hexDump(response));
        response.release();
    }

    @Test
    void fastjson2HeartbeatIsRecognisedAndEchoedInItsOwnSerialization() throws IOException {
        InboundFrame heartbeat = toFrame(DubboCodec.encodeHeartbeat(ALLOC, 9, FASTJSON2));
        assertEquals((byte) 0xF7, heartbeat.flag());
        assertTrue(DubboCodec.isHeartbeat(heartbeat));
        InboundFrame answer = toFrame(DubboCodec.encodeHeartbeatResponse(ALLOC, heartbeat));
        assertEquals((byte) 0x37, answer.flag());
        assertArrayEquals(new byte[] {0, 0, 0, 1, (byte) 0xAF}, answer.body());
    }

    @Test
    void readonlyEventIsAOneWayEventWithTheStringR() throws IOException {
        ByteBuf buf = DubboCodec.encodeEventRequest(ALLOC, 3, HESSIAN2, false, DubboCodec.READONLY_EVENT);
        assertEquals("dabba2000000000000000003000000020152", ByteBufUtil.hexDump(buf));
        InboundFrame frame = toFrame(buf);
        assertFalse(DubboCodec.isHeartbeat(frame));
        assertEquals("R", DubboCodec.decodeEventData(frame, HESSIAN2, DubboCodec.DEFAULT_EVENT_SIZE_LIMIT));
    }

    @Test
    void eventPayloadOverTheLimitIsRefusedBeforeDecoding() throws IOException {
        InboundFrame frame = toFrame(DubboCodec.encodeEventRequest(ALLOC, 3, HESSIAN2, false,
                "a much longer event payload"));
        IOException e = assertThrows(IOException.class, () -> DubboCodec.decodeEventData(frame, HESSIAN2, 15));
        assertTrue(e.getMessage().contains("Event data too long"), e.getMessage());
    }

    @Test
    void requestRoundTripsThroughTheResolver() throws IOException {
        InvocationBody call = InvocationBody.call(Greeter.class.getName(), null, "hello",
                new Class<?>[] {String.class}, new Object[] {"统一码"}, new HashMap<>(Map.of("k", "v")));
        InboundFrame frame = toFrame(DubboCodec.encodeRequest(ALLOC, 11, HESSIAN2, true, call, 0, null));
        InvocationBody decoded = DubboCodec.decodeInvocation(frame, HESSIAN2,
                ReflectiveHandler.greeter(new GreeterImpl()));
        assertEquals("2.0.2", decoded.dubboVersion());
        assertEquals("0.0.0", decoded.serviceVersion(), "no version is written as 0.0.0");
        assertEquals("hello", decoded.methodName());
        assertEquals("Ljava/lang/String;", decoded.parameterDescriptor());
        assertArrayEquals(new Object[] {"统一码"}, decoded.arguments());
        assertEquals("v", decoded.attachments().get("k"));
    }

    @Test
    void unknownMethodFailsDecodingWithTheResolversReason() throws IOException {
        InvocationBody call = InvocationBody.call(Greeter.class.getName(), null, "nope", new Class<?>[0],
                new Object[0], null);
        InboundFrame frame = toFrame(DubboCodec.encodeRequest(ALLOC, 11, HESSIAN2, true, call, 0, null));
        IOException e = assertThrows(IOException.class, () -> DubboCodec.decodeInvocation(frame, HESSIAN2,
                ReflectiveHandler.greeter(new GreeterImpl())));
        assertTrue(e.getMessage().contains("Service not found"), e.getMessage());
    }

    @Test
    void resultsUseResponseTypes4And5WithAttachmentsAnd1And2Without() throws IOException {
        ByteBuf value = DubboCodec.encodeResult(ALLOC, 1, HESSIAN2, ResultBody.value("Hello world", null), true, 0,
                null);
        assertEquals("dabb0214000000000000000100000019" + "94" + "0b48656c6c6f20776f726c64"
                + "4805647562626f05322e302e325a", ByteBufUtil.hexDump(value).replace("0000001b", "00000019"));
        value.release();
        ByteBuf nullValue = DubboCodec.encodeResult(ALLOC, 2, HESSIAN2, ResultBody.value(null, null), true, 0, null);
        assertTrue(ByteBufUtil.hexDump(nullValue).endsWith("95" + "4805647562626f05322e302e325a"));
        nullValue.release();
        InboundFrame withoutAttachments = toFrame(DubboCodec.encodeResult(ALLOC, 3, HESSIAN2,
                ResultBody.value("x", null), false, 0, null));
        assertEquals((byte) 0x91, withoutAttachments.body()[0]);
        assertEquals("x", DubboCodec.decodeResult(withoutAttachments, HESSIAN2, String.class, String.class).value());
    }

    /**
     * A result's own attachments go out with our protocol version added, the result's map untouched; a result
     * without any carries only the version, whatever results with attachments were encoded before it.
     */
    @Test
    void responseAttachmentsAreTheResultsPlusTheProtocolVersion() throws IOException {
        Map<String, Object> given = new HashMap<>();
        given.put("trace", "t-1");
        InboundFrame with = toFrame(DubboCodec.encodeResult(ALLOC, 6, HESSIAN2, ResultBody.value("x", given), true,
                0, null));
        Map<String, Object> expected = new HashMap<>(given);
        expected.put("dubbo", "2.0.2");
        assertEquals(expected, DubboCodec.decodeResult(with, HESSIAN2, String.class, String.class).attachments());
        assertEquals(Map.of("trace", "t-1"), given, "the result's own map is not changed");
        for (int i = 0; i < 2; i++) {
            InboundFrame without = toFrame(DubboCodec.encodeResult(ALLOC, 7, HESSIAN2, ResultBody.value("y", null),
                    true, 0, null));
            assertEquals(Map.of("dubbo", "2.0.2"),
                    DubboCodec.decodeResult(without, HESSIAN2, String.class, String.class).attachments());
        }
    }

    @Test
    void exceptionResultRoundTripsAsType3() throws IOException {
        InboundFrame frame = toFrame(DubboCodec.encodeResult(ALLOC, 4, HESSIAN2,
                ResultBody.exception(new Greeter.GreeterException("nope", 42), null), true, 0, null));
        assertEquals((byte) 0x93, frame.body()[0]);
        ResultBody result = DubboCodec.decodeResult(frame, HESSIAN2, String.class, String.class);
        Greeter.GreeterException e = assertInstanceOf(Greeter.GreeterException.class, result.exception());
        assertEquals("nope", e.getMessage());
        assertEquals(42, e.code);
        assertEquals("2.0.2", result.attachments().get("dubbo"));
    }

    @Test
    void genericListResultIsReadAgainstTheDeclaredType() throws Exception {
        List<Greeter.Item> items = new GreeterImpl().items(3);
        InboundFrame frame = toFrame(DubboCodec.encodeResult(ALLOC, 5, HESSIAN2, ResultBody.value(items, null), true,
                0, null));
        java.lang.reflect.Method m = Greeter.class.getMethod("items", int.class);
        List<?> decoded = (List<?>) DubboCodec.decodeResult(frame, HESSIAN2, m.getReturnType(),
                m.getGenericReturnType()).value();
        assertEquals(3, decoded.size());
        assertEquals("item-2", ((Greeter.Item) decoded.get(2)).name);
    }

    @Test
    void errorResponseCarriesOneString() throws IOException {
        InboundFrame frame = toFrame(DubboCodec.encodeError(ALLOC, 6, HESSIAN2, ResponseStatus.BAD_REQUEST, "bad"));
        assertEquals(ResponseStatus.BAD_REQUEST, frame.status());
        assertEquals((byte) 0x02, frame.flag());
        assertEquals("bad", DubboCodec.decodeErrorMessage(frame, HESSIAN2));
    }

    @Test
    void unknownResultFlagIsAClearError() {
        InboundFrame frame = new InboundFrame((byte) 2, ResponseStatus.OK, 1, new byte[] {(byte) 0x97});
        IOException e = assertThrows(IOException.class, () -> DubboCodec.decodeResult(frame, HESSIAN2, null, null));
        assertTrue(e.getMessage().contains("Unknown result flag"), e.getMessage());
    }

    @Test
    void nonThrowableInAnExceptionResultIsRejected() throws IOException {
        byte[] body = org.apache.dubbo.remoting.support.RawDubboSocket.hessian(0, "not an exception");
        InboundFrame frame = new InboundFrame((byte) 2, ResponseStatus.OK, 1, body);
        IOException e = assertThrows(IOException.class, () -> DubboCodec.decodeResult(frame, HESSIAN2, null, null));
        assertTrue(e.getMessage().contains("expect Throwable"), e.getMessage());
    }

    @Test
    void encodingOverThePayloadLimitFailsAtOnceAndReleasesTheBuffer() {
        InvocationBody big = InvocationBody.call("s", null, "m", new Class<?>[] {byte[].class},
                new Object[] {new byte[2048]}, null);
        PayloadTooLargeException e = assertThrows(PayloadTooLargeException.class,
                () -> DubboCodec.encodeRequest(ALLOC, 1, HESSIAN2, true, big, 1024, "channel: test"));
        assertTrue(e.getMessage().startsWith("Data length too large: "), e.getMessage());
        assertTrue(e.getMessage().contains("max payload: 1024"), e.getMessage());
        assertEquals(1024, e.limit());
    }

    @Test
    void unserializableArgumentFailsEncodingClearly() {
        InvocationBody call = InvocationBody.call("s", null, "m", new Class<?>[] {Object.class},
                new Object[] {new Object()}, null);
        Exception e = assertThrows(Exception.class,
                () -> DubboCodec.encodeRequest(ALLOC, 1, HESSIAN2, true, call, 0, null));
        assertTrue(e.getMessage().contains("java.lang.Object"), e.getMessage());
    }

    @Test
    void protocolVersionWindowForResponseAttachments() {
        assertTrue(ProtocolVersion.supportsResponseAttachments("2.0.2"));
        assertTrue(ProtocolVersion.supportsResponseAttachments("2.0.99"));
        assertFalse(ProtocolVersion.supportsResponseAttachments("2.0.0"));
        assertFalse(ProtocolVersion.supportsResponseAttachments("1.0.0"));
        assertFalse(ProtocolVersion.supportsResponseAttachments(""));
        assertFalse(ProtocolVersion.supportsResponseAttachments("4.0.0"));
        assertFalse(ProtocolVersion.supportsResponseAttachments("2.6.2"));
        assertEquals(2070000, ProtocolVersion.toInt("2.7.0"));
        assertTrue(ProtocolVersion.supportsResponseAttachments("2.0.10-SNAPSHOT"));
        assertFalse(ProtocolVersion.supportsResponseAttachments(null));
        assertFalse(ProtocolVersion.supportsResponseAttachments("2.x.2"));
        assertEquals(2060300, ProtocolVersion.toInt("2.6.3"));
        assertEquals(205, ProtocolVersion.toInt("2.5"));
        assertEquals(-1, ProtocolVersion.toInt("2..0"));
    }

    @Test
    void descriptorsFollowJvmFieldDescriptors() throws IOException {
        assertEquals("IJDZCSBF", ParameterDescriptors.of(new Class<?>[] {int.class, long.class, double.class,
            boolean.class, char.class, short.class, byte.class, float.class}));
        assertEquals("[Ljava/lang/String;[I", ParameterDescriptors.of(new Class<?>[] {String[].class, int[].class}));
        assertEquals("Ljava/util/Map$Entry;", ParameterDescriptors.of(Map.Entry.class));
        assertArrayEquals(new Class<?>[] {String.class, String[].class, Object[].class},
                ParameterDescriptors.parse("Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/Object;",
                        getClass().getClassLoader()));
        IOException refused = assertThrows(IOException.class,
                () -> ParameterDescriptors.parse("Lcom/sun/rowset/JdbcRowSetImpl;", getClass().getClassLoader()));
        assertTrue(refused.getMessage().contains("com.sun.rowset.JdbcRowSetImpl"));
        assertThrows(IOException.class, () -> ParameterDescriptors.parse("Ljava/lang/String", null));
    }

    @Test
    void nullBodyOfUnknownSerializationIsNotAHeartbeat() {
        assertNull(Serializations.nullBody(31));
        assertFalse(DubboCodec.isHeartbeat(new InboundFrame((byte) 0xFF, (byte) 0, 1, new byte[] {'N'})));
    }
}
