package org.apache.dubbo.common.threadpool;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.RejectedExecutionHandler;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

import org.apache.dubbo.common.utils.WarningThrottle;

/**
 * Refuses a task of an exhausted pool with a {@link RejectedExecutionException} whose message describes the pool,
 * in the form Apache Dubbo users know:
 *
 * <pre>
 * Thread pool is EXHAUSTED! Thread Name: DubboServerHandler-10.0.0.1:20880, Pool Size: 1 (active: 1, core: 1, max: 1,
 * largest: 1), Task: 2 (completed: 1), Executor status:(isShutdown:false, isTerminated:false, isTerminating:false),
 * in dubbo://10.0.0.1:20880!
 * </pre>
 *
 * (on one line). The provider sends that message back to the consumer in a status-100 response, so every rejection
 * throws. Logging is rate limited because an exhausted pool under load rejects thousands of tasks a second: at most
 * one warning per second per pool, carrying the number of rejections not logged since the previous one.
 *
 * <p>Thread dumps are <b>off by default</b> (Apache Dubbo writes them by default, into the user's home): they are
 * written only when {@link ThreadPoolOptions#dumpDirectory()} is set, on a separate thread, and at most once every
 * ten minutes per JVM, since one dump shows every pool.
 */
public final class ThreadPoolExhaustedHandler implements RejectedExecutionHandler {

    private static final Logger LOGGER = LoggerFactory.getLogger(ThreadPoolExhaustedHandler.class);

    private static final long LOG_INTERVAL_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final String threadName;
    private final String owner;
    private final Path dumpDirectory;
    private final ThreadDumpWriter dumpWriter;

    private final AtomicLong rejected = new AtomicLong();
    private final WarningThrottle warnings;

    /** A handler for the pool described by {@code options} (its thread name, owner and dump directory). */
    public ThreadPoolExhaustedHandler(ThreadPoolOptions options) {
        this(options, LOGGER, System::nanoTime, ThreadDumpWriter.shared());
    }

    ThreadPoolExhaustedHandler(ThreadPoolOptions options, Logger logger, LongSupplier nanoClock,
                               ThreadDumpWriter dumpWriter) {
        this.threadName = options.threadName();
        this.owner = options.owner();
        this.dumpDirectory = options.dumpDirectory().orElse(null);
        this.dumpWriter = dumpWriter;
        this.warnings = new WarningThrottle(logger, LOG_INTERVAL_NANOS, nanoClock);
    }

    @Override
    public void rejectedExecution(Runnable task, ThreadPoolExecutor executor) {
        rejected.incrementAndGet();
        String message = exhaustedMessage(new ThreadPoolExecutorView(threadName, executor, this), owner);
        warnings.warn(message);
        if (dumpDirectory != null) {
            dumpWriter.dumpIfDue(dumpDirectory);
        }
        throw new RejectedExecutionException(message);
    }

    /** Tasks this handler has refused so far. */
    public long rejectedCount() {
        return rejected.get();
    }

    static String exhaustedMessage(ThreadPoolView pool, String owner) {
        return "Thread pool is EXHAUSTED!"
                + " Thread Name: " + pool.getThreadName()
                + ", Pool Size: " + pool.getPoolSize()
                + " (active: " + pool.getActiveCount()
                + ", core: " + pool.getCorePoolSize()
                + ", max: " + pool.getMaximumPoolSize()
                + ", largest: " + pool.getLargestPoolSize()
                + "), Task: " + pool.getTaskCount()
                + " (completed: " + pool.getCompletedTaskCount()
                + "), Executor status:(isShutdown:" + pool.isShutdown()
                + ", isTerminated:" + pool.isTerminated()
                + ", isTerminating:" + pool.isTerminating()
                + "), in " + owner + "!";
    }

}
