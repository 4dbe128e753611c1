package org.apache.dubbo.common.logger;

/**
 * Dubbo's logging facade, as extensions and applications written for Apache Dubbo use it. Messages with arguments
 * use SLF4J's {@code {}} placeholders; a trailing {@link Throwable} argument is logged as the cause. Obtain one from
 * {@link LoggerFactory}; it writes through the {@link LoggerAdapter} in use (SLF4J unless configured otherwise).
 */
public interface Logger {

    void trace(String msg);

    void trace(String msg, Object... arguments);

    void trace(Throwable e);

    void trace(String msg, Throwable e);

    void debug(String msg);

    void debug(String msg, Object... arguments);

    void debug(Throwable e);

    void debug(String msg, Throwable e);

    void info(String msg);

    void info(String msg, Object... arguments);

    void info(Throwable e);

    void info(String msg, Throwable e);

    void warn(String msg);

    void warn(String msg, Object... arguments);

    void warn(Throwable e);

    void warn(String msg, Throwable e);

    void error(String msg);

    void error(String msg, Object... arguments);

    void error(Throwable e);

    void error(String msg, Throwable e);

    boolean isTraceEnabled();

    boolean isDebugEnabled();

    boolean isInfoEnabled();

    boolean isWarnEnabled();

    boolean isErrorEnabled();
}
