package org.apache.dubbo.rpc.protocol.dubbo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import io.github.dubbotuned.test.JavaRuntimes;
import io.github.dubbotuned.test.ReservedPorts;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.dubbo.rpc.RpcContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code threadpool=virtual} on a consumer (Apache Dubbo 3.3's key for the consumer's executor): on Java 21 or later an
 * asynchronous call's response is decoded and its future completed on a virtual thread named after the consumer's
 * {@code threadname}; on an older JVM the reference is refused, before it connects, with an error naming the Java it
 * needs.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ConsumerVirtualThreadsTest {

    /** The service: answers once the test lets it, so that the caller's callback is in place before the answer. */
    public interface Gate {
        String pass(String who);
    }

    static final CountDownLatch OPEN = new CountDownLatch(1);

    public static final class GateImpl implements Gate {
        @Override
        public String pass(String who) {
            try {
                if (!OPEN.await(60, TimeUnit.SECONDS)) {
                    return "still closed";
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return "passed " + who;
        }
    }

    private static final Protocol PROTOCOL = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("dubbo");
    private static final ProxyFactory PROXIES = ExtensionLoader.getExtensionLoader(ProxyFactory.class)
            .getExtension("jdk");

    private static URL url(int port, String parameters) {
        return URL.valueOf("dubbo://127.0.0.1:" + port + "/" + Gate.class.getName() + "?interface=" + Gate.class.getName()
                + parameters);
    }

    /** Run in a child JVM of Java 21 or later: one asynchronous call; prints the thread that completed it. */
    public static void main(String[] args) throws Exception {
        int port = ReservedPorts.reserve();
        Exporter<Gate> exporter = PROTOCOL.export(PROXIES.getInvoker(new GateImpl(), Gate.class,
                url(port, "&side=provider")));
        Invoker<Gate> invoker = PROTOCOL.refer(Gate.class, url(port,
                "&side=consumer&async=true&timeout=60000&threadpool=virtual&threadname=VirtualClient"));
        try {
            Gate gate = PROXIES.getProxy(invoker);
            gate.pass("first");
            CompletableFuture<Object> future = RpcContext.getContext().getCompletableFuture();
            CompletableFuture<String> completedOn = new CompletableFuture<>();
            future.whenComplete((value, error) -> {
                Thread thread = Thread.currentThread();
                try {
                    completedOn.complete(value + " on " + thread.getName() + " virtual="
                            + Thread.class.getMethod("isVirtual").invoke(thread));
                } catch (ReflectiveOperationException e) {
                    completedOn.complete("error " + e);
                }
            });
            OPEN.countDown();
            System.out.println("completed: " + completedOn.get(60, TimeUnit.SECONDS));
        } finally {
            invoker.destroy();
            exporter.unexport();
        }
        System.exit(0);
    }

    @Test
    void onJava21OrLaterTheResponseIsHandledOnANamedVirtualThread() throws Exception {
        Optional<Path> java = JavaRuntimes.atLeast(21);
        assumeTrue(java.isPresent(), "no Java 21+ on this machine (looked at the test JVM and /usr/lib/jvm)");
        List<String> command = Arrays.asList(java.get().toString(), "-cp", System.getProperty("java.class.path"),
                ConsumerVirtualThreadsTest.class.getName());
        Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            String output = readAll(child.getInputStream());
            assertTrue(child.waitFor(120, TimeUnit.SECONDS), "the child JVM ended");
            assertEquals(0, child.exitValue(), output);
            assertTrue(output.contains("completed: passed first on VirtualClient-"), output);
            assertTrue(output.contains(" virtual=true"), output);
        } finally {
            child.destroyForcibly();
        }
    }

    @Test
    void onAJvmWithoutVirtualThreadsTheReferenceIsRefusedNamingTheJavaItNeeds() {
        assumeTrue(JavaRuntimes.current() < 21, "this test JVM has virtual threads; the child-JVM test covers it");
        int port = ReservedPorts.reserve();
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> PROTOCOL.refer(Gate.class,
                url(port, "&side=consumer&threadpool=virtual")));
        assertTrue(error.getMessage().startsWith("threadpool=virtual needs Java 21 or later; this is Java "),
                error.getMessage());
    }

    private static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        int n;
        while ((n = in.read(buffer)) > 0) {
            bytes.write(buffer, 0, n);
        }
        return new String(bytes.toByteArray(), StandardCharsets.UTF_8);
    }
}
