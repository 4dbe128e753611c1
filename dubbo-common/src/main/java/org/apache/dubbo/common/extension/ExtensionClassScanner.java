package org.apache.dubbo.common.extension;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.reflect.Constructor;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads the descriptor files of one extension point and loads the classes they list.
 *
 * <p>The directories are read in the order Apache Dubbo reads them: {@code META-INF/dubbo/internal/}, then
 * {@code META-INF/dubbo/}, then {@code META-INF/services/}. A class listed in {@code META-INF/dubbo/} or
 * {@code META-INF/services/} replaces the class an earlier file gave the same name (or the adaptive role), so
 * users override built-in extensions by name. Two different classes claiming one name in
 * {@code META-INF/dubbo/internal/} make that name unusable, with an error naming both; of two adaptive classes
 * there, the one whose class name sorts first is kept (not the one read first), with an error. A class that cannot be
 * loaded or does not implement the interface is recorded against its name with the file and line, so that only
 * that name fails, when it is used.
 */
final class ExtensionClassScanner {

    private static final Logger log = LoggerFactory.getLogger(ExtensionClassScanner.class);

    /** In reading order; only the first does not override what was read before. */
    private static final List<String> DIRECTORIES = Collections.unmodifiableList(Arrays.asList(
            "META-INF/dubbo/internal/", "META-INF/dubbo/", "META-INF/services/"));
    private static final String INTERNAL_DIRECTORY = "META-INF/dubbo/internal/";

    private static final String PACKAGE_PREFIX = "org.apache.dubbo.";
    private static final String LEGACY_PACKAGE_PREFIX = "com.alibaba.dubbo.";

    private final Class<?> type;
    private final ExtensionClasses classes = new ExtensionClasses();
    /** Where each name's class came from (file and line), for conflict messages. */
    private final Map<String, String> origins = new HashMap<>();
    private String adaptiveOrigin;

    private ExtensionClassScanner(Class<?> type) {
        this.type = type;
    }

    static ExtensionClasses scan(Class<?> type) {
        ExtensionClassScanner scanner = new ExtensionClassScanner(type);
        for (String directory : DIRECTORIES) {
            boolean overrides = !INTERNAL_DIRECTORY.equals(directory);
            for (String fileName : descriptorFileNames(type)) {
                scanner.readAll(directory + fileName, overrides);
            }
        }
        return scanner.classes;
    }

    /**
     * The name an extension class gets when its descriptor line gives none: its simple name without the
     * interface's simple name as suffix, in lower case ({@code RoundRobinLoadBalance} gives
     * {@code roundrobin}).
     */
    static String derivedName(Class<?> type, String className) {
        String simpleName = className.substring(Math.max(className.lastIndexOf('.'), className.lastIndexOf('$')) + 1);
        String suffix = type.getSimpleName();
        if (simpleName.endsWith(suffix)) {
            simpleName = simpleName.substring(0, simpleName.length() - suffix.length());
        }
        return simpleName.toLowerCase(Locale.ROOT);
    }

    private static List<String> descriptorFileNames(Class<?> type) {
        List<String> names = new ArrayList<>(2);
        names.add(type.getName());
        // Extensions written for Dubbo 2.6 name their files after the com.alibaba form of the interface.
        if (type.getName().startsWith(PACKAGE_PREFIX)) {
            names.add(LEGACY_PACKAGE_PREFIX + type.getName().substring(PACKAGE_PREFIX.length()));
        }
        return names;
    }

    private void readAll(String resourceName, boolean overrides) {
        for (Map.Entry<URL, ClassLoader> resource : findResources(resourceName).entrySet()) {
            read(resource.getKey(), resource.getValue(), overrides);
        }
    }

    /** Each file once, with the first class loader that sees it. */
    private Map<URL, ClassLoader> findResources(String resourceName) {
        Map<URL, ClassLoader> resources = new LinkedHashMap<>();
        Map<String, URL> seen = new HashMap<>();
        for (ClassLoader classLoader : classLoaders()) {
            try {
                Enumeration<URL> urls = classLoader.getResources(resourceName);
                while (urls.hasMoreElements()) {
                    URL url = urls.nextElement();
                    if (seen.putIfAbsent(url.toExternalForm(), url) == null) {
                        resources.put(url, classLoader);
                    }
                }
            } catch (IOException e) {
                log.warn("Cannot list extension descriptors {} of {}", resourceName, type.getName(), e);
            }
        }
        return resources;
    }

    private List<ClassLoader> classLoaders() {
        List<ClassLoader> loaders = new ArrayList<>(2);
        ClassLoader typeLoader = type.getClassLoader();
        loaders.add(typeLoader != null ? typeLoader : ClassLoader.getSystemClassLoader());
        ClassLoader contextLoader = Thread.currentThread().getContextClassLoader();
        if (contextLoader != null && !loaders.contains(contextLoader)) {
            loaders.add(contextLoader);
        }
        return loaders;
    }

    private void read(URL file, ClassLoader classLoader, boolean overrides) {
        try (BufferedReader reader = new BufferedReader(
                new InputStreamReader(file.openStream(), StandardCharsets.UTF_8))) {
            String line;
            int lineNumber = 0;
            while ((line = reader.readLine()) != null) {
                lineNumber++;
                DescriptorLine entry;
                try {
                    entry = DescriptorLine.parse(line);
                } catch (IllegalArgumentException e) {
                    log.warn("Ignoring line {} of extension descriptor {}: {}", lineNumber, file, e.getMessage());
                    continue;
                }
                if (entry != null) {
                    register(entry, "line " + lineNumber + " of " + file, classLoader, overrides);
                }
            }
        } catch (IOException e) {
            log.warn("Cannot read extension descriptor {}", file, e);
        }
    }

    /**
     * @param origin    where the entry is, {@code line N of <file>}
     * @param overrides whether the entry replaces a class an earlier file registered under the same name
     */
    private void register(DescriptorLine entry, String origin, ClassLoader classLoader, boolean overrides) {
        Class<?> extensionClass;
        try {
            extensionClass = Class.forName(entry.className(), false, classLoader);
        } catch (ClassNotFoundException | LinkageError e) {
            recordFailure(entry, new IllegalStateException("Class " + entry.className() + " listed in " + origin
                    + " cannot be loaded: " + e, e));
            return;
        }
        if (!type.isAssignableFrom(extensionClass)) {
            recordFailure(entry, new IllegalStateException("Class " + entry.className() + " listed in " + origin
                    + " does not implement " + type.getName()));
            return;
        }
        try {
            if (extensionClass.isAnnotationPresent(Adaptive.class)) {
                registerAdaptive(extensionClass, origin, overrides);
            } else if (isWrapper(type, extensionClass)) {
                classes.addWrapper(extensionClass);
            } else {
                registerNamed(entry, extensionClass, origin, overrides);
            }
        } catch (LinkageError e) {
            // Inspecting annotations or constructors can need classes that are missing.
            recordFailure(entry, new IllegalStateException("Class " + entry.className() + " listed in " + origin
                    + " cannot be inspected: " + e, e));
        }
    }

    /** A wrapper has a public constructor taking the extension interface itself. */
    static boolean isWrapper(Class<?> type, Class<?> extensionClass) {
        for (Constructor<?> constructor : extensionClass.getConstructors()) {
            Class<?>[] parameters = constructor.getParameterTypes();
            if (parameters.length == 1 && parameters[0] == type) {
                return true;
            }
        }
        return false;
    }

    /**
     * A class listed in an overriding directory replaces the adaptive class read before it. Among the built-in
     * ones ({@code META-INF/dubbo/internal/}) only one may be adaptive; if several are, the one whose class name
     * sorts first is kept whatever order the files and lines are read in (which depends on the class path), and
     * the conflict is logged as an error naming both.
     */
    private void registerAdaptive(Class<?> extensionClass, String origin, boolean overrides) {
        Class<?> current = classes.adaptiveClass();
        if (current == extensionClass) {
            return;
        }
        if (current == null || overrides) {
            if (current != null) {
                log.info("Adaptive extension of {}: using {} ({}) in place of {} ({})", type.getName(),
                        extensionClass.getName(), origin, current.getName(), adaptiveOrigin);
            }
            classes.setAdaptiveClass(extensionClass);
            adaptiveOrigin = origin;
            return;
        }
        boolean replaces = extensionClass.getName().compareTo(current.getName()) < 0;
        Class<?> kept = replaces ? extensionClass : current;
        String keptOrigin = replaces ? origin : adaptiveOrigin;
        Class<?> ignored = replaces ? current : extensionClass;
        String ignoredOrigin = replaces ? adaptiveOrigin : origin;
        log.error("Adaptive extension of {}: more than one adaptive class is listed in {}; keeping {} ({}), the"
                + " first by class name, and ignoring {} ({}). Remove one, or override it from META-INF/dubbo/",
                type.getName(), INTERNAL_DIRECTORY, kept.getName(), keptOrigin, ignored.getName(), ignoredOrigin);
        classes.setAdaptiveClass(kept);
        adaptiveOrigin = keptOrigin;
    }

    private void registerNamed(DescriptorLine entry, Class<?> extensionClass, String origin, boolean overrides) {
        List<String> names = entry.names().isEmpty()
                ? Collections.singletonList(derivedName(type, extensionClass.getName()))
                : entry.names();
        for (String name : names) {
            if (name.isEmpty()) {
                log.warn("Ignoring {} in {}: no extension name can be derived from it; give one as name=class",
                        extensionClass.getName(), origin);
                continue;
            }
            Class<?> current = classes.get(name);
            if (current == null || current == extensionClass) {
                if (current == null && classes.put(name, extensionClass)) {
                    origins.put(name, origin);
                }
            } else if (overrides) {
                log.info("Extension '{}' of {}: using {} ({}) in place of {} ({})", name, type.getName(),
                        extensionClass.getName(), origin, current.getName(), origins.get(name));
                classes.put(name, extensionClass);
                origins.put(name, origin);
            } else {
                IllegalStateException duplicate = new IllegalStateException("Duplicate extension " + type.getName()
                        + " name " + name + ": " + current.getName() + " (" + origins.get(name) + ") and "
                        + extensionClass.getName() + " (" + origin + "); rename one, or override the built-in one"
                        + " from META-INF/dubbo/");
                log.error("{}", duplicate.getMessage());
                classes.disable(name, duplicate);
            }
        }
    }

    private void recordFailure(DescriptorLine entry, IllegalStateException failure) {
        List<String> names = entry.names().isEmpty()
                ? Collections.singletonList(derivedName(type, entry.className()))
                : entry.names();
        log.warn("{}", failure.getMessage());
        for (String name : names) {
            if (!name.isEmpty()) {
                classes.putFailure(name, failure);
            }
        }
    }
}
