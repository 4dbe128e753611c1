package io.github.dubbotuned.benchmark.harness;

import org.HdrHistogram.Histogram;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Runs JMH benchmark methods inside this JVM (no fork: the runner already started this JVM with the flags under
 * test, the same as the provider's), one method after the other, and appends one {@link MethodResult} line per method
 * to the result file.
 *
 * <pre>
 * --methods existUser,createUser,getUser,listUser --threads 32 --warmup-iterations 3 --warmup-ms 10000
 * --iterations 5 --iteration-ms 10000 --result-file FILE
 * </pre>
 */
public final class JmhConsumer {

    /** The options this class reads; a consumer main adds its own to these. */
    public static final Set<String> OPTIONS = new HashSet<String>(Arrays.asList("methods", "threads",
            "warmup-iterations", "warmup-ms", "iterations", "iteration-ms", "result-file"));

    private JmhConsumer() {
    }

    public static void run(Class<?> benchmark, Args args) throws RunnerException, IOException {
        List<String> methods = Arrays.asList(args.require("methods").split(","));
        File resultFile = new File(args.require("result-file"));
        for (String method : methods) {
            Options options = new OptionsBuilder()
                    .include("^" + benchmark.getName().replace(".", "\\.") + "\\." + method.trim() + "$")
                    .forks(0)
                    .threads(args.integer("threads", 32))
                    .mode(Mode.Throughput)
                    .timeUnit(TimeUnit.SECONDS)
                    .warmupIterations(args.integer("warmup-iterations", 3))
                    .warmupTime(TimeValue.milliseconds(args.integer("warmup-ms", 10000)))
                    .measurementIterations(args.integer("iterations", 5))
                    .measurementTime(TimeValue.milliseconds(args.integer("iteration-ms", 10000)))
                    .shouldFailOnError(true)
                    .build();
            LatencyRecords.takeAndReset();
            Collection<RunResult> results = new Runner(options).run();
            if (results.size() != 1) {
                throw new IllegalStateException("expected one JMH result for " + method + ", got " + results.size());
            }
            append(resultFile, summarize(method.trim(), results.iterator().next(), LatencyRecords.takeAndReset()));
        }
    }

    private static MethodResult summarize(String method, RunResult run, Histogram latency) {
        Result<?> primary = run.getPrimaryResult();
        List<Double> iterations = new ArrayList<Double>();
        for (BenchmarkResult benchmark : run.getBenchmarkResults()) {
            for (IterationResult iteration : benchmark.getIterationResults()) {
                iterations.add(iteration.getPrimaryResult().getScore());
            }
        }
        double error = primary.getScoreError();
        return new MethodResult(method, primary.getScore(), Double.isNaN(error) ? 0 : error, iterations,
                latency.getTotalCount(), latency.getMean(), latency.getValueAtPercentile(50),
                latency.getValueAtPercentile(90), latency.getValueAtPercentile(99),
                latency.getValueAtPercentile(99.9), latency.getMaxValue());
    }

    private static void append(File file, MethodResult result) throws IOException {
        boolean fresh = !file.exists() || file.length() == 0;
        Writer out = new OutputStreamWriter(new FileOutputStream(file, true), StandardCharsets.UTF_8);
        try {
            if (fresh) {
                out.write(MethodResult.HEADER + "\n");
            }
            out.write(result.toCsv() + "\n");
        } finally {
            out.close();
        }
    }
}
