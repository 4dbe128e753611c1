package org.apache.dubbo.rpc.cluster.support;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;

import org.apache.dubbo.common.utils.NamedThreadFactory;

/**
 * The threads of the cluster layer, created on first use and shared by all references: one timer thread that
 * only schedules (failback retries, forking deadlines) and a cached pool of workers that make the calls, so a
 * slow provider never delays a timer. Daemon threads: they never keep the JVM alive.
 */
final class ClusterThreads {

    private ClusterThreads() {
    }

    static ScheduledExecutorService timer() {
        return Timer.INSTANCE;
    }

    static ExecutorService workers() {
        return Workers.INSTANCE;
    }

    private static final class Timer {
        static final ScheduledExecutorService INSTANCE = create();

        private static ScheduledExecutorService create() {
            ScheduledThreadPoolExecutor timer =
                    new ScheduledThreadPoolExecutor(1, new NamedThreadFactory("DubboClusterTimer", true));
            timer.setRemoveOnCancelPolicy(true);
            return timer;
        }
    }

    private static final class Workers {
        static final ExecutorService INSTANCE =
                Executors.newCachedThreadPool(new NamedThreadFactory("DubboClusterWorker", true));
    }
}
