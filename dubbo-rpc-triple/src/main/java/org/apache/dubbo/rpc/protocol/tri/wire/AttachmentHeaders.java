package org.apache.dubbo.rpc.protocol.tri.wire;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import io.netty.handler.codec.http2.Http2Headers;
import io.netty.util.AsciiString;

/**
 * Dubbo attachments as gRPC metadata and back. Each attachment is one header, its key lower-cased (HTTP/2 allows
 * nothing else). A {@code byte[]} value travels base64-encoded under a key ending in {@code -bin}, as gRPC's
 * binary metadata; a key ending in {@code -bin} is decoded back to {@code byte[]}. Other values travel as their
 * string form, as UTF-8 octets (gRPC peers read ASCII; Apache Dubbo 3.3 itself sends {@code ?} for every non-ASCII
 * character).
 *
 * <p>Headers that belong to HTTP/2 or gRPC ({@code :path}, {@code content-type}, {@code te}, {@code grpc-*},
 * {@code user-agent}, ...) are never attachments; Dubbo's own call keys travel in their triple headers
 * ({@code tri-service-group}, {@code tri-service-version}, {@code tri-consumer-appname}) or not at all.
 */
public final class AttachmentHeaders {

    /** Attachment keys that are never sent as headers: the call's identity, carried elsewhere or local only. */
    private static final Set<String> NOT_SENT = new HashSet<>(Arrays.asList("path", "interface", "version", "group",
            "dubbo", "async", "return", "id", "remote.application", "application", "serialization",
            "methodname", "parametertypesdesc"));
    /** Headers that are never attachments. */
    private static final Set<String> RESERVED = new HashSet<>(Arrays.asList("content-type", "te", "user-agent",
            "accept-encoding", "content-length", "connection", "host", "keep-alive", "proxy-connection",
            "transfer-encoding", "upgrade", "tri-exception-code"));

    private AttachmentHeaders() {
    }

    /** Adds the attachments that may travel as headers to {@code headers}. */
    public static void write(Map<String, Object> attachments, Http2Headers headers) {
        if (attachments == null || attachments.isEmpty()) {
            return;
        }
        for (Map.Entry<String, Object> e : attachments.entrySet()) {
            Object value = e.getValue();
            if (value == null || e.getKey() == null) {
                continue;
            }
            String key = e.getKey().toLowerCase(Locale.ROOT);
            if (NOT_SENT.contains(key) || isReserved(key) || !isValidName(key)) {
                continue;
            }
            if (value instanceof byte[]) {
                String name = key.endsWith("-bin") ? key : key + "-bin";
                headers.add(name, Base64.getEncoder().withoutPadding().encodeToString((byte[]) value));
            } else if (key.endsWith("-bin")) {
                headers.add(key, Base64.getEncoder().withoutPadding().encodeToString(
                        value.toString().getBytes(StandardCharsets.UTF_8)));
            } else {
                headers.add(key, new AsciiString(value.toString().getBytes(StandardCharsets.UTF_8), false));
            }
        }
    }

    /** Puts every header that is an attachment into {@code attachments}. */
    public static void read(Http2Headers headers, Map<String, Object> attachments) {
        for (Map.Entry<CharSequence, CharSequence> e : headers) {
            String key = e.getKey().toString();
            if (isReserved(key)) {
                continue;
            }
            CharSequence value = e.getValue();
            if (key.endsWith("-bin")) {
                try {
                    attachments.put(key, Base64.getDecoder().decode(value.toString().trim()));
                } catch (IllegalArgumentException ignored) {
                    // not base64: keep the raw text rather than lose the header
                    attachments.put(key, value.toString());
                }
            } else {
                attachments.put(key, utf8(value));
            }
        }
    }

    static boolean isReserved(String key) {
        return key.isEmpty() || key.charAt(0) == ':' || key.startsWith("grpc-") || RESERVED.contains(key)
                || key.startsWith("tri-");
    }

    private static boolean isValidName(String key) {
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.')) {
                return false;
            }
        }
        return true;
    }

    private static String utf8(CharSequence value) {
        if (value instanceof AsciiString) {
            AsciiString ascii = (AsciiString) value;
            return new String(ascii.array(), ascii.arrayOffset(), ascii.length(), StandardCharsets.UTF_8);
        }
        return value.toString();
    }
}
