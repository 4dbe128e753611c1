package org.apache.dubbo.registry.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.dubbo.common.URL;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The nodes real Apache Dubbo providers wrote, from {@code src/test/resources/apache-golden} (see its README). */
final class ApacheGolden {

    static final String APPLICATION = "interop-provider";
    private static final ObjectMapper JSON = new ObjectMapper();

    private ApacheGolden() {
    }

    static String text(String name) {
        try (InputStream in = ApacheGolden.class.getResourceAsStream("/apache-golden/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource apache-golden/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static JsonNode json(String name) {
        try {
            return JSON.readTree(text(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<URL> providerUrls(String version) {
        List<URL> urls = new ArrayList<>();
        for (String line : text(version + "-provider-urls.txt").split("\n")) {
            if (!line.isBlank()) {
                urls.add(URL.valueOf(line.trim()));
            }
        }
        return urls;
    }

    /** The {@code dubbo.metadata.revision} of a captured instance node. */
    static String instanceRevision(String version) {
        return json(version + "-instance.json").path("payload").path("metadata").path("dubbo.metadata.revision")
                .asText();
    }

    static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
