package org.apache.dubbo.interop;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;

import interop.api.GreetingService;

/**
 * Calls {@code sayHello} back to back from a few threads until stopped, counting successes per provider port
 * (through {@link ProviderPortFilter}) and failures, so a test can inflict a fault while calls run and then say
 * exactly what callers lived through.
 */
final class ContinuousCalls implements AutoCloseable {

    private final GreetingService service;
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final Map<Integer, LongAdder> okByPort = new ConcurrentHashMap<>();
    private final AtomicLong failed = new AtomicLong();
    private final AtomicReference<Throwable> firstFailure = new AtomicReference<>();
    private final List<Thread> threads = new ArrayList<>();

    private ContinuousCalls(GreetingService service) {
        this.service = service;
    }

    static ContinuousCalls start(GreetingService service, int threadCount) {
        ContinuousCalls calls = new ContinuousCalls(service);
        for (int i = 0; i < threadCount; i++) {
            int worker = i;
            Thread thread = new Thread(() -> calls.callUntilStopped(worker), "continuous-calls-" + i);
            calls.threads.add(thread);
            thread.start();
        }
        return calls;
    }

    private void callUntilStopped(int worker) {
        long sequence = 0;
        while (running.get()) {
            String name = "w" + worker + "-" + sequence++;
            ProviderPortFilter.clear();
            try {
                String answer = service.sayHello(name);
                if (!("Hello " + name).equals(answer)) {
                    throw new AssertionError("sayHello(" + name + ") answered " + answer);
                }
                okByPort.computeIfAbsent(ProviderPortFilter.latest(), port -> new LongAdder()).increment();
            } catch (Throwable e) {
                failed.incrementAndGet();
                firstFailure.compareAndSet(null, e);
            }
        }
    }

    /** Successful calls answered by the provider on {@code port} so far. */
    long okOn(int port) {
        LongAdder adder = okByPort.get(port);
        return adder == null ? 0 : adder.sum();
    }

    long ok() {
        return okByPort.values().stream().mapToLong(LongAdder::sum).sum();
    }

    long failed() {
        return failed.get();
    }

    Throwable firstFailure() {
        return firstFailure.get();
    }

    /** Successes per port and failures, for assertion messages. */
    String describe() {
        Map<Integer, Long> byPort = new TreeMap<>();
        okByPort.forEach((port, adder) -> byPort.put(port, adder.sum()));
        return "ok by provider port " + byPort + ", failed " + failed.get()
                + (firstFailure.get() == null ? "" : ", first failure: " + firstFailure.get());
    }

    /** Stops the callers and waits for their last calls. */
    @Override
    public void close() throws InterruptedException {
        running.set(false);
        for (Thread thread : threads) {
            thread.join(15_000);
        }
    }
}
