package org.apache.dubbo.common.logger;

import java.io.File;

import org.apache.dubbo.common.extension.SPI;

/**
 * The extension point behind {@link LoggerFactory}: a logging framework. Built in: {@code slf4j} (the default) and
 * {@code jdk} ({@code java.util.logging}); chosen with {@code -Ddubbo.application.logger=<name>},
 * {@code <dubbo:application logger="...">} or {@link LoggerFactory#setLoggerAdapter(String)}.
 */
@SPI("slf4j")
public interface LoggerAdapter {

    Logger getLogger(Class<?> key);

    Logger getLogger(String key);

    /** The level of the framework's root logger. */
    Level getLevel();

    /** Sets the level of the framework's root logger, where the framework allows it. */
    void setLevel(Level level);

    /** The file the framework writes to, or {@code null} when it is not known. */
    File getFile();

    void setFile(File file);

    /** Whether the framework is set up (has a configuration); an unconfigured one is only used when named. */
    default boolean isConfigured() {
        return true;
    }
}
