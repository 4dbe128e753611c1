package org.apache.dubbo.rpc.cluster;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;

/**
 * The URL keys the cluster layer reads, their defaults, and where it reads them: a per-method setting is
 * {@code {method}.{key}} or {@code {key}} of the consumer URL, else of the first provider's URL (so a provider's
 * setting is the default of consumers that set none). Generic calls ({@code $invoke}) are configured under the
 * method they name.
 */
public final class ClusterSettings {

    public static final String CLUSTER = "cluster";
    public static final String LOADBALANCE = "loadbalance";
    public static final String RETRIES = "retries";
    public static final String FORKS = "forks";
    public static final String STICKY = "sticky";
    public static final String TIMEOUT = "timeout";
    public static final String FAILBACK_TASKS = "failbacktasks";
    public static final String MOCK = "mock";
    public static final String STUB = "stub";
    public static final String LOCAL = "local";
    public static final String WEIGHT = "weight";
    public static final String WARMUP = "warmup";
    public static final String TIMESTAMP = "timestamp";
    public static final String HASH_NODES = "hash.nodes";
    public static final String HASH_ARGUMENTS = "hash.arguments";

    public static final String DEFAULT_LOADBALANCE = "random";
    public static final int DEFAULT_RETRIES = 2;
    public static final int DEFAULT_FORKS = 2;
    public static final int DEFAULT_TIMEOUT = 1000;
    public static final int DEFAULT_FAILBACK_TIMES = 3;
    public static final int DEFAULT_FAILBACK_TASKS = 100;
    public static final int DEFAULT_WEIGHT = 100;
    public static final int DEFAULT_WARMUP = 10 * 60 * 1000;
    public static final int DEFAULT_HASH_NODES = 160;
    public static final String DEFAULT_HASH_ARGUMENTS = "0";

    private static final String GENERIC_INVOKE = "$invoke";
    private static final String GENERIC_INVOKE_ASYNC = "$invokeAsync";

    private ClusterSettings() {
    }

    /** The method whose settings apply: the invoked one, or for a generic call the one it names. */
    public static String methodName(Invocation invocation) {
        if (isGenericCall(invocation)) {
            return (String) invocation.getArguments()[0];
        }
        return invocation.getMethodName();
    }

    /** The arguments of the method that {@link #methodName(Invocation)} names. */
    public static Object[] arguments(Invocation invocation) {
        if (isGenericCall(invocation)) {
            Object arguments = invocation.getArguments()[2];
            return arguments instanceof Object[] ? (Object[]) arguments : new Object[0];
        }
        Object[] arguments = invocation.getArguments();
        return arguments == null ? new Object[0] : arguments;
    }

    private static boolean isGenericCall(Invocation invocation) {
        String name = invocation.getMethodName();
        Object[] arguments = invocation.getArguments();
        return (GENERIC_INVOKE.equals(name) || GENERIC_INVOKE_ASYNC.equals(name))
                && arguments != null && arguments.length == 3 && arguments[0] instanceof String;
    }

    /**
     * The setting {@code key} of {@code method}: the consumer URL's, else the first invoker's; {@code null} when
     * neither has a non-empty value.
     */
    public static String lookup(URL consumerUrl, List<? extends Invoker<?>> invokers, String method, String key) {
        String value = consumerUrl == null ? null : consumerUrl.getMethodParameter(method, key);
        if (isEmpty(value) && invokers != null && !invokers.isEmpty()) {
            value = invokers.get(0).getUrl().getMethodParameter(method, key);
        }
        return isEmpty(value) ? null : value.trim();
    }

    /**
     * {@code value} as an int, {@code defaultValue} when null.
     *
     * @throws IllegalStateException naming the key and the value when it is not an integer
     */
    public static int toInt(String key, String value, int defaultValue) {
        if (value == null) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalStateException("Invalid " + key + "=" + value + ": not an integer", e);
        }
    }

    /** {@code value} as a boolean ({@code true} only for "true", any case), {@code defaultValue} when null. */
    public static boolean toBoolean(String value, boolean defaultValue) {
        return value == null ? defaultValue : Boolean.parseBoolean(value.trim());
    }

    private static boolean isEmpty(String value) {
        return value == null || value.trim().isEmpty();
    }
}
