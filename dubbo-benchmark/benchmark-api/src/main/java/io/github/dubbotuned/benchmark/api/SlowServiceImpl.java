package io.github.dubbotuned.benchmark.api;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/** The provider's side of {@link SlowService}: one timer thread completes every delayed answer. */
public class SlowServiceImpl implements SlowService {

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(new ThreadFactory() {
        @Override
        public Thread newThread(Runnable task) {
            Thread thread = new Thread(task, "slow-service-timer");
            thread.setDaemon(true);
            return thread;
        }
    });
    private final AtomicLong answered = new AtomicLong();

    @Override
    public CompletableFuture<String> later(int delayMillis, final String payload) {
        final CompletableFuture<String> answer = new CompletableFuture<String>();
        timer.schedule(new Runnable() {
            @Override
            public void run() {
                answered.incrementAndGet();
                answer.complete(payload);
            }
        }, Math.max(0, delayMillis), TimeUnit.MILLISECONDS);
        return answer;
    }

    @Override
    public String hold(int delayMillis, String payload) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(Math.max(0, delayMillis));
        for (long left = deadline - System.nanoTime(); left > 0; left = deadline - System.nanoTime()) {
            LockSupport.parkNanos(left);
        }
        answered.incrementAndGet();
        return payload;
    }

    /** Calls answered so far, both kinds. */
    public long answered() {
        return answered.get();
    }
}
