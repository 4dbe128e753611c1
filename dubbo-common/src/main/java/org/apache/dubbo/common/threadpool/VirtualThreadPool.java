package org.apache.dubbo.common.threadpool;

import java.lang.reflect.InvocationTargetException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;

/**
 * {@code threadpool=virtual} (Java 21 or later, as in Apache Dubbo 3.3): every task runs on a new virtual thread named
 * {@code threadname-N}; {@code threads}, {@code corethreads}, {@code queues} and {@code alive} do not apply, and
 * nothing is rejected for want of a thread. It suits business code that blocks (JDBC, remote calls): a blocked
 * virtual thread does not hold a platform thread. The library is built for Java 8, so the virtual-thread API is
 * reached reflectively; on an older JVM creating the pool fails with an error that says so.
 */
public final class VirtualThreadPool implements ThreadPoolKind {

    public static final String NAME = "virtual";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public ThreadPoolOptions.Builder defaultOptions() {
        return ThreadPoolOptions.builder();
    }

    @Override
    public ExecutorService create(ThreadPoolOptions options) {
        try {
            Object builder = Thread.class.getMethod("ofVirtual").invoke(null);
            Class<?> ofVirtual = Class.forName("java.lang.Thread$Builder$OfVirtual");
            builder = ofVirtual.getMethod("name", String.class, long.class).invoke(builder,
                    options.threadName() + "-", 1L);
            ThreadFactory factory = (ThreadFactory) Class.forName("java.lang.Thread$Builder").getMethod("factory")
                    .invoke(builder);
            return (ExecutorService) Executors.class.getMethod("newThreadPerTaskExecutor", ThreadFactory.class)
                    .invoke(null, factory);
        } catch (NoSuchMethodException | ClassNotFoundException e) {
            throw unavailable("this JVM has no virtual threads", e);
        } catch (InvocationTargetException e) {
            // Java 19 and 20 have the API as a preview that refuses to run without --enable-preview
            throw unavailable(String.valueOf(e.getCause()), e.getCause());
        } catch (IllegalAccessException e) {
            throw unavailable(e.toString(), e);
        }
    }

    private static IllegalArgumentException unavailable(String why, Throwable cause) {
        return new IllegalArgumentException("threadpool=" + NAME + " needs Java 21 or later; this is Java "
                + System.getProperty("java.version") + " (" + why + "). Use threadpool=fixed, cached, limited or"
                + " eager on this JVM", cause);
    }
}
