package org.apache.dubbo.common.threadpool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoMoreInteractions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.Logger;

class ThreadPoolExhaustedHandlerTest {

    private static final String IDLE_POOL_MESSAGE = "Thread pool is EXHAUSTED! Thread Name: DubboServerHandler-"
            + "10.0.0.1:20880, Pool Size: 0 (active: 0, core: 1, max: 1, largest: 0), Task: 0 (completed: 0), "
            + "Executor status:(isShutdown:false, isTerminated:false, isTerminating:false), in dubbo://10.0.0.1:20880!";

    private final ThreadPoolOptions options = ThreadPoolOptions.builder()
            .threadName("DubboServerHandler-10.0.0.1:20880").owner("dubbo://10.0.0.1:20880").build();
    private final ThreadPoolExecutor idlePool =
            new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, new SynchronousQueue<>());
    private final AtomicLong nanoClock = new AtomicLong(123_456_789L);
    private final Logger logger = mock(Logger.class);
    private final ThreadDumpWriter noDumps = new ThreadDumpWriter(nanoClock::get, task -> fail("no dump expected"));

    @AfterEach
    void tearDown() {
        idlePool.shutdownNow();
    }

    private record PoolState(String getThreadName, int getCorePoolSize, int getMaximumPoolSize, int getPoolSize,
                             int getActiveCount, int getLargestPoolSize, long getTaskCount,
                             long getCompletedTaskCount, int getQueueSize, long getRejectedCount, boolean isShutdown,
                             boolean isTerminating, boolean isTerminated) implements ThreadPoolView {
    }

    @Test
    void formatsTheMessageApacheDubboProviders() {
        PoolState pool = new PoolState("DubboServerHandler-10.0.0.1:20880", 1, 1, 1, 1, 1, 2, 1, 0, 0, false, false,
                false);

        assertEquals("Thread pool is EXHAUSTED! Thread Name: DubboServerHandler-10.0.0.1:20880, Pool Size: 1 (active: "
                        + "1, core: 1, max: 1, largest: 1), Task: 2 (completed: 1), Executor status:(isShutdown:false, "
                        + "isTerminated:false, isTerminating:false), in dubbo://10.0.0.1:20880!",
                ThreadPoolExhaustedHandler.exhaustedMessage(pool, "dubbo://10.0.0.1:20880"));
    }

    @Test
    void formatsEveryFieldFromItsOwnValue() {
        PoolState pool = new PoolState("name", 2, 3, 4, 5, 6, 7, 8, 9, 10, true, true, false);

        assertEquals("Thread pool is EXHAUSTED! Thread Name: name, Pool Size: 4 (active: 5, core: 2, max: 3, "
                        + "largest: 6), Task: 7 (completed: 8), Executor status:(isShutdown:true, isTerminated:false, "
                        + "isTerminating:true), in owner!",
                ThreadPoolExhaustedHandler.exhaustedMessage(pool, "owner"));
    }

    @Test
    void throwsForEveryRejectionButWarnsAtMostOncePerSecond() {
        ThreadPoolExhaustedHandler handler = new ThreadPoolExhaustedHandler(options, logger, nanoClock::get, noDumps);

        for (int i = 0; i < 3; i++) {
            RejectedExecutionException rejected = assertThrows(RejectedExecutionException.class,
                    () -> handler.rejectedExecution(() -> { }, idlePool));
            assertEquals(IDLE_POOL_MESSAGE, rejected.getMessage());
        }
        nanoClock.addAndGet(TimeUnit.MILLISECONDS.toNanos(999));
        assertThrows(RejectedExecutionException.class, () -> handler.rejectedExecution(() -> { }, idlePool));

        verify(logger, times(1)).warn(IDLE_POOL_MESSAGE);
        verifyNoMoreInteractions(logger);
        assertEquals(4, handler.rejectedCount());
    }

    @Test
    void nextWarningCountsTheRejectionsThatWereNotLogged() {
        ThreadPoolExhaustedHandler handler = new ThreadPoolExhaustedHandler(options, logger, nanoClock::get, noDumps);
        for (int i = 0; i < 4; i++) {
            assertThrows(RejectedExecutionException.class, () -> handler.rejectedExecution(() -> { }, idlePool));
        }

        nanoClock.addAndGet(TimeUnit.SECONDS.toNanos(1));
        assertThrows(RejectedExecutionException.class, () -> handler.rejectedExecution(() -> { }, idlePool));

        verify(logger).warn(IDLE_POOL_MESSAGE);
        verify(logger).warn(anyString(), eq(IDLE_POOL_MESSAGE), eq(3L));
        verifyNoMoreInteractions(logger);
        assertEquals(5, handler.rejectedCount());
    }

    @Test
    void warnsAgainWithoutACountAfterAQuietSecond() {
        ThreadPoolExhaustedHandler handler = new ThreadPoolExhaustedHandler(options, logger, nanoClock::get, noDumps);
        assertThrows(RejectedExecutionException.class, () -> handler.rejectedExecution(() -> { }, idlePool));
        nanoClock.addAndGet(TimeUnit.SECONDS.toNanos(5));
        assertThrows(RejectedExecutionException.class, () -> handler.rejectedExecution(() -> { }, idlePool));

        verify(logger, times(2)).warn(IDLE_POOL_MESSAGE);
        verify(logger, times(0)).warn(anyString(), eq(IDLE_POOL_MESSAGE), anyLong());
    }

    @Test
    void writesNoThreadDumpUnlessADirectoryIsConfigured() {
        ThreadPoolExhaustedHandler handler = new ThreadPoolExhaustedHandler(options, logger, nanoClock::get, noDumps);

        assertThrows(RejectedExecutionException.class, () -> handler.rejectedExecution(() -> { }, idlePool));

        assertTrue(options.dumpDirectory().isEmpty());
    }

    @Test
    void writesOneThreadDumpIntoTheConfiguredDirectoryAndStillRejects(@TempDir Path directory) throws IOException {
        ThreadPoolOptions dumping = options.toBuilder().dumpDirectory(directory.resolve("dumps")).build();
        ThreadDumpWriter synchronousDumps = new ThreadDumpWriter(nanoClock::get, Runnable::run);
        ThreadPoolExhaustedHandler handler =
                new ThreadPoolExhaustedHandler(dumping, logger, nanoClock::get, synchronousDumps);

        assertThrows(RejectedExecutionException.class, () -> handler.rejectedExecution(() -> { }, idlePool));
        assertThrows(RejectedExecutionException.class, () -> handler.rejectedExecution(() -> { }, idlePool));

        List<Path> dumps;
        try (Stream<Path> files = Files.list(directory.resolve("dumps"))) {
            dumps = files.collect(Collectors.toList());
        }
        assertEquals(1, dumps.size());
        assertTrue(dumps.get(0).getFileName().toString().startsWith(ThreadDumpWriter.FILE_NAME_PREFIX));
        assertTrue(Files.readString(dumps.get(0)).contains('"' + Thread.currentThread().getName() + '"'));
    }
}
