package org.apache.dubbo.common.logger.slf4j;

import java.io.File;

import org.apache.dubbo.common.logger.Level;
import org.apache.dubbo.common.logger.Logger;
import org.apache.dubbo.common.logger.LoggerAdapter;

/**
 * Logs through SLF4J (the default). Levels belong to the SLF4J backend's own configuration (logback.xml,
 * log4j2.xml, ...): {@link #getLevel()} reports the root logger's, and {@link #setLevel(Level)} cannot change it.
 */
public class Slf4jLoggerAdapter implements LoggerAdapter {

    private volatile File file;

    @Override
    public Logger getLogger(Class<?> key) {
        return new Slf4jLogger(org.slf4j.LoggerFactory.getLogger(key));
    }

    @Override
    public Logger getLogger(String key) {
        return new Slf4jLogger(org.slf4j.LoggerFactory.getLogger(key));
    }

    @Override
    public Level getLevel() {
        return Slf4jLogger.levelOf(org.slf4j.LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME));
    }

    /** SLF4J has no API to change levels: this only logs that the backend's configuration decides. */
    @Override
    public void setLevel(Level level) {
        org.slf4j.LoggerFactory.getLogger(Slf4jLoggerAdapter.class).warn("Cannot set the log level to {} through"
                + " SLF4J: the level stays {}; change it in the configuration of the SLF4J backend", level, getLevel());
    }

    @Override
    public File getFile() {
        return file;
    }

    /** Remembers the file for {@link #getFile()}; where SLF4J writes is decided by its backend. */
    @Override
    public void setFile(File file) {
        this.file = file;
    }

    @Override
    public boolean isConfigured() {
        return !(org.slf4j.LoggerFactory.getILoggerFactory() instanceof org.slf4j.helpers.NOPLoggerFactory);
    }
}
