package org.apache.dubbo.config.bootstrap.builders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Executor;
import java.util.stream.Stream;

import org.apache.dubbo.common.config.ValueConversion;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ArgumentConfig;
import org.apache.dubbo.config.ConfigCenterConfig;
import org.apache.dubbo.config.ConsumerConfig;
import org.apache.dubbo.config.MetadataReportConfig;
import org.apache.dubbo.config.MethodConfig;
import org.apache.dubbo.config.MetricsConfig;
import org.apache.dubbo.config.ModuleConfig;
import org.apache.dubbo.config.MonitorConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ProviderConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Proves "one builder method per bean property" by reflection: every public setter of every config bean must be
 * matched by a builder method, and a bean built with that method alone must equal, getter by getter, a fresh
 * bean given the same value through the setter. A property added to a bean without a builder method fails here.
 */
class BuilderPropertiesTest {

    private static final Map<Class<?>, Class<?>> BEAN_OF_BUILDER = new LinkedHashMap<>();

    static {
        BEAN_OF_BUILDER.put(ApplicationBuilder.class, ApplicationConfig.class);
        BEAN_OF_BUILDER.put(ModuleBuilder.class, ModuleConfig.class);
        BEAN_OF_BUILDER.put(RegistryBuilder.class, RegistryConfig.class);
        BEAN_OF_BUILDER.put(ProtocolBuilder.class, ProtocolConfig.class);
        BEAN_OF_BUILDER.put(ProviderBuilder.class, ProviderConfig.class);
        BEAN_OF_BUILDER.put(ConsumerBuilder.class, ConsumerConfig.class);
        BEAN_OF_BUILDER.put(ServiceBuilder.class, ServiceConfig.class);
        BEAN_OF_BUILDER.put(ReferenceBuilder.class, ReferenceConfig.class);
        BEAN_OF_BUILDER.put(MethodBuilder.class, MethodConfig.class);
        BEAN_OF_BUILDER.put(ArgumentBuilder.class, ArgumentConfig.class);
        BEAN_OF_BUILDER.put(MonitorBuilder.class, MonitorConfig.class);
        BEAN_OF_BUILDER.put(MetadataReportBuilder.class, MetadataReportConfig.class);
        BEAN_OF_BUILDER.put(ConfigCenterBuilder.class, ConfigCenterConfig.class);
        BEAN_OF_BUILDER.put(MetricsBuilder.class, MetricsConfig.class);
    }

    /**
     * Builder method names that differ from the property name: Apache Dubbo's spellings, list and map properties
     * that builders add to, and deprecated setter aliases of another property. Keys are
     * {@code Bean.property(ParameterType)}, {@code Bean.property}, {@code *.property(ParameterType)} or
     * {@code *.property}, looked up in that order.
     */
    private static final Map<String, String> METHOD_NAMES = new HashMap<>();

    /** Setters of an alias property, left out when all properties are set together. */
    private static final Set<String> ALIASES = new TreeSet<>();

    /** Setters that are not builder properties, with the reason. */
    private static final Map<String, String> NOT_BUILDER_PROPERTIES = new HashMap<>();

    static {
        METHOD_NAMES.put("*.default", "isDefault");
        METHOD_NAMES.put("*.parameters", "appendParameters");
        METHOD_NAMES.put("*.registries", "addRegistries");
        METHOD_NAMES.put("*.registry(RegistryConfig)", "addRegistry");
        METHOD_NAMES.put("*.protocols", "addProtocols");
        METHOD_NAMES.put("*.protocol(ProtocolConfig)", "addProtocol");
        METHOD_NAMES.put("*.methods", "addMethods");
        METHOD_NAMES.put("*.arguments", "addArguments");
        METHOD_NAMES.put("*.interface(String)", "interfaceName");
        METHOD_NAMES.put("*.interface(Class)", "interfaceClass");
        METHOD_NAMES.put("MethodConfig.return", "isReturn");
        METHOD_NAMES.put("RegistryConfig.check", "isCheck");
        METHOD_NAMES.put("RegistryConfig.dynamic", "isDynamic");
        METHOD_NAMES.put("ProtocolConfig.sslEnabled", "isSslEnabled");
        METHOD_NAMES.put("ProviderConfig.contextpath", "contextPath");
        METHOD_NAMES.put("ProviderConfig.threadpool", "threadPool");
        METHOD_NAMES.put("ProviderConfig.threadname", "threadName");
        METHOD_NAMES.put("ProviderConfig.iothreads", "ioThreads");
        METHOD_NAMES.put("ConsumerConfig.threadpool", "threadPool");
        METHOD_NAMES.put("ConsumerConfig.corethreads", "coreThreads");
        METHOD_NAMES.put("ConsumerConfig.shareconnections", "shareConnections");
        METHOD_NAMES.put("MetricsConfig.enableThreadpool", "enableThreadPool");
        METHOD_NAMES.put("ApplicationConfig.metadataType", "metadata");

        alias("*.registry(RegistryConfig)", null);
        alias("*.protocol(ProtocolConfig)", null);
        alias("ProviderConfig.protocol(String)", null);
        alias("ServiceConfig.interfaceClass", null);
        alias("ProviderConfig.path", "contextPath");
        alias("ProviderConfig.dispather", "dispatcher");
        alias("ProtocolConfig.path", null);
        alias("ProtocolConfig.dispather", null);
        alias("RegistryConfig.transport", null);
        for (String qos : new String[]{"qosEnable", "qosHost", "qosPort", "qosAcceptForeignIp",
                "qosAcceptForeignIpWhitelist", "qosAnonymousAccessPermissionLevel"}) {
            alias("ApplicationConfig." + qos + "Compatible", qos);
        }

        NOT_BUILDER_PROPERTIES.put("*.scopeModel",
                "the scope model is given where the bean is declared (DubboBootstrap or one of its modules)");
        String defaults = "provider and consumer defaults apply to many interfaces, they name none";
        NOT_BUILDER_PROPERTIES.put("ProviderConfig.interface", defaults);
        NOT_BUILDER_PROPERTIES.put("ProviderConfig.interfaceClassLoader", defaults);
        NOT_BUILDER_PROPERTIES.put("ConsumerConfig.interface", defaults);
        NOT_BUILDER_PROPERTIES.put("ConsumerConfig.interfaceClassLoader", defaults);
    }

    private static void alias(String setter, String builderMethod) {
        ALIASES.add(setter);
        if (builderMethod != null) {
            METHOD_NAMES.put(setter, builderMethod);
        }
    }

    /** The interface given to {@code interfaceClass}. */
    interface SampleService {
    }

    private static final Executor SAMPLE_EXECUTOR = Runnable::run;
    private static final ClassLoader SAMPLE_CLASS_LOADER = new ClassLoader(null) {
    };
    private static final Object SAMPLE_OBJECT = new Object();
    private static final Map<Class<?>, Object> SAMPLE_BEANS = new HashMap<>();

    // ------------------------------------------------------------------ tests

    @Test
    void everyBuilderHasAPublicNoArgConstructorAndAStaticNewBuilder() throws Exception {
        for (Class<?> builderClass : BEAN_OF_BUILDER.keySet()) {
            assertTrue(Modifier.isPublic(builderClass.getConstructor().getModifiers()), builderClass.getName());
            Method newBuilder = builderClass.getMethod("newBuilder");
            assertTrue(Modifier.isStatic(newBuilder.getModifiers()), builderClass.getName() + ".newBuilder");
            Object builder = newBuilder.invoke(null);
            assertEquals(builderClass, builder.getClass());
            assertEquals(BEAN_OF_BUILDER.get(builderClass), builderClass.getMethod("build").invoke(builder).getClass());
        }
    }

    @Test
    void aBuilderGivenNothingBuildsABeanEqualToAFreshOne() throws Exception {
        for (Map.Entry<Class<?>, Class<?>> entry : BEAN_OF_BUILDER.entrySet()) {
            Object built = build(newBuilder(entry.getKey()));
            assertSameProperties(newBean(entry.getValue()), built, entry.getKey().getSimpleName() + " given nothing");
        }
    }

    @TestFactory
    Stream<DynamicTest> eachSetterHasABuilderMethodThatBuildsTheSameBean() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Map.Entry<Class<?>, Class<?>> entry : BEAN_OF_BUILDER.entrySet()) {
            Class<?> builderClass = entry.getKey();
            Class<?> beanClass = entry.getValue();
            for (Method setter : setters(beanClass)) {
                String name = beanClass.getSimpleName() + "." + setter.getName() + "("
                        + setter.getParameterTypes()[0].getSimpleName() + ")";
                if (reasonNotABuilderProperty(beanClass, setter) != null) {
                    continue;
                }
                tests.add(DynamicTest.dynamicTest(name, () -> assertBuilderMatchesSetter(builderClass, beanClass,
                        setter)));
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> allPropertiesTogetherBuildTheSameBeanAsAllSetters() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Map.Entry<Class<?>, Class<?>> entry : BEAN_OF_BUILDER.entrySet()) {
            tests.add(DynamicTest.dynamicTest(entry.getKey().getSimpleName(),
                    () -> assertAllPropertiesTogether(entry.getKey(), entry.getValue())));
        }
        return tests.stream();
    }

    // ------------------------------------------------------------------ one property

    private static void assertBuilderMatchesSetter(Class<?> builderClass, Class<?> beanClass, Method setter)
            throws Exception {
        Method builderMethod = builderMethodFor(builderClass, beanClass, setter);
        Object fresh = newBean(beanClass);
        for (Object value : samplesFor(builderMethod, setter)) {
            Object viaSetter = newBean(beanClass);
            invoke(setter, viaSetter, value);
            if (differences(fresh, viaSetter).isEmpty()) {
                continue;
            }
            Object builder = newBuilder(builderClass);
            invokeBuilderMethod(builderMethod, builder, value);
            assertSameProperties(viaSetter, build(builder),
                    builderClass.getSimpleName() + "." + builderMethod.getName() + "(" + value + ")");
            return;
        }
        fail(beanClass.getSimpleName() + "." + setter.getName() + " changes no getter with the sample values, "
                + "so the test cannot tell whether " + builderMethod + " works; give it a telling sample value");
    }

    /** The builder method of a setter; fails naming the method the builder lacks. */
    private static Method builderMethodFor(Class<?> builderClass, Class<?> beanClass, Method setter) {
        String name = methodName(beanClass, setter);
        Class<?> type = setter.getParameterTypes()[0];
        Method candidate = null;
        for (Method method : builderClass.getMethods()) {
            if (!method.getName().equals(name) || Modifier.isStatic(method.getModifiers())) {
                continue;
            }
            Class<?>[] parameters = method.getParameterTypes();
            boolean oneValue = parameters.length == 1
                    || (parameters.length == 2 && method.isVarArgs() && parameters[0] == String.class);
            if (!oneValue || !method.getReturnType().isAssignableFrom(builderClass)) {
                continue;
            }
            if (ValueConversion.boxed(parameters[0]) == ValueConversion.boxed(type)) {
                return method;
            }
            if (type.isAssignableFrom(ValueConversion.boxed(parameters[0])) || ValueConversion.boxed(parameters[0]).isAssignableFrom(type)) {
                candidate = method;
            }
        }
        if (candidate == null) {
            fail(builderClass.getSimpleName() + " has no method " + name + "(" + type.getSimpleName() + ") for "
                    + beanClass.getSimpleName() + "." + setter.getName() + "; every bean property needs one");
        }
        return candidate;
    }

    private static String methodName(Class<?> beanClass, Method setter) {
        String property = property(setter);
        String type = setter.getParameterTypes()[0].getSimpleName();
        String bean = beanClass.getSimpleName();
        for (String key : new String[]{bean + "." + property + "(" + type + ")", bean + "." + property,
                "*." + property + "(" + type + ")", "*." + property}) {
            String name = METHOD_NAMES.get(key);
            if (name != null) {
                return name;
            }
        }
        return property;
    }

    private static String reasonNotABuilderProperty(Class<?> beanClass, Method setter) {
        String property = property(setter);
        String reason = NOT_BUILDER_PROPERTIES.get(beanClass.getSimpleName() + "." + property);
        return reason != null ? reason : NOT_BUILDER_PROPERTIES.get("*." + property);
    }

    private static boolean isAlias(Class<?> beanClass, Method setter) {
        String property = property(setter);
        String type = setter.getParameterTypes()[0].getSimpleName();
        String bean = beanClass.getSimpleName();
        return ALIASES.contains(bean + "." + property + "(" + type + ")") || ALIASES.contains(bean + "." + property)
                || ALIASES.contains("*." + property + "(" + type + ")") || ALIASES.contains("*." + property);
    }

    // ------------------------------------------------------------------ all properties

    private static void assertAllPropertiesTogether(Class<?> builderClass, Class<?> beanClass) throws Exception {
        Map<String, Method> canonical = new TreeMap<>();
        for (Method setter : setters(beanClass)) {
            if (reasonNotABuilderProperty(beanClass, setter) != null || isAlias(beanClass, setter)) {
                continue;
            }
            canonical.merge(property(setter), setter, (a, b) -> takesGetterType(beanClass, b) ? b : a);
        }
        Object viaSetters = newBean(beanClass);
        Object builder = newBuilder(builderClass);
        for (Method setter : canonical.values()) {
            Method builderMethod = builderMethodFor(builderClass, beanClass, setter);
            Object value = samplesFor(builderMethod, setter).get(0);
            invoke(setter, viaSetters, value);
            invokeBuilderMethod(builderMethod, builder, value);
        }
        assertSameProperties(viaSetters, build(builder), builderClass.getSimpleName() + " with every property");
    }

    /** Whether the setter takes what the property's getter returns, e.g. setStub(String) rather than (Boolean). */
    private static boolean takesGetterType(Class<?> beanClass, Method setter) {
        String property = property(setter);
        String capitalized = Character.toUpperCase(property.charAt(0)) + property.substring(1);
        for (String getter : new String[]{"get" + capitalized, "is" + capitalized}) {
            try {
                if (beanClass.getMethod(getter).getReturnType() == setter.getParameterTypes()[0]) {
                    return true;
                }
            } catch (NoSuchMethodException notThisOne) {
                // try the other spelling
            }
        }
        return false;
    }

    // ------------------------------------------------------------------ sample values

    /** Values to try, of a type both the builder method and the setter accept; Booleans both ways. */
    private static List<Object> samplesFor(Method builderMethod, Method setter) {
        Class<?> type = ValueConversion.boxed(builderMethod.getParameterTypes()[0]);
        Type genericType = builderMethod.getGenericParameterTypes()[0];
        if (type == Object.class) {
            type = ValueConversion.boxed(setter.getParameterTypes()[0]);
            genericType = setter.getGenericParameterTypes()[0];
        }
        if (type == Boolean.class) {
            return Arrays.asList(Boolean.TRUE, Boolean.FALSE);
        }
        return Collections.singletonList(sample(type, genericType, property(setter)));
    }

    private static Object sample(Class<?> type, Type genericType, String property) {
        if (type == String.class) {
            switch (property) {
                case "generic":
                    return "true";
                case "nativeTransport":
                    return "epoll";
                case "overloadPolicy":
                    return "fail";
                case "environment":
                    return "develop";
                default:
                    return "sample";
            }
        }
        if (type == Integer.class) {
            return 7;
        }
        if (type == Long.class) {
            return 7L;
        }
        if (type == Class.class) {
            return SampleService.class;
        }
        if (type == ClassLoader.class) {
            return SAMPLE_CLASS_LOADER;
        }
        if (type == Executor.class) {
            return SAMPLE_EXECUTOR;
        }
        if (type == Object.class) {
            return SAMPLE_OBJECT;
        }
        if (type == Map.class) {
            return Collections.singletonMap("sample.key", "sample");
        }
        if (type == List.class) {
            Class<?> element = elementType(genericType);
            return Collections.singletonList(sample(element, element, property));
        }
        return SAMPLE_BEANS.computeIfAbsent(type, BuilderPropertiesTest::newBean);
    }

    private static Class<?> elementType(Type listType) {
        Type argument = ((ParameterizedType) listType).getActualTypeArguments()[0];
        if (argument instanceof WildcardType) {
            argument = ((WildcardType) argument).getUpperBounds()[0];
        }
        return (Class<?>) argument;
    }

    // ------------------------------------------------------------------ comparing beans

    private static void assertSameProperties(Object expected, Object actual, String what) {
        List<String> differences = differences(expected, actual);
        assertTrue(differences.isEmpty(), what + " differs from the bean set through setters: " + differences);
    }

    /** Getters whose results differ, as {@code getter: expected <> actual}. */
    private static List<String> differences(Object expected, Object actual) {
        Map<String, Object> left = getterValues(expected);
        Map<String, Object> right = getterValues(actual);
        List<String> differences = new ArrayList<>();
        for (Map.Entry<String, Object> entry : left.entrySet()) {
            Object other = right.get(entry.getKey());
            if (!Objects.equals(entry.getValue(), other)) {
                differences.add(entry.getKey() + ": " + describeDifference(entry.getValue(), other));
            }
        }
        return differences;
    }

    /** Maps (getMetaData) by their differing entries only, everything else in full. */
    private static String describeDifference(Object expected, Object actual) {
        if (!(expected instanceof Map) || !(actual instanceof Map)) {
            return expected + " <> " + actual;
        }
        Map<?, ?> left = (Map<?, ?>) expected;
        Map<?, ?> right = (Map<?, ?>) actual;
        Map<Object, String> entries = new LinkedHashMap<>();
        Set<Object> keys = new LinkedHashSet<>(left.keySet());
        keys.addAll(right.keySet());
        for (Object key : keys) {
            if (!Objects.equals(left.get(key), right.get(key))) {
                entries.put(key, left.get(key) + " <> " + right.get(key));
            }
        }
        return "entries " + entries;
    }

    /** Every public no-argument getter's result, or what it threw. */
    private static Map<String, Object> getterValues(Object bean) {
        Map<String, Object> values = new TreeMap<>();
        List<Method> getters = new ArrayList<>();
        for (Method method : bean.getClass().getMethods()) {
            String name = method.getName();
            boolean getter = (name.startsWith("get") && name.length() > 3)
                    || (name.startsWith("is") && name.length() > 2);
            if (getter && method.getParameterCount() == 0 && !Modifier.isStatic(method.getModifiers())
                    && method.getReturnType() != void.class && !name.equals("getClass")) {
                getters.add(method);
            }
        }
        getters.sort(Comparator.comparing(Method::getName));
        for (Method getter : getters) {
            Object value;
            try {
                value = getter.invoke(bean);
            } catch (InvocationTargetException e) {
                value = "threw " + e.getCause();
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
            values.put(getter.getName(), value);
        }
        return values;
    }

    // ------------------------------------------------------------------ reflection

    /** Public one-argument instance setters, in a stable order. */
    private static List<Method> setters(Class<?> beanClass) {
        List<Method> setters = new ArrayList<>();
        for (Method method : beanClass.getMethods()) {
            if (method.getName().startsWith("set") && method.getName().length() > 3 && method.getParameterCount() == 1
                    && !Modifier.isStatic(method.getModifiers())) {
                setters.add(method);
            }
        }
        setters.sort(Comparator.comparing(Method::toGenericString));
        return setters;
    }

    private static String property(Method setter) {
        String name = setter.getName().substring(3);
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    private static Object newBean(Class<?> beanClass) {
        try {
            return beanClass.getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot create " + beanClass.getName(), e);
        }
    }

    private static Object newBuilder(Class<?> builderClass) throws Exception {
        return builderClass.getConstructor().newInstance();
    }

    private static Object build(Object builder) throws Exception {
        Object bean = builder.getClass().getMethod("build").invoke(builder);
        assertNotNull(bean, builder.getClass().getSimpleName() + ".build()");
        return bean;
    }

    private static void invoke(Method setter, Object bean, Object value) throws Exception {
        try {
            setter.invoke(bean, value);
        } catch (InvocationTargetException e) {
            throw new AssertionError(setter + " refused the sample value " + value, e.getCause());
        }
    }

    private static void invokeBuilderMethod(Method method, Object builder, Object value) throws Exception {
        Object returned;
        if (method.getParameterCount() == 2) {
            returned = method.invoke(builder, value, new String[0]);
        } else {
            returned = method.invoke(builder, value);
        }
        assertEquals(builder, returned, method.getName() + " must return its builder for chaining");
    }
}
