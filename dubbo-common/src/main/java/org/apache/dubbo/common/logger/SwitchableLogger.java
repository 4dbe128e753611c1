package org.apache.dubbo.common.logger;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The logger {@link LoggerFactory} hands out: it writes through a delegate from the current {@link LoggerAdapter}
 * (replaced when the adapter changes), appends error codes to coded messages, tells {@link LogListener}s about
 * them, and swallows failures of the logging framework so that logging never breaks the caller.
 */
final class SwitchableLogger implements ListenableLogger {

    private static final String FAQ = "https://dubbo.apache.org/faq/";

    private final String name;
    private final List<LogListener> listeners = new CopyOnWriteArrayList<>();
    private volatile Logger delegate;

    SwitchableLogger(String name, Logger delegate) {
        this.name = name;
        this.delegate = delegate;
    }

    String name() {
        return name;
    }

    void setDelegate(Logger delegate) {
        this.delegate = delegate;
    }

    Logger delegate() {
        return delegate;
    }

    @Override
    public void registerListen(LogListener listener) {
        if (listener != null) {
            listeners.add(listener);
        }
    }

    /**
     * The message of a coded warning or error: the message, then the code, the probable cause, the extra
     * information and where the code is explained.
     */
    static String coded(String code, String cause, String extendedInformation, String msg) {
        StringBuilder b = new StringBuilder(msg == null ? "" : msg).append(" [error code ").append(code);
        if (cause != null && !cause.isEmpty()) {
            b.append(", probable cause: ").append(cause);
        }
        if (extendedInformation != null && !extendedInformation.isEmpty()) {
            b.append(", ").append(extendedInformation);
        }
        if (code != null && code.indexOf('-') > 0) {
            b.append(", see ").append(FAQ).append(code.replace('-', '/'));
        }
        return b.append(']').toString();
    }

    private void notifyListeners(String code, String message) {
        for (LogListener listener : listeners) {
            try {
                listener.onMessage(code, message);
            } catch (RuntimeException ignored) {
                // a listener must not break logging
            }
        }
    }

    @Override
    public void warn(String code, String cause, String extendedInformation, String msg) {
        if (isWarnEnabled()) {
            String message = coded(code, cause, extendedInformation, msg);
            warn(message);
            notifyListeners(code, message);
        }
    }

    @Override
    public void warn(String code, String cause, String extendedInformation, String msg, Throwable e) {
        if (isWarnEnabled()) {
            String message = coded(code, cause, extendedInformation, msg);
            warn(message, e);
            notifyListeners(code, message);
        }
    }

    @Override
    public void error(String code, String cause, String extendedInformation, String msg) {
        if (isErrorEnabled()) {
            String message = coded(code, cause, extendedInformation, msg);
            error(message);
            notifyListeners(code, message);
        }
    }

    @Override
    public void error(String code, String cause, String extendedInformation, String msg, Throwable e) {
        if (isErrorEnabled()) {
            String message = coded(code, cause, extendedInformation, msg);
            error(message, e);
            notifyListeners(code, message);
        }
    }

    @Override
    public void trace(String msg) {
        try {
            delegate.trace(msg);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void trace(String msg, Object... arguments) {
        try {
            delegate.trace(msg, arguments);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void trace(Throwable e) {
        try {
            delegate.trace(e);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void trace(String msg, Throwable e) {
        try {
            delegate.trace(msg, e);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void debug(String msg) {
        try {
            delegate.debug(msg);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void debug(String msg, Object... arguments) {
        try {
            delegate.debug(msg, arguments);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void debug(Throwable e) {
        try {
            delegate.debug(e);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void debug(String msg, Throwable e) {
        try {
            delegate.debug(msg, e);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void info(String msg) {
        try {
            delegate.info(msg);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void info(String msg, Object... arguments) {
        try {
            delegate.info(msg, arguments);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void info(Throwable e) {
        try {
            delegate.info(e);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void info(String msg, Throwable e) {
        try {
            delegate.info(msg, e);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void warn(String msg) {
        try {
            delegate.warn(msg);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void warn(String msg, Object... arguments) {
        try {
            delegate.warn(msg, arguments);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void warn(Throwable e) {
        try {
            delegate.warn(e);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void warn(String msg, Throwable e) {
        try {
            delegate.warn(msg, e);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void error(String msg) {
        try {
            delegate.error(msg);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void error(String msg, Object... arguments) {
        try {
            delegate.error(msg, arguments);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void error(Throwable e) {
        try {
            delegate.error(e);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public void error(String msg, Throwable e) {
        try {
            delegate.error(msg, e);
        } catch (Throwable ignored) {
            // logging never fails the caller
        }
    }

    @Override
    public boolean isTraceEnabled() {
        try {
            return delegate.isTraceEnabled();
        } catch (Throwable e) {
            return false;
        }
    }

    @Override
    public boolean isDebugEnabled() {
        try {
            return delegate.isDebugEnabled();
        } catch (Throwable e) {
            return false;
        }
    }

    @Override
    public boolean isInfoEnabled() {
        try {
            return delegate.isInfoEnabled();
        } catch (Throwable e) {
            return false;
        }
    }

    @Override
    public boolean isWarnEnabled() {
        try {
            return delegate.isWarnEnabled();
        } catch (Throwable e) {
            return false;
        }
    }

    @Override
    public boolean isErrorEnabled() {
        try {
            return delegate.isErrorEnabled();
        } catch (Throwable e) {
            return false;
        }
    }

    @Override
    public String toString() {
        return "Logger[" + name + "]";
    }
}
