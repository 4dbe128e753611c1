package interop.support;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ResultLinesTest {

    @Test
    void readsPassAndFailLinesAndIgnoresEverythingElse() {
        String output = String.join("\n",
                "12:00:00.000 [main] WARN some.Logger - RESULT in a log line is not a result",
                "RESULT sayHello PASS",
                "TIME sayHello 12 ms",
                "RESULT timeout FAIL timeout 500 ms fired after 910 ms",
                "RESULT broken",
                "RESULT empty FAIL");

        List<CheckResult> results = ResultLines.parse(output);

        assertEquals(List.of(
                new CheckResult("sayHello", true, ""),
                new CheckResult("timeout", false, "timeout 500 ms fired after 910 ms"),
                new CheckResult("empty", false, "")), results);
    }

    @Test
    void acceptsWindowsLineEndings() {
        assertEquals(List.of(new CheckResult("a", true, ""), new CheckResult("b", true, "")),
                ResultLines.parse("RESULT a PASS\r\nRESULT b PASS\r\n"));
    }
}
