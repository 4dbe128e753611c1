package org.apache.dubbo.rpc.cluster.support.wrapper;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.cluster.ClusterSettings;

/**
 * One {@code mock} setting, parsed: whether it replaces the call ({@code force:}) or only a failed call
 * ({@code fail:} or no prefix), and what it answers. The URL holds the value percent-encoded; a backquote in it
 * stands for a double quote (handy in XML attributes).
 */
final class MockRule {

    private static final String FORCE = "force";
    private static final String FAIL = "fail";

    private final boolean force;
    private final String value;
    private final MockAction action;

    private MockRule(boolean force, String value, MockAction action) {
        this.force = force;
        this.value = value;
        this.action = action;
    }

    /** Whether {@code raw} turns mocking off: absent, empty or {@code false}. */
    static boolean isOff(String raw) {
        return raw == null || raw.trim().isEmpty() || "false".equalsIgnoreCase(raw.trim());
    }

    /**
     * @param key the URL key it came from: {@code mock} or {@code {method}.mock}
     * @throws IllegalStateException naming the key and the value when it is not a valid mock
     */
    static MockRule parse(String key, String raw, Class<?> serviceType) {
        String text;
        try {
            text = URL.decode(raw).trim();
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("Invalid " + key + "=" + raw + " of " + serviceType.getName() + ": "
                    + e.getMessage(), e);
        }
        boolean force = false;
        String body = text;
        if (text.equals(FORCE) || text.equals(FAIL)) {
            force = text.equals(FORCE);
            body = "default";
        } else if (text.startsWith(FORCE + ":")) {
            force = true;
            body = text.substring(FORCE.length() + 1).trim();
        } else if (text.startsWith(FAIL + ":")) {
            body = text.substring(FAIL.length() + 1).trim();
        }
        body = body.replace('`', '"');
        try {
            String method = key.endsWith("." + ClusterSettings.MOCK)
                    ? key.substring(0, key.length() - ClusterSettings.MOCK.length() - 1) : null;
            return new MockRule(force, text, MockAction.parse(body, serviceType, method));
        } catch (IllegalStateException e) {
            throw new IllegalStateException("Invalid " + key + "=" + text + " of " + serviceType.getName() + ": "
                    + e.getMessage(), e);
        }
    }

    boolean isForce() {
        return force;
    }

    MockAction action() {
        return action;
    }

    @Override
    public String toString() {
        return value;
    }
}
