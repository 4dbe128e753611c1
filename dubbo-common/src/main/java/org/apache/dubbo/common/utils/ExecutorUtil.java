package org.apache.dubbo.common.utils;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.constants.CommonConstants;
import org.apache.dubbo.common.logger.Logger;
import org.apache.dubbo.common.logger.LoggerFactory;

/**
 * Executor helpers with the names of Apache Dubbo's {@code ExecutorUtil}: shutting pools down within a time
 * limit, naming pool threads after an address.
 */
public class ExecutorUtil {

    private static final Logger LOGGER = LoggerFactory.getLogger(ExecutorUtil.class);

    public static boolean isTerminated(Executor executor) {
        return executor instanceof ExecutorService && ((ExecutorService) executor).isTerminated();
    }

    public static boolean isShutdown(Executor executor) {
        return executor instanceof ExecutorService && ((ExecutorService) executor).isShutdown();
    }

    /**
     * Stops {@code executor} taking tasks and waits up to {@code timeout} ms for the running ones to finish, then
     * interrupts what is still running. Does nothing for an executor that is not an {@link ExecutorService}.
     */
    public static void gracefulShutdown(Executor executor, int timeout) {
        if (!(executor instanceof ExecutorService) || isTerminated(executor)) {
            return;
        }
        ExecutorService service = (ExecutorService) executor;
        try {
            service.shutdown();
        } catch (SecurityException | NullPointerException e) {
            return;
        }
        try {
            if (!service.awaitTermination(timeout, TimeUnit.MILLISECONDS)) {
                service.shutdownNow();
            }
        } catch (InterruptedException e) {
            service.shutdownNow();
            Thread.currentThread().interrupt();
        }
        if (!isTerminated(service)) {
            LOGGER.warn("Executor " + service + " did not terminate within " + timeout + " ms");
        }
    }

    /** Interrupts everything {@code executor} runs and waits up to {@code timeout} ms for it to terminate. */
    public static void shutdownNow(Executor executor, int timeout) {
        if (!(executor instanceof ExecutorService) || isTerminated(executor)) {
            return;
        }
        ExecutorService service = (ExecutorService) executor;
        try {
            service.shutdownNow();
        } catch (SecurityException | NullPointerException e) {
            return;
        }
        try {
            service.awaitTermination(timeout, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * {@code url} with its {@code threadname} parameter (or {@code defaultName}) suffixed with {@code -host:port},
     * so that the pool's threads say which address they serve.
     */
    public static URL setThreadName(URL url, String defaultName) {
        String name = url.getParameter(CommonConstants.THREAD_NAME_KEY, defaultName);
        name = name + "-" + url.getAddress();
        return url.addParameter(CommonConstants.THREAD_NAME_KEY, name);
    }

    /** Cancels {@code scheduledFuture} unless it is already cancelled; {@code null} is ignored. */
    public static void cancelScheduledFuture(ScheduledFuture<?> scheduledFuture) {
        if (scheduledFuture != null && !scheduledFuture.isCancelled()) {
            scheduledFuture.cancel(true);
        }
    }
}
