package org.apache.dubbo.rpc.protocol.dubbo;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The exports of one protocol indexed by service path, so that a request finds its exporter from the path, version,
 * group and arrival port it carries by comparing fields, without building the {@code [group/]path[:version]:port}
 * key string per call. A path rarely has more than a few exports (versions, groups, ports), so each path holds a
 * small copy-on-write array.
 */
final class ExportsByPath {

    private static final DubboExporter<?>[] NONE = new DubboExporter<?>[0];

    private final ConcurrentMap<String, DubboExporter<?>[]> byPath = new ConcurrentHashMap<>();

    void add(DubboExporter<?> exporter) {
        byPath.compute(exporter.path(), (path, current) -> {
            DubboExporter<?>[] base = current == null ? NONE : current;
            DubboExporter<?>[] next = Arrays.copyOf(base, base.length + 1);
            next[base.length] = exporter;
            return next;
        });
    }

    void remove(DubboExporter<?> exporter) {
        byPath.computeIfPresent(exporter.path(), (path, current) -> {
            int at = -1;
            for (int i = 0; i < current.length; i++) {
                if (current[i] == exporter) {
                    at = i;
                    break;
                }
            }
            if (at < 0) {
                return current;
            }
            if (current.length == 1) {
                return null;
            }
            DubboExporter<?>[] next = new DubboExporter<?>[current.length - 1];
            System.arraycopy(current, 0, next, 0, at);
            System.arraycopy(current, at + 1, next, at, current.length - at - 1);
            return next;
        });
    }

    /**
     * The export a request addresses, or null.
     *
     * @param version the request's version, normalized ({@code ""} for none, {@code 0.0.0} or {@code *})
     * @param group   the request's group, {@code ""} for none
     */
    DubboExporter<?> find(int port, String path, String version, String group) {
        DubboExporter<?>[] candidates = byPath.get(path);
        if (candidates == null) {
            return null;
        }
        for (DubboExporter<?> e : candidates) {
            if (e.port() == port && e.version().equals(version) && e.group().equals(group)) {
                return e;
            }
        }
        return null;
    }
}
