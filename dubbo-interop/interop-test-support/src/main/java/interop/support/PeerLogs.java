package interop.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.atomic.AtomicInteger;

/** Names and reads the log file of each peer JVM (its stdout and stderr). */
final class PeerLogs {

    private static final AtomicInteger SEQUENCE = new AtomicInteger();
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HHmmss");

    private PeerLogs() {
    }

    /** A fresh file under the logs directory, named after the role, the release and a detail such as the port. */
    static Path newFile(String role, ApacheDubboVersion version, String detail) {
        String safeDetail = detail.replaceAll("[^A-Za-z0-9.-]+", "_");
        if (safeDetail.length() > 60) {
            safeDetail = safeDetail.substring(0, 60);
        }
        String name = role + "-" + version.version() + "-" + safeDetail + "-" + LocalDateTime.now().format(TIME)
                + "-" + SEQUENCE.incrementAndGet() + ".log";
        return PeerJvm.logsDirectory().resolve(name);
    }

    /** Everything written to {@code log} so far; empty if the file does not exist yet. */
    static String read(Path log) {
        try {
            return Files.exists(log) ? new String(Files.readAllBytes(log), StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read peer log " + log, e);
        }
    }
}
