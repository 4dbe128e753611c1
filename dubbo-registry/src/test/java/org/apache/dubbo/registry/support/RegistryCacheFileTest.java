package org.apache.dubbo.registry.support;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.Eventually;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

@Timeout(value = 180, unit = TimeUnit.SECONDS)
class RegistryCacheFileTest {

    private static final URL FIRST = URL.valueOf("dubbo://10.0.0.5:20880/com.example.DemoService?group=g1"
            + "&interface=com.example.DemoService&version=1.0.0");
    private static final URL SECOND = FIRST.setPort(20881);

    /** Runs a write at once, on the caller's thread. */
    private static final RegistryCacheFile.Scheduler IMMEDIATE = (task, delayMs) -> {
        task.run();
        return CompletableFuture.completedFuture(null);
    };
    /** Never runs a write. */
    private static final RegistryCacheFile.Scheduler NEVER = (task, delayMs) -> new CompletableFuture<>();

    /** Keeps the writes asked for, with their delays, for the test to run. */
    private static final class Recorded implements RegistryCacheFile.Scheduler {
        final List<Runnable> tasks = new ArrayList<>();
        final List<Long> delays = new ArrayList<>();

        @Override
        public CompletableFuture<?> schedule(Runnable task, long delayMs) {
            tasks.add(task);
            delays.add(delayMs);
            return new CompletableFuture<>();
        }

        void runAll() {
            List<Runnable> due = new ArrayList<>(tasks);
            tasks.clear();
            due.forEach(Runnable::run);
        }
    }

    @TempDir
    Path temporary;

    private URL registryUrl(String parameters) {
        return URL.valueOf("zookeeper://127.0.0.1:2181?application=demo" + parameters);
    }

    @Test
    void defaultLocationFollowsDubboNaming() {
        assertEquals(new File("/home/u/.dubbo/dubbo-registry-demo-127.0.0.1-2181.cache"),
                RegistryCacheFile.defaultLocation(registryUrl(""), "/home/u"));
        assertEquals(new File("/home/u/.dubbo/dubbo-registry-10.0.0.1-2181.cache"),
                RegistryCacheFile.defaultLocation(URL.valueOf("zookeeper://10.0.0.1:2181"), "/home/u"));
    }

    @Test
    void bothSpellingsOfTheSwitchDisableTheFile() {
        assertNull(RegistryCacheFile.open(registryUrl("&file-cache=false"), IMMEDIATE));
        assertNull(RegistryCacheFile.open(registryUrl("&file.cache=false"), IMMEDIATE));
    }

    @Test
    void writesJavaPropertiesKeyedByServiceKeyWithSpaceSeparatedUrls() throws Exception {
        Path file = temporary.resolve("nested/dir/registry.cache");
        RegistryCacheFile cache = RegistryCacheFile.open(registryUrl("&file=" + file + "&save.file=true"), NEVER);
        cache.put("g1/com.example.DemoService:1.0.0", Arrays.asList(FIRST, SECOND));

        Properties properties = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            properties.load(in);
        }
        assertEquals(FIRST.toFullString() + " " + SECOND.toFullString(),
                properties.getProperty("g1/com.example.DemoService:1.0.0"));
        String text = new String(Files.readAllBytes(file));
        assertTrue(text.startsWith("#Dubbo Registry Cache"), text);
        assertTrue(text.contains("g1/com.example.DemoService\\:1.0.0=dubbo\\://10.0.0.5\\:20880/"), text);
    }

    @Test
    void aNewInstanceReadsWhatAnEarlierOneWrote() {
        URL url = registryUrl("&file=" + temporary.resolve("shared.cache") + "&save.file=true");
        RegistryCacheFile.open(url, IMMEDIATE).put("com.example.DemoService", Arrays.asList(FIRST, SECOND));
        RegistryCacheFile.open(url, IMMEDIATE).put("com.example.OtherService",
                Collections.singletonList(FIRST));

        RegistryCacheFile reopened = RegistryCacheFile.open(url, IMMEDIATE);
        assertEquals(Arrays.asList(FIRST, SECOND), reopened.get("com.example.DemoService"));
        assertEquals(Collections.singletonList(FIRST), reopened.get("com.example.OtherService"));
        assertEquals(Collections.emptyList(), reopened.get("com.example.Unknown"));
    }

    @Test
    void writesAsynchronouslyOnTheGivenScheduler() throws Exception {
        Path file = temporary.resolve("async.cache");
        ScheduledExecutorService writer = Executors.newSingleThreadScheduledExecutor();
        try {
            RegistryCacheFile cache = RegistryCacheFile.open(registryUrl("&file=" + file),
                    (task, delayMs) -> writer.schedule(task, delayMs, TimeUnit.MILLISECONDS));
            cache.put("com.example.DemoService", Collections.singletonList(FIRST));
            Eventually.within(Duration.ofSeconds(60), "file written", () -> Files.exists(file)
                    && new String(Files.readAllBytes(file)).contains("20880"));
            cache.close();
        } finally {
            writer.shutdownNow();
        }
    }

    @Test
    void closeWritesWhatIsStillQueued() {
        Path file = temporary.resolve("flushed.cache");
        RegistryCacheFile cache = RegistryCacheFile.open(registryUrl("&file=" + file), NEVER);
        cache.put("com.example.DemoService", Collections.singletonList(FIRST));
        assertTrue(Files.notExists(file), "the write is scheduled on a scheduler that never runs it");

        cache.close();
        List<URL> reread = RegistryCacheFile.open(registryUrl("&file=" + file), IMMEDIATE)
                .get("com.example.DemoService");
        assertEquals(Collections.singletonList(FIRST), reread);
    }

    @Test
    void nothingIsWrittenAfterClose() throws Exception {
        Path file = temporary.resolve("closed.cache");
        Recorded scheduler = new Recorded();
        RegistryCacheFile cache = RegistryCacheFile.open(registryUrl("&file=" + file), scheduler);
        cache.put("com.example.DemoService", Collections.singletonList(FIRST));
        cache.close();
        Files.delete(file);

        // the write scheduled before close runs late, and a late notification arrives: neither may recreate the file
        scheduler.runAll();
        cache.put("com.example.DemoService", Collections.singletonList(SECOND));
        scheduler.runAll();
        assertTrue(Files.notExists(file), "written after close");
        try (DirectoryStream<Path> left = Files.newDirectoryStream(temporary)) {
            assertFalse(left.iterator().hasNext(), "temporary files left behind");
        }
    }

    @Test
    void closeOfASynchronousFileStopsItsWritesToo() throws Exception {
        Path file = temporary.resolve("sync.cache");
        RegistryCacheFile cache = RegistryCacheFile.open(registryUrl("&file=" + file + "&save.file=true"),
                (task, delayMs) -> {
                    throw new AssertionError("save.file=true writes on the caller's thread");
                });
        cache.put("com.example.DemoService", Collections.singletonList(FIRST));
        assertTrue(Files.exists(file));
        cache.close();
        Files.delete(file);
        cache.put("com.example.DemoService", Collections.singletonList(SECOND));
        assertTrue(Files.notExists(file), "written after close");
    }

    @Test
    void unreadableEntriesAreSkipped() throws Exception {
        Path file = temporary.resolve("damaged.cache");
        Files.write(file, ("com.example.DemoService=" + FIRST.toFullString().replace(":", "\\:")
                + " dubbo\\://host\\:notaport/x\n").getBytes());

        RegistryCacheFile cache = RegistryCacheFile.open(registryUrl("&file=" + file), IMMEDIATE);
        assertEquals(Collections.singletonList(FIRST), cache.get("com.example.DemoService"));
    }

    @Test
    void aFileWhoseDirectoryCannotBeCreatedIsRejected() throws Exception {
        Path blocker = Files.createFile(temporary.resolve("blocker"));
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> RegistryCacheFile.open(registryUrl("&file=" + blocker.resolve("x.cache")), IMMEDIATE));
        assertTrue(error.getMessage().startsWith("Invalid registry parameter file="), error.getMessage());
    }

    /** What the cache file held before it rendered its own text: a Properties of the joined full strings, stored. */
    private static List<String> linesAsPropertiesStoreWrites(Properties loaded, List<Object[]> puts) throws Exception {
        Properties properties = new Properties();
        properties.putAll(loaded);
        for (Object[] put : puts) {
            @SuppressWarnings("unchecked")
            List<URL> urls = (List<URL>) put[1];
            properties.setProperty((String) put[0],
                    urls.stream().map(URL::toFullString).collect(Collectors.joining(" ")));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        properties.store(out, "Dubbo Registry Cache");
        return contentLines(new String(out.toByteArray(), StandardCharsets.ISO_8859_1));
    }

    /** The lines but the date comment, sorted (Properties.store writes keys in hash order before Java 18). */
    private static List<String> contentLines(String text) {
        List<String> lines = new ArrayList<>(Arrays.asList(text.split(System.lineSeparator())));
        assertEquals("#Dubbo Registry Cache", lines.get(0));
        assertTrue(lines.get(1).startsWith("#"), lines.get(1));
        lines.remove(1);
        Collections.sort(lines);
        return lines;
    }

    @Test
    void theFileHasTheTextPropertiesStoreGaveTheJoinedFullStrings() throws Exception {
        Path file = temporary.resolve("format.cache");
        Properties earlier = new Properties();
        earlier.setProperty("com.example.Earlier", " dubbo://10.0.0.1:20880/com.example.Earlier?a=b#c!d");
        try (java.io.OutputStream out = Files.newOutputStream(file)) {
            earlier.store(out, "Dubbo Registry Cache");
        }
        URL unusual = URL.valueOf("dubbo://user:secret@10.0.0.7:20880/com.example.DemoService?interface="
                + "com.example.DemoService&owner=Zoë\\x&rule=" + URL.encode("host = 10.0.0.7 => host != 1.2.3.4")
                + "&note=a!b#c:d&version=1.0.0&category=providers");
        URL empty = URL.valueOf("empty://10.0.0.6/com.example.DemoService?category=routers&interface="
                + "com.example.DemoService&version=1.0.0");
        List<Object[]> puts = Arrays.asList(
                new Object[] {"g1/com.example.DemoService:1.0.0", Arrays.asList(FIRST, SECOND)},
                new Object[] {"com.example.DemoService:1.0.0", Arrays.asList(unusual, empty)},
                new Object[] {"g1/com.example.DemoService:1.0.0", Collections.singletonList(SECOND)},
                new Object[] {"com.example.None", Collections.emptyList()},
                new Object[] {"com.example.DemoService:1.0.0", Arrays.asList(empty, unusual, FIRST)});

        RegistryCacheFile cache = RegistryCacheFile.open(registryUrl("&file=" + file), IMMEDIATE);
        for (Object[] put : puts) {
            @SuppressWarnings("unchecked")
            List<URL> urls = (List<URL>) put[1];
            cache.put((String) put[0], urls);
        }
        cache.close();

        String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
        assertEquals(linesAsPropertiesStoreWrites(earlier, puts), contentLines(text), text);
        List<String> keys = Arrays.stream(text.split(System.lineSeparator())).filter(line -> !line.startsWith("#"))
                .map(line -> line.substring(0, line.indexOf('='))).collect(Collectors.toList());
        assertEquals(keys.stream().sorted().collect(Collectors.toList()), keys, "keys in sorted order");

        RegistryCacheFile reopened = RegistryCacheFile.open(registryUrl("&file=" + file), IMMEDIATE);
        assertEquals(Arrays.asList(empty, unusual, FIRST), reopened.get("com.example.DemoService:1.0.0"));
        assertEquals(Collections.singletonList(URL.valueOf(earlier.getProperty("com.example.Earlier").trim())),
                reopened.get("com.example.Earlier"), "an entry of the earlier file is kept");
    }

    @Test
    void changesFoldIntoOneWriteHalfASecondLater() throws Exception {
        Path file = temporary.resolve("coalesced.cache");
        Recorded scheduler = new Recorded();
        RegistryCacheFile cache = RegistryCacheFile.open(registryUrl("&file=" + file), scheduler);
        cache.put("com.example.A", Collections.singletonList(FIRST));
        cache.put("com.example.B", Collections.singletonList(FIRST));
        cache.put("com.example.A", Arrays.asList(FIRST, SECOND));

        assertEquals(Collections.singletonList(RegistryCacheFile.FIRST_WRITE_DELAY_MS), scheduler.delays,
                "one write for the three changes");
        assertTrue(Files.notExists(file));
        scheduler.runAll();
        RegistryCacheFile reread = RegistryCacheFile.open(registryUrl("&file=" + file), IMMEDIATE);
        assertEquals(Arrays.asList(FIRST, SECOND), reread.get("com.example.A"));
        assertEquals(Collections.singletonList(FIRST), reread.get("com.example.B"));

        cache.put("com.example.A", Collections.singletonList(SECOND));
        assertEquals(2, scheduler.delays.size(), "a change after the write schedules the next one");
        assertTrue(scheduler.delays.get(1) >= RegistryCacheFile.FIRST_WRITE_DELAY_MS, scheduler.delays.toString());
        cache.close();
        assertEquals(Collections.singletonList(SECOND), RegistryCacheFile.open(registryUrl("&file=" + file),
                IMMEDIATE).get("com.example.A"), "close wrote the change the scheduled write had not");
    }

    @Test
    void theSameUrlsAgainWriteNothing() {
        Path file = temporary.resolve("unchanged.cache");
        Recorded scheduler = new Recorded();
        RegistryCacheFile cache = RegistryCacheFile.open(registryUrl("&file=" + file), scheduler);
        cache.put("com.example.A", Arrays.asList(FIRST, SECOND));
        scheduler.runAll();

        cache.put("com.example.A", Arrays.asList(FIRST, SECOND));
        cache.put("com.example.A", Arrays.asList(URL.valueOf(FIRST.toFullString()), SECOND));
        assertEquals(1, scheduler.delays.size(), "equal lists changed nothing: " + scheduler.delays);
    }

    @Test
    void anUnwritableFileIsReportedOnceAndWrittenWhenItCanBe() throws Exception {
        Path file = temporary.resolve("blocked.cache");
        Files.createDirectories(file.resolve("in-the-way"));
        RegistryCacheFile cache = RegistryCacheFile.open(registryUrl("&file=" + file + "&save.file=true"), NEVER);

        PrintStream original = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, "UTF-8"));
        try {
            cache.put("com.example.A", Collections.singletonList(FIRST));
            cache.put("com.example.A", Collections.singletonList(SECOND));
            cache.put("com.example.A", Arrays.asList(FIRST, SECOND));
        } finally {
            System.setErr(original);
        }
        String log = new String(captured.toByteArray(), StandardCharsets.UTF_8);
        long warnings = Arrays.stream(log.split("\\R")).filter(line -> line.contains("WARN")
                && line.contains("Cannot write registry cache file " + file)).count();
        assertEquals(1, warnings, log);
        try (DirectoryStream<Path> left = Files.newDirectoryStream(temporary, "*.tmp")) {
            assertFalse(left.iterator().hasNext(), "temporary files left behind");
        }

        Files.delete(file.resolve("in-the-way"));
        Files.delete(file);
        cache.put("com.example.A", Collections.singletonList(FIRST));
        assertEquals(Collections.singletonList(FIRST), RegistryCacheFile.open(registryUrl("&file=" + file),
                IMMEDIATE).get("com.example.A"));
    }
}
