package org.apache.dubbo.common.utils;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A {@link ThreadFactory} whose threads are named {@code <prefix>-thread-<n>}, with {@code n} counting from 1 for
 * each factory.
 *
 * <p>The name is what users see in thread dumps, profilers and log lines, so it should say whose threads these are:
 * the provider business pool, for example, uses {@code DubboServerHandler-<ip>:<port>}, giving
 * {@code DubboServerHandler-10.0.0.1:20880-thread-1}. The {@code -thread-} infix is the naming Apache Dubbo users
 * already grep for.
 */
public class NamedThreadFactory implements ThreadFactory {

    /** Numbers the factories made without a prefix ({@code pool-<m>}). */
    protected static final AtomicInteger POOL_SEQ = new AtomicInteger(1);

    /** The number the next thread gets. */
    protected final AtomicInteger mThreadNum = new AtomicInteger(1);

    /** {@code <prefix>-thread-}. */
    protected final String mPrefix;

    protected final boolean mDaemon;

    private final ThreadGroup group;

    /** Non-daemon threads named {@code pool-<m>-thread-<n>}, where {@code m} counts the factories made this way. */
    public NamedThreadFactory() {
        this("pool-" + POOL_SEQ.getAndIncrement(), false);
    }

    /** Non-daemon threads named {@code <prefix>-thread-<n>}. */
    public NamedThreadFactory(String prefix) {
        this(prefix, false);
    }

    /** Threads named {@code <prefix>-thread-<n>} in the thread group of the thread that creates this factory. */
    public NamedThreadFactory(String prefix, boolean daemon) {
        this(prefix, daemon, Thread.currentThread().getThreadGroup());
    }

    /** Threads named {@code <prefix>-thread-<n>} in the given thread group. */
    public NamedThreadFactory(String prefix, boolean daemon, ThreadGroup group) {
        if (prefix == null || prefix.isEmpty()) {
            throw new IllegalArgumentException("thread name prefix must not be empty, got " + quoted(prefix));
        }
        if (group == null) {
            throw new IllegalArgumentException("thread group must not be null");
        }
        this.mPrefix = prefix + "-thread-";
        this.mDaemon = daemon;
        this.group = group;
    }

    @Override
    public Thread newThread(Runnable task) {
        Thread thread = new Thread(group, task, mPrefix + mThreadNum.getAndIncrement());
        thread.setDaemon(mDaemon);
        return thread;
    }

    /** The number the next thread gets. */
    public AtomicInteger getThreadNum() {
        return mThreadNum;
    }

    public ThreadGroup getThreadGroup() {
        return group;
    }

    private static String quoted(String value) {
        return value == null ? "null" : "'" + value + "'";
    }
}
