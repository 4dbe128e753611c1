package org.apache.dubbo.common.threadpool;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.SynchronousQueue;

/**
 * Settings of one business thread pool, validated once when built.
 *
 * <p>The fields mirror the URL keys users already know ({@code threadname}, {@code threads}, {@code corethreads},
 * {@code queues}, {@code alive}) and keep their meaning; each {@link ThreadPoolKind} decides which of them it uses
 * (a fixed pool, for example, sizes its core by {@code threads} and ignores {@code corethreads} and {@code alive}).
 * Start from {@link ThreadPoolKind#defaultOptions()} to get the defaults of a kind, or from {@link #builder()} for
 * the provider defaults.
 */
public final class ThreadPoolOptions {

    public static final String DEFAULT_THREAD_NAME = "DubboServerHandler";
    public static final int DEFAULT_THREADS = 200;
    public static final int DEFAULT_CORE_THREADS = 0;
    public static final int DEFAULT_QUEUES = 0;
    public static final long DEFAULT_KEEP_ALIVE_MILLIS = 60_000L;
    public static final String DEFAULT_OWNER = "unknown";

    private final String threadName;
    private final int threads;
    private final int coreThreads;
    private final int queues;
    private final long keepAliveMillis;
    private final String owner;
    private final boolean daemon;
    private final Path dumpDirectory;

    private ThreadPoolOptions(Builder builder) {
        this.threadName = builder.threadName;
        this.threads = builder.threads;
        this.coreThreads = builder.coreThreads;
        this.queues = builder.queues;
        this.keepAliveMillis = builder.keepAliveMillis;
        this.owner = builder.owner;
        this.daemon = builder.daemon;
        this.dumpDirectory = builder.dumpDirectory;
    }

    /** A builder holding the provider defaults: 200 threads, no core threads, direct hand-off, 60 s keep-alive. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder initialised with the values of these options. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** Prefix of the pool's thread names (key {@code threadname}); also names the pool in exhaustion messages. */
    public String threadName() {
        return threadName;
    }

    /** Maximum number of threads (key {@code threads}). */
    public int threads() {
        return threads;
    }

    /** Threads kept even when idle, for kinds that have a separate core size (key {@code corethreads}). */
    public int coreThreads() {
        return coreThreads;
    }

    /**
     * Work queue capacity (key {@code queues}): 0 hands each task directly to a thread, a negative value means an
     * unbounded queue, a positive one a queue of that capacity.
     */
    public int queues() {
        return queues;
    }

    /** How long a thread above the core size may stay idle before it ends, for kinds that shrink (key {@code alive}). */
    public long keepAliveMillis() {
        return keepAliveMillis;
    }

    /** Who owns the pool, as shown at the end of exhaustion messages, e.g. {@code dubbo://10.0.0.1:20880}. */
    public String owner() {
        return owner;
    }

    /** Whether the pool's threads are daemon threads (default true, so a pool never keeps the JVM alive). */
    public boolean daemon() {
        return daemon;
    }

    /** Where a thread dump is written when the pool is exhausted; empty (the default) means no dump is written. */
    public Optional<Path> dumpDirectory() {
        return Optional.ofNullable(dumpDirectory);
    }

    /** The work queue described by {@link #queues()}. */
    BlockingQueue<Runnable> newWorkQueue() {
        if (queues == 0) {
            return new SynchronousQueue<>();
        }
        return queues < 0 ? new LinkedBlockingQueue<>() : new LinkedBlockingQueue<>(queues);
    }

    /** Rejects a core size above the maximum, for the kinds that use both. */
    void requireCoreThreadsWithinThreads(String kind) {
        if (coreThreads > threads) {
            throw new IllegalArgumentException("corethreads must be <= threads for the " + kind + " thread pool, got "
                    + "corethreads=" + coreThreads + ", threads=" + threads);
        }
    }

    @Override
    public String toString() {
        return "ThreadPoolOptions{threadname=" + threadName + ", threads=" + threads + ", corethreads=" + coreThreads
                + ", queues=" + queues + ", alive=" + keepAliveMillis + ", owner=" + owner + ", daemon=" + daemon
                + ", dumpDirectory=" + dumpDirectory + '}';
    }

    /** Builds {@link ThreadPoolOptions}; every setter checks its own value and names the key when it rejects it. */
    public static final class Builder {

        private String threadName = DEFAULT_THREAD_NAME;
        private int threads = DEFAULT_THREADS;
        private int coreThreads = DEFAULT_CORE_THREADS;
        private int queues = DEFAULT_QUEUES;
        private long keepAliveMillis = DEFAULT_KEEP_ALIVE_MILLIS;
        private String owner = DEFAULT_OWNER;
        private boolean daemon = true;
        private Path dumpDirectory;

        private Builder() {
        }

        private Builder(ThreadPoolOptions options) {
            this.threadName = options.threadName;
            this.threads = options.threads;
            this.coreThreads = options.coreThreads;
            this.queues = options.queues;
            this.keepAliveMillis = options.keepAliveMillis;
            this.owner = options.owner;
            this.daemon = options.daemon;
            this.dumpDirectory = options.dumpDirectory;
        }

        public Builder threadName(String threadName) {
            this.threadName = requireNotEmpty("threadname", threadName);
            return this;
        }

        public Builder threads(int threads) {
            if (threads <= 0) {
                throw new IllegalArgumentException("threads must be > 0, got " + threads);
            }
            this.threads = threads;
            return this;
        }

        public Builder coreThreads(int coreThreads) {
            if (coreThreads < 0) {
                throw new IllegalArgumentException("corethreads must be >= 0, got " + coreThreads);
            }
            this.coreThreads = coreThreads;
            return this;
        }

        /** Any value is valid: see {@link ThreadPoolOptions#queues()}. */
        public Builder queues(int queues) {
            this.queues = queues;
            return this;
        }

        public Builder keepAliveMillis(long keepAliveMillis) {
            if (keepAliveMillis < 0) {
                throw new IllegalArgumentException("alive must be >= 0, got " + keepAliveMillis);
            }
            this.keepAliveMillis = keepAliveMillis;
            return this;
        }

        public Builder owner(String owner) {
            this.owner = requireNotEmpty("owner", owner);
            return this;
        }

        public Builder daemon(boolean daemon) {
            this.daemon = daemon;
            return this;
        }

        /** Enables thread dumps on exhaustion into this directory (created when needed); null disables them. */
        public Builder dumpDirectory(Path dumpDirectory) {
            this.dumpDirectory = dumpDirectory;
            return this;
        }

        public ThreadPoolOptions build() {
            return new ThreadPoolOptions(this);
        }

        private static String requireNotEmpty(String key, String value) {
            if (value == null || value.trim().isEmpty()) {
                throw new IllegalArgumentException(
                        key + " must not be empty, got " + (value == null ? "null" : "'" + value + "'"));
            }
            return value;
        }
    }
}
