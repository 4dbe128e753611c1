package org.apache.dubbo.spring.boot.context.event;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.config.spring.context.DubboSpringContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.util.ClassUtils;

/**
 * Keeps a Spring Boot application that has no web server alive until its context is closed.
 *
 * <p>A Boot application without a web server has no thread of its own left once {@code main} returns, and Dubbo's
 * threads are daemons, so a provider would export its services and the JVM would exit at once. Apache Dubbo's Boot
 * integration holds such applications open, and so does this listener: when a root, non-web application context
 * is ready, it starts one non-daemon thread ({@code dubbo-await-N}) that waits until that context is closed — by
 * {@code close()} or by Boot's shutdown hook on SIGTERM or Ctrl-C — and Dubbo has stopped in it (services
 * unexported gracefully), so the JVM never exits in the middle of Dubbo's shutdown. Web applications (servlet or
 * reactive, on any Boot line) and child contexts are left alone: their server, or their parent, decides.
 *
 * <p>Defining a bean of this type replaces the auto-configured one (for example a subclass whose
 * {@link #shouldAwait} says no).
 */
public class AwaitingNonWebApplicationListener implements ApplicationListener<ApplicationEvent> {

    private static final Logger log = LoggerFactory.getLogger(AwaitingNonWebApplicationListener.class);

    /** Servlet contexts, and reactive ones as Boot 2/3 and Boot 4 name them. */
    private static final String[] WEB_CONTEXT_TYPES = {
        "org.springframework.web.context.WebApplicationContext",
        "org.springframework.boot.web.reactive.context.ReactiveWebApplicationContext",
        "org.springframework.boot.web.context.reactive.ReactiveWebApplicationContext"};

    private static final AtomicInteger THREADS = new AtomicInteger();

    private final CountDownLatch closed = new CountDownLatch(1);
    private volatile ApplicationContext awaited;

    @Override
    public void onApplicationEvent(ApplicationEvent event) {
        if (event instanceof ApplicationReadyEvent) {
            ConfigurableApplicationContext context = ((ApplicationReadyEvent) event).getApplicationContext();
            if (shouldAwait(context)) {
                await(context);
            }
        } else if (event instanceof ContextClosedEvent
                && ((ContextClosedEvent) event).getApplicationContext() == awaited
                && DubboSpringContext.find(awaited) == null) {
            // no Dubbo in this context after all: nothing to wait for but the close itself
            closed.countDown();
        }
    }

    /** Whether {@code context} needs a thread to keep the JVM alive: a root context with no web server. */
    protected boolean shouldAwait(ApplicationContext context) {
        return context.getParent() == null && !isWeb(context);
    }

    /** Whether the JVM is held open for an application context at the moment. */
    public boolean isAwaiting() {
        return awaited != null && closed.getCount() > 0;
    }

    private synchronized void await(ConfigurableApplicationContext context) {
        if (awaited != null || !context.isActive()) {
            return;
        }
        awaited = context;
        DubboSpringContext dubbo = DubboSpringContext.find(context);
        if (dubbo != null) {
            dubbo.whenReleased(closed::countDown);
        }
        Thread thread = new Thread(this::waitForClose, "dubbo-await-" + THREADS.incrementAndGet());
        thread.setDaemon(false);
        thread.start();
        log.info("Dubbo keeps the non-web application {} running until its context is closed",
                context.getDisplayName());
    }

    private void waitForClose() {
        try {
            closed.await();
            log.info("{} is closed and Dubbo has stopped in it: the application is no longer kept running",
                    awaited.getDisplayName());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            log.info("Dubbo stops keeping {} running: its await thread was interrupted", awaited.getDisplayName());
        }
    }

    private static boolean isWeb(ApplicationContext context) {
        ClassLoader loader = context.getClassLoader() != null ? context.getClassLoader()
                : AwaitingNonWebApplicationListener.class.getClassLoader();
        for (String name : WEB_CONTEXT_TYPES) {
            if (ClassUtils.isPresent(name, loader)
                    && ClassUtils.resolveClassName(name, loader).isInstance(context)) {
                return true;
            }
        }
        return false;
    }
}
