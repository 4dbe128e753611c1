package interop.support;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConsumerRunTest {

    private static final Path LOG = Path.of("consumer.log");

    @Test
    void passesOnlyWithExitCodeZeroAndNoFailedCheck() {
        List<CheckResult> passed = List.of(new CheckResult("a", true, ""));
        assertTrue(run(0, false, passed).allPassed());
        assertFalse(run(1, false, passed).allPassed());
        assertFalse(run(0, true, passed).allPassed());
        assertFalse(run(0, false, List.of()).allPassed(), "a run that reported nothing proves nothing");
        assertFalse(run(0, false, List.of(new CheckResult("a", false, "why"))).allPassed());
    }

    @Test
    void describesFailedChecksBeforeTheLog() {
        String text = run(1, false, List.of(new CheckResult("echo", false, "expected x"))).describe();
        assertTrue(text.contains("FAIL echo: expected x"), text);
        assertTrue(text.indexOf("FAIL echo") < text.indexOf("the log text"), text);
    }

    private static ConsumerRun run(int exitCode, boolean timedOut, List<CheckResult> results) {
        return new ConsumerRun(ApacheDubboVersion.V3_3_5, "all", exitCode, timedOut, results, LOG, "the log text");
    }
}
