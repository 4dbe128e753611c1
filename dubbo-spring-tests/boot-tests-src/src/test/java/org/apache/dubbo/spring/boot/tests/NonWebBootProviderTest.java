package org.apache.dubbo.spring.boot.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import interop.api.GreetingService;
import interop.support.FreePort;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.apache.dubbo.spring.boot.tests.nonweb.NonWebProviderApplication;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A Spring Boot provider without a web server, run in a JVM of its own as users run it ({@code java -cp ... Main}):
 * after {@code main} has returned the JVM stays up and serves calls, and it exits by itself once the application's
 * context is closed by its own code; on SIGTERM it exits after stopping Dubbo gracefully (Boot's shutdown hook closes
 * the context, and Dubbo's own hook leaves the stop to it, as Apache Dubbo 3.3's does).
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class NonWebBootProviderTest {

    @Test
    void staysUpAfterMainReturnsAndExitsByItselfWhenTheContextIsClosed() throws Exception {
        int port = FreePort.find();
        Process provider = start("close", port);
        try {
            awaitLogLine(provider, "close", NonWebProviderApplication.MAIN_RETURNED);
            assertFalse(provider.waitFor(2, TimeUnit.SECONDS), "the JVM exited after main returned:\n" + log("close"));
            assertEquals("Hello after main", call(port, "after main"));

            try (OutputStream in = provider.getOutputStream()) {
                in.write("close\n".getBytes(StandardCharsets.UTF_8));
            }
            assertTrue(provider.waitFor(60, TimeUnit.SECONDS),
                    "the JVM is still running after its context was closed:\n" + log("close"));
            assertEquals(0, provider.exitValue(), log("close"));
        } finally {
            provider.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void exitsGracefullyOnSigterm() throws Exception {
        int port = FreePort.find();
        Process provider = start("sigterm", port);
        try {
            awaitLogLine(provider, "sigterm", NonWebProviderApplication.MAIN_RETURNED);
            assertEquals("Hello before SIGTERM", call(port, "before SIGTERM"));

            provider.destroy();
            assertTrue(provider.waitFor(60, TimeUnit.SECONDS), "SIGTERM did not stop the JVM:\n" + log("sigterm"));
            // logged by whichever shutdown hook stopped Dubbo (hooks finish before the JVM halts); the await
            // thread's own last line may be cut off by the halt, so it is not looked for
            assertTrue(log("sigterm").contains("Dubbo application nonweb-provider stopped"),
                    "Dubbo was not stopped gracefully on SIGTERM:\n" + log("sigterm"));
        } finally {
            provider.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
    }

    private static Process start(String name, int port) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx256m");
        command.add("-XX:TieredStopAtLevel=1");
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(NonWebProviderApplication.class.getName());
        command.add("--provider.port=" + port);
        Path log = logFile(name);
        Files.deleteIfExists(log);
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    private static String call(int port, String name) {
        ApplicationModel model = FrameworkModel.defaultModel().newApplication();
        ReferenceConfig<GreetingService> reference = new ReferenceConfig<>(model.getDefaultModule());
        reference.setApplication(new ApplicationConfig("nonweb-test-consumer"));
        reference.setInterface(GreetingService.class);
        reference.setUrl("dubbo://127.0.0.1:" + port);
        reference.setTimeout(10_000);
        try {
            return reference.get().sayHello(name);
        } finally {
            reference.destroy();
            model.destroy();
        }
    }

    /** Waits until the child's log has {@code line}, failing early if the child exits. */
    private static void awaitLogLine(Process process, String name, String line) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!log(name).contains(line)) {
            if (!process.isAlive()) {
                throw new AssertionError("the provider exited (" + process.exitValue() + ") before '" + line
                        + "':\n" + log(name));
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no '" + line + "' within 60 s:\n" + log(name));
            }
            process.waitFor(100, TimeUnit.MILLISECONDS);
        }
    }

    private static Path logFile(String name) throws IOException {
        Path dir = Paths.get(System.getProperty("user.dir"), "target", "child-logs");
        Files.createDirectories(dir);
        return dir.resolve("nonweb-provider-" + name + ".log");
    }

    private static String log(String name) throws IOException {
        Path file = logFile(name);
        return Files.exists(file) ? new String(Files.readAllBytes(file), StandardCharsets.UTF_8) : "";
    }
}
