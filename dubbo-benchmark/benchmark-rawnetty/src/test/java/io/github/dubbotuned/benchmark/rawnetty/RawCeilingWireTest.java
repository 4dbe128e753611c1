package io.github.dubbotuned.benchmark.rawnetty;

import io.github.dubbotuned.benchmark.api.UserService;
import io.github.dubbotuned.benchmark.api.UserServiceImpl;
import io.github.dubbotuned.benchmark.api.Users;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.temporal.TemporalAccessor;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The ceiling puts on the wire what a real Apache Dubbo peer reads and answers what a real Apache Dubbo consumer
 * sends: its server answers requests written by hessian-lite itself (3.2.x and Apache's 4.x, as Apache Dubbo 3.2 and
 * 3.3 consumers write them), with bodies those same hessian-lite releases read back into the expected objects, and
 * its client's requests read back with them too. For both codecs ({@code tuned}, the default, and
 * {@code hessian-lite}) and every method.
 */
@Timeout(60)
class RawCeilingWireTest {

    private static final List<String> CODECS = Arrays.asList(BodyCodec.TUNED, BodyCodec.HESSIAN_LITE);
    private final UserService service = new UserServiceImpl();

    @Test
    void theServerAnswersApacheHessianLiteRequestsWithBodiesItReads() throws Exception {
        for (String codec : CODECS) {
            try (RawServer server = new RawServer("127.0.0.1", 0, true, service, BodyCodec.named(codec), null);
                 Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", server.port()), 10_000);
                socket.setSoTimeout(10_000);
                DataOutputStream out = new DataOutputStream(socket.getOutputStream());
                DataInputStream in = new DataInputStream(socket.getInputStream());
                long id = 0;
                for (ApacheHessianLite hessian : ApacheHessianLite.releases()) {
                    for (UserMethod method : UserMethod.values()) {
                        String where = codec + " server, " + hessian + " peer, " + method;
                        Object argument = argument(method, 7);
                        byte[] request = hessian.write(BodyCodec.DUBBO_VERSION, BodyCodec.SERVICE,
                                BodyCodec.SERVICE_VERSION, method.name(), method.descriptor(), argument,
                                BodyCodec.REQUEST_ATTACHMENTS);
                        id++;
                        out.writeShort(DubboFrame.MAGIC);
                        out.writeByte(DubboFrame.REQUEST_TWO_WAY);
                        out.writeByte(0);
                        out.writeLong(id);
                        out.writeInt(request.length);
                        out.write(request);
                        out.flush();

                        assertEquals(DubboFrame.MAGIC, in.readShort(), where);
                        assertEquals(DubboFrame.RESPONSE, in.readByte(), where + ": flags (response, hessian2)");
                        assertEquals(DubboFrame.OK, in.readByte(), where + ": status");
                        assertEquals(id, in.readLong(), where + ": id");
                        byte[] body = new byte[in.readInt()];
                        in.readFully(body);
                        List<Object> values = hessian.read(body, 3);
                        assertEquals(BodyCodec.VALUE_WITH_ATTACHMENTS, values.get(0), where + ": response kind");
                        assertEquals(describe(method.invoke(service, argument)), describe(values.get(1)), where);
                        assertEquals(BodyCodec.RESPONSE_ATTACHMENTS, values.get(2), where + ": attachments");
                    }
                }
            }
        }
    }

    @Test
    void theClientsRequestsAreWhatApacheHessianLiteReads() throws Exception {
        for (String codec : CODECS) {
            for (ApacheHessianLite hessian : ApacheHessianLite.releases()) {
                for (UserMethod method : UserMethod.values()) {
                    Object argument = argument(method, 11);
                    ByteBuf body = Unpooled.buffer();
                    BodyCodec.named(codec).writeRequest(body, method, argument);
                    byte[] bytes = new byte[body.readableBytes()];
                    body.readBytes(bytes);
                    List<Object> values = hessian.read(bytes, 7);
                    assertEquals(describe(Arrays.asList(BodyCodec.DUBBO_VERSION, BodyCodec.SERVICE,
                                    BodyCodec.SERVICE_VERSION, method.name(), method.descriptor(), argument,
                                    BodyCodec.REQUEST_ATTACHMENTS)), describe(values),
                            codec + " client, " + hessian + " reader, " + method);
                }
            }
        }
    }

    @Test
    void eachCodecReadsWhatTheOtherWrites() throws Exception {
        for (String writer : CODECS) {
            for (String reader : CODECS) {
                for (UserMethod method : UserMethod.values()) {
                    Object argument = argument(method, 13);
                    ByteBuf request = Unpooled.buffer();
                    BodyCodec.named(writer).writeRequest(request, method, argument);
                    Object[] read = new Object[1];
                    assertEquals(method, BodyCodec.named(reader).readRequest(request, read));
                    assertEquals(describe(argument), describe(read[0]), writer + " -> " + reader + ", " + method);

                    Object value = method.invoke(service, argument);
                    ByteBuf response = Unpooled.buffer();
                    BodyCodec.named(writer).writeResponse(response, value);
                    assertEquals(describe(value), describe(BodyCodec.named(reader).readResponse(response, method)),
                            writer + " -> " + reader + ", " + method);
                }
            }
        }
    }

    private static Object argument(UserMethod method, long n) {
        switch (method) {
            case existUser:
                return Users.email(n);
            case createUser:
                return Users.user(n);
            case getUser:
                return n;
            default:
                return (int) n;
        }
    }

    /** A value as text, field by field, the same for equal values whichever class loader read them. */
    private static String describe(Object value) throws IllegalAccessException {
        if (value == null || value instanceof String || value instanceof Number || value instanceof Boolean
                || value instanceof TemporalAccessor) {
            return value == null ? "null" : value.getClass().getSimpleName() + ":" + value;
        }
        if (value instanceof Collection) {
            List<String> elements = new ArrayList<>();
            for (Object element : (Collection<?>) value) {
                elements.add(describe(element));
            }
            return elements.toString();
        }
        if (value instanceof Map) {
            Map<String, String> entries = new TreeMap<>();
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                entries.put(describe(entry.getKey()), describe(entry.getValue()));
            }
            return entries.toString();
        }
        Map<String, String> fields = new TreeMap<>();
        for (Class<?> type = value.getClass(); type != Object.class; type = type.getSuperclass()) {
            for (Field field : type.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers())) {
                    field.setAccessible(true);
                    fields.put(field.getName(), describe(field.get(value)));
                }
            }
        }
        return value.getClass().getName() + fields;
    }
}
