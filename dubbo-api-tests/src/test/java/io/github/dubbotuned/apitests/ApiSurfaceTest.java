package io.github.dubbotuned.apitests;

import java.io.File;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import interop.support.ApacheDubboVersion;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The classes of {@code api-surface.txt} — what Dubbo 3.3 applications and extensions compile against — exist in
 * Dubbo Tuned with every public and protected member Apache Dubbo 3.3.5 declares (same name and parameter types,
 * same static-ness, a return type that is the same or a subtype), the same kind (class, interface, enum,
 * annotation) and the same Dubbo and JDK supertypes. A member listed under its class with {@code - } is a
 * documented exception (so is a supertype, as {@code - supertype org.apache.dubbo...}); an exception that no longer
 * differs is reported on standard output so the line can be removed, without failing the test (another part of
 * the project may have added the member since).
 *
 * <p>Apache's classes are read from the 3.3.5 jars in an isolated class loader; ours are on the test class path.
 */
class ApiSurfaceTest {

    private static URLClassLoader apache;

    @BeforeAll
    static void loadApache() throws Exception {
        List<URL> urls = new ArrayList<>();
        for (String entry : ApacheDubboVersion.V3_3_5.peerClasspath().split(File.pathSeparator)) {
            urls.add(new File(entry).toURI().toURL());
        }
        apache = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
    }

    @AfterAll
    static void close() throws Exception {
        apache.close();
    }

    /** Class name to the member keys excused for it. */
    static Map<String, Set<String>> surface() throws Exception {
        Map<String, Set<String>> classes = new LinkedHashMap<>();
        String current = null;
        for (String raw : Files.readAllLines(Sources.module().resolve("src/test/resources/api-surface.txt"),
                StandardCharsets.UTF_8)) {
            String line = raw.contains("#") ? raw.substring(0, raw.indexOf('#')) : raw;
            if (line.isBlank()) {
                continue;
            }
            if (line.startsWith(" ") && line.trim().startsWith("- ")) {
                classes.get(current).add(line.trim().substring(2).trim());
            } else {
                current = line.trim();
                classes.put(current, new TreeSet<>());
            }
        }
        return classes;
    }

    static String key(Member member) {
        if (member instanceof Field) {
            return "field " + member.getName();
        }
        Class<?>[] parameters = member instanceof Method ? ((Method) member).getParameterTypes()
                : ((Constructor<?>) member).getParameterTypes();
        String name = member instanceof Method ? member.getName() : "<init>";
        return name + "(" + Arrays.stream(parameters).map(Class::getTypeName).collect(Collectors.joining(",")) + ")";
    }

    private static boolean visible(Member member) {
        int m = member.getModifiers();
        return (Modifier.isPublic(m) || Modifier.isProtected(m)) && !member.isSynthetic()
                && !(member instanceof Method && ((Method) member).isBridge());
    }

    private static List<Member> declared(Class<?> type) {
        List<Member> members = new ArrayList<>();
        members.addAll(Arrays.asList(type.getDeclaredConstructors()));
        members.addAll(Arrays.asList(type.getDeclaredMethods()));
        members.addAll(Arrays.asList(type.getDeclaredFields()));
        members.removeIf(m -> !visible(m) || (type.isEnum() && isEnumPlumbing(m)));
        return members;
    }

    private static boolean isEnumPlumbing(Member m) {
        return m instanceof Method && (m.getName().equals("values") || m.getName().equals("valueOf"))
                || m instanceof Field && m.getName().equals("$VALUES");
    }

    /** The member of {@code ours} (declared or inherited, public or protected) matching {@code wanted}. */
    private static Member find(Class<?> ours, Member wanted) {
        String key = key(wanted);
        if (wanted instanceof Constructor) {
            for (Constructor<?> c : ours.getDeclaredConstructors()) {
                if (visible(c) && key(c).equals(key)) {
                    return c;
                }
            }
            return null;
        }
        List<Class<?>> types = new ArrayList<>();
        for (Class<?> c = ours; c != null; c = c.getSuperclass()) {
            types.add(c);
        }
        for (int i = 0; i < types.size(); i++) {
            for (Class<?> i2 : types.get(i).getInterfaces()) {
                if (!types.contains(i2)) {
                    types.add(i2);
                }
            }
        }
        for (Class<?> type : types) {
            List<Member> candidates = new ArrayList<>(Arrays.asList(type.getDeclaredMethods()));
            candidates.addAll(Arrays.asList(type.getDeclaredFields()));
            for (Member m : candidates) {
                if (visible(m) && key(m).equals(key)) {
                    return m;
                }
            }
        }
        return null;
    }

    private static Class<?> returnType(Member m) {
        return m instanceof Method ? ((Method) m).getReturnType() : m instanceof Field ? ((Field) m).getType() : null;
    }

    private static String kind(Class<?> c) {
        return c.isAnnotation() ? "annotation" : c.isInterface() ? "interface" : c.isEnum() ? "enum" : "class";
    }

    /** What is wrong with our {@code name}, one line each; empty when it matches. */
    private static List<String> compare(String name, Set<String> excused) {
        List<String> problems = new ArrayList<>();
        Class<?> theirs;
        try {
            theirs = Class.forName(name, false, apache);
        } catch (ClassNotFoundException | LinkageError e) {
            problems.add(name + ": not in Apache Dubbo 3.3.5 (" + e + "): remove it from api-surface.txt");
            return problems;
        }
        Class<?> ours;
        try {
            ours = Class.forName(name, false, ApiSurfaceTest.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            problems.add(name + ": missing");
            return problems;
        }
        if (!kind(theirs).equals(kind(ours))) {
            problems.add(name + ": is a " + kind(ours) + ", Apache's is a " + kind(theirs));
        }
        Set<Class<?>> supertypes = new java.util.LinkedHashSet<>();
        for (Class<?> c = theirs.getSuperclass(); c != null; c = c.getSuperclass()) {
            supertypes.add(c);
        }
        supertypes.addAll(Arrays.asList(theirs.getInterfaces()));
        for (Class<?> supertype : supertypes) {
            String superName = supertype.getName();
            if (!superName.startsWith("org.apache.dubbo.") && !superName.startsWith("java.")) {
                continue;
            }
            String problem;
            try {
                Class<?> oursSuper = Class.forName(superName, false, ours.getClassLoader());
                problem = oursSuper.isAssignableFrom(ours) ? null : name + ": is not a " + superName;
            } catch (ClassNotFoundException | LinkageError e) {
                problem = name + ": its supertype " + superName + " is missing";
            }
            if (excused.contains("supertype " + superName)) {
                if (problem == null) {
                    stale(name, "supertype " + superName);
                }
            } else if (problem != null) {
                problems.add(problem);
            }
        }
        for (Member member : declared(theirs)) {
            String key = key(member);
            Member match = find(ours, member);
            if (excused.contains(key)) {
                if (match != null && memberProblems(name, key, member, match).isEmpty()) {
                    stale(name, key);
                }
                continue;
            }
            if (match == null) {
                problems.add(name + ": missing " + key);
                continue;
            }
            problems.addAll(memberProblems(name, key, member, match));
        }
        return problems;
    }

    private static void stale(String name, String key) {
        System.out.println("api-surface.txt excuses '" + key + "' of " + name
                + ", which now matches Apache Dubbo's: the line can go");
    }

    /** How {@code match}, ours, differs from Apache's {@code member}. */
    private static List<String> memberProblems(String name, String key, Member member, Member match) {
        List<String> problems = new ArrayList<>();
        if (Modifier.isStatic(member.getModifiers()) != Modifier.isStatic(match.getModifiers())) {
            problems.add(name + ": " + key + " is " + (Modifier.isStatic(match.getModifiers()) ? "" : "not ")
                    + "static");
        }
        Class<?> wantedType = returnType(member);
        Class<?> oursType = returnType(match);
        if (wantedType != null && !wantedType.getTypeName().equals(oursType.getTypeName())) {
            boolean subtype;
            try {
                subtype = !wantedType.isPrimitive() && Class.forName(wantedType.getName(), false,
                        match.getDeclaringClass().getClassLoader()).isAssignableFrom(oursType);
            } catch (ClassNotFoundException | LinkageError e) {
                subtype = false;
            }
            if (!subtype) {
                problems.add(name + ": " + key + " gives " + oursType.getTypeName() + ", Apache's gives "
                        + wantedType.getTypeName());
            }
        }
        return problems;
    }

    @Test
    void everyListedClassHasApacheDubbo335sPublicSignatures() throws Exception {
        List<String> problems = new ArrayList<>();
        Map<String, Set<String>> surface = surface();
        for (Map.Entry<String, Set<String>> entry : surface.entrySet()) {
            problems.addAll(compare(entry.getKey(), entry.getValue()));
        }
        assertTrue(problems.isEmpty(), () -> problems.size() + " differences in " + surface.size() + " classes:\n"
                + String.join("\n", problems));
    }
}
