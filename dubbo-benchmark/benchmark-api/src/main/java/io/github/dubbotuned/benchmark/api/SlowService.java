package io.github.dubbotuned.benchmark.api;

import java.util.concurrent.CompletableFuture;

/**
 * The service of the in-flight and soak experiments: calls that take a while on the provider, either without holding
 * a provider thread ({@link #later}, so that ten thousand calls can wait at once) or holding one ({@link #hold}, an
 * ordinary synchronous service).
 */
public interface SlowService {

    /** Completes with {@code payload} after {@code delayMillis}; the provider keeps no thread busy meanwhile. */
    CompletableFuture<String> later(int delayMillis, String payload);

    /** Returns {@code payload} after holding the provider's business thread for {@code delayMillis}. */
    String hold(int delayMillis, String payload);
}
