package io.github.dubbotuned.benchmark.harness;

import java.util.Locale;

/**
 * What the congestion client measured in its window: calls and their response times as the callers saw them, and the
 * provider's own time for the same window. The difference between the two is what the transport added.
 */
public final class CongestionResult {

    public static final String HEADER = "callers,payload_bytes,calls,errors,ops_per_sec,mean_us,p50_us,p99_us,max_us,"
            + "service_calls,service_mean_us,service_p50_us,service_p99_us";

    private final int callers;
    private final int payloadBytes;
    private final long calls;
    private final long errors;
    private final double opsPerSecond;
    private final double meanMicros;
    private final long p50Micros;
    private final long p99Micros;
    private final long maxMicros;
    private final long serviceCalls;
    private final double serviceMeanMicros;
    private final long serviceP50Micros;
    private final long serviceP99Micros;

    public CongestionResult(int callers, int payloadBytes, long calls, long errors, double opsPerSecond,
                            double meanMicros, long p50Micros, long p99Micros, long maxMicros, long serviceCalls,
                            double serviceMeanMicros, long serviceP50Micros, long serviceP99Micros) {
        this.callers = callers;
        this.payloadBytes = payloadBytes;
        this.calls = calls;
        this.errors = errors;
        this.opsPerSecond = opsPerSecond;
        this.meanMicros = meanMicros;
        this.p50Micros = p50Micros;
        this.p99Micros = p99Micros;
        this.maxMicros = maxMicros;
        this.serviceCalls = serviceCalls;
        this.serviceMeanMicros = serviceMeanMicros;
        this.serviceP50Micros = serviceP50Micros;
        this.serviceP99Micros = serviceP99Micros;
    }

    public int callers() {
        return callers;
    }

    public int payloadBytes() {
        return payloadBytes;
    }

    public long calls() {
        return calls;
    }

    public long errors() {
        return errors;
    }

    public double opsPerSecond() {
        return opsPerSecond;
    }

    public double meanMicros() {
        return meanMicros;
    }

    public long p50Micros() {
        return p50Micros;
    }

    public long p99Micros() {
        return p99Micros;
    }

    public long maxMicros() {
        return maxMicros;
    }

    public long serviceCalls() {
        return serviceCalls;
    }

    public double serviceMeanMicros() {
        return serviceMeanMicros;
    }

    public long serviceP50Micros() {
        return serviceP50Micros;
    }

    public long serviceP99Micros() {
        return serviceP99Micros;
    }

    public String toCsv() {
        return String.format(Locale.ROOT, "%d,%d,%d,%d,%.1f,%.1f,%d,%d,%d,%d,%.1f,%d,%d", callers, payloadBytes, calls,
                errors, opsPerSecond, meanMicros, p50Micros, p99Micros, maxMicros, serviceCalls, serviceMeanMicros,
                serviceP50Micros, serviceP99Micros);
    }

    public static CongestionResult parseCsv(String line) {
        String[] f = line.split(",", -1);
        if (f.length != 13) {
            throw new IllegalArgumentException("a congestion result has 13 fields (" + HEADER + "), got: " + line);
        }
        return new CongestionResult(Integer.parseInt(f[0]), Integer.parseInt(f[1]), Long.parseLong(f[2]),
                Long.parseLong(f[3]), Double.parseDouble(f[4]), Double.parseDouble(f[5]), Long.parseLong(f[6]),
                Long.parseLong(f[7]), Long.parseLong(f[8]), Long.parseLong(f[9]), Double.parseDouble(f[10]),
                Long.parseLong(f[11]), Long.parseLong(f[12]));
    }
}
