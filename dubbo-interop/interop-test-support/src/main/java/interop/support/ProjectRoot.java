package interop.support;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/** Finds the checkout that holds {@code dubbo-interop/}, wherever Maven runs a test from. */
public final class ProjectRoot {

    /** System property naming the project root explicitly. */
    public static final String PROPERTY = "interop.root";

    private ProjectRoot() {
    }

    public static Path locate() {
        String explicit = System.getProperty(PROPERTY);
        if (explicit != null && !explicit.isBlank()) {
            Path root = Paths.get(explicit).toAbsolutePath().normalize();
            if (!isRoot(root)) {
                throw new IllegalStateException("-D" + PROPERTY + "=" + explicit + " has no dubbo-interop/pom.xml");
            }
            return root;
        }
        Path start = Paths.get(System.getProperty("user.dir")).toAbsolutePath().normalize();
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            if (isRoot(dir)) {
                return dir;
            }
        }
        throw new IllegalStateException("no directory containing dubbo-interop/pom.xml above " + start
                + "; set -D" + PROPERTY + "=<project root>");
    }

    private static boolean isRoot(Path dir) {
        return Files.isRegularFile(dir.resolve("dubbo-interop").resolve("pom.xml"));
    }
}
