package org.apache.dubbo.rpc.support;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.URL;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The consumer's {@code threadpool} key chooses where asynchronous responses are handled. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ConsumerExecutorTest {

    private static URL consumer(String parameters) {
        return URL.valueOf("dubbo://127.0.0.1:20880/com.example.Demo?side=consumer" + parameters);
    }

    @Test
    void withoutThreadpoolOrWithPlainCachedTheSharedPoolServes() {
        assertSame(ConsumerExecutor.shared(), ConsumerExecutor.of(consumer("")));
        assertSame(ConsumerExecutor.shared(), ConsumerExecutor.of(consumer("&threadpool=cached")));
    }

    @Test
    void shapingTheDefaultKindGivesAPoolOfItsOwn() {
        Executor bounded = ConsumerExecutor.of(consumer("&threads=50"));
        assertNotSame(ConsumerExecutor.shared(), bounded);
        assertSame(bounded, ConsumerExecutor.of(consumer("&threadpool=cached&threads=50")));
    }

    @Test
    void aConfiguredKindIsMadeOnceForEachSettingAndNamedAfterTheConsumer() throws Exception {
        Executor fixed = ConsumerExecutor.of(consumer("&threadpool=fixed&threads=3"));
        assertSame(fixed, ConsumerExecutor.of(consumer("&threadpool=fixed&threads=3&timeout=5")));
        assertNotSame(fixed, ConsumerExecutor.of(consumer("&threadpool=fixed&threads=4")));
        assertNotSame(ConsumerExecutor.shared(), fixed);
        CompletableFuture<String> thread = new CompletableFuture<>();
        fixed.execute(() -> thread.complete(Thread.currentThread().getName()));
        String name = thread.get(30, TimeUnit.SECONDS);
        assertTrue(name.startsWith(ConsumerExecutor.THREAD_NAME), name);
    }

    @Test
    void anUnknownThreadpoolIsRefusedNamingTheValidOnes() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> ConsumerExecutor.of(consumer("&threadpool=bogus")));
        assertTrue(error.getMessage().startsWith("Unknown consumer threadpool 'bogus', valid values: fixed, cached,"),
                error.getMessage());
    }

    @Test
    void aMalformedNumberIsRefusedNamingTheKey() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> ConsumerExecutor.of(consumer("&threadpool=fixed&threads=many")));
        assertTrue(error.getMessage().contains("threads='many'"), error.getMessage());
    }
}
