package org.apache.dubbo.remoting.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.HashMap;
import java.util.concurrent.TimeUnit;

import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import org.apache.dubbo.remoting.codec.ResponseStatus;
import org.apache.dubbo.remoting.support.Calls;
import org.apache.dubbo.remoting.support.Greeter;
import org.apache.dubbo.remoting.support.GreeterImpl;
import org.apache.dubbo.remoting.support.RawDubboSocket;
import org.apache.dubbo.remoting.support.ReflectiveHandler;
import org.apache.dubbo.remoting.support.Servers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Malformed and hostile input gets a clear answer or a logged close, and never stops the server from serving
 * the next, healthy client.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BadInputTest {

    private ExchangeServer server;

    @BeforeEach
    void start() throws Exception {
        server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()), "payload=65536");
    }

    @AfterEach
    void stop() {
        server.close(0);
    }

    private void assertServerStillServes() throws Exception {
        ExchangeClient healthy = Servers.connect(server);
        try {
            assertEquals("Hello healthy", Calls.value(healthy, "hello", "healthy"));
        } finally {
            healthy.close();
        }
    }

    private RawDubboSocket raw() throws Exception {
        return new RawDubboSocket(server.localAddress());
    }

    private static byte[] helloBody(String service, String method, String descriptor, Object... args)
            throws Exception {
        HashMap<String, Object> attachments = new HashMap<>();
        attachments.put("path", service);
        Object[] values = new Object[5 + args.length + 1];
        values[0] = "2.0.2";
        values[1] = service;
        values[2] = "0.0.0";
        values[3] = method;
        values[4] = descriptor;
        System.arraycopy(args, 0, values, 5, args.length);
        values[values.length - 1] = attachments;
        return RawDubboSocket.hessian(values);
    }

    @Test
    void badMagicClosesTheConnection() throws Exception {
        try (RawDubboSocket s = raw()) {
            s.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n".getBytes());
            assertTrue(s.closedByPeer());
        }
        assertServerStillServes();
    }

    @Test
    void negativeLengthClosesTheConnection() throws Exception {
        try (RawDubboSocket s = raw()) {
            s.write(RawDubboSocket.header(0xC2, 0, 1, -5));
            assertTrue(s.closedByPeer());
        }
        assertServerStillServes();
    }

    @Test
    void oversizedRequestIsAnsweredWithBadRequestThenClosed() throws Exception {
        try (RawDubboSocket s = raw()) {
            s.write(RawDubboSocket.header(0xC2, 0, 99, 70_000));
            RawDubboSocket.Frame answer = s.read();
            assertEquals(99, answer.id);
            assertEquals(ResponseStatus.BAD_REQUEST, answer.status);
            assertTrue(answer.firstString().contains("Data length too large: 70000, max payload: 65536"),
                    answer.firstString());
            assertTrue(s.closedByPeer());
        }
        assertServerStillServes();
    }

    @Test
    void truncatedFrameAtCloseIsDroppedAndLogged() throws Exception {
        try (RawDubboSocket s = raw()) {
            byte[] frame = RawDubboSocket.frame(0xC2, 5, helloBody(Greeter.class.getName(), "hello",
                    "Ljava/lang/String;", "x"));
            byte[] half = new byte[frame.length / 2];
            System.arraycopy(frame, 0, half, 0, half.length);
            s.write(half);
        }
        assertServerStillServes();
    }

    @Test
    void truncatedBodyIsABadRequest() throws Exception {
        byte[] body = helloBody(Greeter.class.getName(), "hello", "Ljava/lang/String;", "x");
        byte[] cut = new byte[body.length - 20];
        System.arraycopy(body, 0, cut, 0, cut.length);
        try (RawDubboSocket s = raw()) {
            s.write(RawDubboSocket.frame(0xC2, 6, cut));
            RawDubboSocket.Frame answer = s.read();
            assertEquals(6, answer.id);
            assertEquals(ResponseStatus.BAD_REQUEST, answer.status);
            assertTrue(answer.firstString().startsWith("Fail to decode request due to: "), answer.firstString());
        }
        assertServerStillServes();
    }

    @Test
    void unknownSerializationIdIsABadRequestInHessian2() throws Exception {
        try (RawDubboSocket s = raw()) {
            s.write(RawDubboSocket.frame(0xC0 | 31, 7, new byte[] {1, 2, 3}));
            RawDubboSocket.Frame answer = s.read();
            assertEquals(7, answer.id);
            assertEquals(ResponseStatus.BAD_REQUEST, answer.status);
            assertEquals(2, answer.flag & 0x1F, "errors are written in hessian2");
            assertTrue(answer.firstString().contains("Unrecognized serialize type from consumer: 31"),
                    answer.firstString());
            s.write(RawDubboSocket.frame(0xC2, 8, helloBody(Greeter.class.getName(), "hello", "Ljava/lang/String;",
                    "again")));
            RawDubboSocket.Frame ok = s.read();
            assertEquals(ResponseStatus.OK, ok.status, "the same connection goes on working");
        }
    }

    @Test
    void unknownServiceOrMethodIsABadRequestNamingIt() throws Exception {
        try (RawDubboSocket s = raw()) {
            s.write(RawDubboSocket.frame(0xC2, 9, helloBody("no.Such", "hello", "Ljava/lang/String;", "x")));
            RawDubboSocket.Frame answer = s.read();
            assertEquals(ResponseStatus.BAD_REQUEST, answer.status);
            assertTrue(answer.firstString().contains("Service not found:no.Such"), answer.firstString());
        }
    }

    @Test
    void refusedClassIsABadRequestNamingTheClassAndNothingIsInstantiated() throws Exception {
        ByteArrayOutputStream gadget = new ByteArrayOutputStream();
        Hessian2Output h = new Hessian2Output(gadget);
        for (Object v : new Object[] {"2.0.2", Greeter.class.getName(), "0.0.0", "echo", "Ljava/lang/Object;"}) {
            h.writeObject(v);
        }
        h.writeObjectBegin("com.sun.rowset.JdbcRowSetImpl");
        h.writeClassFieldLength(1);
        h.writeString("dataSource");
        h.writeObjectBegin("com.sun.rowset.JdbcRowSetImpl");
        h.writeString("ldap://127.0.0.1:1/evil");
        h.writeObject(new HashMap<>());
        h.flush();
        try (RawDubboSocket s = raw()) {
            s.write(RawDubboSocket.frame(0xC2, 10, gadget.toByteArray()));
            RawDubboSocket.Frame answer = s.read();
            assertEquals(ResponseStatus.BAD_REQUEST, answer.status);
            assertTrue(answer.firstString().contains("com.sun.rowset.JdbcRowSetImpl"), answer.firstString());
        }
        assertServerStillServes();
    }

    @Test
    void oversizedResponseIsABadResponseNotATimeout() throws Exception {
        ExchangeClient client = Servers.connect(server, "payload=0");
        try {
            // an error answer, not a TimeoutException: the call failed by the limit, whatever the machine's speed
            ResponseErrorException e = assertThrows(ResponseErrorException.class,
                    () -> Calls.call(client, 30_000, "bytes", 100_000));
            assertEquals(ResponseStatus.BAD_RESPONSE, e.status());
            assertTrue(e.getMessage().contains("Data length too large") && e.getMessage().contains("65536"),
                    e.getMessage());
            assertEquals("Hello after", Calls.value(client, "hello", "after"));
        } finally {
            client.close();
        }
    }

    @Test
    void responseOverTheConsumersLimitFailsThatCallAtOnce() throws Exception {
        ExchangeServer generous = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()), "payload=0");
        ExchangeClient strict = Servers.connect(generous, "payload=10000");
        try {
            ResponseErrorException e = assertThrows(ResponseErrorException.class,
                    () -> Calls.call(strict, 30_000, "bytes", 50_000));
            assertEquals(ResponseStatus.CLIENT_ERROR, e.status());
            assertTrue(e.getMessage().contains("Data length too large") && e.getMessage().contains("10000"),
                    e.getMessage());
        } finally {
            strict.close();
            generous.close(0);
        }
    }
}
