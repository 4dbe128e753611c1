package org.apache.dubbo.registry.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.metadata.MetadataInfo.ServiceInfo;

import java.io.IOException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The JSON texts of application-level discovery, in the shapes Apache Dubbo writes and reads: MetadataInfo as
 * stored in the metadata center, the {@code dubbo.endpoints} array and string maps such as
 * {@code dubbo.metadata-service.url-params}. Reading is lenient (unknown properties are ignored); a text that is
 * not JSON of the expected shape is an {@link IllegalArgumentException} naming what was expected.
 */
final class MetadataJson {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private MetadataJson() {
    }

    /**
     * {@code {"app":..,"revision":..,"services":{key:{"group":..,"name":..,"params":{..},"path":..,"port":..,
     * "protocol":..,"version":..}}}}: service properties in alphabetical order, absent ones left out.
     */
    static String metadataInfo(MetadataInfo info) {
        ObjectNode root = MAPPER.createObjectNode();
        putIfNotNull(root, "app", info.getApp());
        putIfNotNull(root, "revision", info.getRevision());
        ObjectNode services = root.putObject("services");
        for (Map.Entry<String, ServiceInfo> entry : new TreeMap<>(info.getServices()).entrySet()) {
            ServiceInfo service = entry.getValue();
            ObjectNode node = services.putObject(entry.getKey());
            putIfNotNull(node, "group", service.getGroup());
            putIfNotNull(node, "name", service.getName());
            ObjectNode params = node.putObject("params");
            for (Map.Entry<String, String> param : new TreeMap<>(service.getParams()).entrySet()) {
                params.put(param.getKey(), param.getValue());
            }
            putIfNotNull(node, "path", service.getPath());
            node.put("port", service.getPort());
            putIfNotNull(node, "protocol", service.getProtocol());
            putIfNotNull(node, "version", service.getVersion());
        }
        return write(root);
    }

    /** @throws IllegalArgumentException if {@code text} is not a MetadataInfo JSON object */
    static MetadataInfo parseMetadataInfo(String text) {
        JsonNode root = read(text, "MetadataInfo");
        MetadataInfo info = new MetadataInfo(textOf(root, "app"), textOf(root, "revision"), null);
        JsonNode services = root.get("services");
        if (services != null && services.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> fields = services.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> entry = fields.next();
                JsonNode node = entry.getValue();
                if (!node.isObject()) {
                    throw new IllegalArgumentException("Invalid MetadataInfo JSON: service " + entry.getKey()
                            + " is not an object");
                }
                JsonNode port = node.get("port");
                info.getServices().put(entry.getKey(), new ServiceInfo(textOf(node, "name"), textOf(node, "group"),
                        textOf(node, "version"), textOf(node, "protocol"),
                        port != null && port.canConvertToInt() ? port.asInt() : -1, textOf(node, "path"),
                        stringMap(node.get("params"))));
            }
        }
        return info;
    }

    /** {@code [{"port":N,"protocol":"name"},...]} in the order of {@code portsByProtocol}. */
    static String endpoints(Map<String, Integer> portsByProtocol) {
        ArrayNode array = MAPPER.createArrayNode();
        for (Map.Entry<String, Integer> entry : portsByProtocol.entrySet()) {
            array.addObject().put("port", entry.getValue()).put("protocol", entry.getKey());
        }
        return write(array);
    }

    /** The port of each protocol of a {@code dubbo.endpoints} text; entries without both are skipped. */
    static Map<String, Integer> parseEndpoints(String text) {
        JsonNode root = read(text, "endpoint array");
        Map<String, Integer> ports = new LinkedHashMap<>();
        if (!root.isArray()) {
            throw new IllegalArgumentException("Invalid endpoints JSON, expected an array: " + text);
        }
        for (JsonNode endpoint : root) {
            JsonNode port = endpoint.get("port");
            JsonNode protocol = endpoint.get("protocol");
            if (port != null && port.canConvertToInt() && protocol != null && protocol.isTextual()) {
                ports.put(protocol.asText(), port.asInt());
            }
        }
        return ports;
    }

    /** A JSON object of strings, in the iteration order of {@code map}. */
    static String stringMap(Map<String, String> map) {
        ObjectNode root = MAPPER.createObjectNode();
        for (Map.Entry<String, String> entry : map.entrySet()) {
            root.put(entry.getKey(), entry.getValue());
        }
        return write(root);
    }

    /** @throws IllegalArgumentException if {@code text} is not a JSON object */
    static Map<String, String> parseStringMap(String text) {
        JsonNode root = read(text, "object");
        if (!root.isObject()) {
            throw new IllegalArgumentException("Invalid JSON, expected an object: " + text);
        }
        return stringMap(root);
    }

    /** Serializes a tree built by the caller (for example a service definition). */
    static String write(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cannot write JSON: " + e.getMessage(), e);
        }
    }

    static ObjectNode newObject() {
        return MAPPER.createObjectNode();
    }

    private static Map<String, String> stringMap(JsonNode node) {
        Map<String, String> map = new LinkedHashMap<>();
        if (node != null && node.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> entry = fields.next();
                if (!entry.getValue().isNull()) {
                    map.put(entry.getKey(), entry.getValue().isValueNode() ? entry.getValue().asText()
                            : entry.getValue().toString());
                }
            }
        }
        return map;
    }

    private static JsonNode read(String text, String what) {
        try {
            JsonNode node = MAPPER.readTree(text);
            if (node == null || node.isMissingNode()) {
                throw new IllegalArgumentException("Invalid JSON, expected " + what + ": empty text");
            }
            return node;
        } catch (IOException e) {
            throw new IllegalArgumentException("Invalid JSON, expected " + what + ": " + e.getMessage(), e);
        }
    }

    private static String textOf(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }

    private static void putIfNotNull(ObjectNode node, String field, String value) {
        if (value != null) {
            node.put(field, value);
        }
    }
}
