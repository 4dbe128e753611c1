package org.apache.dubbo.rpc.support;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.BaseFilter;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.ListenableFilter;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.filter.ClusterFilter;

/**
 * Wraps an invoker in the filters activated for it: the built-ins of the side's group plus the names listed in
 * {@code service.filter} / {@code reference.filter} ({@code -default}, {@code -name}, order around {@code default}).
 * Filters implementing {@link BaseFilter.Listener} (or a {@link ListenableFilter}'s listener) hear about the result
 * when it completes, innermost first.
 *
 * <p>The {@code filter} attribute names {@link Filter}s and {@link ClusterFilter}s alike: each chain leaves out the
 * names that only the other kind knows. A name neither kind knows fails the chain with a clear error.
 */
public final class FilterChain {

    private FilterChain() {
    }

    /** {@code invoker} behind the {@link Filter}s activated for it. */
    public static <T> Invoker<T> build(Invoker<T> invoker, String key, String group) {
        return wrap(invoker, activated(Filter.class, ClusterFilter.class, invoker.getUrl(), key, group));
    }

    /** {@code invoker} (a cluster invoker) behind the {@link ClusterFilter}s activated for it. */
    public static <T> Invoker<T> buildCluster(Invoker<T> invoker, String key, String group) {
        return wrap(invoker, activated(ClusterFilter.class, Filter.class, invoker.getUrl(), key, group));
    }

    private static <F extends BaseFilter> List<F> activated(Class<F> kind, Class<? extends BaseFilter> otherKind,
                                                             URL url, String key, String group) {
        ExtensionLoader<F> loader = ExtensionLoader.getExtensionLoader(kind);
        ExtensionLoader<? extends BaseFilter> others = ExtensionLoader.getExtensionLoader(otherKind);
        List<String> names = new ArrayList<>();
        String configured = url.getParameter(key);
        if (configured != null) {
            for (String name : configured.split(",")) {
                String trimmed = name.trim();
                String bare = trimmed.startsWith("-") ? trimmed.substring(1) : trimmed;
                if (bare.isEmpty() || "default".equals(bare) || loader.hasExtension(bare)
                        || !others.hasExtension(bare)) {
                    names.add(trimmed);
                }
            }
        }
        return loader.getActivateExtension(url, names.toArray(new String[0]), group);
    }

    private static <T> Invoker<T> wrap(Invoker<T> invoker, List<? extends BaseFilter> filters) {
        Invoker<T> next = invoker;
        for (int i = filters.size() - 1; i >= 0; i--) {
            next = new Node<>(invoker, next, filters.get(i));
        }
        return next;
    }

    /** {@code invoker} behind one given filter (not an activated one): for filters applied around a cluster. */
    public static <T> Invoker<T> around(Invoker<T> invoker, Filter filter) {
        return new Node<>(invoker, invoker, filter);
    }

    private static final class Node<T> implements Invoker<T> {
        private final Invoker<T> origin;
        private final Invoker<T> next;
        private final BaseFilter filter;

        Node(Invoker<T> origin, Invoker<T> next, BaseFilter filter) {
            this.origin = origin;
            this.next = next;
            this.filter = filter;
        }

        @Override
        public Class<T> getInterface() {
            return origin.getInterface();
        }

        @Override
        public URL getUrl() {
            return origin.getUrl();
        }

        @Override
        public boolean isAvailable() {
            return origin.isAvailable();
        }

        @Override
        public void destroy() {
            origin.destroy();
        }

        @Override
        public Result invoke(Invocation invocation) throws RpcException {
            Result result;
            try {
                result = filter.invoke(next, invocation);
            } catch (RuntimeException e) {
                BaseFilter.Listener listener = listener(invocation);
                try {
                    if (listener != null) {
                        listener.onError(e, origin, invocation);
                    }
                } finally {
                    forgetListener(invocation);
                }
                throw e;
            }
            if (filter instanceof BaseFilter.Listener || filter instanceof ListenableFilter) {
                // a ListenableFilter may register its listener for this invocation while it runs: look it up now
                result.whenCompleteWithContext((r, t) -> {
                    BaseFilter.Listener listener = listener(invocation);
                    try {
                        if (listener == null) {
                            return;
                        }
                        if (t == null) {
                            listener.onResponse(r, origin, invocation);
                        } else {
                            listener.onError(t, origin, invocation);
                        }
                    } finally {
                        forgetListener(invocation);
                    }
                });
            }
            return result;
        }

        private BaseFilter.Listener listener(Invocation invocation) {
            if (filter instanceof ListenableFilter) {
                return ((ListenableFilter) filter).listener(invocation);
            }
            if (filter instanceof BaseFilter.Listener) {
                return (BaseFilter.Listener) filter;
            }
            return null;
        }

        /** A ListenableFilter's per-invocation listener is used once: dropped so the map does not grow. */
        private void forgetListener(Invocation invocation) {
            if (filter instanceof ListenableFilter) {
                ((ListenableFilter) filter).removeListener(invocation);
            }
        }

        @Override
        public String toString() {
            return origin.toString();
        }
    }
}
