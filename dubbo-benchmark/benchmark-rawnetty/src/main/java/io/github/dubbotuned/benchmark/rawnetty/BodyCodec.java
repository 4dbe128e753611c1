package io.github.dubbotuned.benchmark.rawnetty;

import io.github.dubbotuned.benchmark.api.UserService;
import io.netty.buffer.ByteBuf;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * Request and response bodies in dubbo's hessian2 layout, as a real Dubbo consumer and provider write them: request =
 * dubbo version, service, service version, method, parameter descriptor, the argument, the attachments; response =
 * the kind "value with attachments", the value, {@code {dubbo: 2.0.2}}. The implementations differ only in the
 * hessian2 writer and reader they use; the bytes are valid hessian2 for any of them.
 */
interface BodyCodec {

    String DUBBO_VERSION = "2.0.2";
    String SERVICE = UserService.class.getName();
    String SERVICE_VERSION = "0.0.0";
    /** Dubbo's response kind "value with attachments". */
    int VALUE_WITH_ATTACHMENTS = 4;
    /**
     * What the ceiling's client attaches to every call, what a Dubbo consumer sends with no extra settings. A plain
     * {@link HashMap} (hessian writes other map classes with their class name); never modified.
     */
    Map<String, Object> REQUEST_ATTACHMENTS = Attachments.of("path", SERVICE, "interface", SERVICE, "version",
            SERVICE_VERSION, "timeout", "3000");
    /** What the ceiling's server attaches to every answer: the protocol version, as every Dubbo provider does. */
    Map<String, Object> RESPONSE_ATTACHMENTS = Attachments.of("dubbo", DUBBO_VERSION);

    /** {@code --codec} values; {@link #DEFAULT} is the fastest one measured (docs/benchmarks.md, the raw ceiling). */
    String HESSIAN_LITE = "hessian-lite";
    String TUNED = "tuned";
    String DEFAULT = TUNED;

    void writeRequest(ByteBuf out, UserMethod method, Object argument) throws IOException;

    /** Reads a request body; returns the method, with its argument stored in {@code argument[0]}. */
    UserMethod readRequest(ByteBuf in, Object[] argument) throws IOException;

    void writeResponse(ByteBuf out, Object value) throws IOException;

    Object readResponse(ByteBuf in, UserMethod method) throws IOException;

    static BodyCodec named(String name) {
        if (HESSIAN_LITE.equals(name)) {
            return new HessianLiteBodies();
        }
        if (TUNED.equals(name)) {
            return new TunedHessian2Bodies();
        }
        throw new IllegalArgumentException("--codec must be " + TUNED + " or " + HESSIAN_LITE + ", got '" + name + "'");
    }

    /** Builds the attachment maps. */
    final class Attachments {

        private Attachments() {
        }

        static Map<String, Object> of(String... keysAndValues) {
            Map<String, Object> map = new HashMap<String, Object>();
            for (int i = 0; i < keysAndValues.length; i += 2) {
                map.put(keysAndValues[i], keysAndValues[i + 1]);
            }
            return map;
        }
    }
}
