package io.github.dubbotuned.apitests;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import interop.support.ApacheDubboVersion;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An application written as users write one for Apache Dubbo 3.3 ({@code src/test/extension-app}): a provider and
 * consumers that bring their own Filter, ListenableFilter, ClusterFilter, ThreadPool, Transporter, Dispatcher,
 * LoadBalance, Cluster, Protocol wrapper, Serialization, ProxyFactory, ExporterListener and InvokerListener,
 * declared in META-INF/dubbo/ and META-INF/services/ and named where users name them, and code using the logger,
 * CommonConstants and StringUtils. It is compiled against our all-in-one jar and run: every extension must take
 * effect. The same sources compiled against Apache Dubbo 3.3.5 and run the same way prove the expectations are
 * Apache's.
 */
class ExtensionSourcesTest {

    /** One RESULT line per extension the application checks. */
    static final List<String> CHECKS = List.of("threadpool", "dispatcher", "clusterfilter", "filter",
            "listenablefilter", "transporter", "serialization", "loadbalance", "cluster", "protocolwrapper",
            "proxyfactory", "exporterlistener", "invokerlistener", "logger");

    private static final Path SOURCES = Sources.module().resolve("src/test/extension-app/java");
    private static final Path RESOURCES = Sources.module().resolve("src/test/extension-app/resources");

    private static Map<String, String> run(String classpath, Path classes) throws Exception {
        Sources.compile(SOURCES, RESOURCES, classpath, classes);
        ChildJvm.Run run = ChildJvm.run(classes + java.io.File.pathSeparator + classpath, "com.example.ext.Main",
                120);
        Map<String, String> results = new TreeMap<>();
        for (String line : run.lines()) {
            if (line.startsWith("RESULT ")) {
                String[] parts = line.split(" ", 4);
                results.put(parts[1], parts[2] + (parts.length > 3 ? " " + parts[3] : ""));
            }
        }
        assertTrue(run.output().contains("DONE") && run.exitCode() == 0, () -> "the application did not finish"
                + " (exit " + run.exitCode() + "):\n" + run.output());
        assertEquals(CHECKS.stream().sorted().toList(), List.copyOf(results.keySet()), run::output);
        return results;
    }

    private static void assertAllPassed(Map<String, String> results) {
        StringBuilder failed = new StringBuilder();
        results.forEach((check, result) -> {
            if (!result.startsWith("PASS")) {
                failed.append(check).append(": ").append(result).append('\n');
            }
        });
        assertTrue(failed.length() == 0, () -> "extensions without effect:\n" + failed);
    }

    @Test
    void everyExtensionTakesEffectOnDubboTuned(@TempDir Path classes) throws Exception {
        assertAllPassed(run(Sources.ourClasspath(), classes));
    }

    @Test
    void theSameApplicationPassesOnApacheDubbo335(@TempDir Path classes) throws Exception {
        assertAllPassed(run(ApacheDubboVersion.V3_3_5.peerClasspath(), classes));
    }
}
