package io.github.dubbotuned.benchmark.soak;

import io.github.dubbotuned.benchmark.api.SlowService;
import io.github.dubbotuned.benchmark.harness.Args;
import io.github.dubbotuned.benchmark.harness.ProcessFigures;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The consumer of the soak: finds {@link SlowService} through the registry as any user's consumer does (failover,
 * {@code --retries} retries), and calls it at a steady {@code --rate} per second from at most {@code --callers}
 * threads (a call the rate asks for while every caller is busy is counted as not issued, never queued) for
 * {@code --seconds}. Every {@code --report-every-ms} it prints a {@link ProcessFigures} line (heap after a full GC,
 * direct memory, threads, descriptors) with the calls that ended well and badly in that interval; every failed call is
 * printed with its start and end time ({@value #FAILED}), so that the runner can tell a call in flight at a provider
 * restart from a lost one. At the end it waits for the calls still running and prints {@value #DONE}.
 *
 * <pre>
 * --registry zookeeper://host:port --rate 200 --seconds 1800 [--callers 64] [--max-hold-ms 20]
 * [--timeout-ms 3000] [--retries 2] [--payload-bytes 256] [--report-every-ms 60000]
 * </pre>
 */
public final class SoakConsumerMain {

    public static final String STARTED = "BENCH SOAK STARTED";
    public static final String FAILED = "BENCH SOAK FAILED";
    public static final String DONE = "BENCH SOAK DONE";

    private static final long TICK_MILLIS = 10;

    private SoakConsumerMain() {
    }

    public static void main(String[] args) throws Exception {
        Args options = Args.parse(args, new HashSet<String>(Arrays.asList("registry", "rate", "seconds", "callers",
                "max-hold-ms", "timeout-ms", "retries", "payload-bytes", "report-every-ms")));
        final double rate = options.integer("rate", 200);
        long seconds = options.integer("seconds", 1800);
        int callers = options.integer("callers", 64);
        final int maxHold = options.integer("max-hold-ms", 20);
        int timeout = options.integer("timeout-ms", 3000);
        long reportEvery = options.integer("report-every-ms", 60000);
        final String payload = InFlightConsumerMain.payload(options.integer("payload-bytes", 256));

        ApplicationConfig application = new ApplicationConfig("soak-consumer");
        application.setQosEnable(false);
        ReferenceConfig<SlowService> reference = new ReferenceConfig<SlowService>();
        reference.setInterface(SlowService.class);
        reference.setCheck(false);
        reference.setRetries(options.integer("retries", 2));
        reference.setTimeout(timeout);
        DubboBootstrap.getInstance()
                .application(application)
                .registry(new RegistryConfig(options.require("registry")))
                .reference(reference)
                .start();
        final SlowService service = reference.get();
        awaitFirstAnswer(service, payload);
        System.out.println(STARTED);
        System.out.flush();

        final Interval interval = new Interval();
        final Semaphore free = new Semaphore(callers);
        final ExecutorService callerPool = Executors.newFixedThreadPool(callers);
        final Runnable call = new Runnable() {
            @Override
            public void run() {
                long start = System.currentTimeMillis();
                long startNanos = System.nanoTime();
                try {
                    String answer = service.hold(ThreadLocalRandom.current().nextInt(maxHold + 1), payload);
                    if (!payload.equals(answer)) {
                        throw new IllegalStateException("wrong answer");
                    }
                    interval.ok(System.nanoTime() - startNanos);
                } catch (Throwable error) {
                    interval.failed.incrementAndGet();
                    Throwable cause = CallCounts.cause(error);
                    String message = String.valueOf(cause.getMessage()).replace('\n', ' ');
                    System.out.println(FAILED + " start=" + start + " end=" + System.currentTimeMillis() + " error="
                            + cause.getClass().getName() + " message=" + message);
                } finally {
                    free.release();
                }
            }
        };
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor();
        ticker.scheduleAtFixedRate(new Runnable() {
            private double owed;

            @Override
            public void run() {
                owed += rate * TICK_MILLIS / 1000.0;
                while (owed >= 1) {
                    owed -= 1;
                    interval.issued.incrementAndGet();
                    if (free.tryAcquire()) {
                        callerPool.execute(call);
                    } else {
                        interval.notIssued.incrementAndGet();
                    }
                }
            }
        }, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);

        long start = System.nanoTime();
        long end = start + TimeUnit.SECONDS.toNanos(seconds);
        long totalOk = 0;
        long totalFailed = 0;
        long totalNotIssued = 0;
        long totalIssued = 0;
        int number = 0;
        for (long next = start + TimeUnit.MILLISECONDS.toNanos(reportEvery); ; next += TimeUnit.MILLISECONDS
                .toNanos(reportEvery)) {
            boolean last = next >= end;
            long until = Math.min(next, end);
            for (long left = until - System.nanoTime(); left > 0; left = until - System.nanoTime()) {
                TimeUnit.NANOSECONDS.sleep(left);
            }
            if (last) {
                ticker.shutdown();
                ticker.awaitTermination(10, TimeUnit.SECONDS);
            }
            Interval.Counts counts = interval.drain();
            totalOk += counts.ok;
            totalFailed += counts.failed;
            totalNotIssued += counts.notIssued;
            totalIssued += counts.issued;
            number++;
            System.out.println(ProcessFigures.read().line("interval") + String.format(Locale.ROOT,
                    " interval=%d elapsed_s=%.1f issued=%d ok=%d failed=%d not_issued=%d mean_ms=%.2f max_ms=%.2f",
                    number, (System.nanoTime() - start) / 1e9, counts.issued, counts.ok, counts.failed,
                    counts.notIssued, counts.meanMillis(), counts.maxMillis()));
            System.out.flush();
            if (last) {
                break;
            }
        }
        boolean allEnded = free.tryAcquire(callers, timeout * 3L + 10000L, TimeUnit.MILLISECONDS);
        Interval.Counts rest = interval.drain();
        totalOk += rest.ok;
        totalFailed += rest.failed;
        System.out.println(DONE + " issued=" + totalIssued + " ok=" + totalOk + " failed=" + totalFailed
                + " not_issued=" + totalNotIssued + " unanswered=" + (allEnded ? 0 : callers
                - free.availablePermits()));
        System.out.flush();
        callerPool.shutdownNow();
        System.exit(0);
    }

    private static void awaitFirstAnswer(SlowService service, String payload) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (true) {
            try {
                if (payload.equals(service.hold(0, payload))) {
                    return;
                }
            } catch (RuntimeException e) {
                if (System.nanoTime() > deadline) {
                    throw e;
                }
            }
            Thread.sleep(200);
        }
    }

    /** The counters of one reporting interval. */
    private static final class Interval {
        final AtomicLong issued = new AtomicLong();
        final AtomicLong notIssued = new AtomicLong();
        final AtomicLong failed = new AtomicLong();
        private final AtomicLong ok = new AtomicLong();
        private final AtomicLong okNanos = new AtomicLong();
        private final AtomicLong maxNanos = new AtomicLong();

        void ok(long nanos) {
            ok.incrementAndGet();
            okNanos.addAndGet(nanos);
            long max;
            do {
                max = maxNanos.get();
            } while (nanos > max && !maxNanos.compareAndSet(max, nanos));
        }

        Counts drain() {
            return new Counts(issued.getAndSet(0), notIssued.getAndSet(0), ok.getAndSet(0), failed.getAndSet(0),
                    okNanos.getAndSet(0), maxNanos.getAndSet(0));
        }

        static final class Counts {
            final long issued;
            final long notIssued;
            final long ok;
            final long failed;
            final long okNanos;
            final long maxNanos;

            Counts(long issued, long notIssued, long ok, long failed, long okNanos, long maxNanos) {
                this.issued = issued;
                this.notIssued = notIssued;
                this.ok = ok;
                this.failed = failed;
                this.okNanos = okNanos;
                this.maxNanos = maxNanos;
            }

            double meanMillis() {
                return ok == 0 ? 0 : okNanos / 1e6 / ok;
            }

            double maxMillis() {
                return maxNanos / 1e6;
            }
        }
    }
}
