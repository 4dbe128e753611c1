package org.apache.dubbo.common.logger;

import java.io.File;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.model.FrameworkModel;

/**
 * Hands out {@link Logger}s that write through the {@link LoggerAdapter} in use.
 *
 * <p>The adapter is {@code slf4j} unless the system property {@code dubbo.application.logger} names another one
 * (such as {@code jdk}, or a user's {@link LoggerAdapter} extension). Switching the adapter later re-points every
 * logger handed out so far, so classes may keep their loggers in static fields. A logger never lets a failure of
 * the logging framework reach its caller.
 */
public class LoggerFactory {

    /** The system property naming the adapter, read once when this class is initialised. */
    static final String ADAPTER_PROPERTY = "dubbo.application.logger";
    private static final String DEFAULT_ADAPTER = "slf4j";

    private static final ConcurrentMap<String, SwitchableLogger> LOGGERS = new ConcurrentHashMap<>();
    private static volatile LoggerAdapter adapter;
    private static volatile String adapterName;

    static {
        String configured = System.getProperty(ADAPTER_PROPERTY);
        boolean chosen = false;
        if (configured != null && !configured.trim().isEmpty()) {
            try {
                setLoggerAdapter(configured.trim());
                chosen = true;
            } catch (RuntimeException e) {
                System.err.println("Dubbo: " + ADAPTER_PROPERTY + "=" + configured + " cannot be used (" + e.getMessage()
                        + "); logging through " + DEFAULT_ADAPTER + " instead");
            }
        }
        if (!chosen) {
            setLoggerAdapter(DEFAULT_ADAPTER);
        }
    }

    protected LoggerFactory() {
    }

    /**
     * Switches to the adapter named {@code loggerAdapter}; {@code null} or blank leaves the current one. The model is
     * accepted for Apache Dubbo compatibility: adapters are shared by the whole process.
     *
     * @throws IllegalArgumentException if there is no such adapter
     */
    public static void setLoggerAdapter(FrameworkModel frameworkModel, String loggerAdapter) {
        if (loggerAdapter != null && !loggerAdapter.trim().isEmpty()) {
            setLoggerAdapter(loggerAdapter.trim());
        }
    }

    /**
     * Switches to the adapter named {@code name} (an extension of {@link LoggerAdapter}).
     *
     * @throws IllegalArgumentException if there is no such adapter or it cannot be created
     */
    public static void setLoggerAdapter(String name) {
        ExtensionLoader<LoggerAdapter> loader = ExtensionLoader.getExtensionLoader(LoggerAdapter.class);
        if (!loader.hasExtension(name)) {
            throw new IllegalArgumentException("No logger adapter named '" + name + "'; available: "
                    + loader.getSupportedExtensions());
        }
        LoggerAdapter chosen;
        try {
            chosen = loader.getExtension(name);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("Logger adapter '" + name + "' cannot be created: " + e.getMessage(), e);
        }
        switchTo(chosen, name);
    }

    /** Switches to {@code loggerAdapter}; {@code null} leaves the current one. */
    public static void setLoggerAdapter(LoggerAdapter loggerAdapter) {
        if (loggerAdapter != null) {
            String name = ExtensionLoader.getExtensionLoader(LoggerAdapter.class).getExtensionName(loggerAdapter);
            switchTo(loggerAdapter, name != null ? name : loggerAdapter.getClass().getName());
        }
    }

    private static synchronized void switchTo(LoggerAdapter chosen, String name) {
        adapter = chosen;
        adapterName = name;
        for (SwitchableLogger logger : LOGGERS.values()) {
            logger.setDelegate(chosen.getLogger(logger.name()));
        }
    }

    public static Logger getLogger(Class<?> key) {
        return getErrorTypeAwareLogger(key.getName());
    }

    public static Logger getLogger(String key) {
        return getErrorTypeAwareLogger(key);
    }

    public static ErrorTypeAwareLogger getErrorTypeAwareLogger(Class<?> key) {
        return getErrorTypeAwareLogger(key.getName());
    }

    public static ErrorTypeAwareLogger getErrorTypeAwareLogger(String key) {
        SwitchableLogger logger = LOGGERS.get(key);
        if (logger != null) {
            return logger;
        }
        synchronized (LoggerFactory.class) {
            return LOGGERS.computeIfAbsent(key, name -> new SwitchableLogger(name, adapter.getLogger(name)));
        }
    }

    /** The level of the current adapter's root logger. */
    public static Level getLevel() {
        return adapter.getLevel();
    }

    /** Sets the level of the current adapter's root logger, where its framework allows it. */
    public static void setLevel(Level level) {
        adapter.setLevel(level);
    }

    /** The file the current adapter writes to, or {@code null}. */
    public static File getFile() {
        return adapter.getFile();
    }

    /** The names of the adapters that can be created here, sorted. */
    public static List<String> getAvailableAdapter() {
        ExtensionLoader<LoggerAdapter> loader = ExtensionLoader.getExtensionLoader(LoggerAdapter.class);
        List<String> available = new ArrayList<>();
        for (String name : loader.getSupportedExtensions()) {
            try {
                if (loader.getExtension(name) != null) {
                    available.add(name);
                }
            } catch (RuntimeException | LinkageError e) {
                // an adapter whose framework is missing is simply not available
            }
        }
        return Collections.unmodifiableList(available);
    }

    /** The name of the adapter in use. */
    public static String getCurrentAdapter() {
        return adapterName;
    }
}
