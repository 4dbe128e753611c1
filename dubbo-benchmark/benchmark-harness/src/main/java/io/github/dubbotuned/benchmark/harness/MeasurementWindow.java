package io.github.dubbotuned.benchmark.harness;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * Prints {@value #START} just before the first measurement iteration and {@value #END} just after the last, so that
 * the runner, which reads this JVM's output, can snapshot CPU counters for exactly the measured window (the other
 * processes' load in it above all). Benchmarks take this state as a parameter to switch it on.
 */
@State(Scope.Benchmark)
public class MeasurementWindow {

    public static final String START = "BENCH WINDOW START";
    public static final String END = "BENCH WINDOW END";

    private int measured;

    @Setup(Level.Trial)
    public void startTrial() {
        measured = 0;
    }

    @Setup(Level.Iteration)
    public void startIteration(IterationParams iteration, BenchmarkParams benchmark) {
        if (iteration.getType() == IterationType.MEASUREMENT && measured == 0) {
            announce(START + " " + benchmark.getBenchmark());
        }
    }

    @TearDown(Level.Iteration)
    public void endIteration(IterationParams iteration, BenchmarkParams benchmark) {
        if (iteration.getType() == IterationType.MEASUREMENT && ++measured == iteration.getCount()) {
            announce(END + " " + benchmark.getBenchmark());
        }
    }

    private static void announce(String line) {
        System.out.println(line);
        System.out.flush();
    }
}
