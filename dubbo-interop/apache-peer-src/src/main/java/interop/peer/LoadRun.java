package interop.peer;

import interop.api.GreetingService;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Calls {@code sayHello} back to back from several threads for a fixed time and counts successes and failures per
 * provider, so that fault tests can measure what a consumer lived through while providers or the registry failed.
 * The provider of a call is the port {@link ProviderPortRecorder} saw ({@code 0} when no provider was tried).
 *
 * <p>Output, after {@code LOAD STARTED}: one {@code LOAD PROVIDER <port> OK <n> FAILED <n>} line per provider, then
 * {@code LOAD TOTAL OK <n> FAILED <n>}, then {@code LOAD ERROR <message>} for the first failure if any.
 */
final class LoadRun {

    private final GreetingService service;
    private final long durationMillis;
    private final int threads;
    private final Map<Integer, long[]> countsByPort = new TreeMap<Integer, long[]>();
    private final AtomicReference<String> firstError = new AtomicReference<String>();

    LoadRun(GreetingService service, long durationMillis, int threads) {
        if (durationMillis <= 0 || threads <= 0) {
            throw new IllegalArgumentException("a load run needs a positive duration and thread count, got "
                    + durationMillis + " ms and " + threads + " threads");
        }
        this.service = service;
        this.durationMillis = durationMillis;
        this.threads = threads;
    }

    /** Runs the load; returns null when no call failed, else a one-line reason. */
    String run() throws InterruptedException {
        System.out.println("LOAD STARTED");
        System.out.flush();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(durationMillis);
        List<Thread> workers = new ArrayList<Thread>();
        for (int i = 0; i < threads; i++) {
            int worker = i;
            Thread thread = new Thread(() -> callUntil(deadline, worker), "interop-load-" + i);
            workers.add(thread);
            thread.start();
        }
        for (Thread worker : workers) {
            worker.join();
        }
        return report();
    }

    private void callUntil(long deadline, int worker) {
        long sequence = 0;
        while (System.nanoTime() < deadline) {
            String name = "load-" + worker + "-" + sequence++;
            boolean ok;
            ProviderPortRecorder.clear();
            try {
                ok = ("Hello " + name).equals(service.sayHello(name));
                if (!ok) {
                    firstError.compareAndSet(null, "wrong answer to sayHello(" + name + ")");
                }
            } catch (RuntimeException e) {
                ok = false;
                firstError.compareAndSet(null, e.toString());
            }
            count(ProviderPortRecorder.latest(), ok);
        }
    }

    private synchronized void count(int port, boolean ok) {
        long[] counts = countsByPort.get(port);
        if (counts == null) {
            counts = new long[2];
            countsByPort.put(port, counts);
        }
        counts[ok ? 0 : 1]++;
    }

    private synchronized String report() {
        long ok = 0;
        long failed = 0;
        for (Map.Entry<Integer, long[]> entry : countsByPort.entrySet()) {
            long[] counts = entry.getValue();
            System.out.println("LOAD PROVIDER " + entry.getKey() + " OK " + counts[0] + " FAILED " + counts[1]);
            ok += counts[0];
            failed += counts[1];
        }
        System.out.println("LOAD TOTAL OK " + ok + " FAILED " + failed);
        String error = firstError.get();
        if (error != null) {
            System.out.println("LOAD ERROR " + error.replace('\r', ' ').replace('\n', ' '));
        }
        System.out.flush();
        if (ok == 0 && failed == 0) {
            return "no call completed";
        }
        return failed == 0 ? null : failed + " of " + (ok + failed) + " calls failed, first: " + error;
    }
}
