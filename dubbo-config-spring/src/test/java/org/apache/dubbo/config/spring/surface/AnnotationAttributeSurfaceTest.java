package org.apache.dubbo.config.spring.surface;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.config.AbstractConfig;
import org.apache.dubbo.config.ArgumentConfig;
import org.apache.dubbo.config.MethodConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.annotation.Argument;
import org.apache.dubbo.config.annotation.DubboReference;
import org.apache.dubbo.config.annotation.DubboService;
import org.apache.dubbo.config.annotation.Method;
import org.apache.dubbo.config.annotation.Reference;
import org.apache.dubbo.config.annotation.Service;
import org.apache.dubbo.config.spring.ReferenceBean;
import org.apache.dubbo.config.spring.ServiceBean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.core.env.MapPropertySource;

/**
 * Every attribute of {@code @DubboService}, {@code @DubboReference}, {@code @Method} and {@code @Argument} (and of
 * the deprecated {@code @Service} / {@code @Reference}, which share them) set once in a real Spring context
 * ({@link SurfaceAnnotations}): it works (its value is on the service's or reference's configuration and nothing
 * warns) or it warns (a line naming it and what to do). None is accepted silently. The table is written to
 * {@code target/attribute-support/annotations.md} (and to {@code -Dattribute.annotation.table}).
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class AnnotationAttributeSurfaceTest {

    @Test
    void everyAnnotationAttributeWorksOrWarns() throws Exception {
        int port = XmlAttributeSurfaceTest.freePort();
        List<String[]> rows = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        List<String> warnings = Warnings.during(() -> {
            AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext();
            context.getEnvironment().getPropertySources().addFirst(new MapPropertySource("surface",
                    Collections.<String, Object>singletonMap("surface.port", port)));
            context.register(SurfaceAnnotations.class);
            try {
                context.refresh();
                classify(context, rows, problems, null);
            } finally {
                context.close();
            }
        });
        List<String[]> classified = new ArrayList<>();
        for (String[] row : rows) {
            classified.add(withWarnings(row, warnings, problems));
        }
        for (Class<? extends Annotation> deprecated : java.util.Arrays.asList(Service.class, Reference.class)) {
            Class<? extends Annotation> current = deprecated == Service.class ? DubboService.class
                    : DubboReference.class;
            for (java.lang.reflect.Method attribute : deprecated.getDeclaredMethods()) {
                if (!hasAttribute(current, attribute.getName())) {
                    problems.add("@" + deprecated.getSimpleName() + "(" + attribute.getName() + ") has no"
                            + " counterpart on @" + current.getSimpleName() + " and is not walked");
                }
            }
        }
        write(classified);
        assertEquals(new ArrayList<>(), problems, "annotation attributes not handled as they should be");
    }

    private static void classify(AnnotationConfigApplicationContext context, List<String[]> rows,
                                 List<String> problems, Object unused) {
        Map<String, ServiceBean> services = context.getBeansOfType(ServiceBean.class);
        Map<String, ReferenceBean> references = context.getBeansOfType(ReferenceBean.class);
        for (java.lang.reflect.Method attribute : sorted(DubboService.class)) {
            String name = attribute.getName();
            ServiceBean<?> service = null;
            for (ServiceBean<?> candidate : services.values()) {
                if (("s-" + name).equals(candidate.getGroup())
                        || ("group".equals(name) && "surface-group".equals(candidate.getGroup()))) {
                    service = candidate;
                }
            }
            rows.add(observe("@DubboService", name, service, problems));
        }
        for (java.lang.reflect.Method attribute : sorted(DubboReference.class)) {
            String name = attribute.getName();
            rows.add(observe("@DubboReference", name, reference(references, "r-" + name, name), problems));
        }
        for (java.lang.reflect.Method attribute : sorted(Method.class)) {
            String name = attribute.getName();
            ReferenceConfig<?> reference = reference(references, "m-" + name, name);
            MethodConfig method = reference == null || reference.getMethods() == null ? null
                    : reference.getMethods().get(0);
            rows.add(observe("@Method", name, "name".equals(name) || "arguments".equals(name) ? null : method,
                    problems));
        }
        for (java.lang.reflect.Method attribute : sorted(Argument.class)) {
            String name = attribute.getName();
            ReferenceConfig<?> reference = reference(references, "a-" + name, name);
            ArgumentConfig argument = reference == null || reference.getMethods() == null ? null
                    : reference.getMethods().get(0).getArguments().get(0);
            rows.add(observe("@Argument", name, argument, problems));
        }
        assertCovered(problems);
    }

    private static ReferenceConfig<?> reference(Map<String, ReferenceBean> references, String group, String name) {
        for (Map.Entry<String, ReferenceBean> bean : references.entrySet()) {
            ReferenceConfig<?> config = bean.getValue().getReferenceConfig();
            if (group.equals(config.getGroup()) || ("group".equals(name) && "surface-group".equals(config.getGroup()))
                    || ("id".equals(name) && bean.getKey().equals("surfaceReferenceId"))) {
                return config;
            }
        }
        return null;
    }

    /** Row: annotation, attribute, WORKS/WARNS detail (warnings are matched afterwards). */
    private static String[] observe(String annotation, String attribute, Object config, List<String> problems) {
        if ("name".equals(attribute) || "arguments".equals(attribute) || "methods".equals(attribute)
                || "interfaceClass".equals(attribute) || "interfaceName".equals(attribute)) {
            return new String[] {annotation, attribute, "WORKS", "structure: used by every service/reference here"};
        }
        if (config == null) {
            return new String[] {annotation, attribute, "MISSING", "no bean carries it"};
        }
        String shown = shown(config, attribute);
        return new String[] {annotation, attribute, shown == null ? "SILENT" : "WORKS",
            shown == null ? "no warning, and the value is on no bean" : shown};
    }

    private static String shown(Object config, String attribute) {
        if ("id".equals(attribute)) {
            return "names the reference bean";
        }
        if ("stubevent".equals(attribute)) {
            Map<String, String> parameters = XmlSurfaceWalk.parametersOf(config);
            return parameters != null && parameters.containsKey("dubbo.stub.event")
                    ? "parameters['dubbo.stub.event'] = " + parameters.get("dubbo.stub.event") : null;
        }
        if ("parameters".equals(attribute)) {
            Map<String, String> parameters = XmlSurfaceWalk.parametersOf(config);
            return parameters != null && parameters.containsKey("surface.key")
                    ? "parameters['surface.key'] = " + parameters.get("surface.key") : null;
        }
        String property = "isReturn".equals(attribute) ? "return" : attribute;
        if ("registry".equals(attribute)) {
            property = "registryIds";
        } else if ("protocol".equals(attribute) && config instanceof ServiceBean) {
            property = "protocolIds";
        }
        Object value = XmlSurfaceWalk.readProperty(config, property);
        if (value == null && ("onreturn".equals(attribute) || "oninvoke".equals(attribute)
                || "onthrow".equals(attribute))) {
            value = XmlSurfaceWalk.readProperty(config, property + "Method");
        }
        return value == null ? null : "property " + property + " = " + value;
    }

    /** A row that a warning names becomes WARNS, whatever the bean shows. */
    private static String[] withWarnings(String[] row, List<String> warnings, List<String> problems) {
        String kebab = kebab(row[1]);
        String warning = null;
        java.util.Map<String, Integer> perKey = new java.util.HashMap<>();
        for (String line : warnings) {
            for (String key : XmlSurfaceNames.keys(kebab)) {
                if (line.contains("'" + key + "' =") || line.contains("." + key + "' =")) {
                    warning = line.substring(Math.max(0, line.indexOf(" WARN ") + 6));
                    perKey.merge(key, 1, Integer::sum);
                    break;
                }
            }
        }
        if (warning != null) {
            for (Map.Entry<String, Integer> key : perKey.entrySet()) {
                if (key.getValue() > 1) {
                    problems.add(row[0] + "(" + row[1] + ") is warned about " + key.getValue() + " times as '"
                            + key.getKey() + "'");
                }
            }
            return new String[] {row[0], row[1], "WARNS", warning};
        }
        if (!"WORKS".equals(row[2])) {
            problems.add(row[0] + "(" + row[1] + "): " + row[2] + " — " + row[3]);
        }
        return row;
    }

    private static void assertCovered(List<String> problems) {
        TreeSet<String> fields = new TreeSet<>();
        for (Field field : SurfaceAnnotations.References.class.getDeclaredFields()) {
            fields.add(field.getName());
        }
        for (java.lang.reflect.Method attribute : DubboReference.class.getDeclaredMethods()) {
            if (!"methods".equals(attribute.getName()) && !fields.contains(attribute.getName())) {
                problems.add("SurfaceAnnotations sets no @DubboReference(" + attribute.getName() + ")");
            }
        }
    }

    private static boolean hasAttribute(Class<? extends Annotation> type, String name) {
        try {
            type.getDeclaredMethod(name);
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    private static List<java.lang.reflect.Method> sorted(Class<? extends Annotation> type) {
        List<java.lang.reflect.Method> attributes = new ArrayList<>(java.util.Arrays.asList(type.getDeclaredMethods()));
        attributes.sort(java.util.Comparator.comparing(java.lang.reflect.Method::getName));
        return attributes;
    }

    private static String kebab(String camel) {
        StringBuilder out = new StringBuilder();
        for (char c : camel.toCharArray()) {
            if (Character.isUpperCase(c)) {
                out.append('-').append(Character.toLowerCase(c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static void write(List<String[]> rows) throws Exception {
        StringBuilder table = new StringBuilder("<!-- Generated by AnnotationAttributeSurfaceTest (dubbo-config-spring); see"
                + " ../attribute-support.md to regenerate. -->\n\n")
                .append("| annotation | attribute | status | what happens |\n")
                .append("|---|---|---|---|\n");
        for (String[] row : rows) {
            table.append("| ").append(row[0]).append(" | `").append(row[1]).append("` | ").append(row[2])
                    .append(" | ").append(XmlSurfaceWalk.brief(row[3])).append(" |\n");
        }
        Path target = Paths.get("target", "attribute-support", "annotations.md");
        Files.createDirectories(target.getParent());
        Files.write(target, table.toString().getBytes(StandardCharsets.UTF_8));
        String extra = System.getProperty("attribute.annotation.table");
        if (extra != null && !extra.trim().isEmpty()) {
            Files.write(Paths.get(extra.trim()), table.toString().getBytes(StandardCharsets.UTF_8));
        }
    }
}
