package org.apache.dubbo.remoting.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import interop.api.GreetingService;
import interop.api.InteropCheckedException;
import interop.api.Pojo;
import interop.api.Pojos;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.common.serialize.Serializations;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Frames captured from real Apache Dubbo 2.7.23, 3.2.15 and 3.3.5 peers (see golden/README.md for how they were
 * recorded and how to regenerate them) decode correctly with our codec: headers, call bodies, every response type,
 * exceptions, error statuses in hessian2 and fastjson2, heartbeats and readonly events.
 */
class GoldenFramesTest {

    private static final class Row {
        final String file;
        final String version;
        final String connection;
        final String direction;
        final int flag;
        final int status;
        final long id;
        final int bodyLength;
        final String label;
        final String detail;

        Row(String[] f) {
            file = f[0];
            version = f[1];
            connection = f[2];
            direction = f[3];
            flag = Integer.decode(f[4]);
            status = Integer.parseInt(f[5]);
            id = Long.parseLong(f[6]);
            bodyLength = Integer.parseInt(f[7]);
            label = f[8];
            detail = f.length > 9 ? f[9] : "";
        }

        String field(String name) {
            for (String part : detail.split(" ")) {
                if (part.startsWith(name + "=")) {
                    return part.substring(name.length() + 1);
                }
            }
            return null;
        }
    }

    /** Resolves like a provider that exports GreetingService (plus generic and echo calls). */
    private static final MethodResolver GREETING = (service, version, method, descriptor) -> {
        if ("$invoke".equals(method) || "$invokeAsync".equals(method)) {
            return new ResolvedMethod(new Class<?>[] {String.class, String[].class, Object[].class}, null);
        }
        if ("$echo".equals(method)) {
            return new ResolvedMethod(new Class<?>[] {Object.class}, null);
        }
        for (Method m : GreetingService.class.getMethods()) {
            if (m.getName().equals(method) && ParameterDescriptors.of(m.getParameterTypes()).equals(descriptor)) {
                return new ResolvedMethod(m.getParameterTypes(), m.getGenericParameterTypes());
            }
        }
        throw new IOException("Service not found:" + service + ", " + method);
    };

    private static List<Row> index() throws IOException {
        List<Row> rows = new ArrayList<>();
        try (InputStream in = GoldenFramesTest.class.getResourceAsStream("/golden/index.tsv")) {
            String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
            for (int i = 1; i < lines.length; i++) {
                if (!lines[i].isBlank()) {
                    rows.add(new Row(lines[i].split("\t")));
                }
            }
        }
        return rows;
    }

    private static byte[] bytes(Row row) throws IOException {
        try (InputStream in = GoldenFramesTest.class.getResourceAsStream("/golden/" + row.file)) {
            assertNotNull(in, row.file);
            String hex = new String(in.readAllBytes(), StandardCharsets.US_ASCII).replaceAll("\\s", "");
            return ByteBufUtil.decodeHexDump(hex);
        }
    }

    private static InboundFrame decodeFrame(Row row) throws IOException {
        EmbeddedChannel ch = new EmbeddedChannel(new FrameDecoder(8 * 1024 * 1024));
        ch.writeInbound(Unpooled.wrappedBuffer(bytes(row)));
        Object decoded = ch.readInbound();
        ch.finishAndReleaseAll();
        return assertInstanceOf(InboundFrame.class, decoded, row.file);
    }

    @TestFactory
    Stream<DynamicTest> everyCapturedFrameDecodes() throws IOException {
        List<Row> rows = index();
        assertTrue(rows.size() >= 100, "the golden set is complete: " + rows.size());
        Map<String, InvocationBody> requests = new HashMap<>();
        List<DynamicTest> tests = new ArrayList<>();
        for (Row row : rows) {
            tests.add(DynamicTest.dynamicTest(row.file + " " + row.label, () -> check(row, requests)));
        }
        return tests.stream();
    }

    private static void check(Row row, Map<String, InvocationBody> requests) throws Exception {
        InboundFrame frame = decodeFrame(row);
        assertEquals(row.flag, frame.flag() & 0xFF, "flag");
        assertEquals(row.status, frame.status() & 0xFF, "status");
        assertEquals(row.id, frame.id(), "id");
        assertEquals(row.bodyLength, frame.body().length, "body length");
        Serialization serialization = Serializations.byId(frame.serializationId());
        assertNotNull(serialization, "known serialization id " + frame.serializationId());
        String key = row.version + "/" + row.connection + "/" + row.id;
        if (frame.isEvent()) {
            if (row.label.startsWith("heartbeat")) {
                assertTrue(DubboCodec.isHeartbeat(frame), "heartbeat recognised");
            } else if (row.label.startsWith("readonly")) {
                assertEquals("R", DubboCodec.decodeEventData(frame, serialization, 15));
            }
            return;
        }
        if (frame.isRequest()) {
            InvocationBody call = DubboCodec.decodeInvocation(frame, serialization, GREETING);
            assertEquals(row.field("dubbo"), call.dubboVersion());
            assertEquals(row.field("service"), call.serviceName());
            assertEquals(row.field("version"), call.serviceVersion());
            assertEquals(row.field("method"), call.methodName());
            assertEquals(row.field("descriptor"), call.parameterDescriptor());
            assertEquals(call.serviceName(), call.attachments().get("path"));
            assertEquals(frame.isTwoWay(), !row.label.contains("oneway-request"));
            requests.put(key, call);
            return;
        }
        if (frame.status() != ResponseStatus.OK) {
            String message = DubboCodec.decodeErrorMessage(frame, serialization);
            assertTrue(message != null && !message.isEmpty(), "error message");
            if (frame.status() == ResponseStatus.SERVER_THREADPOOL_EXHAUSTED_ERROR) {
                assertTrue(message.contains("thread pool is exhausted"), message);
            } else if (frame.status() == ResponseStatus.SERVICE_ERROR) {
                assertTrue(message.contains("Not found exported service"), message);
            }
            return;
        }
        InvocationBody call = requests.get(key);
        assertNotNull(call, "the request of response " + key + " was captured before it");
        checkResult(call, DubboCodec.decodeResult(frame, serialization, returnType(call), null));
    }

    private static Class<?> returnType(InvocationBody call) {
        if (call.methodName().startsWith("$")) {
            return null;
        }
        for (Method m : GreetingService.class.getMethods()) {
            if (m.getName().equals(call.methodName())
                    && ParameterDescriptors.of(m.getParameterTypes()).equals(call.parameterDescriptor())) {
                return m.getReturnType();
            }
        }
        throw new AssertionError("no method for " + call);
    }

    private static void checkResult(InvocationBody call, ResultBody result) {
        Object[] args = call.arguments();
        assertEquals("2.0.2", result.attachments().get("dubbo"), "response attachments carry the version");
        switch (call.methodName()) {
            case "sayHello":
                assertEquals("Hello " + args[0], result.value());
                break;
            case "echoPojo":
                assertEquals(args[0], result.value());
                break;
            case "$echo":
                assertEquals(args[0], result.value());
                break;
            case "listPojos":
                List<?> list = (List<?>) result.value();
                assertEquals(args[0], list.size());
                for (int i = 0; i < list.size(); i++) {
                    assertEquals(Pojos.sample(i), list.get(i));
                }
                break;
            case "fail":
                InteropCheckedException e = assertInstanceOf(InteropCheckedException.class, result.exception());
                assertEquals(args[0], e.getMessage());
                assertEquals(42, e.getCode());
                assertEquals("detail-" + args[0], e.getDetail());
                assertTrue(e.getStackTrace().length > 0, "stack trace travelled");
                break;
            case "failRuntime":
                assertInstanceOf(IllegalStateException.class, result.exception());
                assertEquals(args[0], result.exception().getMessage());
                break;
            case "$invoke":
                String target = (String) args[0];
                if ("sayHello".equals(target)) {
                    assertTrue(String.valueOf(result.value()).startsWith("Hello "), String.valueOf(result.value()));
                } else {
                    Map<?, ?> map = assertInstanceOf(Map.class, result.value());
                    assertEquals(Pojo.class.getName(), map.get("class"));
                }
                break;
            case "attachment":
                assertTrue(result.attachments().keySet().stream().anyMatch(k -> k.startsWith("echo.")),
                        result.attachments().toString());
                break;
            default:
                assertTrue(!result.hasException(), call.methodName() + " succeeded");
        }
    }

    @TestFactory
    Stream<DynamicTest> ourEncodingOfCapturedResponsesIsByteIdentical() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Row row : index()) {
            if (!"3.3.5".equals(row.version) || !row.label.equals("sayHello-response")) {
                continue;
            }
            tests.add(DynamicTest.dynamicTest(row.file, () -> {
                byte[] captured = bytes(row);
                ResultBody result = ResultBody.value("Hello world", new HashMap<>());
                byte[] ours = ByteBufUtil.getBytes(DubboCodec.encodeResult(io.netty.buffer.UnpooledByteBufAllocator
                                .DEFAULT, row.id, Serializations.byName("hessian2"), result, true, 0, null));
                assertArrayEquals(captured, ours);
            }));
        }
        assertTrue(!tests.isEmpty());
        return tests.stream();
    }

    /**
     * What a real Apache Dubbo 3.3.5 provider answered to {@code listPojos(n)} (an {@code ArrayList} of POJOs with
     * strings, boxes, {@code BigDecimal}, {@code java.time} values, nested objects, lists and maps) and to
     * {@code echoPojo}, we write byte for byte when answering the same call with the same values: our hessian2
     * writer against the hessian-lite 4.0.3 of a running Apache provider.
     */
    @TestFactory
    Stream<DynamicTest> ourEncodingOfCapturedPojoResponsesIsByteIdenticalTo335() throws IOException {
        List<Row> rows = index();
        Map<String, InvocationBody> requests = new HashMap<>();
        List<DynamicTest> tests = new ArrayList<>();
        Serialization hessian2 = Serializations.byName("hessian2");
        for (Row row : rows) {
            if (!"3.3.5".equals(row.version)) {
                continue;
            }
            String key = row.connection + "/" + row.id;
            if (row.label.equals("listPojos-request") || row.label.equals("echoPojo-request")) {
                requests.put(key, DubboCodec.decodeInvocation(decodeFrame(row), hessian2, GREETING));
            } else if (row.label.equals("listPojos-response") || row.label.equals("echoPojo-response")) {
                InvocationBody call = requests.get(key);
                assertNotNull(call, "the request of " + row.file);
                tests.add(DynamicTest.dynamicTest(row.file, () -> {
                    Object value;
                    if (call.methodName().equals("listPojos")) {
                        List<Pojo> pojos = new ArrayList<>();
                        for (int i = 0; i < (Integer) call.arguments()[0]; i++) {
                            pojos.add(Pojos.sample(i));
                        }
                        value = pojos;
                    } else {
                        value = call.arguments()[0];
                    }
                    byte[] ours = ByteBufUtil.getBytes(DubboCodec.encodeResult(
                            io.netty.buffer.UnpooledByteBufAllocator.DEFAULT, row.id, hessian2,
                            ResultBody.value(value, new HashMap<>()), true, 0, null));
                    assertEquals(ByteBufUtil.hexDump(bytes(row)), ByteBufUtil.hexDump(ours));
                }));
            }
        }
        assertTrue(tests.size() >= 2, "listPojos and echoPojo responses captured: " + tests.size());
        return tests.stream();
    }
}
