package org.apache.dubbo.common.serialize;

import java.io.ByteArrayInputStream;
import java.io.IOException;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzzes the two body readers a dubbo connection uses on peer bytes, with the default class policy on: hessian2
 * (hessian-lite behind our policy-checking serializer factory) and fastjson2 (JSONB behind our auto-type handler).
 * A hessian2 body is read the way the codec reads one: consecutive values until the bytes end.
 *
 * <p>Accepted outcomes: values, an {@link IOException}, or the library's own refusal (a runtime exception thrown
 * inside hessian-lite or fastjson2, which the exchange layer answers as a decode error). Findings: any
 * {@link Error} (stack overflow, out of memory from a length field), a programming error thrown by our code,
 * or a read that does not end. Seeds: the bodies of the golden frames captured from real Apache Dubbo
 * ({@code fuzz/seed-from-golden.sh}) plus every finding; {@code fuzz/fuzz.sh} runs long campaigns.
 */
class SerializationFuzzTest {

    /** More values than any real body has (5 header strings, arguments, attachments); bounds the loop. */
    private static final int MAX_VALUES = 64;

    @FuzzTest(maxDuration = "30s")
    void hessian2Body(byte[] body) throws IOException {
        readAll(Serializations.byId(2), body);
    }

    /**
     * One JSONB value, framed with its correct length as our fastjson2 output frames it, so that mutations reach
     * the JSONB reader instead of stopping at a length prefix that no longer matches (the framing itself is
     * covered by the frame-stream target and the unit tests).
     */
    @FuzzTest(maxDuration = "30s")
    void fastjson2Value(byte[] jsonb) throws IOException {
        byte[] body = new byte[4 + jsonb.length];
        body[0] = (byte) (jsonb.length >>> 24);
        body[1] = (byte) (jsonb.length >>> 16);
        body[2] = (byte) (jsonb.length >>> 8);
        body[3] = (byte) jsonb.length;
        System.arraycopy(jsonb, 0, body, 4, jsonb.length);
        readAll(Serializations.byId(23), body);
    }

    private static void readAll(Serialization serialization, byte[] body) throws IOException {
        ObjectInput in = serialization.deserialize(new ByteArrayInputStream(body));
        try {
            for (int i = 0; i < MAX_VALUES; i++) {
                if (i == 0 && serialization.getContentTypeId() == 2) {
                    in.readUTF();
                } else {
                    in.readObject();
                }
            }
        } catch (IOException | ClassNotFoundException expected) {
            // includes the end of the body, refused classes and classes that are not there
        } catch (RuntimeException e) {
            if (isOurProgrammingError(e)) {
                throw e;
            }
        } finally {
            in.cleanup();
        }
    }

    /** A bug-typed exception whose top frame is our code (the libraries' own refusals are accepted). */
    static boolean isOurProgrammingError(RuntimeException e) {
        boolean bugType = e instanceof NullPointerException || e instanceof ClassCastException
                || e instanceof IndexOutOfBoundsException || e instanceof ArithmeticException
                || e instanceof NegativeArraySizeException || e instanceof IllegalMonitorStateException;
        StackTraceElement[] trace = e.getStackTrace();
        return bugType && trace.length > 0 && trace[0].getClassName().startsWith("org.apache.dubbo.");
    }
}
