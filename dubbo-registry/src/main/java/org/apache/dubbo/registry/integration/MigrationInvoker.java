package org.apache.dubbo.registry.integration;

import java.util.concurrent.ThreadLocalRandom;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;

/**
 * A reference in the {@code APPLICATION_FIRST} step (registry spec 5.10): subscribed at both levels, it calls
 * the application-level providers when there are some and their number is at least {@code migration.threshold}
 * times the interface-level number (default 0: any), else the interface-level ones. The choice is re-made on
 * every call from the current lists, so it follows providers as they migrate. {@code migration.proportion}
 * (0-100, default 100) sends only that share of calls to the preferred side when the other side has providers.
 */
final class MigrationInvoker<T> implements Invoker<T> {

    static final String THRESHOLD_KEY = "migration.threshold";
    static final String THRESHOLD_PROPERTY = "dubbo.application.migration.threshold";
    static final String PROPORTION_KEY = "migration.proportion";

    private final URL consumerUrl;
    private final ReferredCluster<T> interfaceLevel;
    private final ReferredCluster<T> applicationLevel;
    private final double threshold;
    private final int proportion;

    /**
     * @throws IllegalArgumentException naming the setting when the threshold is not a non-negative number or the
     *                                  proportion is outside 0-100
     */
    MigrationInvoker(URL consumerUrl, ReferredCluster<T> interfaceLevel, ReferredCluster<T> applicationLevel) {
        this.consumerUrl = consumerUrl;
        this.interfaceLevel = interfaceLevel;
        this.applicationLevel = applicationLevel;
        this.threshold = threshold(consumerUrl);
        this.proportion = proportion(consumerUrl);
    }

    private static double threshold(URL consumerUrl) {
        String source = THRESHOLD_KEY;
        String value = consumerUrl.getParameter(THRESHOLD_KEY);
        if (value == null || value.trim().isEmpty()) {
            source = THRESHOLD_PROPERTY;
            value = System.getProperty(THRESHOLD_PROPERTY);
        }
        if (value == null || value.trim().isEmpty()) {
            return 0;
        }
        try {
            double parsed = Double.parseDouble(value.trim());
            if (parsed >= 0 && !Double.isNaN(parsed) && !Double.isInfinite(parsed)) {
                return parsed;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException(source + "='" + value + "' is not a non-negative number");
    }

    private static int proportion(URL consumerUrl) {
        String value = consumerUrl.getParameter(PROPORTION_KEY);
        if (value == null || value.trim().isEmpty()) {
            return 100;
        }
        try {
            int parsed = Integer.parseInt(value.trim());
            if (parsed >= 0 && parsed <= 100) {
                return parsed;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException(PROPORTION_KEY + "='" + value + "' is not a percentage (0-100)");
    }

    /** The side the next call goes to. */
    Invoker<T> current() {
        int applicationCount = applicationLevel.providers();
        int interfaceCount = interfaceLevel.providers();
        boolean applicationPreferred = applicationCount > 0
                && (interfaceCount == 0 || applicationCount >= threshold * interfaceCount);
        ReferredCluster<T> preferred = applicationPreferred ? applicationLevel : interfaceLevel;
        ReferredCluster<T> other = applicationPreferred ? interfaceLevel : applicationLevel;
        if (proportion < 100 && other.providers() > 0
                && ThreadLocalRandom.current().nextInt(100) >= proportion) {
            return other.invoker;
        }
        return preferred.invoker;
    }

    @Override
    public Result invoke(Invocation invocation) throws RpcException {
        return current().invoke(invocation);
    }

    @Override
    public Class<T> getInterface() {
        return interfaceLevel.invoker.getInterface();
    }

    @Override
    public URL getUrl() {
        return consumerUrl;
    }

    @Override
    public boolean isAvailable() {
        return applicationLevel.invoker.isAvailable() || interfaceLevel.invoker.isAvailable();
    }

    @Override
    public void destroy() {
        try {
            applicationLevel.invoker.destroy();
        } finally {
            interfaceLevel.invoker.destroy();
        }
    }

    @Override
    public String toString() {
        return "MigrationInvoker(" + consumerUrl.getServiceKey() + ", interface-level "
                + interfaceLevel.providers() + ", application-level " + applicationLevel.providers() + ")";
    }
}
