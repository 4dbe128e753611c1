package org.apache.dubbo.common.threadpool;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * Writes a dump of all threads into a file when a pool is exhausted, at most once per interval: a dump is costly and
 * shows every thread of the JVM, so one per incident is enough.
 */
final class ThreadDumpWriter {

    static final String FILE_NAME_PREFIX = "Dubbo_JStack.log.";

    private static final Logger LOGGER = LoggerFactory.getLogger(ThreadDumpWriter.class);

    private static final long MIN_INTERVAL_NANOS = TimeUnit.MINUTES.toNanos(10);

    // no ':' so that the name is valid on every file system
    private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd_HH-mm-ss");

    private static final ThreadDumpWriter SHARED = new ThreadDumpWriter(System::nanoTime, ThreadDumpWriter::onNewThread);

    private final LongSupplier nanoClock;
    private final Executor writerExecutor;
    private final AtomicLong nextDumpAt;

    ThreadDumpWriter(LongSupplier nanoClock, Executor writerExecutor) {
        this.nanoClock = nanoClock;
        this.writerExecutor = writerExecutor;
        this.nextDumpAt = new AtomicLong(nanoClock.getAsLong());
    }

    /** The JVM-wide writer used by pools. */
    static ThreadDumpWriter shared() {
        return SHARED;
    }

    /** Starts writing a dump into {@code directory} unless one was started within the interval; says whether it did. */
    boolean dumpIfDue(Path directory) {
        long now = nanoClock.getAsLong();
        long due = nextDumpAt.get();
        if (now - due < 0 || !nextDumpAt.compareAndSet(due, now + MIN_INTERVAL_NANOS)) {
            return false;
        }
        writerExecutor.execute(() -> write(directory));
        return true;
    }

    private static void write(Path directory) {
        Path file = directory.resolve(FILE_NAME_PREFIX + LocalDateTime.now().format(TIMESTAMP));
        try {
            Files.createDirectories(directory);
            try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                writeAllThreads(out);
            }
            LOGGER.warn("Thread pool exhausted, thread dump written to {}", file);
        } catch (IOException | RuntimeException e) {
            LOGGER.warn("Thread pool exhausted, could not write a thread dump to {}", file, e);
        }
    }

    private static void writeAllThreads(Writer out) throws IOException {
        for (ThreadInfo thread : ManagementFactory.getThreadMXBean().dumpAllThreads(false, false)) {
            out.write('"' + thread.getThreadName() + "\" Id=" + thread.getThreadId() + ' ' + thread.getThreadState());
            if (thread.getLockName() != null) {
                out.write(" on " + thread.getLockName());
            }
            if (thread.getLockOwnerName() != null) {
                out.write(" owned by \"" + thread.getLockOwnerName() + "\" Id=" + thread.getLockOwnerId());
            }
            out.write('\n');
            for (StackTraceElement frame : thread.getStackTrace()) {
                out.write("\tat " + frame + '\n');
            }
            out.write('\n');
        }
    }

    private static void onNewThread(Runnable task) {
        Thread thread = new Thread(task, "DubboThreadDumpWriter");
        thread.setDaemon(true);
        thread.start();
    }
}
