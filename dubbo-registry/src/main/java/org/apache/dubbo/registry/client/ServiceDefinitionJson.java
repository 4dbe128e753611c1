package org.apache.dubbo.registry.client;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The "full service definition" a provider reports to the metadata center for each service (registry spec 5.7):
 * the interface's methods with their parameter and return types, a description of the types they use, and the
 * registered parameters. Only governance tools (dubbo-admin) read it; properties are written in alphabetical order
 * as Apache Dubbo's JSON writer does.
 *
 * <p>Types of the JDK are described by name only (no fields), others with their non-static, non-transient fields,
 * collections and arrays with their element types, enums with their constants.
 */
public final class ServiceDefinitionJson {

    private ServiceDefinitionJson() {
    }

    /** The definition JSON of {@code serviceInterface}, with {@code parameters} as its registered parameters. */
    public static String of(Class<?> serviceInterface, Map<String, String> parameters) {
        Map<String, ObjectNode> types = new LinkedHashMap<>();
        ObjectNode root = MetadataJson.newObject();
        annotations(root, serviceInterface.getAnnotations());
        root.put("canonicalName", nameOf(serviceInterface));
        String codeSource = codeSource(serviceInterface);
        if (codeSource != null) {
            root.put("codeSource", codeSource);
        }
        ArrayNode methods = root.putArray("methods");
        for (Method method : publicMethods(serviceInterface)) {
            ObjectNode node = methods.addObject();
            annotations(node, method.getAnnotations());
            node.put("name", method.getName());
            ArrayNode parameterTypes = node.putArray("parameterTypes");
            for (Type type : method.getGenericParameterTypes()) {
                parameterTypes.add(describe(type, types));
            }
            node.putArray("parameters");
            node.put("returnType", describe(method.getGenericReturnType(), types));
        }
        ObjectNode params = root.putObject("parameters");
        for (Map.Entry<String, String> entry : new TreeMap<>(parameters).entrySet()) {
            params.put(entry.getKey(), entry.getValue());
        }
        ArrayNode typeArray = root.putArray("types");
        for (ObjectNode type : types.values()) {
            typeArray.add(type);
        }
        root.put("uniqueId", nameOf(serviceInterface) + "@" + codeSource);
        return MetadataJson.write(root);
    }

    /** Adds the definition of {@code type} (and of the types it refers to) to {@code types}; returns its name. */
    private static String describe(Type type, Map<String, ObjectNode> types) {
        String name = nameOf(type);
        if (types.containsKey(name)) {
            return name;
        }
        ObjectNode node = MetadataJson.newObject();
        types.put(name, node);
        ArrayNode enums = node.putArray("enums");
        ArrayNode items = node.putArray("items");
        ObjectNode properties = node.putObject("properties");
        node.put("type", name);
        if (type instanceof ParameterizedType) {
            ParameterizedType parameterized = (ParameterizedType) type;
            Class<?> raw = (Class<?>) parameterized.getRawType();
            if (Collection.class.isAssignableFrom(raw) || Map.class.isAssignableFrom(raw)) {
                for (Type argument : parameterized.getActualTypeArguments()) {
                    items.add(describe(argument, types));
                }
            } else {
                describeFields(raw, properties, types);
            }
        } else if (type instanceof GenericArrayType) {
            items.add(describe(((GenericArrayType) type).getGenericComponentType(), types));
        } else if (type instanceof Class) {
            Class<?> cls = (Class<?>) type;
            if (cls.isArray()) {
                items.add(describe(cls.getComponentType(), types));
            } else if (cls.isEnum()) {
                for (Object constant : cls.getEnumConstants()) {
                    enums.add(((Enum<?>) constant).name());
                }
            } else if (!isOpaque(cls)) {
                describeFields(cls, properties, types);
            }
        }
        return name;
    }

    private static void describeFields(Class<?> cls, ObjectNode properties, Map<String, ObjectNode> types) {
        for (Class<?> c = cls; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                int modifiers = field.getModifiers();
                if (!Modifier.isStatic(modifiers) && !Modifier.isTransient(modifiers) && !field.isSynthetic()
                        && !properties.has(field.getName())) {
                    properties.put(field.getName(), describe(field.getGenericType(), types));
                }
            }
        }
    }

    /** Types described by name only: primitives, the JDK's own classes, collections and maps without generics. */
    private static boolean isOpaque(Class<?> cls) {
        String name = cls.getName();
        return cls.isPrimitive() || cls.isInterface() || name.startsWith("java.") || name.startsWith("javax.")
                || Date.class.isAssignableFrom(cls) || Collection.class.isAssignableFrom(cls)
                || Map.class.isAssignableFrom(cls);
    }

    private static String nameOf(Type type) {
        if (type instanceof Class) {
            Class<?> cls = (Class<?>) type;
            return cls.getCanonicalName() != null ? cls.getCanonicalName() : cls.getName();
        }
        if (type instanceof ParameterizedType) {
            ParameterizedType parameterized = (ParameterizedType) type;
            StringBuilder name = new StringBuilder(nameOf(parameterized.getRawType())).append('<');
            Type[] arguments = parameterized.getActualTypeArguments();
            for (int i = 0; i < arguments.length; i++) {
                name.append(i == 0 ? "" : ",").append(nameOf(arguments[i]));
            }
            return name.append('>').toString();
        }
        if (type instanceof GenericArrayType) {
            return nameOf(((GenericArrayType) type).getGenericComponentType()) + "[]";
        }
        return type.getTypeName();
    }

    private static List<Method> publicMethods(Class<?> serviceInterface) {
        List<Method> methods = new ArrayList<>();
        for (Method method : serviceInterface.getMethods()) {
            if (method.getDeclaringClass() != Object.class && !Modifier.isStatic(method.getModifiers())) {
                methods.add(method);
            }
        }
        methods.sort(Comparator.comparing(Method::getName).thenComparing(Method::toGenericString));
        return methods;
    }

    private static void annotations(ObjectNode node, Annotation[] annotations) {
        ArrayNode array = node.putArray("annotations");
        for (Annotation annotation : annotations) {
            array.add(annotation.toString());
        }
    }

    private static String codeSource(Class<?> cls) {
        try {
            CodeSource source = cls.getProtectionDomain().getCodeSource();
            return source == null || source.getLocation() == null ? null : source.getLocation().toString();
        } catch (SecurityException e) {
            return null;
        }
    }
}
