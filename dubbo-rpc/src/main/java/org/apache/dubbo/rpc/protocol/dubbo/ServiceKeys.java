package org.apache.dubbo.rpc.protocol.dubbo;

import org.apache.dubbo.rpc.support.RpcKeys;

/** How the dubbo protocol names exported services: {@code [group/]path[:version]:port}. */
final class ServiceKeys {

    private ServiceKeys() {
    }

    static String exporterKey(int port, String path, String version, String group) {
        StringBuilder key = new StringBuilder();
        if (group != null && !group.isEmpty()) {
            key.append(group).append('/');
        }
        key.append(path);
        String v = RpcKeys.normalizeVersion(version);
        if (!v.isEmpty()) {
            key.append(':').append(v);
        }
        return key.append(':').append(port).toString();
    }
}
