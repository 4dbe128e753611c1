package interop.capture;

import com.alibaba.com.caucho.hessian.io.Hessian2Input;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Names captured frames: requests after the method they call (parsed from the hessian2 body), responses after the
 * request with the same id on the same connection, events after their payload (heartbeat, readonly).
 */
final class FrameLabeler {

    private static final byte[] HESSIAN2_NULL = {0x4E};
    private static final byte[] FASTJSON2_NULL = {0, 0, 0, 1, (byte) 0xAF};
    private static final int HESSIAN2 = 2;

    /** Labels chosen by whoever crafted a request, keyed by connection prefix and id. */
    private final Map<String, String> presetLabels = new HashMap<>();

    void preset(String connectionPrefix, long id, String label) {
        presetLabels.put(connectionPrefix + "#" + id, label);
    }

    /**
     * A label and a free-text detail for every frame, in input order. Labels end in {@code -request},
     * {@code -response} or {@code -error<status>}.
     */
    Map<CapturedFrame, String[]> label(List<CapturedFrame> frames) {
        Map<CapturedFrame, String[]> labels = new LinkedHashMap<>();
        Map<String, String> requestLabels = new HashMap<>();
        for (CapturedFrame frame : frames) {
            if (frame.isRequest()) {
                String[] labelAndDetail = labelRequest(frame);
                requestLabels.put(frame.connection() + "#" + frame.direction() + "#" + frame.id(), labelAndDetail[0]);
                labels.put(frame, new String[]{labelAndDetail[0] + "-request", labelAndDetail[1]});
            } else {
                labels.put(frame, labelResponse(frame, requestLabels));
            }
        }
        return labels;
    }

    private String[] labelRequest(CapturedFrame frame) {
        byte[] body = frame.body();
        if (frame.isEvent()) {
            if (Arrays.equals(body, HESSIAN2_NULL) || Arrays.equals(body, FASTJSON2_NULL)) {
                return new String[]{"heartbeat", "event payload null"};
            }
            char last = body.length == 0 ? '?' : (char) body[body.length - 1];
            String name = last == 'R' ? "readonly" : last == 'W' ? "writeable" : "event";
            return new String[]{name, "event payload \"" + last + "\""};
        }
        String preset = presetLabels.get(frame.connection().replaceAll("-\\d+$", "") + "#" + frame.id());
        String[] parsed = frame.serializationId() == HESSIAN2 ? parseCall(body)
                : new String[]{"call-serialization-" + frame.serializationId(), "body not parsed"};
        String label = preset != null ? preset : parsed[0];
        return new String[]{frame.isTwoWay() ? label : label + "-oneway", parsed[1]};
    }

    private static String[] labelResponse(CapturedFrame frame, Map<String, String> requestLabels) {
        String requestDirection = frame.direction().equals("s2c") ? "c2s" : "s2c";
        String request = requestLabels.getOrDefault(frame.connection() + "#" + requestDirection + "#" + frame.id(),
                "unmatched");
        if (frame.status() != 20) {
            return new String[]{request + "-error" + frame.status(), "status " + frame.status()};
        }
        if (frame.isEvent()) {
            return new String[]{request + "-response", "event response"};
        }
        String detail = "status 20";
        if (frame.serializationId() == HESSIAN2) {
            try {
                int type = new Hessian2Input(new ByteArrayInputStream(frame.body())).readInt();
                detail += ", response type " + type;
            } catch (IOException | RuntimeException e) {
                detail += ", response type unreadable";
            }
        }
        return new String[]{request + "-response", detail};
    }

    /** Reads the call fields; returns {label, detail}. */
    private static String[] parseCall(byte[] body) {
        try {
            Hessian2Input in = new Hessian2Input(new ByteArrayInputStream(body));
            String protocolVersion = in.readString();
            String service = in.readString();
            String version = in.readString();
            String method = in.readString();
            String descriptor = in.readString();
            int count = parameterCount(descriptor);
            Object[] args = new Object[count];
            for (int i = 0; i < count; i++) {
                args[i] = in.readObject();
            }
            Object attachments = in.readObject();
            String label = method;
            if (method.startsWith("$invoke") && count > 0) {
                label += "-" + args[0];
            }
            Object group = attachments instanceof Map ? ((Map<?, ?>) attachments).get("group") : null;
            if (group != null || !"0.0.0".equals(version)) {
                label += "@" + (group == null ? "" : group) + ":" + version;
            }
            String detail = "dubbo=" + protocolVersion + " service=" + service + " version=" + version
                    + " method=" + method + " descriptor=" + descriptor + " attachments=" + attachments;
            return new String[]{label, detail};
        } catch (IOException | RuntimeException e) {
            return new String[]{"unparsed-call", "hessian2 body could not be read: " + e};
        }
    }

    /** Number of parameters in a JVM descriptor list such as {@code ILjava/lang/String;[J}. */
    static int parameterCount(String descriptor) {
        int count = 0;
        int i = 0;
        while (i < descriptor.length()) {
            char c = descriptor.charAt(i);
            if (c == '[') {
                i++;
                continue;
            }
            if (c == 'L') {
                int end = descriptor.indexOf(';', i);
                if (end < 0) {
                    throw new IllegalArgumentException("unterminated class in descriptor '" + descriptor + "'");
                }
                i = end + 1;
            } else {
                i++;
            }
            count++;
        }
        return count;
    }
}
