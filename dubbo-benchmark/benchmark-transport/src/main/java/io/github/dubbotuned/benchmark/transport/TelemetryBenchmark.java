package io.github.dubbotuned.benchmark.transport;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * {@link CallSide} under JMH, telemetry off and on, in one run (wall-clock time per side of a call). On a quiet
 * machine this is the direct answer; on a shared one {@link TelemetryCostMain} (thread CPU time, the two modes
 * alternating) is the steadier one.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(3)
public class TelemetryBenchmark {

    @Param({"false", "true"})
    public boolean telemetry;

    private CallSide side;

    @Setup(Level.Trial)
    public void open() {
        side = new CallSide(telemetry);
    }

    @TearDown(Level.Trial)
    public void close() {
        side.close();
    }

    @Benchmark
    public Object oneSideOfACall() throws Exception {
        return side.frameOutAndIn();
    }
}
