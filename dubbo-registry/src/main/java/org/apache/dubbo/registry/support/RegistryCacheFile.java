package org.apache.dubbo.registry.support;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.NamedThreadFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The local copy of notified URLs (registry spec 6.8), so that a consumer started while the registry is down still
 * finds its providers.
 *
 * <p>Format, shared with Apache Dubbo: a Java properties file (ISO 8859-1, {@link Properties#store} escapes, keys in
 * sorted order) whose keys are subscribed service keys ({@code [group/]interface[:version]}) and whose values are
 * the notified URL full strings separated by spaces. The file is read once when the registry starts; writes replace
 * it atomically (a temporary file moved over it), so a reader in another process never sees half a file.
 *
 * <p>What is held: the lists of URLs as notified (the objects the directories hold anyway), not their text; the text
 * is rendered, URL by URL, straight into the file when it is written. A large consumer's file is big (about a
 * kilobyte per address), so writes are coalesced: with {@code save.file=false} (the default) a change is written
 * {@value #FIRST_WRITE_DELAY_MS} ms later, as Apache Dubbo does, by one background thread shared by all registries,
 * every change meanwhile folding into that write; and the next write starts no sooner than
 * {@value #SPACING_FACTOR} times the duration of the previous one after it began, so that rewriting the file takes
 * at most about a tenth of a core however fast the registry changes. With {@code save.file=true} the caller writes
 * the file before {@link #put} returns.
 *
 * <p>A file that cannot be written is reported once, with the reason; later failures are logged at debug level until
 * a write succeeds. {@link #close()} ends the file's life with the registry: it waits for a write in progress,
 * writes what changed since the last write, and from then on nothing touches the file, whichever thread asks (a
 * scheduled write, a late notification, a caller of {@link #put}).
 */
final class RegistryCacheFile {

    private static final Logger logger = LoggerFactory.getLogger(RegistryCacheFile.class);

    /** Delay of an asynchronous write after the change that asks for it, Apache Dubbo's. */
    static final long FIRST_WRITE_DELAY_MS = 500;
    /** An asynchronous write starts no sooner than this many times the previous write's duration after it began. */
    static final int SPACING_FACTOR = 10;
    private static final String HEADER = "Dubbo Registry Cache";
    /** {@link URL#toFullString(String...)} with no keys: every parameter, rendered without being kept in the URL. */
    private static final String[] ALL_PARAMETERS = new String[0];

    /** Runs a task once after a delay; how an asynchronous cache file schedules its writes. */
    interface Scheduler {

        /** @throws RejectedExecutionException if the scheduler is shut down */
        Future<?> schedule(Runnable task, long delayMs);
    }

    private final File file;
    private final boolean synchronous;
    private final Scheduler scheduler;
    /**
     * Per service key: the {@code List<URL>} last notified, or, for a service not notified since the file was read,
     * the {@code String} value read from the file (kept so that a write does not lose it).
     */
    private final Map<String, Object> entries = new ConcurrentHashMap<>();
    /** Counts the changes of {@link #entries}; incremented after the change. */
    private final AtomicLong changes = new AtomicLong();
    private final AtomicBoolean writeScheduled = new AtomicBoolean();
    private volatile Future<?> scheduledWrite;
    /** {@link System#nanoTime()} before which no asynchronous write starts. */
    private volatile long nextWriteNanos = System.nanoTime();
    private final Object fileLock = new Object();
    /** Guarded by {@link #fileLock}: the value of {@link #changes} the file last received. */
    private long writtenChanges;
    /** Guarded by {@link #fileLock}: whether the last write failed (the failure was reported). */
    private boolean failing;
    /** Set under {@link #fileLock} by {@link #close()}: no write happens afterwards. */
    private volatile boolean closed;

    private RegistryCacheFile(File file, boolean synchronous, Scheduler scheduler) {
        this.file = file;
        this.synchronous = synchronous;
        this.scheduler = scheduler;
    }

    /**
     * The cache file of a registry, written asynchronously by the background thread shared by all registries; see
     * {@link #open(URL, Scheduler)}.
     */
    static RegistryCacheFile open(URL registryUrl) {
        return open(registryUrl, SharedWriter::schedule);
    }

    /**
     * The cache file of a registry: the {@code file} parameter, else {@link #defaultLocation(URL, String)} under
     * {@code user.home}; null when {@code file-cache} (or 2.7's {@code file.cache}) is false. Asynchronous writes
     * (unless {@code save.file=true}) run on {@code scheduler}.
     *
     * @throws IllegalArgumentException if the file's directory cannot be created
     */
    static RegistryCacheFile open(URL registryUrl, Scheduler scheduler) {
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
                scheduler);
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
    @SuppressWarnings("unchecked")
    List<URL> get(String serviceKey) {
        Object entry = entries.get(serviceKey);
        if (entry instanceof List) {
            return new ArrayList<>((List<URL>) entry);
        }
        String value = (String) entry;
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

    /**
     * Replaces the URLs of {@code serviceKey} and, when they differ from the previous ones, writes the file (now, or
     * scheduled). {@code urls} is kept as it is: the caller hands it over and does not change it afterwards.
     */
    void put(String serviceKey, List<URL> urls) {
        if (closed) {
            return;
        }
        Object previous = entries.put(serviceKey, urls);
        if (previous instanceof List && sameUrls((List<?>) previous, urls)) {
            return;
        }
        changes.incrementAndGet();
        if (synchronous) {
            synchronized (fileLock) {
                if (!closed) {
                    writeLocked();
                }
            }
        } else {
            scheduleWrite();
        }
    }

    /**
     * Waits for a write in progress, writes the file if it changed since the last write (whatever the spacing),
     * and stops all writing; called when the registry is destroyed. Idempotent.
     */
    void close() {
        synchronized (fileLock) {
            if (closed) {
                return;
            }
            Future<?> pending = scheduledWrite;
            if (pending != null) {
                pending.cancel(false);
            }
            if (changes.get() != writtenChanges) {
                writeLocked();
            }
            closed = true;
        }
    }

    private static boolean sameUrls(List<?> previous, List<URL> urls) {
        if (previous.size() != urls.size()) {
            return false;
        }
        for (int i = 0; i < urls.size(); i++) {
            Object before = previous.get(i);
            URL now = urls.get(i);
            if (before != now && (now == null || !now.equals(before))) {
                return false;
            }
        }
        return true;
    }

    private void scheduleWrite() {
        if (closed || !writeScheduled.compareAndSet(false, true)) {
            return;
        }
        long spacingMs = TimeUnit.NANOSECONDS.toMillis(nextWriteNanos - System.nanoTime());
        try {
            scheduledWrite = scheduler.schedule(this::writeScheduled, Math.max(FIRST_WRITE_DELAY_MS, spacingMs));
        } catch (RejectedExecutionException e) {
            writeScheduled.set(false);
            synchronized (fileLock) {
                if (!closed) {
                    writeLocked();
                }
            }
        }
    }

    /** The scheduled write: writes what changed, then schedules another write if more changed meanwhile. */
    private void writeScheduled() {
        long attempted = -1;
        long started = System.nanoTime();
        synchronized (fileLock) {
            if (!closed) {
                attempted = writeLocked();
            }
        }
        long took = System.nanoTime() - started;
        nextWriteNanos = started + SPACING_FACTOR * took;
        writeScheduled.set(false);
        // A change that came while the write was running found the write scheduled and left it to this one.
        if (attempted >= 0 && changes.get() != attempted) {
            scheduleWrite();
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

    /** Called holding {@link #fileLock}: writes the file; returns the value of {@link #changes} it rendered. */
    private long writeLocked() {
        long rendered = changes.get(); // read before the entries, so that a later change triggers another write
        Path target = file.toPath();
        Path temporary = null;
        try {
            Path directory = target.toAbsolutePath().getParent();
            temporary = Files.createTempFile(directory, file.getName(), ".tmp");
            try (PropertiesWriter out = new PropertiesWriter(Files.newOutputStream(temporary))) {
                render(out);
            }
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE,
                        StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
            temporary = null;
            writtenChanges = rendered;
            if (failing) {
                failing = false;
                logger.info("Registry cache file {} written again", file);
            }
        } catch (IOException | RuntimeException e) {
            if (!failing) {
                failing = true;
                logger.warn("Cannot write registry cache file {} (the registry works without it; reported once, "
                        + "until a write succeeds): {}", file, e.toString());
            } else if (logger.isDebugEnabled()) {
                logger.debug("Cannot write registry cache file {} again: {}", file, e.toString());
            }
        } finally {
            if (temporary != null) {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException e) {
                    logger.debug("Cannot delete temporary file {}", temporary, e);
                }
            }
        }
        return rendered;
    }

    /** The file's text: what {@link Properties#store(java.io.OutputStream, String)} writes, keys sorted. */
    private void render(PropertiesWriter out) throws IOException {
        out.comment(HEADER);
        out.comment(new Date().toString());
        for (Map.Entry<String, Object> entry : new TreeMap<>(entries).entrySet()) {
            out.key(entry.getKey());
            Object value = entry.getValue();
            if (value instanceof String) {
                out.value((String) value, true);
            } else {
                boolean first = true;
                for (Object url : (List<?>) value) {
                    if (!first) {
                        out.plain(' ');
                    }
                    out.value(((URL) url).toFullString(ALL_PARAMETERS), first);
                    first = false;
                }
            }
            out.newLine();
        }
    }

    /** The thread that writes every asynchronous cache file of the process, started on first use. */
    private static final class SharedWriter {

        private static final ScheduledThreadPoolExecutor EXECUTOR = create();

        private static ScheduledThreadPoolExecutor create() {
            ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1,
                    new NamedThreadFactory("DubboRegistryCacheWriter", true));
            executor.setRemoveOnCancelPolicy(true);
            // the thread ends when no write is pending for a minute (a scheduled write keeps it)
            executor.setKeepAliveTime(60, TimeUnit.SECONDS);
            executor.allowCoreThreadTimeOut(true);
            return executor;
        }

        static Future<?> schedule(Runnable task, long delayMs) {
            return EXECUTOR.schedule(task, delayMs, TimeUnit.MILLISECONDS);
        }
    }
}
