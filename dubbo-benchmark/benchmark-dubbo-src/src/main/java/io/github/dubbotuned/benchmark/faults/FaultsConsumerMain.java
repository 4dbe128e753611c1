package io.github.dubbotuned.benchmark.faults;

import io.github.dubbotuned.benchmark.api.FaultProbeService;
import io.github.dubbotuned.benchmark.harness.Args;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The consumer of the faults experiment, with the defaults a user gets (failover cluster, 2 retries, 1000 ms
 * timeout, random load balancing, the registry's default migration step): {@code --callers} threads call
 * {@link FaultProbeService} in a closed loop through the ZooKeeper registry {@code --registry}. Every
 * {@code --tick-ms} it prints one line the runner reads:
 * <pre>
 * FAULTS TICK t=EPOCH_MS ok=N failed=N longest=MS by=p1:N,p2:N
 * </pre>
 * with cumulative counts ({@code by}: successful calls per answering provider) and the longest call since the last
 * tick: ended, or still in progress (a hang shows there). A failed call prints
 * {@code FAULTS FAIL t=EPOCH_MS Class: message} (at most {@value #FAILURE_LINES_PER_TICK} lines per tick; the counts
 * are exact). Runs until its standard input ends.
 *
 * <pre>
 * --registry zookeeper://... [--callers 64] [--tick-ms 200] [--heartbeat-ms N]
 * </pre>
 */
public final class FaultsConsumerMain {

    static final int FAILURE_LINES_PER_TICK = 5;

    private FaultsConsumerMain() {
    }

    public static void main(String[] args) throws Exception {
        Args options = Args.parse(args, new HashSet<String>(Arrays.asList("registry", "callers", "tick-ms",
                "heartbeat-ms")));
        int callers = options.integer("callers", 64);
        final int tickMillis = options.integer("tick-ms", 200);
        ApplicationConfig application = new ApplicationConfig("faults-consumer");
        application.setQosEnable(false);
        ReferenceConfig<FaultProbeService> reference = new ReferenceConfig<FaultProbeService>();
        reference.setInterface(FaultProbeService.class);
        reference.setCheck(false);
        Integer heartbeat = options.integer("heartbeat-ms");
        if (heartbeat != null) {
            Map<String, String> parameters = new HashMap<String, String>();
            parameters.put("heartbeat", String.valueOf(heartbeat));
            reference.setParameters(parameters);
        }
        DubboBootstrap.getInstance()
                .application(application)
                .registry(new RegistryConfig(options.require("registry")))
                .reference(reference)
                .start();
        FaultProbeService service = reference.get();

        Counters counters = new Counters(callers);
        for (int i = 0; i < callers; i++) {
            Thread caller = new Thread(new Caller(service, i, counters), "faults-caller-" + i);
            caller.setDaemon(true);
            caller.start();
        }
        Thread ticker = new Thread(new Runnable() {
            @Override
            public void run() {
                while (true) {
                    System.out.println(counters.tick());
                    System.out.flush();
                    try {
                        Thread.sleep(tickMillis);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "faults-ticker");
        ticker.setDaemon(true);
        ticker.start();
        byte[] buffer = new byte[256];
        while (System.in.read(buffer) >= 0) {
            // the runner holds our standard input open while we should call
        }
        System.exit(0);
    }

    /** What the callers did, for the tick lines. */
    static final class Counters {
        final AtomicLong ok = new AtomicLong();
        final AtomicLong failed = new AtomicLong();
        final ConcurrentMap<String, AtomicLong> byProvider = new ConcurrentHashMap<String, AtomicLong>();
        /** Start (nanoTime) of each caller's call in progress, 0 when none. */
        final AtomicLongArray started;
        final AtomicInteger failureLines = new AtomicInteger();
        /** The longest call that ended since the last tick, in nanoseconds. */
        final AtomicLong longestEnded = new AtomicLong();

        Counters(int callers) {
            started = new AtomicLongArray(callers);
        }

        void answered(String provider) {
            ok.incrementAndGet();
            AtomicLong count = byProvider.get(provider);
            if (count == null) {
                AtomicLong fresh = new AtomicLong();
                count = byProvider.putIfAbsent(provider, fresh);
                if (count == null) {
                    count = fresh;
                }
            }
            count.incrementAndGet();
        }

        void failed(RuntimeException e) {
            failed.incrementAndGet();
            if (failureLines.incrementAndGet() <= FAILURE_LINES_PER_TICK) {
                String message = String.valueOf(e.getMessage());
                int newline = message.indexOf('\n');
                message = newline >= 0 ? message.substring(0, newline) : message;
                System.out.println("FAULTS FAIL t=" + System.currentTimeMillis() + " " + e.getClass().getName()
                        + ": " + (message.length() > 300 ? message.substring(0, 300) + "..." : message));
            }
        }

        void ended(long startNanos) {
            long took = System.nanoTime() - startNanos;
            long longest = longestEnded.get();
            while (took > longest && !longestEnded.compareAndSet(longest, took)) {
                longest = longestEnded.get();
            }
        }

        String tick() {
            long now = System.nanoTime();
            long oldest = longestEnded.getAndSet(0);
            for (int i = 0; i < started.length(); i++) {
                long start = started.get(i);
                if (start != 0) {
                    oldest = Math.max(oldest, now - start);
                }
            }
            failureLines.set(0);
            StringBuilder by = new StringBuilder();
            for (Map.Entry<String, AtomicLong> e : new TreeMap<String, AtomicLong>(byProvider).entrySet()) {
                by.append(by.length() == 0 ? "" : ",").append(e.getKey()).append(':').append(e.getValue().get());
            }
            return "FAULTS TICK t=" + System.currentTimeMillis() + " ok=" + ok.get() + " failed=" + failed.get()
                    + " longest=" + oldest / 1_000_000 + " by=" + by;
        }
    }

    private static final class Caller implements Runnable {

        private final FaultProbeService service;
        private final int index;
        private final Counters counters;

        Caller(FaultProbeService service, int index, Counters counters) {
            this.service = service;
            this.index = index;
            this.counters = counters;
        }

        @Override
        public void run() {
            while (true) {
                long start = System.nanoTime();
                counters.started.set(index, start);
                try {
                    counters.answered(service.serve(index));
                } catch (RuntimeException e) {
                    counters.failed(e);
                    counters.started.set(index, 0);
                    counters.ended(start);
                    // a consumer with no provider at all answers at once: do not spin on it
                    pause();
                    continue;
                }
                counters.started.set(index, 0);
                counters.ended(start);
            }
        }

        private static void pause() {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
