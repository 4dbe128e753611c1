package org.apache.dubbo.config.spring.surface;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import org.apache.dubbo.config.spring.surface.XmlSurfaceWalk.Outcome;
import org.apache.dubbo.config.spring.surface.XmlSurfaceWalk.Status;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Every attribute of Apache Dubbo 3.3.5's two XML schemas (read from the real jar) and of ours, in a real Spring
 * context: it works (its value is on the running configuration and nothing warns), it warns (one line naming the
 * attribute, its value and what to do), or the context fails naming it. None is accepted silently.
 *
 * <p>The table it finds is written to {@code target/attribute-support/xml.md} (and to the file named by
 * {@code -Dattribute.table}, e.g. {@code docs/attribute-support-xml.md}). Which attributes warn is decided in one
 * place, {@code org.apache.dubbo.config.UnsupportedAttributes}: when a feature lands and its row is deleted there,
 * this test expects its attributes to work.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class XmlAttributeSurfaceTest {

    static final String APACHE_NAMESPACE = "http://dubbo.apache.org/schema/dubbo";
    static final String LEGACY_NAMESPACE = "http://code.alibabatech.com/schema/dubbo";

    private static XsdSurface apache;
    private static XsdSurface legacy;
    private static XsdSurface ours;

    @BeforeAll
    static void readSchemas() throws Exception {
        String jar = System.getProperty("apache.dubbo.jar");
        assertTrue(jar != null && Files.exists(Paths.get(jar)), "Apache Dubbo's jar is not at " + jar);
        try (ZipFile zip = new ZipFile(jar)) {
            apache = read(zip, "META-INF/dubbo.xsd");
            legacy = read(zip, "META-INF/compat/dubbo.xsd");
        }
        try (InputStream in = XmlAttributeSurfaceTest.class.getResourceAsStream("/META-INF/dubbo-elements.xsd")) {
            ours = XsdSurface.read(in);
        }
    }

    private static XsdSurface read(ZipFile zip, String name) throws Exception {
        ZipEntry entry = zip.getEntry(name);
        try (InputStream in = zip.getInputStream(entry)) {
            return XsdSurface.read(in);
        }
    }

    @Test
    void everyAttributeOfApacheSchemasAndOursWorksWarnsOrFails() throws Exception {
        Map<String, Set<String>> surface = new TreeMap<>();
        for (XsdSurface schema : new XsdSurface[] {apache, legacy, ours}) {
            schema.attributes.forEach((element, names) -> surface.computeIfAbsent(element, e -> new TreeSet<>())
                    .addAll(names));
        }
        List<String[]> rows = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, Set<String>> element : surface.entrySet()) {
            String name = element.getKey();
            boolean legacyOnly = !apache.attributes.containsKey(name) && legacy.attributes.containsKey(name);
            Map<String, String> samples = new LinkedHashMap<>();
            for (String attribute : element.getValue()) {
                if (!XmlSurfaceWalk.isFixed(name, attribute) || "id".equals(attribute)) {
                    samples.put(attribute, "id".equals(attribute) ? "surfaceId" + name.replace("-", "")
                            : SurfaceSamples.of(name, attribute));
                }
            }
            if (XmlSurfaceWalk.isFixed(name, "id")) {
                samples.remove("id");
            }
            XmlSurfaceWalk walk = new XmlSurfaceWalk(legacyOnly ? LEGACY_NAMESPACE : APACHE_NAMESPACE, freePort());
            Map<String, Outcome> outcomes = walk.walk(name, samples);
            Map<String, Outcome> legacyOutcomes = legacyOnlyAttributes(name, element.getValue(), samples);
            for (String attribute : element.getValue()) {
                Outcome outcome = legacyOutcomes.containsKey(attribute) ? legacyOutcomes.get(attribute)
                        : outcomes.get(attribute);
                String where = where(name, attribute);
                if (outcome == null) {
                    rows.add(new String[] {name, attribute, where, "WORKS",
                        "set by every context of this walk and read by it"});
                    continue;
                }
                rows.add(new String[] {name, attribute, where, outcome.status.name(), outcome.detail});
                if (outcome.status == Status.SILENT) {
                    problems.add("<dubbo:" + name + " " + attribute + "=\"" + samples.get(attribute)
                            + "\"> is accepted silently");
                } else if (outcome.status == Status.WARNS && outcome.warningLines > 1) {
                    problems.add("<dubbo:" + name + " " + attribute + "> is warned about " + outcome.warningLines
                            + " times");
                } else if (outcome.status == Status.FAILS && !namesIt(outcome.detail, name, attribute)) {
                    problems.add("<dubbo:" + name + " " + attribute + "> fails without naming it: "
                            + outcome.detail);
                }
            }
        }
        writeTable(rows, "xml.md", "attribute.table");
        assertEquals(new ArrayList<>(), problems, "attributes not handled as they should be");
    }

    /**
     * The same attributes as {@code dubbo.*} properties of the Spring {@code Environment} (application.properties,
     * application.yml): {@code dubbo.protocol.iothreads}, {@code dubbo.reference.{interface}.timeout}, ... Attributes
     * that name beans ({@code ref}, {@code consumer}, {@code monitor}, ...) or ids ({@code registry}) are not
     * properties, in Apache Dubbo either.
     */
    @Test
    void everyAttributeAsADubboPropertyWorksWarnsOrFails() throws Exception {
        List<String[]> rows = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Map<String, Set<String>> surface = new TreeMap<>();
        for (XsdSurface schema : new XsdSurface[] {apache, legacy}) {
            schema.attributes.forEach((element, names) -> surface.computeIfAbsent(element, e -> new TreeSet<>())
                    .addAll(names));
        }
        for (Map.Entry<String, Set<String>> element : surface.entrySet()) {
            String name = element.getKey();
            if (XmlSurfaceWalk.propertyPrefix(name) == null) {
                continue;
            }
            Map<String, String> samples = new LinkedHashMap<>();
            for (String attribute : element.getValue()) {
                if (!XmlSurfaceWalk.isFixed(name, attribute) && !"id".equals(attribute)
                        && !XmlSurfaceNames.isReference(attribute) && !"registry".equals(attribute)
                        && !("protocol".equals(attribute) && ("service".equals(name) || "provider".equals(name)))) {
                    samples.put(attribute, SurfaceSamples.of(name, attribute));
                }
            }
            Map<String, Outcome> outcomes = new XmlSurfaceWalk(APACHE_NAMESPACE, freePort(), true).walk(name,
                    samples);
            for (Map.Entry<String, Outcome> outcome : outcomes.entrySet()) {
                String key = XmlSurfaceWalk.propertyPrefix(name) + outcome.getKey();
                rows.add(new String[] {name, key, where(name, outcome.getKey()), outcome.getValue().status.name(),
                    outcome.getValue().detail});
                if (outcome.getValue().status == Status.SILENT) {
                    problems.add(key + "=" + samples.get(outcome.getKey()) + " is accepted silently");
                } else if (outcome.getValue().status == Status.FAILS
                        && !namesIt(outcome.getValue().detail, name, outcome.getKey())) {
                    problems.add(key + " fails without naming it: " + outcome.getValue().detail);
                }
            }
        }
        writeTable(rows, "properties.md", "attribute.properties.table");
        assertEquals(new ArrayList<>(), problems, "properties not handled as they should be");
    }

    /** Attributes only the legacy schema declares are walked again in the legacy namespace. */
    private Map<String, Outcome> legacyOnlyAttributes(String element, Set<String> attributes,
                                                      Map<String, String> samples) {
        Map<String, String> legacyOnly = new LinkedHashMap<>();
        Set<String> inApache = apache.attributes.getOrDefault(element, new TreeSet<>());
        Set<String> inLegacy = legacy.attributes.getOrDefault(element, new TreeSet<>());
        for (String attribute : attributes) {
            if (inLegacy.contains(attribute) && !inApache.contains(attribute) && samples.containsKey(attribute)
                    && apache.attributes.containsKey(element)) {
                legacyOnly.put(attribute, samples.get(attribute));
            }
        }
        return legacyOnly.isEmpty() ? new HashMap<>()
                : new XmlSurfaceWalk(LEGACY_NAMESPACE, freePort()).walk(element, legacyOnly);
    }

    private static boolean namesIt(String detail, String element, String attribute) {
        return detail.contains(attribute) || detail.contains(element);
    }

    private static String where(String element, String attribute) {
        boolean inApache = apache.attributes.getOrDefault(element, new TreeSet<>()).contains(attribute);
        boolean inLegacy = legacy.attributes.getOrDefault(element, new TreeSet<>()).contains(attribute);
        boolean inOurs = ours.attributes.getOrDefault(element, new TreeSet<>()).contains(attribute);
        String apacheSide = inApache && inLegacy ? "both Apache schemas" : inApache ? "Apache dubbo.xsd"
                : inLegacy ? "Apache legacy schema" : "Dubbo Tuned only";
        return apacheSide + (inOurs ? "" : "; not in our schema");
    }

    private static void writeTable(List<String[]> rows, String file, String property) throws Exception {
        StringBuilder table = new StringBuilder("<!-- Generated by XmlAttributeSurfaceTest (dubbo-config-spring); see"
                + " ../attribute-support.md to regenerate. -->\n\n")
                .append("| element | attribute | declared in | status | what happens |\n")
                .append("|---|---|---|---|---|\n");
        for (String[] row : rows) {
            table.append("| `").append(row[0]).append("` | `").append(row[1]).append("` | ").append(row[2])
                    .append(" | ").append(row[3]).append(" | ").append(XmlSurfaceWalk.brief(row[4])).append(" |\n");
        }
        Path target = Paths.get("target", "attribute-support", file);
        Files.createDirectories(target.getParent());
        Files.write(target, table.toString().getBytes(StandardCharsets.UTF_8));
        String extra = System.getProperty(property);
        if (extra != null && !extra.trim().isEmpty()) {
            Files.write(Paths.get(extra.trim()), table.toString().getBytes(StandardCharsets.UTF_8));
        }
    }

    static int freePort() {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress("127.0.0.1", 0));
            return socket.getLocalPort();
        } catch (java.io.IOException e) {
            throw new IllegalStateException("no free port", e);
        }
    }
}
