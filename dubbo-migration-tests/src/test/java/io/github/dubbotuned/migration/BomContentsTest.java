package io.github.dubbotuned.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

/**
 * The BOMs users import say what this build uses: the third-party versions are the ones the root pom builds and
 * tests with, and dubbo-bom manages every artifact we publish for applications.
 */
class BomContentsTest {

    private static final Path ROOT = Paths.get(System.getProperty("repository.root", ".."));
    private static final String GROUP = "io.github.dubbotuned:";

    @Test
    void dependenciesBomManagesTheVersionsThisBuildUses() throws Exception {
        Map<String, String> root = Pom.read(ROOT.resolve("pom.xml")).properties();
        Map<String, String> bom = Pom.read(ROOT.resolve("dubbo-distribution/dubbo-dependencies-bom/pom.xml"))
                .properties();
        for (String property : bom.keySet()) {
            assertEquals(root.get(property), bom.get(property),
                    property + " in dubbo-dependencies-bom differs from the root pom");
        }
        assertTrue(bom.keySet().containsAll(List.of("netty.version", "curator.version", "zookeeper.version")),
                bom.toString());
    }

    @Test
    void dubboBomManagesEveryArtifactWePublishForApplications() throws Exception {
        Pom bom = Pom.read(ROOT.resolve("dubbo-distribution/dubbo-bom/pom.xml"));
        List<String> managed = bom.dependencies(true);
        TreeSet<String> missing = new TreeSet<>();
        for (String artifact : publishedArtifacts()) {
            if (!managed.contains(GROUP + artifact)) {
                missing.add(artifact);
            }
        }
        assertEquals(new TreeSet<>(), missing, "artifacts missing from dubbo-distribution/dubbo-bom");
        for (String artifact : managed) {
            assertEquals("${dubbo-tuned.version}", bom.managedVersion(artifact), artifact);
        }
    }

    /**
     * The modules the all-in-one jar is made of, the Spring Boot artifacts, the alias artifacts and the
     * dependencies BOM: what an application's pom may name.
     */
    private static List<String> publishedArtifacts() throws Exception {
        List<String> artifacts = new ArrayList<>();
        artifacts.add("dubbo");
        for (String dependency : Pom.read(ROOT.resolve("dubbo-distribution/dubbo-all/pom.xml")).dependencies(false)) {
            if (dependency.startsWith(GROUP)) {
                artifacts.add(dependency.substring(GROUP.length()));
            }
        }
        artifacts.add("dubbo-dependencies-bom");
        for (String module : Pom.read(ROOT.resolve("dubbo-spring-boot/pom.xml")).modules()) {
            artifacts.add(Pom.read(ROOT.resolve("dubbo-spring-boot").resolve(module).resolve("pom.xml")).artifactId());
        }
        Path aliases = ROOT.resolve("dubbo-distribution/dubbo-aliases");
        for (String module : Pom.read(aliases.resolve("pom.xml")).modules()) {
            Path pom = aliases.resolve(module).resolve("pom.xml");
            assertTrue(Files.exists(pom), pom.toString());
            artifacts.add(Pom.read(pom).artifactId());
        }
        return artifacts;
    }
}
