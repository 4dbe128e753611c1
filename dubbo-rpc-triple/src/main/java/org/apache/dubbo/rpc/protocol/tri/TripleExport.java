package org.apache.dubbo.rpc.protocol.tri;

import java.util.LinkedHashSet;
import java.util.Set;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;

/**
 * A service exported on a triple port: its invoker (filters included), its triple method table, and the names it
 * answers to in {@code :path} — the URL path (the interface name unless configured otherwise) and the interface name.
 */
final class TripleExport {

    private final Invoker<?> invoker;
    private final TripleService service;
    private final String group;
    private final String version;
    private final Set<String> names = new LinkedHashSet<>();

    TripleExport(Invoker<?> invoker, TripleService service) {
        this.invoker = invoker;
        this.service = service;
        URL url = invoker.getUrl();
        this.group = url.getParameter("group");
        this.version = url.getParameter("version");
        if (url.getPath() != null && !url.getPath().isEmpty()) {
            names.add(url.getPath());
        }
        names.add(invoker.getInterface().getName());
    }

    Invoker<?> invoker() {
        return invoker;
    }

    TripleService service() {
        return service;
    }

    String group() {
        return group;
    }

    String version() {
        return version;
    }

    Set<String> names() {
        return names;
    }

    String serviceKey() {
        return invoker.getUrl().getServiceKey();
    }
}
