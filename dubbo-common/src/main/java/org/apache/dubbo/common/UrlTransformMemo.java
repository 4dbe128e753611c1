package org.apache.dubbo.common;

import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/**
 * Applies one transformation to many URLs that differ only in their address and their per-address parameters
 * ({@code timestamp}, {@code pid}), computing it once per distinct set of the other parameters. A consumer merges its
 * own settings into each of the thousands of provider URLs of a service; their parameters share one row (see
 * {@link ParameterMap}), so the merge of the first stands for all of them: the others get its parameters with their
 * own timestamp and pid, at their own address, without a map being copied or a string interned.
 *
 * <p>What the transformation must do for this to hold: give a URL with the argument's protocol, credentials, host,
 * port, path and attributes, whose parameters depend only on the argument's parameter values; keep the argument's
 * timestamp (or have none when it has none); and keep the argument's pid when {@code pidFromArgument}, else set the
 * same pid (or none) for every argument. What can be checked on a result is checked before it is remembered; a result
 * that fails the checks is returned but not remembered. Arguments whose parameters are not a shared row (small
 * maps, maps built elsewhere) are transformed each time.
 *
 * <p>Thread-safe, and a lookup takes no lock (a lazy reference derives the URL to call of a provider through this on
 * every call that reads it); remembers at most {@value #CAPACITY} rows and forgets them all when full.
 */
public final class UrlTransformMemo implements UnaryOperator<URL> {

    static final int CAPACITY = 64;
    private static final String TIMESTAMP = "timestamp";

    private final UnaryOperator<URL> transform;
    private final boolean pidFromArgument;
    /**
     * By the identity of an argument's row (an array: its equals and hashCode are its identity): the result for the
     * first argument with that row.
     */
    private final Map<Object, URL> results = new ConcurrentHashMap<>();

    public UrlTransformMemo(UnaryOperator<URL> transform, boolean pidFromArgument) {
        this.transform = Objects.requireNonNull(transform, "transform");
        this.pidFromArgument = pidFromArgument;
    }

    @Override
    public URL apply(URL url) {
        Map<String, String> parameters = url.getParameters();
        if (!(parameters instanceof ParameterMap) || !((ParameterMap) parameters).hasSharedRow()) {
            return transform.apply(url);
        }
        ParameterMap argument = (ParameterMap) parameters;
        URL known = results.get(argument.rowKey());
        if (known != null) {
            ParameterMap result = (ParameterMap) known.getParameters();
            long timestamp = result.containsKey(TIMESTAMP) ? argument.heldTimestamp() : ParameterMap.TEXT_TIMESTAMP;
            return url.withParameters(result.withPerAddressValues(timestamp,
                    pidFromArgument ? argument.pid() : result.pid()));
        }
        URL result = transform.apply(url);
        if (isDerivable(url, argument, result)) {
            if (results.size() >= CAPACITY) {
                results.clear();
            }
            results.put(argument.rowKey(), result);
        }
        return result;
    }

    /** Whether {@code result} is what the others with the argument's row can be derived from. */
    private boolean isDerivable(URL url, ParameterMap argument, URL result) {
        if (result == null || !(result.getParameters() instanceof ParameterMap)) {
            return false;
        }
        ParameterMap parameters = (ParameterMap) result.getParameters();
        return Objects.equals(url.getProtocol(), result.getProtocol())
                && Objects.equals(url.getUsername(), result.getUsername())
                && Objects.equals(url.getPassword(), result.getPassword())
                && Objects.equals(url.getHost(), result.getHost())
                && url.getPort() == result.getPort()
                && Objects.equals(url.getPath(), result.getPath())
                && url.getAttributes().equals(result.getAttributes())
                && Objects.equals(argument.get(TIMESTAMP), parameters.get(TIMESTAMP))
                && (!pidFromArgument || Objects.equals(argument.pid(), parameters.pid()));
    }
}
