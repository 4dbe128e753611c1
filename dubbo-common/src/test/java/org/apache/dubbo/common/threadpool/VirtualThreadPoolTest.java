package org.apache.dubbo.common.threadpool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.apache.dubbo.common.URL;
import org.junit.jupiter.api.Test;

/**
 * {@code threadpool=virtual}: on Java 21 or later every task runs on its own virtual thread named after
 * {@code threadname}; on an older JVM the pool is refused with an error that says which Java it needs.
 */
class VirtualThreadPoolTest {

    /** Run in a child JVM of Java 21 or later by the test below; prints what it saw. */
    public static void main(String[] args) throws Exception {
        ExecutorService pool = new VirtualThreadPool().getExecutor(
                URL.valueOf("dubbo://127.0.0.1:20880?threadpool=virtual&threadname=Biz&threads=1"));
        int tasks = 1000;
        CountDownLatch allBlocked = new CountDownLatch(tasks);
        CountDownLatch release = new CountDownLatch(1);
        List<String> names = java.util.Collections.synchronizedList(new ArrayList<>());
        for (int i = 0; i < tasks; i++) {
            pool.execute(() -> {
                Thread current = Thread.currentThread();
                try {
                    names.add(current.getName() + " virtual=" + Thread.class.getMethod("isVirtual").invoke(current));
                } catch (ReflectiveOperationException e) {
                    names.add("error " + e);
                }
                allBlocked.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
        }
        // threads=1 does not limit it: a thousand tasks block at once
        boolean all = allBlocked.await(60, TimeUnit.SECONDS);
        release.countDown();
        pool.shutdown();
        boolean ended = pool.awaitTermination(60, TimeUnit.SECONDS);
        System.out.println("blocked-at-once=" + all + " ended=" + ended + " tasks=" + names.size());
        System.out.println("first=" + names.stream().sorted().findFirst().orElse("none"));
        System.out.println("virtual-all=" + names.stream().allMatch(n -> n.endsWith("virtual=true")));
    }

    @Test
    void onAJvmWithoutVirtualThreadsThePoolIsRefusedNamingTheJavaItNeeds() {
        assumeTrue(javaFeature(System.getProperty("java.specification.version")) < 21,
                "this test JVM has virtual threads; the child-JVM test covers it");
        IllegalArgumentException error = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> ThreadPoolKind.forName("virtual").create(ThreadPoolOptions.builder().build()));
        assertTrue(error.getMessage().startsWith("threadpool=virtual needs Java 21 or later; this is Java "),
                error.getMessage());
    }

    @Test
    void onJava21OrLaterEveryTaskRunsOnItsOwnNamedVirtualThread() throws Exception {
        Optional<Path> java = javaOf21OrLater();
        assumeTrue(java.isPresent(), "no Java 21+ on this machine (looked at the test JVM and /usr/lib/jvm)");
        List<String> command = new ArrayList<>(Arrays.asList(java.get().toString(), "-cp",
                System.getProperty("java.class.path"), VirtualThreadPoolTest.class.getName()));
        Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            assertTrue(child.waitFor(120, TimeUnit.SECONDS), "the child JVM ended");
            String output = new String(readAll(child), StandardCharsets.UTF_8);
            assertEquals(0, child.exitValue(), output);
            assertTrue(output.contains("blocked-at-once=true ended=true tasks=1000"), output);
            assertTrue(output.contains("first=Biz-"), output);
            assertTrue(output.contains("virtual-all=true"), output);
        } finally {
            child.destroyForcibly();
        }
    }

    private static byte[] readAll(Process process) throws IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        int n;
        while ((n = process.getInputStream().read(buffer)) > 0) {
            bytes.write(buffer, 0, n);
        }
        return bytes.toByteArray();
    }

    private static Optional<Path> javaOf21OrLater() throws IOException {
        Path own = Paths.get(System.getProperty("java.home"), "bin", "java");
        if (javaFeature(System.getProperty("java.specification.version")) >= 21) {
            return Optional.of(own);
        }
        Path jvms = Paths.get("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return Optional.empty();
        }
        try (Stream<Path> homes = Files.list(jvms)) {
            return homes.filter(home -> javaFeature(releaseVersion(home)) >= 21)
                    .map(home -> home.resolve("bin").resolve("java"))
                    .filter(Files::isExecutable)
                    .findFirst();
        }
    }

    private static String releaseVersion(Path home) {
        File release = home.resolve("release").toFile();
        if (!release.isFile()) {
            return "0";
        }
        try {
            for (String line : Files.readAllLines(release.toPath(), StandardCharsets.UTF_8)) {
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
    private static int javaFeature(String version) {
        String v = version.startsWith("1.") ? version.substring(2) : version;
        int end = 0;
        while (end < v.length() && Character.isDigit(v.charAt(end))) {
            end++;
        }
        return end == 0 ? 0 : Integer.parseInt(v.substring(0, end));
    }
}
