package org.apache.dubbo.common.serialize;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.serialize.fastjson2.Fastjson2Serialization;
import org.apache.dubbo.common.serialize.hessian2.Hessian2Serialization;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The serializations this JVM can speak, by wire id and by name, each with the bytes it uses for a
 * {@code null} value (heartbeat bodies are recognised by comparing with those, wire spec 5.1).
 *
 * <p>They are the {@link Serialization} extensions, found once, on first use: the built-in {@code hessian2} and
 * {@code fastjson2}, then users' extensions by name. An extension whose id is out of range or already taken, or
 * that cannot be created, is left out with an error naming it; the others keep working.
 */
public final class Serializations {

    public static final String DEFAULT_NAME = Hessian2Serialization.NAME;

    private static final Logger log = LoggerFactory.getLogger(Serializations.class);

    private Serializations() {
    }

    /** What was found, read without locking once built. */
    private static final class Known {
        static final Known INSTANCE = load();

        final Serialization[] byId = new Serialization[32];
        final byte[][] nullBodyById = new byte[32][];
        final Map<String, Serialization> byName = new LinkedHashMap<>();
        final Map<Serialization, String> names = new IdentityHashMap<>();

        private static Known load() {
            Known known = new Known();
            ExtensionLoader<Serialization> loader = ExtensionLoader.getExtensionLoader(Serialization.class);
            List<String> names = new ArrayList<>();
            names.add(Hessian2Serialization.NAME);
            names.add(Fastjson2Serialization.NAME);
            for (String name : loader.getSupportedExtensions()) {
                if (!names.contains(name)) {
                    names.add(name);
                }
            }
            for (String name : names) {
                Serialization s;
                try {
                    s = loader.getExtension(name);
                } catch (RuntimeException | LinkageError e) {
                    log.error("Serialization '{}' cannot be used: {}", name, e.toString(), e);
                    continue;
                }
                known.register(name, s);
            }
            return known;
        }

        private void register(String name, Serialization s) {
            int id = s.getContentTypeId();
            if (id < 0 || id > 31) {
                log.error("Serialization '{}' ({}) has content type id {}, outside 0..31; it is not used", name,
                        s.getClass().getName(), id);
                return;
            }
            if (byId[id] != null) {
                log.error("Serialization '{}' ({}) has content type id {}, which '{}' ({}) already uses; '{}' is not"
                        + " used", name, s.getClass().getName(), id, names.get(byId[id]),
                        byId[id].getClass().getName(), name);
                return;
            }
            byte[] nullBody;
            try {
                nullBody = encodeNull(s);
            } catch (IOException | RuntimeException e) {
                log.error("Serialization '{}' ({}) cannot write null, which heartbeats need; it is not used", name,
                        s.getClass().getName(), e);
                return;
            }
            byId[id] = s;
            nullBodyById[id] = nullBody;
            byName.put(name, s);
            names.put(s, name);
        }
    }

    /** The serialization with that wire id, or null when this JVM does not know it. */
    public static Serialization byId(int id) {
        return id >= 0 && id < 32 ? Known.INSTANCE.byId[id] : null;
    }

    /** The serialization with that name; a clear error for unknown names lists the known ones. */
    public static Serialization byName(String name) {
        Serialization s = Known.INSTANCE.byName.get(name == null ? DEFAULT_NAME : name.trim());
        if (s == null) {
            throw new IllegalArgumentException("Unknown serialization '" + name + "', supported: "
                    + Known.INSTANCE.byName.keySet());
        }
        return s;
    }

    public static boolean isKnown(String name) {
        return name != null && Known.INSTANCE.byName.containsKey(name.trim());
    }

    public static Serialization defaultSerialization() {
        return Known.INSTANCE.byName.get(DEFAULT_NAME);
    }

    /** The name {@code serialization} is known by (its extension name). */
    public static String nameOf(Serialization serialization) {
        String name = Known.INSTANCE.names.get(serialization);
        return name != null ? name : serialization.getClass().getName();
    }

    public static Map<String, Serialization> all() {
        return Collections.unmodifiableMap(Known.INSTANCE.byName);
    }

    /** The body bytes of a lone {@code null} in the serialization with that id, or null if the id is unknown. */
    public static byte[] nullBody(int id) {
        byte[] b = id >= 0 && id < 32 ? Known.INSTANCE.nullBodyById[id] : null;
        return b == null ? null : Arrays.copyOf(b, b.length);
    }

    /** Whether {@code body} is exactly the null encoding of serialization {@code id}. */
    public static boolean isNullBody(int id, byte[] body) {
        byte[] expected = id >= 0 && id < 32 ? Known.INSTANCE.nullBodyById[id] : null;
        return expected != null && Arrays.equals(expected, body);
    }

    private static byte[] encodeNull(Serialization s) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ObjectOutput out = s.serialize(null, bytes);
        try {
            out.writeObject(null);
            out.flushBuffer();
        } finally {
            out.cleanup();
        }
        return bytes.toByteArray();
    }
}
