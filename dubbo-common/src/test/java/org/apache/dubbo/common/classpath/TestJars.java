package org.apache.dubbo.common.classpath;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;

/** Builds small jars with the entries a release puts in its jars, and class loaders over them. */
public final class TestJars {

    private final Map<String, String> entries = new LinkedHashMap<>();

    public static TestJars jar() {
        return new TestJars();
    }

    /** An entry with the given text (class files need no valid bytes: only their presence is looked at). */
    public TestJars with(String name, String text) {
        entries.put(name, text);
        return this;
    }

    public TestJars withClass(String className) {
        return with(className.replace('.', '/') + ".class", "");
    }

    public TestJars withPomProperties(String groupId, String artifactId, String version) {
        return with("META-INF/maven/" + groupId + '/' + artifactId + "/pom.properties",
                "groupId=" + groupId + "\nartifactId=" + artifactId + "\nversion=" + version + "\n");
    }

    public Path writeTo(Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(out)) {
            for (Map.Entry<String, String> entry : entries.entrySet()) {
                jar.putNextEntry(new ZipEntry(entry.getKey()));
                jar.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
                jar.closeEntry();
            }
        }
        return file;
    }

    /** A loader over exactly {@code jars}, seeing nothing of the test's own class path. */
    public static URLClassLoader loaderOver(Path... jars) throws IOException {
        URL[] urls = new URL[jars.length];
        for (int i = 0; i < jars.length; i++) {
            urls[i] = jars[i].toUri().toURL();
        }
        return new URLClassLoader(urls, null);
    }
}
