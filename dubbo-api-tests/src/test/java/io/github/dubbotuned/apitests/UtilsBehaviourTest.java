package io.github.dubbotuned.apitests;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import interop.support.ApacheDubboVersion;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The helpers users call ({@code StringUtils}, {@code CollectionUtils}, {@code ArrayUtils}, {@code ClassUtils},
 * {@code Pair}, {@code Assert}, {@code Version}, ...) give what Apache Dubbo 3.3.5's give: the probe programs under
 * {@code src/test/probes} call them with hundreds of inputs, once against each implementation, and every answer must
 * match, except those listed in {@code known-differences.txt} with the reason.
 */
class UtilsBehaviourTest {

    private static final Path PROBES = Sources.module().resolve("src/test/probes");

    private static Map<String, String> answers(String classpath, Path classes, String main) throws Exception {
        ChildJvm.Run run = ChildJvm.run(classes + java.io.File.pathSeparator + classpath, main, 120);
        Map<String, String> answers = new LinkedHashMap<>();
        for (String line : run.lines()) {
            int arrow = line.indexOf(" => ");
            if (arrow > 0) {
                answers.put(line.substring(0, arrow), line.substring(arrow + 4));
            }
        }
        assertTrue(run.exitCode() == 0 && !answers.isEmpty(), () -> main + " failed:\n" + run.output());
        return answers;
    }

    private static Set<String> knownDifferences() throws Exception {
        Set<String> labels = new TreeSet<>();
        for (String line : Files.readAllLines(PROBES.resolve("known-differences.txt"), StandardCharsets.UTF_8)) {
            String label = line.contains("#") ? line.substring(0, line.indexOf('#')) : line;
            if (!label.isBlank()) {
                labels.add(label.trim());
            }
        }
        return labels;
    }

    @Test
    void helpersAnswerAsApacheDubbo335s(@TempDir Path ours, @TempDir Path apache) throws Exception {
        String apacheClasspath = ApacheDubboVersion.V3_3_5.peerClasspath();
        Sources.compile(PROBES, null, Sources.ourClasspath(), ours);
        Sources.compile(PROBES, null, apacheClasspath, apache);
        Set<String> known = knownDifferences();
        List<String> differences = new ArrayList<>();
        Set<String> stillKnown = new TreeSet<>();
        for (String probe : List.of("UtilsProbe", "ClassUtilsProbe", "VersionProbe")) {
            Map<String, String> expected = answers(apacheClasspath, apache, probe);
            Map<String, String> actual = answers(Sources.ourClasspath(), ours, probe);
            for (Map.Entry<String, String> e : expected.entrySet()) {
                String ourAnswer = actual.get(e.getKey());
                if (!e.getValue().equals(ourAnswer)) {
                    if (known.contains(e.getKey())) {
                        stillKnown.add(e.getKey());
                    } else {
                        differences.add(e.getKey() + "\n    Apache: " + e.getValue() + "\n    ours:   " + ourAnswer);
                    }
                }
            }
        }
        assertTrue(differences.isEmpty(), () -> differences.size() + " answers differ from Apache Dubbo 3.3.5's:\n"
                + String.join("\n", differences));
        Set<String> stale = new TreeSet<>(known);
        stale.removeAll(stillKnown);
        assertTrue(stale.isEmpty(), () -> "known-differences.txt lists answers that now match: " + stale);
    }
}
