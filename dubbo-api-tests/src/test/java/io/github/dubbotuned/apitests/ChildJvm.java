package io.github.dubbotuned.apitests;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs a main class in a child JVM with a class path of its own, bounded in time, and returns what it printed. */
final class ChildJvm {

    private ChildJvm() {
    }

    record Run(int exitCode, String output) {
        List<String> lines() {
            return output.lines().toList();
        }
    }

    static Run run(String classpath, String mainClass, long timeoutSeconds, String... args)
            throws IOException, InterruptedException {
        Path java = Paths.get(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.add("-Xmx256m");
        command.add("-cp");
        command.add(classpath);
        command.add(mainClass);
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        Thread reader = new Thread(() -> copy(process.getInputStream(), output), "child-jvm-output");
        reader.setDaemon(true);
        reader.start();
        if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            reader.join(TimeUnit.SECONDS.toMillis(5));
            throw new AssertionError(mainClass + " did not finish within " + timeoutSeconds + " s; output:\n"
                    + output.toString(StandardCharsets.UTF_8));
        }
        reader.join(TimeUnit.SECONDS.toMillis(10));
        return new Run(process.exitValue(), output.toString(StandardCharsets.UTF_8));
    }

    private static void copy(InputStream in, ByteArrayOutputStream out) {
        byte[] buffer = new byte[8192];
        try (in) {
            int n;
            while ((n = in.read(buffer)) > 0) {
                synchronized (out) {
                    out.write(buffer, 0, n);
                }
            }
        } catch (IOException ignored) {
            // the process ended
        }
    }
}
