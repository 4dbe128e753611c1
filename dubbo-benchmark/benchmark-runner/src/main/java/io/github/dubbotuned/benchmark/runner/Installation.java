package io.github.dubbotuned.benchmark.runner;

import java.io.File;
import java.io.FileFilter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;

/**
 * Where each implementation's class path comes from. The runner builds nothing: in a source tree it reads the
 * {@code target/benchmark-classpath.txt} that {@code mvn verify} left in each benchmark module; in the binary
 * distribution ({@code -Dbenchmark.lib=<dir>}) it takes every jar of {@code <dir>/<module>/}.
 */
final class Installation {

    static final String LIB_PROPERTY = "benchmark.lib";
    static final String ROOT_PROPERTY = "benchmark.root";

    private final File libDirectory;
    private final File projectRoot;

    private Installation(File libDirectory, File projectRoot) {
        this.libDirectory = libDirectory;
        this.projectRoot = projectRoot;
    }

    static Installation locate() {
        String lib = System.getProperty(LIB_PROPERTY);
        if (lib != null && !lib.trim().isEmpty()) {
            return new Installation(new File(lib), null);
        }
        String root = System.getProperty(ROOT_PROPERTY);
        File start = root != null && !root.trim().isEmpty() ? new File(root) : new File(System.getProperty("user.dir"));
        for (File dir = start.getAbsoluteFile(); dir != null; dir = dir.getParentFile()) {
            if (new File(dir, "dubbo-benchmark/pom.xml").isFile()) {
                return new Installation(null, dir);
            }
        }
        throw new IllegalStateException("cannot find the benchmark: run from the project tree (a directory with "
                + "dubbo-benchmark/pom.xml above " + start.getAbsolutePath() + "), or set -D" + ROOT_PROPERTY
                + "=<project root> or -D" + LIB_PROPERTY + "=<distribution lib/benchmark>");
    }

    String classpath(Implementation implementation) throws IOException {
        if (libDirectory != null) {
            File dir = new File(libDirectory, implementation.module());
            File[] jars = dir.listFiles(new FileFilter() {
                @Override
                public boolean accept(File file) {
                    return file.getName().endsWith(".jar");
                }
            });
            if (jars == null || jars.length == 0) {
                throw new IllegalStateException("no jars in " + dir + " for " + implementation.title());
            }
            Arrays.sort(jars);
            StringBuilder path = new StringBuilder();
            for (File jar : jars) {
                path.append(path.length() == 0 ? "" : File.pathSeparator).append(jar.getAbsolutePath());
            }
            return path.toString();
        }
        File file = new File(projectRoot, "dubbo-benchmark/" + implementation.module()
                + "/target/benchmark-classpath.txt");
        if (!file.isFile()) {
            throw new IllegalStateException(file + " is missing: build the benchmark first (mvn -DskipTests verify "
                    + "-pl dubbo-benchmark/benchmark-runner -am); the runner builds nothing");
        }
        return new String(Files.readAllBytes(file.toPath()), StandardCharsets.UTF_8).trim();
    }

    /** Where results go by default: {@code benchmark-results/} under the project root or the working directory. */
    File defaultResultsRoot() {
        File base = projectRoot != null ? projectRoot : new File(System.getProperty("user.dir"));
        return new File(base, "benchmark-results");
    }
}
