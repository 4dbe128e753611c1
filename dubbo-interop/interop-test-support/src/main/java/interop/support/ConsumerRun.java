package interop.support;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The outcome of one Apache Dubbo consumer JVM run: exit code, parsed {@code RESULT} lines and the full log.
 *
 * @param version  the Apache Dubbo release of the consumer
 * @param scenario the scenario names it was asked to run
 * @param exitCode the JVM's exit code, or -1 if it was killed after the timeout
 * @param timedOut whether it had to be killed
 * @param results  one entry per {@code RESULT} line, in output order
 * @param logFile  where stdout and stderr were written
 * @param log      the content of {@code logFile}
 */
public record ConsumerRun(ApacheDubboVersion version, String scenario, int exitCode, boolean timedOut,
                          List<CheckResult> results, Path logFile, String log) {

    /** True if the JVM exited with 0 in time, reported at least one check and no check failed. */
    public boolean allPassed() {
        return exitCode == 0 && !timedOut && !results.isEmpty() && failures().isEmpty();
    }

    public List<CheckResult> failures() {
        return results.stream().filter(result -> !result.passed()).collect(Collectors.toList());
    }

    public Optional<CheckResult> result(String check) {
        return results.stream().filter(result -> result.name().equals(check)).findFirst();
    }

    /** The {@code --load} report, if the consumer ran one to the end. */
    public Optional<LoadReport> load() {
        return LoadReport.parse(log);
    }

    /** A summary for assertion messages: outcome, failed checks, then the log. */
    public String describe() {
        StringBuilder text = new StringBuilder();
        text.append(version).append(" consumer, scenario ").append(scenario)
                .append(timedOut ? ": timed out" : ": exit code " + exitCode)
                .append(", ").append(results.size()).append(" checks reported\n");
        for (CheckResult failure : failures()) {
            text.append("  FAIL ").append(failure.name()).append(": ").append(failure.reason()).append('\n');
        }
        text.append("log ").append(logFile).append(":\n").append(log);
        return text.toString();
    }
}
