package org.apache.dubbo.rpc.support;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.utils.NamedThreadFactory;

/**
 * Where asynchronous calls' responses are decoded and their callbacks run: one JVM-wide cached pool of daemon
 * threads named {@code DubboClientHandler-thread-N} (Dubbo's name). Synchronous calls never use it: their caller
 * does that work itself ({@link org.apache.dubbo.rpc.ThreadlessExecutor}).
 */
public final class ConsumerExecutor {

    private static final ExecutorService SHARED = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS,
            new SynchronousQueue<>(), new NamedThreadFactory("DubboClientHandler", true));

    private ConsumerExecutor() {
    }

    public static ExecutorService shared() {
        return SHARED;
    }
}
