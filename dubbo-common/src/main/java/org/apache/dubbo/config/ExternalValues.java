package org.apache.dubbo.config;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import org.apache.dubbo.common.config.Environment;
import org.apache.dubbo.common.config.SubProperty;

/**
 * The externalized values for one bean under its chosen prefix, in three layers around the bean's own values:
 * <em>overriding</em> (system properties, environment variables, application configuration, highest first),
 * <em>inherited</em> (the attributes of the bean's consumer or provider config, which count as the bean's own
 * values) and <em>defaults</em> ({@code dubbo.properties}).
 */
final class ExternalValues {

    private static final String PARAMETERS = "parameters";
    private static final String PARAMETER_PREFIX = PARAMETERS + ".";

    private final List<SubProperty> overriding;
    private final List<SubProperty> inherited;
    private final Map<String, String> inheritedParameters;
    private final List<SubProperty> defaults;
    private final Map<String, SubProperty> overridingByName;
    private final Map<String, SubProperty> inheritedByName;
    private final Map<String, SubProperty> defaultsByName;

    private ExternalValues(List<SubProperty> overriding, List<SubProperty> inherited,
                           Map<String, String> inheritedParameters, List<SubProperty> defaults) {
        this.overriding = overriding;
        this.inherited = inherited;
        this.inheritedParameters = inheritedParameters;
        this.defaults = defaults;
        this.overridingByName = byName(overriding);
        this.inheritedByName = byName(inherited);
        this.defaultsByName = byName(defaults);
    }

    /** The values under {@code prefix}, without inherited ones. */
    static ExternalValues under(Environment environment, String prefix) {
        return new ExternalValues(environment.getOverridingSubProperties(prefix),
                Collections.<SubProperty>emptyList(), Collections.<String, String>emptyMap(),
                environment.getDefaultSubProperties(prefix));
    }

    /** These values with the set attributes and parameters of {@code parent} as the inherited layer. */
    ExternalValues inheriting(AbstractConfig parent, Set<String> excluded) {
        List<SubProperty> attributes = new ArrayList<>();
        String source = AbstractConfig.getTagName(parent.getClass()) + " config";
        for (RefreshableProperty property : RefreshableProperty.of(parent.getClass())) {
            Object value = excluded.contains(property.name()) ? null : property.read(parent);
            if (value != null && !value.toString().trim().isEmpty()) {
                attributes.add(new SubProperty(property.kebabName(), property.kebabName(), value.toString(), source));
            }
        }
        Map<String, String> parameters = new LinkedHashMap<>();
        for (ConfigProperty property : ConfigProperties.of(parent.getClass())) {
            if (property.isParameterMap()) {
                Map<?, ?> values = (Map<?, ?>) property.read(parent);
                if (values != null) {
                    for (Map.Entry<?, ?> entry : values.entrySet()) {
                        if (entry.getKey() != null && entry.getValue() != null) {
                            parameters.put(entry.getKey().toString(), entry.getValue().toString());
                        }
                    }
                }
            }
        }
        return new ExternalValues(overriding, attributes, parameters, defaults);
    }

    /** The overriding value for a property (kebab-case name), or null. */
    SubProperty overriding(String kebabName) {
        return overridingByName.get(kebabName);
    }

    /** The value for a property the bean has not set: inherited, else from {@code dubbo.properties}; or null. */
    SubProperty fallback(String kebabName) {
        SubProperty value = inheritedByName.get(kebabName);
        return value != null ? value : defaultsByName.get(kebabName);
    }

    /**
     * The bean's parameters merged with the externalized ones, key by key with the precedence of single
     * properties; within one source {@code parameters.k=v} beats an entry of {@code parameters=[{k:v}]}. Null
     * when no layer outside the bean has any parameter.
     *
     * @throws IllegalArgumentException naming key, value and source for a malformed {@code parameters} list
     */
    Map<String, String> mergeParameters(Map<String, String> own) {
        Map<String, String> merged = new LinkedHashMap<>();
        boolean external = addParameters(merged, overriding);
        if (own != null) {
            for (Map.Entry<String, String> entry : own.entrySet()) {
                merged.putIfAbsent(entry.getKey(), entry.getValue());
            }
        }
        for (Map.Entry<String, String> entry : inheritedParameters.entrySet()) {
            external |= merged.putIfAbsent(entry.getKey(), entry.getValue()) == null;
        }
        external |= addParameters(merged, defaults);
        return external ? merged : null;
    }

    /**
     * The distinct first segments of dotted names ({@code sayHello} of {@code sayHello.timeout}) accepted by
     * {@code filter}, overriding layer first; {@code parameters} is never one.
     */
    Set<String> firstSegments(Predicate<String> filter) {
        Set<String> segments = new LinkedHashSet<>();
        for (List<SubProperty> layer : Arrays.asList(overriding, defaults)) {
            for (SubProperty property : layer) {
                int dot = property.getName().indexOf('.');
                if (dot > 0) {
                    String segment = property.getName().substring(0, dot);
                    if (!PARAMETERS.equals(segment) && filter.test(segment)) {
                        segments.add(segment);
                    }
                }
            }
        }
        return segments;
    }

    /** Adds the parameters of {@code layer} that are not yet in {@code merged}; whether there were any. */
    private static boolean addParameters(Map<String, String> merged, List<SubProperty> layer) {
        boolean any = false;
        int start = 0;
        while (start < layer.size()) {
            String source = layer.get(start).getSource();
            int end = start;
            while (end < layer.size() && layer.get(end).getSource().equals(source)) {
                end++;
            }
            List<SubProperty> sameSource = layer.subList(start, end);
            for (SubProperty property : sameSource) {
                String name = property.getName();
                if (name.startsWith(PARAMETER_PREFIX) && name.length() > PARAMETER_PREFIX.length()) {
                    merged.putIfAbsent(name.substring(PARAMETER_PREFIX.length()), property.getValue().trim());
                    any = true;
                }
            }
            for (SubProperty property : sameSource) {
                if (PARAMETERS.equals(RefreshableProperty.kebab(property.getName()))) {
                    for (Map.Entry<String, String> entry : parse(property).entrySet()) {
                        merged.putIfAbsent(entry.getKey(), entry.getValue());
                        any = true;
                    }
                }
            }
            start = end;
        }
        return any;
    }

    private static Map<String, String> parse(SubProperty property) {
        try {
            return ParameterList.parse(property.getValue());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Invalid value '" + property.getValue() + "' for "
                    + property.getKey() + " (" + property.getSource() + "): " + e.getMessage(), e);
        }
    }

    /** Properties by kebab-case name, the first (highest) of each name kept; dotted names are not properties. */
    private static Map<String, SubProperty> byName(List<SubProperty> layer) {
        Map<String, SubProperty> byName = new LinkedHashMap<>();
        for (SubProperty property : layer) {
            if (property.getName().indexOf('.') < 0) {
                byName.putIfAbsent(RefreshableProperty.kebab(property.getName()), property);
            }
        }
        return byName;
    }
}
