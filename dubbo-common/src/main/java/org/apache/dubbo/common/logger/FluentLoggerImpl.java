package org.apache.dubbo.common.logger;

import java.util.function.Supplier;

import org.slf4j.helpers.FormattingTuple;
import org.slf4j.helpers.MessageFormatter;

/**
 * The {@link FluentLogger} of {@link FluentLogger#of}: an immutable value holding the cause, the extra information
 * and a message (as text or as a supplier) collected so far.
 */
final class FluentLoggerImpl implements FluentLogger {

    /** The code of internal errors, as Apache Dubbo writes it. */
    static final String INTERNAL_ERROR = "99-0";

    private final ErrorTypeAwareLogger logger;
    private final String cause;
    private final String more;
    private final Supplier<String> message;

    FluentLoggerImpl(ErrorTypeAwareLogger logger, String cause, String more, Supplier<String> message) {
        this.logger = logger;
        this.cause = cause;
        this.more = more;
        this.message = message;
    }

    @Override
    public FluentLogger cause(String cause) {
        return new FluentLoggerImpl(logger, cause, more, message);
    }

    @Override
    public FluentLogger more(String extendedInformation) {
        return new FluentLoggerImpl(logger, cause, extendedInformation, message);
    }

    @Override
    public FluentLogger msg(String msg) {
        return new FluentLoggerImpl(logger, cause, more, () -> msg);
    }

    @Override
    public FluentLogger msg(String msg, Object... args) {
        return new FluentLoggerImpl(logger, cause, more, () -> formatted(msg, args));
    }

    @Override
    public FluentLogger msg(Supplier<String> supplier) {
        return new FluentLoggerImpl(logger, cause, more, supplier);
    }

    private static String formatted(String msg, Object[] args) {
        return MessageFormatter.arrayFormat(msg, args).getMessage();
    }

    private String collected() {
        String text = message == null ? null : message.get();
        return text == null ? "" : text;
    }

    /** The message written for the uncoded levels: the text, then the cause and extra information if any. */
    private String plain(String msg) {
        StringBuilder b = new StringBuilder(msg == null ? "" : msg);
        if (cause != null && !cause.isEmpty()) {
            b.append(" (probable cause: ").append(cause).append(')');
        }
        if (more != null && !more.isEmpty()) {
            b.append(' ').append(more);
        }
        return b.toString();
    }

    private void write(String code, Level level, String msg, Throwable t) {
        switch (level) {
            case OFF:
                return;
            case ALL:
            case TRACE:
                if (logger.isTraceEnabled()) {
                    logger.trace(plain(msg), t);
                }
                return;
            case DEBUG:
                if (logger.isDebugEnabled()) {
                    logger.debug(plain(msg), t);
                }
                return;
            case INFO:
                if (logger.isInfoEnabled()) {
                    logger.info(plain(msg), t);
                }
                return;
            case WARN:
                if (code == null) {
                    logger.warn(plain(msg), t);
                } else {
                    logger.warn(code, cause, more, msg, t);
                }
                return;
            default:
                if (code == null) {
                    logger.error(plain(msg), t);
                } else {
                    logger.error(code, cause, more, msg, t);
                }
        }
    }

    private void writeFormatted(String code, Level level, String msg, Object[] args) {
        if (!isEnabled(level)) {
            return;
        }
        FormattingTuple tuple = MessageFormatter.arrayFormat(msg, args);
        write(code, level, tuple.getMessage(), tuple.getThrowable());
    }

    private void writeCollected(String code, Level level, Throwable t) {
        if (isEnabled(level)) {
            write(code, level, collected(), t);
        }
    }

    private boolean isEnabled(Level level) {
        switch (level) {
            case OFF:
                return false;
            case ALL:
            case TRACE:
                return logger.isTraceEnabled();
            case DEBUG:
                return logger.isDebugEnabled();
            case INFO:
                return logger.isInfoEnabled();
            case WARN:
                return logger.isWarnEnabled();
            default:
                return logger.isErrorEnabled();
        }
    }

    @Override
    public void trace() {
        writeCollected(null, Level.TRACE, null);
    }

    @Override
    public void trace(Throwable t) {
        writeCollected(null, Level.TRACE, t);
    }

    @Override
    public void trace(String msg) {
        log(Level.TRACE, msg);
    }

    @Override
    public void trace(String msg, Object... args) {
        log(Level.TRACE, msg, args);
    }

    @Override
    public void trace(String msg, Throwable t) {
        log(Level.TRACE, msg, t);
    }

    @Override
    public void debug() {
        writeCollected(null, Level.DEBUG, null);
    }

    @Override
    public void debug(Throwable t) {
        writeCollected(null, Level.DEBUG, t);
    }

    @Override
    public void debug(String msg) {
        log(Level.DEBUG, msg);
    }

    @Override
    public void debug(String msg, Object... args) {
        log(Level.DEBUG, msg, args);
    }

    @Override
    public void debug(String msg, Throwable t) {
        log(Level.DEBUG, msg, t);
    }

    @Override
    public void info() {
        writeCollected(null, Level.INFO, null);
    }

    @Override
    public void info(Throwable t) {
        writeCollected(null, Level.INFO, t);
    }

    @Override
    public void info(String msg, Object... args) {
        log(Level.INFO, msg, args);
    }

    @Override
    public void info(String msg) {
        log(Level.INFO, msg);
    }

    @Override
    public void info(String msg, Throwable t) {
        log(Level.INFO, msg, t);
    }

    @Override
    public void internalWarn() {
        writeCollected(INTERNAL_ERROR, Level.WARN, null);
    }

    @Override
    public void internalWarn(Throwable t) {
        writeCollected(INTERNAL_ERROR, Level.WARN, t);
    }

    @Override
    public void internalWarn(String msg) {
        log(INTERNAL_ERROR, Level.WARN, msg, (Throwable) null);
    }

    @Override
    public void internalWarn(String msg, Object... args) {
        log(INTERNAL_ERROR, Level.WARN, msg, args);
    }

    @Override
    public void internalWarn(String msg, Throwable t) {
        log(INTERNAL_ERROR, Level.WARN, msg, t);
    }

    @Override
    public void warn(String code) {
        writeCollected(code, Level.WARN, null);
    }

    @Override
    public void warn(String code, Throwable t) {
        writeCollected(code, Level.WARN, t);
    }

    @Override
    public void warn(String code, String msg, Object... args) {
        log(code, Level.WARN, msg, args);
    }

    @Override
    public void warn(String code, String msg, Throwable t) {
        log(code, Level.WARN, msg, t);
    }

    @Override
    public void internalError() {
        writeCollected(INTERNAL_ERROR, Level.ERROR, null);
    }

    @Override
    public void internalError(Throwable t) {
        writeCollected(INTERNAL_ERROR, Level.ERROR, t);
    }

    @Override
    public void internalError(String msg) {
        log(INTERNAL_ERROR, Level.ERROR, msg, (Throwable) null);
    }

    @Override
    public void internalError(String msg, Object... args) {
        log(INTERNAL_ERROR, Level.ERROR, msg, args);
    }

    @Override
    public void internalError(String msg, Throwable t) {
        log(INTERNAL_ERROR, Level.ERROR, msg, t);
    }

    @Override
    public void error(String code) {
        writeCollected(code, Level.ERROR, null);
    }

    @Override
    public void error(String code, Throwable t) {
        writeCollected(code, Level.ERROR, t);
    }

    @Override
    public void error(String code, String msg, Object... args) {
        log(code, Level.ERROR, msg, args);
    }

    @Override
    public void error(String code, String msg, Throwable t) {
        log(code, Level.ERROR, msg, t);
    }

    @Override
    public void log(Level level) {
        writeCollected(null, level, null);
    }

    @Override
    public void log(Level level, Throwable t) {
        writeCollected(null, level, t);
    }

    @Override
    public void log(Level level, String msg) {
        if (isEnabled(level)) {
            write(null, level, msg, null);
        }
    }

    @Override
    public void log(Level level, String msg, Object... args) {
        writeFormatted(null, level, msg, args);
    }

    @Override
    public void log(Level level, String msg, Throwable t) {
        if (isEnabled(level)) {
            write(null, level, msg, t);
        }
    }

    @Override
    public void log(String code, Level level) {
        writeCollected(code, level, null);
    }

    @Override
    public void log(String code, Level level, String msg, Object... args) {
        writeFormatted(code, level, msg, args);
    }

    @Override
    public void log(String code, Level level, String msg, Throwable t) {
        if (isEnabled(level)) {
            write(code, level, msg, t);
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
