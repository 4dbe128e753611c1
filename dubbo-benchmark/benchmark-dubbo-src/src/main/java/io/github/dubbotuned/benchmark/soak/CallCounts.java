package io.github.dubbotuned.benchmark.soak;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicLong;

/** Calls that ended well, and those that failed counted by the class of their error. */
final class CallCounts {

    private final AtomicLong ok = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private final ConcurrentHashMap<String, AtomicLong> failures = new ConcurrentHashMap<String, AtomicLong>();
    private final ConcurrentHashMap<String, String> examples = new ConcurrentHashMap<String, String>();

    void ok() {
        ok.incrementAndGet();
    }

    void failed(Throwable error) {
        failed.incrementAndGet();
        Throwable cause = cause(error);
        String name = cause.getClass().getName();
        examples.putIfAbsent(name, name + ": " + String.valueOf(cause.getMessage()).replace('\n', ' '));
        AtomicLong count = failures.get(name);
        if (count == null) {
            AtomicLong fresh = new AtomicLong();
            count = failures.putIfAbsent(name, fresh);
            if (count == null) {
                count = fresh;
            }
        }
        count.incrementAndGet();
    }

    /** The first failure of each error class, with its message. */
    java.util.Collection<String> examples() {
        return new TreeMap<String, String>(examples).values();
    }

    long okCount() {
        return ok.get();
    }

    long failedCount() {
        return failed.get();
    }

    /** {@code Class:count;Class:count}, or {@code none}. */
    String failuresByError() {
        Map<String, Long> sorted = new TreeMap<String, Long>();
        for (Map.Entry<String, AtomicLong> entry : failures.entrySet()) {
            sorted.put(entry.getKey(), entry.getValue().get());
        }
        if (sorted.isEmpty()) {
            return "none";
        }
        StringBuilder text = new StringBuilder();
        for (Map.Entry<String, Long> entry : sorted.entrySet()) {
            text.append(text.length() == 0 ? "" : ";").append(entry.getKey()).append(':').append(entry.getValue());
        }
        return text.toString();
    }

    /** The error a wrapper carries: what the user would look at. */
    static Throwable cause(Throwable error) {
        Throwable cause = error;
        while ((cause instanceof CompletionException || cause instanceof ExecutionException)
                && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }
}
