package org.apache.dubbo.registry.support;

import org.apache.dubbo.common.URL;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The local copy of notified URLs (registry spec 6.8), so that a consumer started while the registry is down still
 * finds its providers.
 *
 * <p>Format, shared with Apache Dubbo: a Java properties file whose keys are subscribed service keys
 * ({@code [group/]interface[:version]}) and whose values are the notified URL full strings separated by spaces.
 * The file is read once when the registry starts; writes replace it atomically (a temporary file moved over it),
 * so a reader in another process never sees half a file, and they run on the registry's executor unless
 * {@code save.file=true}.
 *
 * <p>{@link #close()} ends the file's life with the registry: it waits for a write in progress, writes what is
 * still queued, and from then on nothing touches the file, whichever thread asks (a queued task, a late
 * notification, a caller of {@link #put}).
 */
final class RegistryCacheFile {

    private static final Logger logger = LoggerFactory.getLogger(RegistryCacheFile.class);

    private final File file;
    private final boolean synchronous;
    private final Executor writer;
    private final Map<String, String> entries = new ConcurrentHashMap<>();
    private final AtomicBoolean writeQueued = new AtomicBoolean();
    private final Object fileLock = new Object();
    /** Set under {@link #fileLock} by {@link #close()}: no write happens afterwards. */
    private boolean closed;

    private RegistryCacheFile(File file, boolean synchronous, Executor writer) {
        this.file = file;
        this.synchronous = synchronous;
        this.writer = writer;
    }

    /**
     * The cache file of a registry: the {@code file} parameter, else {@link #defaultLocation(URL, String)} under
     * {@code user.home}; null when {@code file-cache} (or 2.7's {@code file.cache}) is false.
     *
     * @throws IllegalArgumentException if the file's directory cannot be created
     */
    static RegistryCacheFile open(URL registryUrl, Executor writer) {
        if (!RegistryParameters.flag(registryUrl, true, RegistryKeys.FILE_CACHE, RegistryKeys.FILE_CACHE_LEGACY)) {
            return null;
        }
        String configured = registryUrl.getParameter(RegistryKeys.FILE);
        File file = configured != null && !configured.trim().isEmpty() ? new File(configured.trim())
                : defaultLocation(registryUrl, System.getProperty("user.home"));
        File directory = file.getAbsoluteFile().getParentFile();
        if (directory != null && !directory.isDirectory() && !directory.mkdirs() && !directory.isDirectory()) {
            throw new IllegalArgumentException("Invalid registry parameter " + RegistryKeys.FILE + "=" + file
                    + ": cannot create directory " + directory);
        }
        RegistryCacheFile cache = new RegistryCacheFile(file, registryUrl.getParameter(RegistryKeys.SAVE_FILE, false),
                writer);
        cache.load();
        return cache;
    }

    /**
     * {@code {userHome}/.dubbo/dubbo-registry-{application}-{host}-{port}.cache}, the location Apache Dubbo uses
     * (the {@code application-} part is left out when the registry URL names no application).
     */
    static File defaultLocation(URL registryUrl, String userHome) {
        String application = registryUrl.getApplication();
        String address = registryUrl.getAddress() == null ? "" : registryUrl.getAddress().replace(':', '-');
        String name = "dubbo-registry-" + (application == null || application.isEmpty() ? "" : application + "-")
                + address + ".cache";
        return new File(new File(userHome, ".dubbo"), name);
    }

    File file() {
        return file;
    }

    /** The URLs last stored for {@code serviceKey}, empty when none. */
    List<URL> get(String serviceKey) {
        String value = entries.get(serviceKey);
        if (value == null || value.trim().isEmpty()) {
            return Collections.emptyList();
        }
        List<URL> urls = new ArrayList<>();
        for (String text : value.trim().split("\\s+")) {
            try {
                urls.add(URL.valueOf(text));
            } catch (RuntimeException e) {
                logger.warn("Ignoring unreadable URL '{}' for {} in registry cache file {}: {}", text, serviceKey,
                        file, e.getMessage());
            }
        }
        return urls;
    }

    /** Replaces the URLs of {@code serviceKey} and schedules a write of the file. */
    void put(String serviceKey, List<URL> urls) {
        StringBuilder value = new StringBuilder();
        for (URL url : urls) {
            if (value.length() > 0) {
                value.append(' ');
            }
            value.append(url.toFullString());
        }
        String previous = entries.put(serviceKey, value.toString());
        if (value.toString().equals(previous)) {
            return;
        }
        if (synchronous) {
            write();
        } else if (writeQueued.compareAndSet(false, true)) {
            try {
                writer.execute(this::writeQueued);
            } catch (RejectedExecutionException e) {
                writeQueued.set(false);
                write();
            }
        }
    }

    /**
     * Waits for a write in progress, writes the file once more if a write is still queued, and stops all
     * writing; called when the registry is destroyed. Idempotent.
     */
    void close() {
        synchronized (fileLock) {
            if (closed) {
                return;
            }
            if (writeQueued.getAndSet(false)) {
                writeLocked();
            }
            closed = true;
        }
    }

    private void writeQueued() {
        if (writeQueued.compareAndSet(true, false)) {
            write();
        }
    }

    private void load() {
        if (!file.isFile()) {
            return;
        }
        Properties properties = new Properties();
        try (InputStream in = Files.newInputStream(file.toPath())) {
            properties.load(in);
        } catch (IOException | IllegalArgumentException e) {
            logger.warn("Cannot read registry cache file {}, starting without it: {}", file, e.getMessage());
            return;
        }
        for (String key : properties.stringPropertyNames()) {
            entries.put(key, properties.getProperty(key));
        }
        logger.info("Loaded registry cache file {} ({} services)", file, entries.size());
    }

    private void write() {
        synchronized (fileLock) {
            if (!closed) {
                writeLocked();
            }
        }
    }

    private void writeLocked() {
        Properties properties = new Properties();
        properties.putAll(entries);
        Path target = file.toPath();
        Path temporary = null;
        try {
            Path directory = target.toAbsolutePath().getParent();
            temporary = Files.createTempFile(directory, file.getName(), ".tmp");
            try (OutputStream out = Files.newOutputStream(temporary)) {
                properties.store(out, "Dubbo Registry Cache");
            }
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE,
                        StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
            temporary = null;
        } catch (IOException | RuntimeException e) {
            logger.warn("Cannot write registry cache file {}: {}", file, e.toString());
        } finally {
            if (temporary != null) {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException e) {
                    logger.debug("Cannot delete temporary file {}", temporary, e);
                }
            }
        }
    }
}
