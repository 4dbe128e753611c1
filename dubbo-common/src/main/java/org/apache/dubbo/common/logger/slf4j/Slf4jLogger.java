package org.apache.dubbo.common.logger.slf4j;

import org.apache.dubbo.common.logger.Level;
import org.apache.dubbo.common.logger.Logger;
import org.slf4j.helpers.FormattingTuple;
import org.slf4j.helpers.MessageFormatter;
import org.slf4j.spi.LocationAwareLogger;

/**
 * A Dubbo {@link Logger} on an SLF4J logger. Where the backend is location-aware, the caller's class and line are
 * reported, not this wrapper's.
 */
public class Slf4jLogger implements Logger {

    /** The frames of this class name and of the logger users call are skipped when finding the caller. */
    private static final String FQCN = "org.apache.dubbo.common.logger.SwitchableLogger";

    private final org.slf4j.Logger logger;
    private final LocationAwareLogger locationAware;

    public Slf4jLogger(org.slf4j.Logger logger) {
        this.logger = logger;
        this.locationAware = logger instanceof LocationAwareLogger ? (LocationAwareLogger) logger : null;
    }

    static Level levelOf(org.slf4j.Logger logger) {
        if (logger.isTraceEnabled()) {
            return Level.TRACE;
        }
        if (logger.isDebugEnabled()) {
            return Level.DEBUG;
        }
        if (logger.isInfoEnabled()) {
            return Level.INFO;
        }
        if (logger.isWarnEnabled()) {
            return Level.WARN;
        }
        return logger.isErrorEnabled() ? Level.ERROR : Level.OFF;
    }

    private void log(int level, String msg, Throwable e) {
        if (locationAware != null) {
            locationAware.log(null, FQCN, level, msg, null, e);
            return;
        }
        switch (level) {
            case LocationAwareLogger.TRACE_INT:
                logger.trace(msg, e);
                break;
            case LocationAwareLogger.DEBUG_INT:
                logger.debug(msg, e);
                break;
            case LocationAwareLogger.INFO_INT:
                logger.info(msg, e);
                break;
            case LocationAwareLogger.WARN_INT:
                logger.warn(msg, e);
                break;
            default:
                logger.error(msg, e);
        }
    }

    private void format(int level, String msg, Object[] arguments) {
        FormattingTuple tuple = MessageFormatter.arrayFormat(msg, arguments);
        log(level, tuple.getMessage(), tuple.getThrowable());
    }

    @Override
    public void trace(String msg) {
        if (logger.isTraceEnabled()) {
            log(LocationAwareLogger.TRACE_INT, msg, null);
        }
    }

    @Override
    public void trace(String msg, Object... arguments) {
        if (logger.isTraceEnabled()) {
            format(LocationAwareLogger.TRACE_INT, msg, arguments);
        }
    }

    @Override
    public void trace(Throwable e) {
        if (logger.isTraceEnabled()) {
            log(LocationAwareLogger.TRACE_INT, e == null ? null : e.getMessage(), e);
        }
    }

    @Override
    public void trace(String msg, Throwable e) {
        if (logger.isTraceEnabled()) {
            log(LocationAwareLogger.TRACE_INT, msg, e);
        }
    }

    @Override
    public void debug(String msg) {
        if (logger.isDebugEnabled()) {
            log(LocationAwareLogger.DEBUG_INT, msg, null);
        }
    }

    @Override
    public void debug(String msg, Object... arguments) {
        if (logger.isDebugEnabled()) {
            format(LocationAwareLogger.DEBUG_INT, msg, arguments);
        }
    }

    @Override
    public void debug(Throwable e) {
        if (logger.isDebugEnabled()) {
            log(LocationAwareLogger.DEBUG_INT, e == null ? null : e.getMessage(), e);
        }
    }

    @Override
    public void debug(String msg, Throwable e) {
        if (logger.isDebugEnabled()) {
            log(LocationAwareLogger.DEBUG_INT, msg, e);
        }
    }

    @Override
    public void info(String msg) {
        if (logger.isInfoEnabled()) {
            log(LocationAwareLogger.INFO_INT, msg, null);
        }
    }

    @Override
    public void info(String msg, Object... arguments) {
        if (logger.isInfoEnabled()) {
            format(LocationAwareLogger.INFO_INT, msg, arguments);
        }
    }

    @Override
    public void info(Throwable e) {
        if (logger.isInfoEnabled()) {
            log(LocationAwareLogger.INFO_INT, e == null ? null : e.getMessage(), e);
        }
    }

    @Override
    public void info(String msg, Throwable e) {
        if (logger.isInfoEnabled()) {
            log(LocationAwareLogger.INFO_INT, msg, e);
        }
    }

    @Override
    public void warn(String msg) {
        if (logger.isWarnEnabled()) {
            log(LocationAwareLogger.WARN_INT, msg, null);
        }
    }

    @Override
    public void warn(String msg, Object... arguments) {
        if (logger.isWarnEnabled()) {
            format(LocationAwareLogger.WARN_INT, msg, arguments);
        }
    }

    @Override
    public void warn(Throwable e) {
        if (logger.isWarnEnabled()) {
            log(LocationAwareLogger.WARN_INT, e == null ? null : e.getMessage(), e);
        }
    }

    @Override
    public void warn(String msg, Throwable e) {
        if (logger.isWarnEnabled()) {
            log(LocationAwareLogger.WARN_INT, msg, e);
        }
    }

    @Override
    public void error(String msg) {
        if (logger.isErrorEnabled()) {
            log(LocationAwareLogger.ERROR_INT, msg, null);
        }
    }

    @Override
    public void error(String msg, Object... arguments) {
        if (logger.isErrorEnabled()) {
            format(LocationAwareLogger.ERROR_INT, msg, arguments);
        }
    }

    @Override
    public void error(Throwable e) {
        if (logger.isErrorEnabled()) {
            log(LocationAwareLogger.ERROR_INT, e == null ? null : e.getMessage(), e);
        }
    }

    @Override
    public void error(String msg, Throwable e) {
        if (logger.isErrorEnabled()) {
            log(LocationAwareLogger.ERROR_INT, msg, e);
        }
    }

    @Override
    public boolean isTraceEnabled() {
        return logger.isTraceEnabled();
    }

    @Override
    public boolean isDebugEnabled() {
        return logger.isDebugEnabled();
    }

    @Override
    public boolean isInfoEnabled() {
        return logger.isInfoEnabled();
    }

    @Override
    public boolean isWarnEnabled() {
        return logger.isWarnEnabled();
    }

    @Override
    public boolean isErrorEnabled() {
        return logger.isErrorEnabled();
    }
}
