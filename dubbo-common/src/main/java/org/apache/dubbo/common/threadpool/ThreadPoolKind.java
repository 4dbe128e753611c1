package org.apache.dubbo.common.threadpool;

import java.util.concurrent.ExecutorService;

import org.apache.dubbo.common.URL;

/**
 * One kind of business thread pool, chosen by the {@code threadpool} key: {@code fixed} (the provider default),
 * {@code cached} (the consumer default), {@code limited} or {@code eager}.
 */
public interface ThreadPoolKind extends ThreadPool {

    /** The names {@link #forName(String)} accepts. */
    String VALID_NAMES = FixedThreadPool.NAME + ", " + CachedThreadPool.NAME + ", " + LimitedThreadPool.NAME + ", "
            + EagerThreadPool.NAME + ", " + VirtualThreadPool.NAME;

    /**
     * The kind called {@code name} (as in the {@code threadpool} key, case-sensitive).
     *
     * @throws IllegalArgumentException if no kind has that name
     */
    static ThreadPoolKind forName(String name) {
        if (FixedThreadPool.NAME.equals(name)) {
            return new FixedThreadPool();
        }
        if (CachedThreadPool.NAME.equals(name)) {
            return new CachedThreadPool();
        }
        if (LimitedThreadPool.NAME.equals(name)) {
            return new LimitedThreadPool();
        }
        if (EagerThreadPool.NAME.equals(name)) {
            return new EagerThreadPool();
        }
        if (VirtualThreadPool.NAME.equals(name)) {
            return new VirtualThreadPool();
        }
        throw new IllegalArgumentException("Unknown threadpool " + (name == null ? "null" : "'" + name + "'")
                + ", valid values: " + VALID_NAMES);
    }

    /** The value of the {@code threadpool} key that selects this kind. */
    String name();

    /** A builder holding this kind's defaults, to override with what the user configured. */
    ThreadPoolOptions.Builder defaultOptions();

    /**
     * A new pool of this kind. Its tasks run on threads named after {@link ThreadPoolOptions#threadName()}, a task the
     * pool cannot take fails with a {@link java.util.concurrent.RejectedExecutionException} as described in
     * {@link ThreadPoolExhaustedHandler}, and {@link ThreadPoolView#of} returns a view of it.
     *
     * @throws IllegalArgumentException if the options do not suit this kind
     */
    ExecutorService create(ThreadPoolOptions options);

    /**
     * A new pool of this kind shaped by {@code url}'s {@code threads}, {@code corethreads}, {@code queues},
     * {@code alive} and {@code threadname} parameters over this kind's defaults.
     *
     * @throws IllegalArgumentException naming the key of a value that is not a valid number
     */
    @Override
    default ExecutorService getExecutor(URL url) {
        ThreadPoolOptions.Builder options = defaultOptions();
        Integer threads = intParameter(url, "threads");
        if (threads != null) {
            options.threads(threads);
        }
        Integer core = intParameter(url, "corethreads");
        if (core != null) {
            options.coreThreads(core);
        }
        Integer queues = intParameter(url, "queues");
        if (queues != null) {
            options.queues(queues);
        }
        Integer alive = intParameter(url, "alive");
        if (alive != null) {
            options.keepAliveMillis(alive);
        }
        String threadName = url.getParameter("threadname");
        if (threadName != null && !threadName.trim().isEmpty()) {
            options.threadName(threadName.trim());
        }
        return create(options.owner(url.getProtocol() + "://" + url.getAddress()).build());
    }

    static Integer intParameter(URL url, String key) {
        String value = url.getParameter(key);
        if (value == null || value.trim().isEmpty()) {
            return null;
        }
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Invalid parameter " + key + "='" + value + "': expected a whole number");
        }
    }
}
