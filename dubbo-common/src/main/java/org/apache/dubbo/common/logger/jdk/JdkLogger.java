package org.apache.dubbo.common.logger.jdk;

import java.util.logging.LogRecord;

import org.apache.dubbo.common.logger.Level;
import org.apache.dubbo.common.logger.Logger;
import org.slf4j.helpers.FormattingTuple;
import org.slf4j.helpers.MessageFormatter;

/**
 * A Dubbo {@link Logger} on a {@code java.util.logging} logger: trace is FINER, debug FINE, info INFO, warn WARNING
 * and error SEVERE. Records name the application's class and method as their source, not this wrapper.
 */
public class JdkLogger implements Logger {

    /** The classes between the application's call and this logger; their frames are not the caller. */
    private static final java.util.Set<String> WRAPPERS = new java.util.HashSet<>(java.util.Arrays.asList(
            JdkLogger.class.getName(), "org.apache.dubbo.common.logger.SwitchableLogger",
            "org.apache.dubbo.common.logger.FluentLoggerImpl"));

    private final java.util.logging.Logger logger;

    public JdkLogger(java.util.logging.Logger logger) {
        this.logger = logger;
    }

    static java.util.logging.Level toJdk(Level level) {
        if (level == null) {
            return null;
        }
        switch (level) {
            case ALL:
                return java.util.logging.Level.ALL;
            case TRACE:
                return java.util.logging.Level.FINER;
            case DEBUG:
                return java.util.logging.Level.FINE;
            case INFO:
                return java.util.logging.Level.INFO;
            case WARN:
                return java.util.logging.Level.WARNING;
            case ERROR:
                return java.util.logging.Level.SEVERE;
            default:
                return java.util.logging.Level.OFF;
        }
    }

    static Level toDubbo(java.util.logging.Level level) {
        if (level == null) {
            return Level.INFO;
        }
        int value = level.intValue();
        if (value == java.util.logging.Level.ALL.intValue()) {
            return Level.ALL;
        }
        if (value == java.util.logging.Level.OFF.intValue()) {
            return Level.OFF;
        }
        if (value <= java.util.logging.Level.FINER.intValue()) {
            return Level.TRACE;
        }
        if (value <= java.util.logging.Level.FINE.intValue()) {
            return Level.DEBUG;
        }
        if (value <= java.util.logging.Level.INFO.intValue()) {
            return Level.INFO;
        }
        return value <= java.util.logging.Level.WARNING.intValue() ? Level.WARN : Level.ERROR;
    }

    private void log(java.util.logging.Level level, String msg, Throwable e) {
        if (!logger.isLoggable(level)) {
            return;
        }
        LogRecord record = new LogRecord(level, msg);
        record.setLoggerName(logger.getName());
        record.setThrown(e);
        StackTraceElement caller = caller();
        if (caller != null) {
            record.setSourceClassName(caller.getClassName());
            record.setSourceMethodName(caller.getMethodName());
        }
        logger.log(record);
    }

    private void format(java.util.logging.Level level, String msg, Object[] arguments) {
        if (logger.isLoggable(level)) {
            FormattingTuple tuple = MessageFormatter.arrayFormat(msg, arguments);
            log(level, tuple.getMessage(), tuple.getThrowable());
        }
    }

    /** The first frame after the logger's own: the code that logged. */
    private static StackTraceElement caller() {
        boolean inWrappers = false;
        for (StackTraceElement frame : new Throwable().getStackTrace()) {
            boolean wrapper = WRAPPERS.contains(frame.getClassName());
            if (wrapper) {
                inWrappers = true;
            } else if (inWrappers) {
                return frame;
            }
        }
        return null;
    }

    @Override
    public void trace(String msg) {
        log(java.util.logging.Level.FINER, msg, null);
    }

    @Override
    public void trace(String msg, Object... arguments) {
        format(java.util.logging.Level.FINER, msg, arguments);
    }

    @Override
    public void trace(Throwable e) {
        log(java.util.logging.Level.FINER, e == null ? null : e.getMessage(), e);
    }

    @Override
    public void trace(String msg, Throwable e) {
        log(java.util.logging.Level.FINER, msg, e);
    }

    @Override
    public void debug(String msg) {
        log(java.util.logging.Level.FINE, msg, null);
    }

    @Override
    public void debug(String msg, Object... arguments) {
        format(java.util.logging.Level.FINE, msg, arguments);
    }

    @Override
    public void debug(Throwable e) {
        log(java.util.logging.Level.FINE, e == null ? null : e.getMessage(), e);
    }

    @Override
    public void debug(String msg, Throwable e) {
        log(java.util.logging.Level.FINE, msg, e);
    }

    @Override
    public void info(String msg) {
        log(java.util.logging.Level.INFO, msg, null);
    }

    @Override
    public void info(String msg, Object... arguments) {
        format(java.util.logging.Level.INFO, msg, arguments);
    }

    @Override
    public void info(Throwable e) {
        log(java.util.logging.Level.INFO, e == null ? null : e.getMessage(), e);
    }

    @Override
    public void info(String msg, Throwable e) {
        log(java.util.logging.Level.INFO, msg, e);
    }

    @Override
    public void warn(String msg) {
        log(java.util.logging.Level.WARNING, msg, null);
    }

    @Override
    public void warn(String msg, Object... arguments) {
        format(java.util.logging.Level.WARNING, msg, arguments);
    }

    @Override
    public void warn(Throwable e) {
        log(java.util.logging.Level.WARNING, e == null ? null : e.getMessage(), e);
    }

    @Override
    public void warn(String msg, Throwable e) {
        log(java.util.logging.Level.WARNING, msg, e);
    }

    @Override
    public void error(String msg) {
        log(java.util.logging.Level.SEVERE, msg, null);
    }

    @Override
    public void error(String msg, Object... arguments) {
        format(java.util.logging.Level.SEVERE, msg, arguments);
    }

    @Override
    public void error(Throwable e) {
        log(java.util.logging.Level.SEVERE, e == null ? null : e.getMessage(), e);
    }

    @Override
    public void error(String msg, Throwable e) {
        log(java.util.logging.Level.SEVERE, msg, e);
    }

    @Override
    public boolean isTraceEnabled() {
        return logger.isLoggable(java.util.logging.Level.FINER);
    }

    @Override
    public boolean isDebugEnabled() {
        return logger.isLoggable(java.util.logging.Level.FINE);
    }

    @Override
    public boolean isInfoEnabled() {
        return logger.isLoggable(java.util.logging.Level.INFO);
    }

    @Override
    public boolean isWarnEnabled() {
        return logger.isLoggable(java.util.logging.Level.WARNING);
    }

    @Override
    public boolean isErrorEnabled() {
        return logger.isLoggable(java.util.logging.Level.SEVERE);
    }
}
