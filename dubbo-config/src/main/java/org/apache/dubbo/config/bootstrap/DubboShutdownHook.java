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

    @Override
    public void run() {
        for (DubboBootstrap bootstrap : bootstraps) {
            try {
                log.info("JVM is shutting down: stopping Dubbo application {}", bootstrap.getApplicationName());
                bootstrap.stop();
            } catch (RuntimeException e) {
                log.warn("Graceful shutdown failed: {}", e.toString());
            }
        }
    }
}
