package org.apache.dubbo.demo;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.junit.jupiter.api.Test;

/**
 * The demo runs on the shaded all-in-one {@code io.github.dubbotuned:dubbo} jar. Extension descriptors of one
 * interface come from several modules and must be concatenated by the shade plugin; a descriptor that is not
 * (a missing AppendingTransformer) silently loses extensions. This checks every line of every module's
 * descriptor against the all-in-one jar itself. It needs the packaged jar, so it runs from {@code mvn verify}
 * and is skipped by a plain {@code mvn test}, where the module classes stand in for it.
 */
class AllInOneArtifactTest {

    private static final String DESCRIPTORS = "META-INF/dubbo/internal";

    @Test
    void everyExtensionOfEveryModuleIsInTheAllInOneJar() throws Exception {
        Path allInOne = Paths.get(DubboBootstrap.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        assumeTrue(allInOne.getFileName().toString().matches("dubbo-\\d.*\\.jar"),
                "the all-in-one jar is not packaged yet: " + allInOne);
        Path repository = Paths.get("").toAbsolutePath().getParent();
        List<String> missing = new ArrayList<>();
        int checked = 0;
        try (ZipFile jar = new ZipFile(allInOne.toFile()); Stream<Path> modules = Files.list(repository)) {
            for (Path module : (Iterable<Path>) modules::iterator) {
                Path descriptors = module.resolve("src/main/resources").resolve(DESCRIPTORS);
                if (!module.getFileName().toString().startsWith("dubbo-") || !Files.isDirectory(descriptors)) {
                    continue;
                }
                try (Stream<Path> files = Files.list(descriptors)) {
                    for (Path file : (Iterable<Path>) files::iterator) {
                        String offered = read(jar, DESCRIPTORS + "/" + file.getFileName());
                        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                            String entry = line.trim();
                            if (entry.isEmpty() || entry.startsWith("#")) {
                                continue;
                            }
                            checked++;
                            if (!offered.contains(entry)) {
                                missing.add(module.getFileName() + ": " + file.getFileName() + ": " + entry);
                            }
                        }
                    }
                }
            }
        }
        assertTrue(checked > 20, "found the module descriptors (" + checked + " entries) under " + repository);
        assertTrue(missing.isEmpty(), "extensions missing from " + allInOne.getFileName() + " (add an"
                + " AppendingTransformer in dubbo-distribution/dubbo-all/pom.xml): " + missing);
    }

    private static String read(ZipFile jar, String name) throws IOException {
        ZipEntry entry = jar.getEntry(name);
        if (entry == null) {
            return "";
        }
        try (InputStream in = jar.getInputStream(entry)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
