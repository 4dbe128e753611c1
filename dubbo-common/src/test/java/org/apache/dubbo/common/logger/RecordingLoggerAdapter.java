package org.apache.dubbo.common.logger;

import java.io.File;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A logger adapter registered as {@code recording} in the test descriptors: it keeps every line written. */
public class RecordingLoggerAdapter implements LoggerAdapter {

    static final List<String> LINES = new CopyOnWriteArrayList<>();

    private volatile Level level = Level.INFO;
    private volatile File file;

    @Override
    public Logger getLogger(Class<?> key) {
        return getLogger(key.getName());
    }

    @Override
    public Logger getLogger(String key) {
        return new RecordingLogger(key);
    }

    @Override
    public Level getLevel() {
        return level;
    }

    @Override
    public void setLevel(Level level) {
        this.level = level;
    }

    @Override
    public File getFile() {
        return file;
    }

    @Override
    public void setFile(File file) {
        this.file = file;
    }

    private final class RecordingLogger implements Logger {
        private final String name;

        RecordingLogger(String name) {
            this.name = name;
        }

        private boolean enabled(Level at) {
            return at.ordinal() >= level.ordinal();
        }

        private void add(Level at, String msg, Throwable e) {
            if (enabled(at)) {
                LINES.add(at + " " + name + " " + msg + (e == null ? "" : " !" + e.getMessage()));
            }
        }

        private void add(Level at, String msg, Object[] args) {
            if (enabled(at)) {
                org.slf4j.helpers.FormattingTuple t = org.slf4j.helpers.MessageFormatter.arrayFormat(msg, args);
                add(at, t.getMessage(), t.getThrowable());
            }
        }

        @Override
        public void trace(String msg) {
            add(Level.TRACE, msg, (Throwable) null);
        }

        @Override
        public void trace(String msg, Object... arguments) {
            add(Level.TRACE, msg, arguments);
        }

        @Override
        public void trace(Throwable e) {
            add(Level.TRACE, null, e);
        }

        @Override
        public void trace(String msg, Throwable e) {
            add(Level.TRACE, msg, e);
        }

        @Override
        public void debug(String msg) {
            add(Level.DEBUG, msg, (Throwable) null);
        }

        @Override
        public void debug(String msg, Object... arguments) {
            add(Level.DEBUG, msg, arguments);
        }

        @Override
        public void debug(Throwable e) {
            add(Level.DEBUG, null, e);
        }

        @Override
        public void debug(String msg, Throwable e) {
            add(Level.DEBUG, msg, e);
        }

        @Override
        public void info(String msg) {
            add(Level.INFO, msg, (Throwable) null);
        }

        @Override
        public void info(String msg, Object... arguments) {
            add(Level.INFO, msg, arguments);
        }

        @Override
        public void info(Throwable e) {
            add(Level.INFO, null, e);
        }

        @Override
        public void info(String msg, Throwable e) {
            add(Level.INFO, msg, e);
        }

        @Override
        public void warn(String msg) {
            add(Level.WARN, msg, (Throwable) null);
        }

        @Override
        public void warn(String msg, Object... arguments) {
            add(Level.WARN, msg, arguments);
        }

        @Override
        public void warn(Throwable e) {
            add(Level.WARN, null, e);
        }

        @Override
        public void warn(String msg, Throwable e) {
            add(Level.WARN, msg, e);
        }

        @Override
        public void error(String msg) {
            add(Level.ERROR, msg, (Throwable) null);
        }

        @Override
        public void error(String msg, Object... arguments) {
            add(Level.ERROR, msg, arguments);
        }

        @Override
        public void error(Throwable e) {
            add(Level.ERROR, null, e);
        }

        @Override
        public void error(String msg, Throwable e) {
            add(Level.ERROR, msg, e);
        }

        @Override
        public boolean isTraceEnabled() {
            return enabled(Level.TRACE);
        }

        @Override
        public boolean isDebugEnabled() {
            return enabled(Level.DEBUG);
        }

        @Override
        public boolean isInfoEnabled() {
            return enabled(Level.INFO);
        }

        @Override
        public boolean isWarnEnabled() {
            return enabled(Level.WARN);
        }

        @Override
        public boolean isErrorEnabled() {
            return enabled(Level.ERROR);
        }
    }
}
