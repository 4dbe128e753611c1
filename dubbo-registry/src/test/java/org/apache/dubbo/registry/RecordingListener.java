package org.apache.dubbo.registry;

import org.apache.dubbo.common.URL;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;

/** Records every notification and the current list per category, and waits for a state. */
public final class RecordingListener implements NotifyListener {

    private final List<List<URL>> calls = new CopyOnWriteArrayList<>();
    private final List<Long> callNanos = new CopyOnWriteArrayList<>();
    private final Map<String, List<URL>> current = new ConcurrentHashMap<>();

    @Override
    public void notify(List<URL> urls) {
        callNanos.add(System.nanoTime());
        calls.add(urls);
        String category = urls.get(0).getCategory("providers");
        for (URL url : urls) {
            if (!category.equals(url.getCategory("providers"))) {
                throw new AssertionError("one notification mixed categories: " + urls);
            }
        }
        synchronized (this) {
            current.put(category, urls);
            notifyAll();
        }
    }

    public List<List<URL>> calls() {
        return new ArrayList<>(calls);
    }

    /** {@link System#nanoTime()} when each call of {@link #calls()} arrived. */
    public List<Long> callNanos() {
        return new ArrayList<>(callNanos);
    }

    /** The current list of a category, empty when never notified. */
    public List<URL> current(String category) {
        List<URL> urls = current.get(category);
        return urls == null ? Collections.emptyList() : urls;
    }

    /** The current providers without empty markers. */
    public List<URL> providers() {
        List<URL> result = new ArrayList<>();
        for (URL url : current("providers")) {
            if (!"empty".equals(url.getProtocol())) {
                result.add(url);
            }
        }
        return result;
    }

    /** Waits until the current list of {@code category} satisfies {@code condition}; fails after the timeout. */
    public synchronized List<URL> await(String category, Predicate<List<URL>> condition, Duration timeout)
            throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.test(current(category))) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new AssertionError("timed out after " + timeout + " waiting for " + category + "; current "
                        + current(category) + ", calls " + calls);
            }
            wait(Math.max(1, left / 1_000_000));
        }
        return current(category);
    }
}
