package io.github.dubbotuned.test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The {@code java} launchers of this machine, for tests that need a feature of a newer Java than the test JVM's (virtual
 * threads: 21): the test JVM's own, else the JDKs installed under {@code /usr/lib/jvm}.
 */
public final class JavaRuntimes {

    private JavaRuntimes() {
    }

    /** The feature version of the test JVM: 17 for "17.0.2". */
    public static int current() {
        return feature(System.getProperty("java.specification.version"));
    }

    /** A {@code java} launcher of at least {@code feature}, if this machine has one. */
    public static Optional<Path> atLeast(int feature) throws IOException {
        if (current() >= feature) {
            return Optional.of(Paths.get(System.getProperty("java.home"), "bin", "java"));
        }
        Path jvms = Paths.get("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return Optional.empty();
        }
        List<Path> homes;
        try (Stream<Path> listed = Files.list(jvms)) {
            homes = listed.sorted().collect(Collectors.toList());
        }
        for (Path home : homes) {
            Path java = home.resolve("bin").resolve("java");
            if (feature(releaseVersion(home)) >= feature && Files.isExecutable(java)) {
                return Optional.of(java);
            }
        }
        return Optional.empty();
    }

    /** The JAVA_VERSION of a JDK's {@code release} file, "0" when it has none. */
    private static String releaseVersion(Path home) {
        Path release = home.resolve("release");
        if (!Files.isRegularFile(release)) {
            return "0";
        }
        try {
            for (String line : Files.readAllLines(release, StandardCharsets.UTF_8)) {
                if (line.startsWith("JAVA_VERSION=")) {
                    return line.substring("JAVA_VERSION=".length()).replace("\"", "").trim();
                }
            }
        } catch (IOException e) {
            return "0";
        }
        return "0";
    }

    /** 8 for "1.8.0_x", 17 for "17.0.2", 25 for "25". */
    static int feature(String version) {
        String v = version.startsWith("1.") ? version.substring(2) : version;
        int end = 0;
        while (end < v.length() && Character.isDigit(v.charAt(end))) {
            end++;
        }
        return end == 0 ? 0 : Integer.parseInt(v.substring(0, end));
    }
}
