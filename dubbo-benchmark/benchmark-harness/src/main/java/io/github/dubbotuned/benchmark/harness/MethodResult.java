package io.github.dubbotuned.benchmark.harness;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * What one consumer JVM measured for one benchmark method: JMH's throughput with its error and per-iteration scores,
 * and the latency percentiles of every call of the measurement iterations. One line of the consumer's result file.
 */
public final class MethodResult {

    static final String HEADER = "method,ops_per_sec,ops_error,iteration_ops,calls,mean_us,p50_us,p90_us,p99_us,"
            + "p999_us,max_us";

    private final String method;
    private final double opsPerSecond;
    private final double opsError;
    private final List<Double> iterationOps;
    private final long calls;
    private final double meanMicros;
    private final long p50Micros;
    private final long p90Micros;
    private final long p99Micros;
    private final long p999Micros;
    private final long maxMicros;

    public MethodResult(String method, double opsPerSecond, double opsError, List<Double> iterationOps, long calls,
                        double meanMicros, long p50Micros, long p90Micros, long p99Micros, long p999Micros,
                        long maxMicros) {
        this.method = method;
        this.opsPerSecond = opsPerSecond;
        this.opsError = opsError;
        this.iterationOps = Collections.unmodifiableList(new ArrayList<Double>(iterationOps));
        this.calls = calls;
        this.meanMicros = meanMicros;
        this.p50Micros = p50Micros;
        this.p90Micros = p90Micros;
        this.p99Micros = p99Micros;
        this.p999Micros = p999Micros;
        this.maxMicros = maxMicros;
    }

    public String method() {
        return method;
    }

    public double opsPerSecond() {
        return opsPerSecond;
    }

    public double opsError() {
        return opsError;
    }

    public List<Double> iterationOps() {
        return iterationOps;
    }

    public long calls() {
        return calls;
    }

    public double meanMicros() {
        return meanMicros;
    }

    public long p50Micros() {
        return p50Micros;
    }

    public long p90Micros() {
        return p90Micros;
    }

    public long p99Micros() {
        return p99Micros;
    }

    public long p999Micros() {
        return p999Micros;
    }

    public long maxMicros() {
        return maxMicros;
    }

    public String toCsv() {
        StringBuilder iterations = new StringBuilder();
        for (Double ops : iterationOps) {
            if (iterations.length() > 0) {
                iterations.append(';');
            }
            iterations.append(String.format(Locale.ROOT, "%.1f", ops));
        }
        return String.format(Locale.ROOT, "%s,%.1f,%.1f,%s,%d,%.1f,%d,%d,%d,%d,%d", method, opsPerSecond, opsError,
                iterations, calls, meanMicros, p50Micros, p90Micros, p99Micros, p999Micros, maxMicros);
    }

    public static MethodResult parseCsv(String line) {
        String[] f = line.split(",", -1);
        if (f.length != 11) {
            throw new IllegalArgumentException("a method result has 11 fields (" + HEADER + "), got: " + line);
        }
        List<Double> iterations = new ArrayList<Double>();
        for (String s : f[3].split(";")) {
            if (!s.isEmpty()) {
                iterations.add(Double.valueOf(s));
            }
        }
        return new MethodResult(f[0], Double.parseDouble(f[1]), Double.parseDouble(f[2]), iterations,
                Long.parseLong(f[4]), Double.parseDouble(f[5]), Long.parseLong(f[6]), Long.parseLong(f[7]),
                Long.parseLong(f[8]), Long.parseLong(f[9]), Long.parseLong(f[10]));
    }

    public static boolean isHeader(String line) {
        return line.startsWith("method,");
    }
}
