package org.apache.dubbo.registry.support;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.Eventually;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

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
        assertNull(RegistryCacheFile.open(registryUrl("&file-cache=false"), Runnable::run));
        assertNull(RegistryCacheFile.open(registryUrl("&file.cache=false"), Runnable::run));
    }

    @Test
    void writesJavaPropertiesKeyedByServiceKeyWithSpaceSeparatedUrls() throws Exception {
        Path file = temporary.resolve("nested/dir/registry.cache");
        RegistryCacheFile cache = RegistryCacheFile.open(registryUrl("&file=" + file + "&save.file=true"),
                task -> { });
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
        RegistryCacheFile.open(url, Runnable::run).put("com.example.DemoService", Arrays.asList(FIRST, SECOND));
        RegistryCacheFile.open(url, Runnable::run).put("com.example.OtherService",
                Collections.singletonList(FIRST));

        RegistryCacheFile reopened = RegistryCacheFile.open(url, Runnable::run);
        assertEquals(Arrays.asList(FIRST, SECOND), reopened.get("com.example.DemoService"));
        assertEquals(Collections.singletonList(FIRST), reopened.get("com.example.OtherService"));
        assertEquals(Collections.emptyList(), reopened.get("com.example.Unknown"));
    }

    @Test
    void writesAsynchronouslyOnTheGivenExecutor() throws Exception {
        Path file = temporary.resolve("async.cache");
        ExecutorService writer = Executors.newSingleThreadExecutor();
        try {
            RegistryCacheFile cache = RegistryCacheFile.open(registryUrl("&file=" + file), writer);
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
        RegistryCacheFile cache = RegistryCacheFile.open(registryUrl("&file=" + file), task -> { });
        cache.put("com.example.DemoService", Collections.singletonList(FIRST));
        assertTrue(Files.notExists(file), "the write is queued on an executor that never runs it");

        cache.close();
        List<URL> reread = RegistryCacheFile.open(registryUrl("&file=" + file), Runnable::run)
                .get("com.example.DemoService");
        assertEquals(Collections.singletonList(FIRST), reread);
    }

    @Test
    void nothingIsWrittenAfterClose() throws Exception {
        Path file = temporary.resolve("closed.cache");
        List<Runnable> queued = new ArrayList<>();
        RegistryCacheFile cache = RegistryCacheFile.open(registryUrl("&file=" + file), queued::add);
        cache.put("com.example.DemoService", Collections.singletonList(FIRST));
        cache.close();
        Files.delete(file);

        // the task queued before close runs late, and a late notification arrives: neither may recreate the file
        queued.forEach(Runnable::run);
        cache.put("com.example.DemoService", Collections.singletonList(SECOND));
        queued.forEach(Runnable::run);
        assertTrue(Files.notExists(file), "written after close");
        try (DirectoryStream<Path> left = Files.newDirectoryStream(temporary)) {
            assertFalse(left.iterator().hasNext(), "temporary files left behind");
        }
    }

    @Test
    void closeOfASynchronousFileStopsItsWritesToo() throws Exception {
        Path file = temporary.resolve("sync.cache");
        RegistryCacheFile cache = RegistryCacheFile.open(registryUrl("&file=" + file + "&save.file=true"),
                task -> { throw new AssertionError("save.file=true writes on the caller's thread"); });
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

        RegistryCacheFile cache = RegistryCacheFile.open(registryUrl("&file=" + file), Runnable::run);
        assertEquals(Collections.singletonList(FIRST), cache.get("com.example.DemoService"));
    }

    @Test
    void aFileWhoseDirectoryCannotBeCreatedIsRejected() throws Exception {
        Path blocker = Files.createFile(temporary.resolve("blocker"));
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> RegistryCacheFile.open(registryUrl("&file=" + blocker.resolve("x.cache")), Runnable::run));
        assertTrue(error.getMessage().startsWith("Invalid registry parameter file="), error.getMessage());
    }
}
