package org.apache.dubbo.common.config;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads the {@code dubbo.properties} file: an existing file when the name is a path to one, else the class-path
 * resource of that name. Only one resource is expected; with several, the first is used and a warning lists
 * them all. Keys keep the order of the file.
 */
final class PropertiesFile {

    private static final Logger LOGGER = LoggerFactory.getLogger(PropertiesFile.class);

    private PropertiesFile() {
    }

    /**
     * The properties of {@code name}; empty when there is no such file or resource.
     *
     * @param named whether the user chose the name, so that a missing file deserves a warning
     * @throws IllegalStateException naming the file if it cannot be read
     */
    static Map<String, String> load(String name, ClassLoader classLoader, boolean named) {
        File file = new File(name);
        if (file.isAbsolute() && file.isFile()) {
            try (InputStream in = new FileInputStream(file)) {
                return read(in, file.getPath());
            } catch (IOException e) {
                throw new IllegalStateException("Cannot read " + file + ": " + e.getMessage(), e);
            }
        }
        List<URL> resources = find(name, classLoader);
        if (resources.isEmpty()) {
            if (named) {
                LOGGER.warn("{} names {}, which is neither a file nor on the class path",
                        Environment.PROPERTIES_FILE_KEY, name);
            } else {
                LOGGER.debug("No {} on the class path", name);
            }
            return Collections.emptyMap();
        }
        if (resources.size() > 1) {
            LOGGER.warn("Found {} copies of {} on the class path, using only the first: {}", resources.size(), name,
                    resources);
        }
        URL first = resources.get(0);
        try (InputStream in = first.openStream()) {
            return read(in, first.toString());
        } catch (IOException e) {
            throw new IllegalStateException("Cannot read " + first + ": " + e.getMessage(), e);
        }
    }

    private static List<URL> find(String name, ClassLoader classLoader) {
        String resource = name.startsWith("/") ? name.substring(1) : name;
        try {
            List<URL> found = new ArrayList<>();
            Enumeration<URL> urls = classLoader.getResources(resource);
            while (urls.hasMoreElements()) {
                URL url = urls.nextElement();
                if (!found.contains(url)) {
                    found.add(url);
                }
            }
            return found;
        } catch (IOException e) {
            throw new IllegalStateException("Cannot look up " + name + " on the class path: " + e.getMessage(), e);
        }
    }

    private static Map<String, String> read(InputStream in, String where) throws IOException {
        Map<String, String> ordered = new LinkedHashMap<>();
        Properties properties = new Properties() {
            private static final long serialVersionUID = 1L;

            @Override
            public synchronized Object put(Object key, Object value) {
                // Properties forgets the file order; keep it so that ids are seen in the order they were written
                ordered.put(String.valueOf(key), String.valueOf(value).trim());
                return super.put(key, value);
            }
        };
        try {
            properties.load(in);
        } catch (IllegalArgumentException malformed) {
            throw new IllegalStateException("Malformed " + where + ": " + malformed.getMessage(), malformed);
        }
        LOGGER.debug("Loaded {} properties from {}", ordered.size(), where);
        return ordered;
    }
}
