package interop.capture;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** Every frame the relays of one capture run saw, in order, plus any bytes that were not frames. */
final class FrameLog {

    private final List<CapturedFrame> frames = new ArrayList<>();
    private final List<String> strays = new ArrayList<>();

    synchronized void record(String connection, String direction, byte[] frame) {
        frames.add(new CapturedFrame(frames.size() + 1, connection, direction, frame));
        notifyAll();
    }

    synchronized void recordStray(String connection, String direction, byte[] bytes) {
        strays.add(connection + " " + direction + ": " + new String(bytes, StandardCharsets.ISO_8859_1));
    }

    synchronized List<CapturedFrame> frames() {
        return List.copyOf(frames);
    }

    synchronized List<String> strays() {
        return List.copyOf(strays);
    }

    /** Waits until a frame matching {@code condition} was recorded; returns whether one was. */
    synchronized boolean await(Predicate<CapturedFrame> condition, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (frames.stream().noneMatch(condition)) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            wait(Math.max(1, left / 1_000_000));
        }
        return true;
    }
}
