package org.apache.dubbo.config;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.dubbo.common.config.Environment;
import org.apache.dubbo.common.config.SubProperty;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What {@link AbstractConfig#refresh()} does: fills a bean from the externalized configuration of its
 * application ({@link Environment}), with the precedence described there, then its methods and their arguments.
 */
final class ConfigRefresh {

    private static final Logger LOGGER = LoggerFactory.getLogger(ConfigRefresh.class);

    /**
     * Attributes a reference does not copy from its consumer, nor a service from its provider: the id; the ids of
     * registries and protocols, which the config layer resolves with its own fallback to the parent (a bean's
     * own registry list must keep beating its consumer's ids); and {@code iothreads}, which on a consumer asks
     * for one IO group shared by its references but on a reference for a group of the reference's own.
     */
    private static final Set<String> NOT_INHERITED = Collections.unmodifiableSet(new HashSet<>(
            Arrays.asList("id", "registryIds", "protocolIds", "iothreads")));

    private ConfigRefresh() {
    }

    static void refresh(AbstractConfig config) {
        Environment environment = Environment.of(config.getApplicationModel());
        String prefix = preferredPrefix(config.getPrefixes(), environment);
        ExternalValues values = ExternalValues.under(environment, prefix);
        AbstractConfig parent = parentOf(config);
        if (parent != null) {
            if (!parent.isRefreshed()) {
                parent.refresh();
            }
            values = values.inheriting(parent, NOT_INHERITED);
        }
        assign(config, values, identityOf(config));
        if (config instanceof AbstractInterfaceConfig) {
            refreshMethods((AbstractInterfaceConfig) config, prefix, values);
        } else if (config instanceof MethodConfig) {
            refreshArguments((MethodConfig) config, environment, prefix, values);
        }
    }

    /**
     * Fills a nested settings bean of {@code owner} (e.g. {@code MetricsConfig}'s histogram) from the keys under
     * {@code <owner prefix>.<path>.}, with the usual precedence.
     *
     * @return whether any such key exists
     */
    static boolean refreshNested(AbstractConfig owner, Object nested, String path) {
        Environment environment = Environment.of(owner.getApplicationModel());
        String prefix = preferredPrefix(owner.getPrefixes(), environment) + "." + path;
        if (!environment.hasSubProperties(prefix)) {
            return false;
        }
        assign(nested, ExternalValues.under(environment, prefix), Collections.<String>emptySet());
        return true;
    }

    /** The first prefix any source has a property under, else the first prefix. */
    private static String preferredPrefix(List<String> prefixes, Environment environment) {
        for (String prefix : prefixes) {
            if (environment.hasSubProperties(prefix)) {
                return prefix;
            }
        }
        return prefixes.get(0);
    }

    /** The config whose attributes a bean inherits: a reference's consumer, a service's provider. */
    private static AbstractConfig parentOf(AbstractConfig config) {
        if (config instanceof ReferenceConfigBase) {
            return ((ReferenceConfigBase<?>) config).getConsumer();
        }
        if (config instanceof ServiceConfigBase) {
            return ((ServiceConfigBase<?>) config).getProvider();
        }
        return null;
    }

    /** Properties that identify the bean, spelled in its keys, and so are never set from them. */
    private static Set<String> identityOf(AbstractConfig config) {
        Set<String> identity = new HashSet<>();
        identity.add("id");
        if (config instanceof AbstractInterfaceConfig) {
            identity.add("interface");
        }
        if (config instanceof MethodConfig) {
            identity.add("name");
        }
        return identity;
    }

    /**
     * Sets each property of {@code bean} from the highest overriding source that has it; a property the bean
     * has not set from the inherited layer, else from {@code dubbo.properties}; then merges the parameters.
     */
    private static void assign(Object bean, ExternalValues values, Set<String> identity) {
        for (RefreshableProperty property : RefreshableProperty.of(bean.getClass())) {
            if (identity.contains(property.name())) {
                continue;
            }
            SubProperty value = values.overriding(property.kebabName());
            if (value == null && property.read(bean) == null) {
                value = values.fallback(property.kebabName());
            }
            if (value != null) {
                property.assign(bean, value);
            }
        }
        assignParameters(bean, values);
    }

    @SuppressWarnings("unchecked")
    private static void assignParameters(Object bean, ExternalValues values) {
        for (ConfigProperty property : ConfigProperties.of(bean.getClass())) {
            if (!property.isParameterMap()) {
                continue;
            }
            Map<String, String> merged = values.mergeParameters((Map<String, String>) property.read(bean));
            if (merged == null) {
                return;
            }
            try {
                Method setter = bean.getClass().getMethod("setParameters", Map.class);
                setter.invoke(bean, merged);
            } catch (NoSuchMethodException readOnly) {
                LOGGER.debug("{} has no setParameters(Map); externalized parameters ignored",
                        bean.getClass().getName());
            } catch (InvocationTargetException e) {
                Throwable cause = e.getCause();
                throw new IllegalArgumentException("Invalid parameters " + merged + " for "
                        + bean.getClass().getSimpleName() + ": " + cause.getMessage(), cause);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("Cannot set the parameters of " + bean.getClass().getName(), e);
            }
            return;
        }
    }

    /**
     * Creates a {@link MethodConfig} for every method named in a dotted key ({@code {prefix}.sayHello.timeout})
     * that has none yet, then refreshes all method configs under this prefix. Consumer and provider configs,
     * which have no interface, have no method keys.
     */
    private static void refreshMethods(AbstractInterfaceConfig config, String prefix, ExternalValues values) {
        String interfaceName = config.getInterface();
        if (interfaceName == null || interfaceName.isEmpty()) {
            return;
        }
        Class<?> type = loadQuietly(interfaceName, config.getInterfaceClassLoader());
        for (String name : values.firstSegments(segment -> !isIndex(segment))) {
            if (methodNamed(config, name) != null) {
                continue;
            }
            if (type != null && !hasMethod(type, name)) {
                LOGGER.warn("Ignoring {}.{}.*: {} has no method {}", prefix, name, interfaceName, name);
                continue;
            }
            MethodConfig method = new MethodConfig(config.getScopeModel());
            method.setName(name);
            config.addMethod(method);
        }
        List<MethodConfig> methods = config.getMethods();
        if (methods == null) {
            return;
        }
        for (MethodConfig method : methods) {
            if (method.getName() == null || method.getName().isEmpty()) {
                continue;
            }
            method.setParentPrefix(prefix);
            method.setScopeModel(config.getScopeModel());
            method.refresh();
        }
    }

    /** Creates an {@link ArgumentConfig} for each index in a key ({@code {method prefix}.1.callback}); fills all. */
    private static void refreshArguments(MethodConfig method, Environment environment, String prefix,
                                         ExternalValues values) {
        for (String index : values.firstSegments(ConfigRefresh::isIndex)) {
            Integer position = Integer.valueOf(index);
            if (argumentAt(method, position) == null) {
                ArgumentConfig argument = new ArgumentConfig();
                argument.setIndex(position);
                method.addArgument(argument);
            }
        }
        List<ArgumentConfig> arguments = method.getArguments();
        if (arguments == null) {
            return;
        }
        for (ArgumentConfig argument : arguments) {
            Integer position = argument.getIndex();
            if (position != null && position >= 0) {
                assign(argument, ExternalValues.under(environment, prefix + "." + position),
                        Collections.singleton("index"));
            }
        }
    }

    private static boolean isIndex(String segment) {
        if (segment.isEmpty() || segment.length() > 9) {
            return false;
        }
        for (int i = 0; i < segment.length(); i++) {
            if (!Character.isDigit(segment.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static MethodConfig methodNamed(AbstractInterfaceConfig config, String name) {
        List<MethodConfig> methods = config.getMethods();
        if (methods != null) {
            for (MethodConfig method : methods) {
                if (name.equals(method.getName())) {
                    return method;
                }
            }
        }
        return null;
    }

    private static ArgumentConfig argumentAt(MethodConfig method, Integer index) {
        List<ArgumentConfig> arguments = method.getArguments();
        if (arguments != null) {
            for (ArgumentConfig argument : arguments) {
                if (index.equals(argument.getIndex())) {
                    return argument;
                }
            }
        }
        return null;
    }

    private static boolean hasMethod(Class<?> type, String name) {
        return Arrays.stream(type.getMethods()).anyMatch(method -> method.getName().equals(name));
    }

    /** The interface, or null when it is not on the class path (generic callers): method names are then trusted. */
    private static Class<?> loadQuietly(String name, ClassLoader loader) {
        try {
            return ClassResolver.load(name, loader);
        } catch (ClassNotFoundException | LinkageError notAvailable) {
            LOGGER.debug("Interface {} is not loadable; method keys are not checked against it", name);
            return null;
        }
    }
}
