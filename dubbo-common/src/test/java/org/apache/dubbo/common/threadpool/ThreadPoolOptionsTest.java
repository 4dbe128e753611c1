package org.apache.dubbo.common.threadpool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

class ThreadPoolOptionsTest {

    private static void assertRejected(String expectedMessage, Executable setting) {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, setting);
        assertEquals(expectedMessage, error.getMessage());
    }

    @Test
    void defaultsAreTheProviderDefaults() {
        ThreadPoolOptions options = ThreadPoolOptions.builder().build();

        assertEquals("DubboServerHandler", options.threadName());
        assertEquals(200, options.threads());
        assertEquals(0, options.coreThreads());
        assertEquals(0, options.queues());
        assertEquals(60_000, options.keepAliveMillis());
        assertEquals("unknown", options.owner());
        assertTrue(options.daemon());
        assertFalse(options.dumpDirectory().isPresent());
    }

    @Test
    void eachKindStartsFromItsOwnDefaults() {
        assertEquals(200, new FixedThreadPool().defaultOptions().build().threads());
        assertEquals(Integer.MAX_VALUE, new CachedThreadPool().defaultOptions().build().threads());
        assertEquals(200, new LimitedThreadPool().defaultOptions().build().threads());
        assertEquals(Integer.MAX_VALUE, new EagerThreadPool().defaultOptions().build().threads());
    }

    @Test
    void keepsEverySetting() {
        ThreadPoolOptions options = ThreadPoolOptions.builder().threadName("DubboClientHandler-10.0.0.1:20880")
                .threads(7).coreThreads(3).queues(-1).keepAliveMillis(5).owner("dubbo://10.0.0.1:20880")
                .daemon(false).dumpDirectory(Paths.get("/tmp/dumps")).build();

        assertEquals("DubboClientHandler-10.0.0.1:20880", options.threadName());
        assertEquals(7, options.threads());
        assertEquals(3, options.coreThreads());
        assertEquals(-1, options.queues());
        assertEquals(5, options.keepAliveMillis());
        assertEquals("dubbo://10.0.0.1:20880", options.owner());
        assertFalse(options.daemon());
        assertEquals(Paths.get("/tmp/dumps"), options.dumpDirectory().orElseThrow());
        assertEquals(options.toString(), options.toBuilder().build().toString());
    }

    @Test
    void toBuilderLeavesTheOriginalUnchanged() {
        ThreadPoolOptions original = ThreadPoolOptions.builder().threads(5).build();

        ThreadPoolOptions changed = original.toBuilder().threads(6).build();

        assertEquals(5, original.threads());
        assertEquals(6, changed.threads());
    }

    @Test
    void rejectsInvalidValuesNamingTheKey() {
        ThreadPoolOptions.Builder builder = ThreadPoolOptions.builder();

        assertRejected("threads must be > 0, got -3", () -> builder.threads(-3));
        assertRejected("threads must be > 0, got 0", () -> builder.threads(0));
        assertRejected("corethreads must be >= 0, got -1", () -> builder.coreThreads(-1));
        assertRejected("alive must be >= 0, got -5", () -> builder.keepAliveMillis(-5));
        assertRejected("threadname must not be empty, got ' '", () -> builder.threadName(" "));
        assertRejected("threadname must not be empty, got null", () -> builder.threadName(null));
        assertRejected("owner must not be empty, got ''", () -> builder.owner(""));
    }

    @Test
    void acceptsAnyQueuesValue() {
        assertEquals(Integer.MIN_VALUE, ThreadPoolOptions.builder().queues(Integer.MIN_VALUE).build().queues());
    }
}
