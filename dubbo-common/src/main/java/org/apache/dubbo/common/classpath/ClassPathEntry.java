package org.apache.dubbo.common.classpath;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Properties;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * One jar (or class directory) of the class path, found through a resource it holds, with the Maven artifacts whose
 * {@code META-INF/maven/<groupId>/<artifactId>/pom.properties} it carries. A shaded jar carries several; a class
 * directory of an IDE or a Maven reactor carries none.
 */
public final class ClassPathEntry {

    private static final String MAVEN_PREFIX = "META-INF/maven/";
    private static final String POM_PROPERTIES = "/pom.properties";

    private final String location;
    private final String base;
    private final List<MavenArtifact> artifacts;

    private ClassPathEntry(String location, String base, List<MavenArtifact> artifacts) {
        this.location = location;
        this.base = base;
        this.artifacts = artifacts;
    }

    /**
     * The entry that holds {@code resource}, found at {@code url} (as {@link ClassLoader#getResource} returned it),
     * or null when the URL does not end with the resource name.
     */
    public static ClassPathEntry holding(URL url, String resource) {
        String text = url.toExternalForm();
        if (!text.endsWith(resource)) {
            return null;
        }
        String base = text.substring(0, text.length() - resource.length());
        return new ClassPathEntry(displayLocation(base), base, readArtifacts(base));
    }

    /** Where the entry is, as a user finds it on disk: a jar path, or a directory. */
    public String location() {
        return location;
    }

    /** The Maven artifacts this entry was built from (several for a shaded jar, none for a class directory). */
    public List<MavenArtifact> artifacts() {
        return artifacts;
    }

    /** Whether the entry also holds {@code resource}. */
    public boolean contains(String resource) {
        return read(resource) != null;
    }

    /**
     * The artifact {@code groupId:artifactId} when this entry carries its {@code pom.properties}, or null. Reads the
     * one file, so it also works for jars whose entries cannot be listed.
     */
    public MavenArtifact artifact(String groupId, String artifactId) {
        String text = read(MAVEN_PREFIX + groupId + '/' + artifactId + POM_PROPERTIES);
        if (text == null) {
            return null;
        }
        Properties properties = new Properties();
        try {
            properties.load(new StringReader(text));
        } catch (IOException e) {
            return null;
        }
        return MavenArtifact.of(properties);
    }

    /** The first artifact of {@code groupId}, or null. */
    public MavenArtifact artifactOf(String groupId) {
        for (MavenArtifact artifact : artifacts) {
            if (artifact.groupId().equals(groupId)) {
                return artifact;
            }
        }
        return null;
    }

    private boolean isJar() {
        return base.startsWith("jar:");
    }

    /** Same place, same entry: two resources of one jar give equal entries. */
    @Override
    public boolean equals(Object other) {
        return other instanceof ClassPathEntry && ((ClassPathEntry) other).base.equals(base);
    }

    @Override
    public int hashCode() {
        return base.hashCode();
    }

    @Override
    public String toString() {
        if (artifacts.isEmpty()) {
            return location;
        }
        return artifacts.get(0) + (artifacts.size() > 1 ? " and " + (artifacts.size() - 1) + " more" : "")
                + " (" + location + ")";
    }

    /**
     * Lists a plain jar file's {@code pom.properties}. Jars nested in other jars (a Spring Boot executable jar) are
     * not opened here: their class loader owns their file handles, and closing one of them would break it.
     */
    private static List<MavenArtifact> readArtifacts(String base) {
        if (!base.startsWith("jar:file:") || !base.endsWith("!/") || base.indexOf("!/") != base.length() - 2) {
            return Collections.emptyList();
        }
        try {
            File file = new File(new URL(base.substring("jar:".length(), base.length() - "!/".length())).toURI());
            try (JarFile jar = new JarFile(file)) {
                return readArtifacts(jar);
            }
        } catch (IOException | URISyntaxException | RuntimeException e) {
            // an unreadable jar tells nothing about its origin; the class loader reports it on its own terms
            return Collections.emptyList();
        }
    }

    /** The text of {@code resource} in this entry, or null when it has none. */
    public String read(String resource) {
        try {
            URLConnection connection = new URL(base + resource).openConnection();
            connection.setUseCaches(isJar());
            try (InputStream in = connection.getInputStream()) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                byte[] buffer = new byte[4096];
                for (int n; (n = in.read(buffer)) > 0; ) {
                    out.write(buffer, 0, n);
                }
                return new String(out.toByteArray(), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            return null;
        }
    }

    private static List<MavenArtifact> readArtifacts(JarFile jar) throws IOException {
        List<MavenArtifact> found = new ArrayList<>();
        Enumeration<JarEntry> entries = jar.entries();
        while (entries.hasMoreElements()) {
            JarEntry entry = entries.nextElement();
            String name = entry.getName();
            if (name.startsWith(MAVEN_PREFIX) && name.endsWith(POM_PROPERTIES)) {
                Properties properties = new Properties();
                try (InputStream in = jar.getInputStream(entry)) {
                    properties.load(in);
                }
                MavenArtifact artifact = MavenArtifact.of(properties);
                if (artifact != null) {
                    found.add(artifact);
                }
            }
        }
        return Collections.unmodifiableList(found);
    }

    /** {@code jar:file:/a/b.jar!/} gives {@code /a/b.jar}; nested and directory entries keep their URL form. */
    private static String displayLocation(String base) {
        String text = base;
        if (text.startsWith("jar:") && text.endsWith("!/")) {
            text = text.substring("jar:".length(), text.length() - "!/".length());
        }
        if (text.startsWith("file:") && !text.contains("!/")) {
            try {
                return new File(new URL(text).toURI()).getPath();
            } catch (Exception e) {
                return text.substring("file:".length());
            }
        }
        return text;
    }
}
