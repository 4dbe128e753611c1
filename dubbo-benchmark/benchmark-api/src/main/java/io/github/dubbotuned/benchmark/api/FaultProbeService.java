package io.github.dubbotuned.benchmark.api;

/**
 * The faults experiment's service: answers with the name of the provider that served the call, so that the consumer
 * can tell which path each call took while links go down and providers die.
 */
public interface FaultProbeService {

    /** The serving provider's name; {@code caller} only makes each request distinct. */
    String serve(int caller);
}
