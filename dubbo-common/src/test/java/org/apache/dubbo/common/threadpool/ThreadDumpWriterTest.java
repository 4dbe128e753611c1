package org.apache.dubbo.common.threadpool;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ThreadDumpWriterTest {

    private final AtomicLong nanoClock = new AtomicLong(-42L);
    private final AtomicInteger dumpsStarted = new AtomicInteger();

    private ThreadDumpWriter writer() {
        return new ThreadDumpWriter(nanoClock::get, task -> {
            dumpsStarted.incrementAndGet();
            task.run();
        });
    }

    @Test
    void dumpsAtMostOnceEveryTenMinutes(@TempDir Path directory) {
        ThreadDumpWriter writer = writer();

        assertTrue(writer.dumpIfDue(directory));
        nanoClock.addAndGet(TimeUnit.MINUTES.toNanos(10) - 1);
        assertFalse(writer.dumpIfDue(directory));
        nanoClock.addAndGet(1);
        assertTrue(writer.dumpIfDue(directory));

        assertEquals(2, dumpsStarted.get());
    }

    @Test
    void writesEveryThreadWithItsStack(@TempDir Path directory) throws IOException {
        writer().dumpIfDue(directory);

        String dump;
        try (Stream<Path> files = Files.list(directory)) {
            dump = Files.readString(files.findFirst().orElseThrow());
        }
        assertTrue(dump.contains('"' + Thread.currentThread().getName() + "\" Id="), dump);
        assertTrue(dump.contains(ThreadDumpWriter.class.getName() + ".writeAllThreads("), dump);
    }

    @Test
    void survivesADirectoryThatCannotBeCreated(@TempDir Path directory) throws IOException {
        Path blockedByAFile = Files.createFile(directory.resolve("not-a-directory"));

        assertDoesNotThrow(() -> writer().dumpIfDue(blockedByAFile.resolve("dumps")));
    }
}
