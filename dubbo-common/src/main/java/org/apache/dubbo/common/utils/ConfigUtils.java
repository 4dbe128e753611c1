package org.apache.dubbo.common.utils;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.dubbo.common.config.Configuration;
import org.apache.dubbo.common.extension.ExtensionDirector;
import org.apache.dubbo.common.logger.Logger;
import org.apache.dubbo.common.logger.LoggerFactory;

/**
 * Configuration helpers with the names and behaviour of Apache Dubbo's {@code ConfigUtils}: "empty" values,
 * merging configured extension names with the defaults, {@code ${key}} placeholders, and loading properties files
 * from the file system or the class path.
 */
public class ConfigUtils {

    private static final Logger LOGGER = LoggerFactory.getLogger(ConfigUtils.class);
    /** {@code ${key}} or {@code $key}. */
    private static final Pattern VARIABLE = Pattern.compile("\\$\\s*\\{?\\s*([._0-9a-zA-Z]+)\\s*}?");
    private static final String PROPERTIES_FILE_PROPERTY = "dubbo.properties.file";
    private static final String PROPERTIES_FILE_ENV = "DUBBO_PROPERTIES_FILE";
    private static final String DEFAULT_PROPERTIES = "dubbo.properties";
    private static final String DEFAULT = "default";
    private static final String REMOVE_PREFIX = "-";
    private static volatile int pid = -1;

    protected ConfigUtils() {
    }

    /** Whether {@code value} is set: not empty, {@code false}, {@code 0}, {@code null} or {@code N/A}. */
    public static boolean isNotEmpty(String value) {
        return !isEmpty(value);
    }

    /** Whether {@code value} counts as not set: empty, {@code false}, {@code 0}, {@code null} or {@code N/A}. */
    public static boolean isEmpty(String value) {
        return StringUtils.isEmpty(value) || "false".equalsIgnoreCase(value) || "0".equalsIgnoreCase(value)
                || "null".equalsIgnoreCase(value) || "N/A".equalsIgnoreCase(value);
    }

    /** Whether {@code value} means "the default": {@code true} or {@code default}. */
    public static boolean isDefault(String value) {
        return "true".equalsIgnoreCase(value) || DEFAULT.equalsIgnoreCase(value);
    }

    /**
     * The extension names configured in {@code cfg} merged with the defaults {@code def}: {@code default} stands
     * for the defaults, {@code -name} removes a name and {@code -default} all defaults; the defaults that have an
     * extension of {@code type} come first unless {@code default} places them.
     */
    public static List<String> mergeValues(ExtensionDirector extensionDirector, Class<?> type, String cfg,
                                           List<String> def) {
        List<String> defaults = new ArrayList<>();
        if (def != null) {
            for (String name : def) {
                if (extensionDirector.getExtensionLoader(type).hasExtension(name)) {
                    defaults.add(name);
                }
            }
        }
        List<String> names = new ArrayList<>();
        String[] configured = StringUtils.isEmpty(cfg) ? new String[0] : cfg.trim().split("\\s*,\\s*");
        for (String name : configured) {
            if (!name.isEmpty()) {
                names.add(name);
            }
        }
        if (!names.contains(REMOVE_PREFIX + DEFAULT)) {
            int placeholder = names.indexOf(DEFAULT);
            if (placeholder >= 0) {
                names.addAll(placeholder, defaults);
            } else {
                names.addAll(0, defaults);
            }
        }
        names.remove(DEFAULT);
        List<String> merged = new ArrayList<>();
        for (String name : names) {
            if (name.startsWith(REMOVE_PREFIX)) {
                continue;
            }
            if (!names.contains(REMOVE_PREFIX + name) && !merged.contains(name)) {
                merged.add(name);
            }
        }
        return merged;
    }

    /** {@code expression} with each {@code ${key}} replaced by the system property, else the entry of {@code params}. */
    public static String replaceProperty(String expression, Map<String, String> params) {
        return replace(expression, key -> params == null ? null : params.get(key));
    }

    /** {@code expression} with each {@code ${key}} replaced by the system property, else the configuration's value. */
    public static String replaceProperty(String expression, Configuration configuration) {
        return replace(expression, key -> configuration == null ? null : configuration.getString(key));
    }

    private static String replace(String expression, java.util.function.Function<String, String> fallback) {
        if (expression == null || expression.isEmpty() || expression.indexOf('$') < 0) {
            return expression;
        }
        Matcher matcher = VARIABLE.matcher(expression);
        StringBuffer b = new StringBuffer();
        while (matcher.find()) {
            String key = matcher.group(1);
            String value = System.getProperty(key);
            if (value == null) {
                value = fallback.apply(key);
            }
            matcher.appendReplacement(b, Matcher.quoteReplacement(value == null ? "" : value));
        }
        matcher.appendTail(b);
        return b.toString();
    }

    /**
     * The properties of the file named by {@code -Ddubbo.properties.file} (or {@code DUBBO_PROPERTIES_FILE}),
     * {@code dubbo.properties} by default, from the file system or the class path.
     */
    public static Properties getProperties(Set<ClassLoader> classLoaders) {
        String path = System.getProperty(PROPERTIES_FILE_PROPERTY);
        if (StringUtils.isEmpty(path)) {
            path = System.getenv(PROPERTIES_FILE_ENV);
            if (StringUtils.isEmpty(path)) {
                path = DEFAULT_PROPERTIES;
            }
        }
        return loadProperties(classLoaders, path, false, true);
    }

    /** The environment variable {@code key}, else the system property. */
    public static String getSystemProperty(String key) {
        String value = System.getenv(key);
        if (StringUtils.isEmpty(value)) {
            value = System.getProperty(key);
        }
        return value;
    }

    public static Properties loadProperties(Set<ClassLoader> classLoaders, String fileName) {
        return loadProperties(classLoaders, fileName, false, false);
    }

    public static Properties loadProperties(Set<ClassLoader> classLoaders, String fileName, boolean allowMultiFile) {
        return loadProperties(classLoaders, fileName, allowMultiFile, false);
    }

    /**
     * The properties of {@code fileName}: the file itself when the name is an absolute path, else the class-path
     * resources of that name (all of them merged when {@code allowMultiFile}, else the first, with a warning when
     * there are several). A missing file gives empty properties, with a warning unless it is {@code optional}.
     */
    public static Properties loadProperties(Set<ClassLoader> classLoaders, String fileName, boolean allowMultiFile,
                                            boolean optional) {
        Properties properties = new Properties();
        if (StringUtils.isEmpty(fileName)) {
            return properties;
        }
        File file = new File(fileName);
        if (file.isAbsolute()) {
            if (file.isFile()) {
                try (InputStream in = new FileInputStream(file)) {
                    properties.load(in);
                } catch (IOException e) {
                    LOGGER.warn("Cannot load " + fileName + ": " + e.getMessage(), e);
                }
            } else if (!optional) {
                LOGGER.warn("No properties file " + fileName);
            }
            return properties;
        }
        List<URL> resources = resources(classLoaders, fileName);
        if (resources.isEmpty()) {
            if (!optional) {
                LOGGER.warn("No " + fileName + " on the class path");
            }
            return properties;
        }
        if (!allowMultiFile && resources.size() > 1) {
            LOGGER.warn("Found " + resources.size() + " copies of " + fileName + " on the class path; using only "
                    + resources.get(0) + " of " + resources);
        }
        for (URL resource : allowMultiFile ? resources : resources.subList(0, 1)) {
            try (InputStream in = resource.openStream()) {
                Properties one = new Properties();
                one.load(in);
                properties.putAll(one);
            } catch (IOException e) {
                LOGGER.warn("Cannot load " + resource + ": " + e.getMessage(), e);
            }
        }
        return properties;
    }

    /** The text of the migration rule file {@code fileName} (path or class-path resource), or {@code null}. */
    public static String loadMigrationRule(Set<ClassLoader> classLoaders, String fileName) {
        if (StringUtils.isEmpty(fileName)) {
            return null;
        }
        File file = new File(fileName);
        try {
            if (file.isAbsolute() && file.isFile()) {
                try (InputStream in = new FileInputStream(file)) {
                    return read(in);
                }
            }
            List<URL> resources = resources(classLoaders, fileName);
            if (resources.isEmpty()) {
                return null;
            }
            try (InputStream in = resources.get(0).openStream()) {
                return read(in);
            }
        } catch (IOException e) {
            LOGGER.warn("Cannot read the migration rule " + fileName + ": " + e.getMessage(), e);
            return null;
        }
    }

    private static String read(InputStream in) throws IOException {
        StringBuilder b = new StringBuilder();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                b.append(line).append('\n');
            }
        }
        return b.toString();
    }

    private static List<URL> resources(Set<ClassLoader> classLoaders, String name) {
        Set<ClassLoader> loaders = new LinkedHashSet<>();
        if (classLoaders != null) {
            loaders.addAll(classLoaders);
        }
        if (loaders.isEmpty()) {
            ClassLoader context = Thread.currentThread().getContextClassLoader();
            loaders.add(context != null ? context : ConfigUtils.class.getClassLoader());
        }
        Set<String> seen = new LinkedHashSet<>();
        List<URL> found = new ArrayList<>();
        for (ClassLoader loader : loaders) {
            if (loader == null) {
                continue;
            }
            try {
                Enumeration<URL> urls = loader.getResources(name);
                while (urls.hasMoreElements()) {
                    URL url = urls.nextElement();
                    if (seen.add(url.toExternalForm())) {
                        found.add(url);
                    }
                }
            } catch (IOException e) {
                LOGGER.warn("Cannot look up " + name + ": " + e.getMessage(), e);
            }
        }
        return found;
    }

    /** This process's id, or -1 when the JVM does not tell. */
    public static int getPid() {
        if (pid < 0) {
            String name = ManagementFactory.getRuntimeMXBean().getName();
            int at = name.indexOf('@');
            try {
                pid = Integer.parseInt(at > 0 ? name.substring(0, at) : name);
            } catch (NumberFormatException e) {
                return -1;
            }
        }
        return pid;
    }
}
