package io.github.dubbotuned.benchmark.api;

/**
 * The congestion experiment's service: a slow call with a large answer, as in a production incident where one long
 * connection with small socket buffers, not the provider, decided the response time.
 */
public interface CongestionService {

    /** Sleeps a random 0–300 ms (mean 150 ms) and returns a string twice the length of {@code payload}. */
    String process(String payload);

    /**
     * What the provider measured of its own work since the last reset: how long {@link #process} took inside the
     * provider, without any transport. {@code reset} starts a new measurement window.
     */
    ServiceTimes serviceTimes(boolean reset);
}
