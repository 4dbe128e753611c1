package io.github.dubbotuned.apitests;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/** Compiles source trees the way a user's build does, against a given class path, and gathers class paths. */
final class Sources {

    private Sources() {
    }

    /** The module directory (tests run with it as the working directory). */
    static Path module() {
        return Path.of("").toAbsolutePath();
    }

    /** Our all-in-one artifact with its runtime dependencies: what a user's application has. */
    static String ourClasspath() throws IOException {
        Path file = module().resolve("target/application-classpath.txt");
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException(file + " is missing: the build writes it (maven-dependency-plugin)");
        }
        return Files.readString(file, StandardCharsets.UTF_8).trim();
    }

    /**
     * Compiles every {@code .java} file under {@code sources} for Java 8 into {@code output}, then copies
     * {@code resources} there.
     *
     * @throws AssertionError with the compiler's messages when compilation fails
     */
    static void compile(Path sources, Path resources, String classpath, Path output) throws IOException {
        Files.createDirectories(output);
        List<Path> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(p -> p.toString().endsWith(".java")).toList();
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StringWriter messages = new StringWriter();
        try (StandardJavaFileManager fileManager = compiler.getStandardFileManager(null, null,
                StandardCharsets.UTF_8)) {
            List<String> options = new ArrayList<>(List.of("--release", "8", "-proc:none", "-Xlint:-options",
                    "-classpath", classpath, "-d", output.toString()));
            boolean ok = compiler.getTask(messages, fileManager, null, options, null,
                    fileManager.getJavaFileObjectsFromPaths(files)).call();
            if (!ok) {
                throw new AssertionError("Sources under " + sources + " do not compile against " + describe(classpath)
                        + ":\n" + messages);
            }
        }
        if (resources != null && Files.isDirectory(resources)) {
            try (Stream<Path> walk = Files.walk(resources)) {
                for (Path file : walk.filter(Files::isRegularFile).toList()) {
                    Path target = output.resolve(resources.relativize(file).toString());
                    Files.createDirectories(target.getParent());
                    Files.copy(file, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    private static String describe(String classpath) {
        return classpath.contains("org/apache/dubbo/dubbo/") ? "Apache Dubbo" : "Dubbo Tuned";
    }
}
