package org.apache.dubbo.common.logger.jdk;

import java.io.File;
import java.io.IOException;
import java.util.logging.FileHandler;
import java.util.logging.Handler;
import java.util.logging.LogManager;
import java.util.logging.SimpleFormatter;

import org.apache.dubbo.common.logger.Level;
import org.apache.dubbo.common.logger.Logger;
import org.apache.dubbo.common.logger.LoggerAdapter;

/**
 * Logs through {@code java.util.logging} ({@code dubbo.application.logger=jdk}). {@link #setLevel(Level)} sets the
 * level of the root logger and of its handlers; {@link #setFile(File)} adds a handler writing to that file.
 */
public class JdkLoggerAdapter implements LoggerAdapter {

    private volatile File file;
    private FileHandler fileHandler;

    @Override
    public Logger getLogger(Class<?> key) {
        return getLogger(key.getName());
    }

    @Override
    public Logger getLogger(String key) {
        return new JdkLogger(java.util.logging.Logger.getLogger(key));
    }

    @Override
    public Level getLevel() {
        return JdkLogger.toDubbo(root().getLevel());
    }

    @Override
    public void setLevel(Level level) {
        java.util.logging.Level jdkLevel = JdkLogger.toJdk(level);
        java.util.logging.Logger root = root();
        root.setLevel(jdkLevel);
        for (Handler handler : root.getHandlers()) {
            handler.setLevel(jdkLevel);
        }
    }

    @Override
    public File getFile() {
        return file;
    }

    @Override
    public synchronized void setFile(File file) {
        java.util.logging.Logger root = root();
        if (fileHandler != null) {
            root.removeHandler(fileHandler);
            fileHandler.close();
            fileHandler = null;
        }
        this.file = file;
        if (file == null) {
            return;
        }
        try {
            FileHandler handler = new FileHandler(file.getPath(), true);
            handler.setFormatter(new SimpleFormatter());
            root.addHandler(handler);
            fileHandler = handler;
        } catch (IOException | RuntimeException e) {
            this.file = null;
            throw new IllegalArgumentException("Cannot log to " + file + ": " + e, e);
        }
    }

    @Override
    public boolean isConfigured() {
        return System.getProperty("java.util.logging.config.file") != null
                || System.getProperty("java.util.logging.config.class") != null;
    }

    private static java.util.logging.Logger root() {
        return LogManager.getLogManager().getLogger("");
    }
}
