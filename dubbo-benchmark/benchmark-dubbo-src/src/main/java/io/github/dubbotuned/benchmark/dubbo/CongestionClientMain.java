package io.github.dubbotuned.benchmark.dubbo;

import io.github.dubbotuned.benchmark.api.CongestionService;
import io.github.dubbotuned.benchmark.api.ServiceTimes;
import io.github.dubbotuned.benchmark.harness.Args;
import io.github.dubbotuned.benchmark.harness.CongestionResult;
import io.github.dubbotuned.benchmark.harness.MeasurementWindow;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The congestion experiment's client: {@code --callers} threads call {@link CongestionService#process} in a closed
 * loop with a {@code --payload-bytes} argument; after {@code --warmup-ms} it measures for {@code --duration-ms} every
 * call's response time and asks the provider for its own time over the same window, then appends one
 * {@link CongestionResult} line to {@code --result-file}. Options of {@link DubboClient} apply.
 *
 * <p>The first half of the warm-up runs only {@link #RAMP_CALLERS} callers, the second half all of them. A cold JVM
 * hit at once by 800 callers (and a provider by its 1,000 threads) on two cores starves its JIT compiler threads:
 * the hot paths then stay interpreted for half a minute and more, the cell measures the interpreter (seen: 85 % of the
 * consumer's samples in interpreted frames, the compile queue draining at 10–50 methods a second until the load
 * stopped). With the ramp, every cell measures the compiled steady state.
 */
public final class CongestionClientMain {

    private static final Set<String> OPTIONS = new HashSet<String>(Arrays.asList("callers", "payload-bytes",
            "warmup-ms", "duration-ms", "result-file"));

    /** Callers during the first half of the warm-up. */
    static final int RAMP_CALLERS = 32;

    private CongestionClientMain() {
    }

    public static void main(String[] args) throws Exception {
        Set<String> known = new HashSet<String>(DubboClient.OPTIONS);
        known.addAll(OPTIONS);
        Args options = Args.parse(args, known);
        DubboClient.configure(options);
        int callers = options.integer("callers", 800);
        int payloadBytes = options.integer("payload-bytes", 4096);
        CongestionService service = DubboClient.service(CongestionService.class);
        String payload = payload(payloadBytes);

        Recorder recorder = new Recorder(3_600_000_000L, 3);
        AtomicLong errors = new AtomicLong();
        CountDownLatch stop = new CountDownLatch(1);
        CountDownLatch rampDone = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<Thread>();
        for (int i = 0; i < callers; i++) {
            Thread caller = new Thread(new Caller(service, payload, recorder, errors, stop,
                    i < RAMP_CALLERS ? null : rampDone), "caller-" + i);
            caller.setDaemon(true);
            threads.add(caller);
            caller.start();
        }
        int warmupMillis = options.integer("warmup-ms", 10000);
        Thread.sleep(warmupMillis / 2);
        rampDone.countDown();
        Thread.sleep(warmupMillis - warmupMillis / 2);
        service.serviceTimes(true);
        recorder.getIntervalHistogram();
        long errorsBefore = errors.get();
        System.out.println(MeasurementWindow.START + " congestion");
        System.out.flush();
        long windowStart = System.nanoTime();
        Thread.sleep(options.integer("duration-ms", 20000));
        Histogram latency = recorder.getIntervalHistogram();
        double seconds = (System.nanoTime() - windowStart) / 1e9;
        long windowErrors = errors.get() - errorsBefore;
        System.out.println(MeasurementWindow.END + " congestion");
        System.out.flush();
        ServiceTimes own = service.serviceTimes(false);
        stop.countDown();

        CongestionResult result = new CongestionResult(callers, payloadBytes, latency.getTotalCount(),
                windowErrors, latency.getTotalCount() / seconds, latency.getMean(),
                latency.getValueAtPercentile(50), latency.getValueAtPercentile(99), latency.getMaxValue(),
                own.getCount(), own.getMeanMicros(), own.getP50Micros(), own.getP99Micros());
        append(new File(options.require("result-file")), result);
        System.out.println("RESULT " + CongestionResult.HEADER);
        System.out.println("RESULT " + result.toCsv());
        System.out.flush();
        System.exit(0);
    }

    /** ASCII text, one byte per character in hessian2, so the payload's size on the wire is what was asked for. */
    static String payload(int bytes) {
        StringBuilder text = new StringBuilder(bytes);
        for (int i = 0; i < bytes; i++) {
            text.append((char) ('a' + i % 26));
        }
        return text.toString();
    }

    private static void append(File file, CongestionResult result) throws IOException {
        boolean fresh = !file.exists() || file.length() == 0;
        Writer out = new OutputStreamWriter(new FileOutputStream(file, true), StandardCharsets.UTF_8);
        try {
            if (fresh) {
                out.write(CongestionResult.HEADER + "\n");
            }
            out.write(result.toCsv() + "\n");
        } finally {
            out.close();
        }
    }

    private static final class Caller implements Runnable {

        private final CongestionService service;
        private final String payload;
        private final Recorder recorder;
        private final AtomicLong errors;
        private final CountDownLatch stop;
        /** What this caller waits for before its first call; null: none. */
        private final CountDownLatch start;

        Caller(CongestionService service, String payload, Recorder recorder, AtomicLong errors, CountDownLatch stop,
               CountDownLatch start) {
            this.service = service;
            this.payload = payload;
            this.recorder = recorder;
            this.errors = errors;
            this.stop = stop;
            this.start = start;
        }

        @Override
        public void run() {
            if (start != null) {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
            while (stop.getCount() > 0) {
                long start = System.nanoTime();
                try {
                    service.process(payload);
                    recorder.recordValue(Math.max(1, (System.nanoTime() - start) / 1000));
                } catch (RuntimeException e) {
                    errors.incrementAndGet();
                }
            }
        }
    }
}
