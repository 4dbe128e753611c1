package io.github.dubbotuned.benchmark.api;

import java.io.Serializable;

/** A summary of the provider's own time per call, in microseconds. */
public class ServiceTimes implements Serializable {

    private static final long serialVersionUID = 1L;

    private long count;
    private double meanMicros;
    private long p50Micros;
    private long p99Micros;

    public ServiceTimes() {
    }

    public ServiceTimes(long count, double meanMicros, long p50Micros, long p99Micros) {
        this.count = count;
        this.meanMicros = meanMicros;
        this.p50Micros = p50Micros;
        this.p99Micros = p99Micros;
    }

    public long getCount() {
        return count;
    }

    public double getMeanMicros() {
        return meanMicros;
    }

    public long getP50Micros() {
        return p50Micros;
    }

    public long getP99Micros() {
        return p99Micros;
    }

    @Override
    public String toString() {
        return "ServiceTimes{count=" + count + ", mean=" + meanMicros + "us, p50=" + p50Micros + "us, p99="
                + p99Micros + "us}";
    }
}
