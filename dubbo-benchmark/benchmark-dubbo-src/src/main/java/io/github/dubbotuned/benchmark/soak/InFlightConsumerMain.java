package io.github.dubbotuned.benchmark.soak;

import io.github.dubbotuned.benchmark.api.SlowService;
import io.github.dubbotuned.benchmark.harness.Args;
import io.github.dubbotuned.benchmark.harness.ProcessFigures;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;

/**
 * The consumer of the in-flight experiment: keeps {@code --in-flight} asynchronous calls outstanding against a slow
 * provider (each answered after a random {@code --min-delay-ms}..{@code --max-delay-ms}) for {@code --seconds}, then
 * waits for every call to end. Every {@code --sample-every-ms} it prints a {@link ProcessFigures} line (heap after a
 * full GC, direct memory, threads, descriptors) with the calls outstanding, answered and failed; at the end the
 * totals ({@value #DONE}), with every failure counted by its error. Exits 0 when it ran to the end, whatever the
 * calls did: the runner judges the figures.
 *
 * <pre>
 * --url dubbo://host:port --in-flight 10000 --seconds 60 [--min-delay-ms 1000] [--max-delay-ms 2000]
 * [--timeout-ms 30000] [--payload-bytes 64] [--sample-every-ms 5000]
 * </pre>
 */
public final class InFlightConsumerMain {

    public static final String DONE = "BENCH INFLIGHT DONE";

    private InFlightConsumerMain() {
    }

    public static void main(String[] args) throws Exception {
        Args options = Args.parse(args, new HashSet<String>(Arrays.asList("url", "in-flight", "seconds",
                "min-delay-ms", "max-delay-ms", "timeout-ms", "payload-bytes", "sample-every-ms")));
        final int inFlight = options.integer("in-flight", 10000);
        long seconds = options.integer("seconds", 60);
        final int minDelay = options.integer("min-delay-ms", 1000);
        final int maxDelay = Math.max(minDelay, options.integer("max-delay-ms", 2000));
        int timeout = options.integer("timeout-ms", 30000);
        long sampleEvery = options.integer("sample-every-ms", 5000);
        final String payload = payload(options.integer("payload-bytes", 64));

        ApplicationConfig application = new ApplicationConfig("in-flight-consumer");
        application.setQosEnable(false);
        DubboBootstrap.getInstance().application(application);
        ReferenceConfig<SlowService> reference = new ReferenceConfig<SlowService>();
        reference.setInterface(SlowService.class);
        reference.setUrl(options.require("url") + "/" + SlowService.class.getName());
        reference.setCheck(false);
        reference.setRetries(0);
        reference.setTimeout(timeout);
        final SlowService service = reference.get();

        final CallCounts counts = new CallCounts();
        final Semaphore permits = new Semaphore(inFlight);
        final BiConsumer<String, Throwable> ended = new BiConsumer<String, Throwable>() {
            @Override
            public void accept(String answer, Throwable error) {
                if (error != null) {
                    counts.failed(error);
                } else if (!payload.equals(answer)) {
                    counts.failed(new IllegalStateException("wrong answer"));
                } else {
                    counts.ok();
                }
                permits.release();
            }
        };
        System.out.println(ProcessFigures.read().line("before") + " elapsed_s=0 in_flight=0 ok=0 failed=0");
        long start = System.nanoTime();
        long end = start + TimeUnit.SECONDS.toNanos(seconds);
        long nextSample = start + TimeUnit.MILLISECONDS.toNanos(sampleEvery);
        long issued = 0;
        while (System.nanoTime() < end) {
            if (!permits.tryAcquire(100, TimeUnit.MILLISECONDS)) {
                nextSample = sampleIfDue(nextSample, sampleEvery, start, inFlight, permits, counts);
                continue;
            }
            issued++;
            int delay = minDelay + ThreadLocalRandom.current().nextInt(maxDelay - minDelay + 1);
            try {
                CompletableFuture<String> answer = service.later(delay, payload);
                answer.whenComplete(ended);
            } catch (RuntimeException e) {
                ended.accept(null, e);
            }
            nextSample = sampleIfDue(nextSample, sampleEvery, start, inFlight, permits, counts);
        }
        // every call must end: answered, or failed by its own timeout at the latest
        boolean allEnded = permits.tryAcquire(inFlight, timeout + 60000L, TimeUnit.MILLISECONDS);
        int unanswered = allEnded ? 0 : inFlight - permits.availablePermits();
        System.out.println(ProcessFigures.read().line("after") + String.format(Locale.ROOT,
                " elapsed_s=%.1f in_flight=%d ok=%d failed=%d", elapsedSeconds(start), unanswered, counts.okCount(),
                counts.failedCount()));
        System.out.println(DONE + " issued=" + issued + " ok=" + counts.okCount() + " failed=" + counts.failedCount()
                + " unanswered=" + unanswered + " failures=" + counts.failuresByError() + " threads_by_name="
                + ThreadCensus.byName());
        for (String example : counts.examples()) {
            System.out.println("BENCH INFLIGHT FAILURE EXAMPLE " + example);
        }
        System.out.flush();
        reference.destroy();
        System.exit(0);
    }

    private static long sampleIfDue(long nextSample, long sampleEvery, long start, int inFlight, Semaphore permits,
                                    CallCounts counts) {
        if (System.nanoTime() < nextSample) {
            return nextSample;
        }
        int outstanding = inFlight - permits.availablePermits();
        System.out.println(ProcessFigures.read().line("sample") + String.format(Locale.ROOT,
                " elapsed_s=%.1f in_flight=%d ok=%d failed=%d", elapsedSeconds(start), outstanding, counts.okCount(),
                counts.failedCount()));
        System.out.flush();
        return System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(sampleEvery);
    }

    private static double elapsedSeconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }

    static String payload(int bytes) {
        StringBuilder text = new StringBuilder(bytes);
        for (int i = 0; i < bytes; i++) {
            text.append((char) ('a' + i % 26));
        }
        return text.toString();
    }
}
