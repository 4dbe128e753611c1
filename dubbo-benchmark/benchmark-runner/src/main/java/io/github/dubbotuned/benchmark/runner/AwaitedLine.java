package io.github.dubbotuned.benchmark.runner;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Waits for a child to print a line containing a marker, while watching that it is still alive. */
final class AwaitedLine implements ChildJvm.LineListener {

    private final String marker;
    private final CountDownLatch seen = new CountDownLatch(1);

    private AwaitedLine(String marker) {
        this.marker = marker;
    }

    static AwaitedLine on(ChildJvm child, String marker) {
        AwaitedLine awaited = new AwaitedLine(marker);
        child.addListener(awaited);
        return awaited;
    }

    @Override
    public void line(String line) {
        if (line.contains(marker)) {
            seen.countDown();
        }
    }

    /** Waits up to {@code timeoutMillis}; fails naming the child if it ended or the time ran out first. */
    void await(ChildJvm child, long timeoutMillis) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        while (!seen.await(200, TimeUnit.MILLISECONDS)) {
            if (!child.isAlive()) {
                throw new IllegalStateException(child.name() + " ended before printing '" + marker + "'");
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(child.name() + " did not print '" + marker + "' within "
                        + timeoutMillis + " ms");
            }
        }
    }
}
