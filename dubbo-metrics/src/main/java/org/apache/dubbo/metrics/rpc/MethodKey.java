package org.apache.dubbo.metrics.rpc;

import java.util.Objects;

/** Which calls a {@link MethodStats} counts: side, service (interface, group, version) and method. */
public final class MethodKey {

    private final String side;
    private final String interfaceName;
    private final String group;
    private final String version;
    private final String method;

    public MethodKey(String side, String interfaceName, String group, String version, String method) {
        this.side = side;
        this.interfaceName = interfaceName;
        this.group = group == null ? "" : group;
        this.version = version == null ? "" : version;
        this.method = method;
    }

    /** {@code provider} or {@code consumer}. */
    public String side() {
        return side;
    }

    public String interfaceName() {
        return interfaceName;
    }

    public String group() {
        return group;
    }

    public String version() {
        return version;
    }

    public String method() {
        return method;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof MethodKey)) {
            return false;
        }
        MethodKey k = (MethodKey) o;
        return side.equals(k.side) && interfaceName.equals(k.interfaceName) && group.equals(k.group)
                && version.equals(k.version) && method.equals(k.method);
    }

    @Override
    public int hashCode() {
        return Objects.hash(side, interfaceName, group, version, method);
    }

    @Override
    public String toString() {
        return side + " " + (group.isEmpty() ? "" : group + "/") + interfaceName + (version.isEmpty() ? "" : ":"
                + version) + "#" + method;
    }
}
