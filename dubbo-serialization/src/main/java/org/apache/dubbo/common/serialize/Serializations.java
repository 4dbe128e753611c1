package org.apache.dubbo.common.serialize;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.dubbo.common.serialize.fastjson2.Fastjson2Serialization;
import org.apache.dubbo.common.serialize.hessian2.Hessian2Serialization;

/**
 * The serializations this JVM can speak, by wire id and by name, each with the bytes it uses for a
 * {@code null} value (heartbeat bodies are recognised by comparing with those, wire spec 5.1).
 */
public final class Serializations {

    public static final String DEFAULT_NAME = Hessian2Serialization.NAME;

    private static final Serialization[] BY_ID = new Serialization[32];
    private static final byte[][] NULL_BODY_BY_ID = new byte[32][];
    private static final Map<String, Serialization> BY_NAME = new LinkedHashMap<>();

    static {
        register(new Hessian2Serialization());
        register(new Fastjson2Serialization());
    }

    private Serializations() {
    }

    private static void register(Serialization s) {
        int id = s.getContentTypeId();
        if (id < 0 || id > 31) {
            throw new IllegalArgumentException("Serialization id must be 0..31, got " + id + " for " + s.getName());
        }
        BY_ID[id] = s;
        BY_NAME.put(s.getName(), s);
        NULL_BODY_BY_ID[id] = encodeNull(s);
    }

    /** The serialization with that wire id, or null when this JVM does not know it. */
    public static Serialization byId(int id) {
        return id >= 0 && id < BY_ID.length ? BY_ID[id] : null;
    }

    /** The serialization with that name; a clear error for unknown names lists the known ones. */
    public static Serialization byName(String name) {
        Serialization s = BY_NAME.get(name == null ? DEFAULT_NAME : name.trim());
        if (s == null) {
            throw new IllegalArgumentException("Unknown serialization '" + name + "', supported: " + BY_NAME.keySet());
        }
        return s;
    }

    public static boolean isKnown(String name) {
        return name != null && BY_NAME.containsKey(name.trim());
    }

    public static Serialization defaultSerialization() {
        return BY_NAME.get(DEFAULT_NAME);
    }

    public static Map<String, Serialization> all() {
        return Collections.unmodifiableMap(BY_NAME);
    }

    /** The body bytes of a lone {@code null} in the serialization with that id, or null if the id is unknown. */
    public static byte[] nullBody(int id) {
        byte[] b = id >= 0 && id < NULL_BODY_BY_ID.length ? NULL_BODY_BY_ID[id] : null;
        return b == null ? null : Arrays.copyOf(b, b.length);
    }

    /** Whether {@code body} is exactly the null encoding of serialization {@code id}. */
    public static boolean isNullBody(int id, byte[] body) {
        byte[] expected = id >= 0 && id < NULL_BODY_BY_ID.length ? NULL_BODY_BY_ID[id] : null;
        return expected != null && Arrays.equals(expected, body);
    }

    private static byte[] encodeNull(Serialization s) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            ObjectOutput out = s.serialize(bytes);
            out.writeObject(null);
            out.flushBuffer();
            out.cleanup();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new IllegalStateException("Serialization " + s.getName() + " cannot write null", e);
        }
    }
}
