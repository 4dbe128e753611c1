package org.apache.dubbo.config.bootstrap;

import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.atomic.AtomicBoolean;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One JVM shutdown hook for every bootstrap ({@code dubbo.shutdown.hook=false} turns it off): on SIGTERM or a
 * normal exit each running bootstrap stops gracefully — providers announce readonly, finish in-flight calls up to
 * the shutdown wait, then close; consumers close their connections.
 */
final class DubboShutdownHook extends Thread {

    private static final Logger log = LoggerFactory.getLogger(DubboShutdownHook.class);
    private static final DubboShutdownHook INSTANCE = new DubboShutdownHook();

    private final Set<DubboBootstrap> bootstraps = new CopyOnWriteArraySet<>();
    private final AtomicBoolean registered = new AtomicBoolean();

    private DubboShutdownHook() {
        super("DubboShutdownHook");
    }

    static void register(DubboBootstrap bootstrap) {
        INSTANCE.bootstraps.add(bootstrap);
        if (!"false".equalsIgnoreCase(System.getProperty("dubbo.shutdown.hook"))
                && INSTANCE.registered.compareAndSet(false, true)) {
            Runtime.getRuntime().addShutdownHook(INSTANCE);
        }
    }

    static void unregister(DubboBootstrap bootstrap) {
        INSTANCE.bootstraps.remove(bootstrap);
    }

    /**
     * Stops every running bootstrap. One whose lifecycle belongs to a Spring context is left to that context, whose
     * own shutdown hook (Spring Boot's, or {@code registerShutdownHook()}) closes it at the same time, as Apache Dubbo
     * 3.3's hook waits for Spring-managed modules: stopping Dubbo from two threads at once would race the context's
     * close. Only if it has not stopped within the shutdown wait is it stopped here.
     */
    @Override
    public void run() {
        for (DubboBootstrap bootstrap : bootstraps) {
            stopGracefully(bootstrap);
        }
    }

    /** What the hook does for one bootstrap (see {@link #run()}). */
    static void stopGracefully(DubboBootstrap bootstrap) {
        try {
            if (bootstrap.isLifeCycleManagedExternally()) {
                long wait = DubboBootstrap.shutdownWait();
                log.info("JVM is shutting down: waiting up to {} ms for the Spring context to stop Dubbo application"
                        + " {}", wait, bootstrap.getApplicationName());
                if (bootstrap.awaitStopped(wait)) {
                    return;
                }
                log.warn("Dubbo application {} was not stopped by its Spring context within {} ms: stopping it now",
                        bootstrap.getApplicationName(), wait);
            } else {
                log.info("JVM is shutting down: stopping Dubbo application {}", bootstrap.getApplicationName());
            }
            bootstrap.stop();
        } catch (RuntimeException e) {
            log.warn("Graceful shutdown failed: {}", e.toString());
        }
    }
}
