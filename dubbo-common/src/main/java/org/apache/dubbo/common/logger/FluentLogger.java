package org.apache.dubbo.common.logger;

import java.util.function.Supplier;

/**
 * A logger that builds a message step by step: {@code LOG.cause("...").more("...").warn(code, "message {}", arg)}.
 * The instance from {@link #of(Class)} can be kept in a static field: {@link #cause}, {@link #more} and
 * {@link #msg} return a new logger each time and never change the one they are called on.
 *
 * <p>Warnings and errors with a code carry the cause and the extra information the way
 * {@link ErrorTypeAwareLogger} writes them; {@code internalWarn}/{@code internalError} use the code
 * {@code 99-0} (an internal error).
 */
public interface FluentLogger {

    FluentLogger cause(String cause);

    FluentLogger more(String extendedInformation);

    FluentLogger msg(String msg);

    FluentLogger msg(String msg, Object... args);

    FluentLogger msg(Supplier<String> supplier);

    void trace();

    void trace(Throwable t);

    void trace(String msg);

    void trace(String msg, Object... args);

    void trace(String msg, Throwable t);

    void debug();

    void debug(Throwable t);

    void debug(String msg);

    void debug(String msg, Object... args);

    void debug(String msg, Throwable t);

    void info();

    void info(Throwable t);

    void info(String msg, Object... args);

    void info(String msg);

    void info(String msg, Throwable t);

    void internalWarn();

    void internalWarn(Throwable t);

    void internalWarn(String msg);

    void internalWarn(String msg, Object... args);

    void internalWarn(String msg, Throwable t);

    void warn(String code);

    void warn(String code, Throwable t);

    void warn(String code, String msg, Object... args);

    void warn(String code, String msg, Throwable t);

    void internalError();

    void internalError(Throwable t);

    void internalError(String msg);

    void internalError(String msg, Object... args);

    void internalError(String msg, Throwable t);

    void error(String code);

    void error(String code, Throwable t);

    void error(String code, String msg, Object... args);

    void error(String code, String msg, Throwable t);

    void log(Level level);

    void log(Level level, Throwable t);

    void log(Level level, String msg);

    void log(Level level, String msg, Object... args);

    void log(Level level, String msg, Throwable t);

    void log(String code, Level level);

    void log(String code, Level level, String msg, Object... args);

    void log(String code, Level level, String msg, Throwable t);

    boolean isTraceEnabled();

    boolean isDebugEnabled();

    boolean isInfoEnabled();

    boolean isWarnEnabled();

    boolean isErrorEnabled();

    static FluentLogger of(Class<?> key) {
        return new FluentLoggerImpl(LoggerFactory.getErrorTypeAwareLogger(key), null, null, null);
    }

    static FluentLogger of(String key) {
        return new FluentLoggerImpl(LoggerFactory.getErrorTypeAwareLogger(key), null, null, null);
    }
}
