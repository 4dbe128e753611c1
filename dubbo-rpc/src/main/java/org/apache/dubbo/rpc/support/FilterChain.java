package org.apache.dubbo.rpc.support;

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

/**
 * Wraps an invoker in the filters activated for it: the built-ins of the side's group plus the names listed in
 * {@code service.filter} / {@code reference.filter} ({@code -default}, {@code -name}, order around {@code default}).
 * Filters implementing {@link BaseFilter.Listener} hear about the result when it completes, innermost first.
 */
public final class FilterChain {

    private FilterChain() {
    }

    public static <T> Invoker<T> build(Invoker<T> invoker, String key, String group) {
        List<Filter> filters = ExtensionLoader.getExtensionLoader(Filter.class)
                .getActivateExtension(invoker.getUrl(), key, group);
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
        private final Filter filter;

        Node(Invoker<T> origin, Invoker<T> next, Filter filter) {
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
            BaseFilter.Listener listener = listener(invocation);
            Result result;
            try {
                result = filter.invoke(next, invocation);
            } catch (RuntimeException e) {
                if (listener != null) {
                    listener.onError(e, origin, invocation);
                }
                throw e;
            }
            if (listener != null) {
                result.whenCompleteWithContext((r, t) -> {
                    if (t == null) {
                        listener.onResponse(r, origin, invocation);
                    } else {
                        listener.onError(t, origin, invocation);
                    }
                });
            }
            return result;
        }

        private BaseFilter.Listener listener(Invocation invocation) {
            if (filter instanceof BaseFilter.Listener) {
                return (BaseFilter.Listener) filter;
            }
            if (filter instanceof ListenableFilter) {
                return ((ListenableFilter) filter).listener(invocation);
            }
            return null;
        }

        @Override
        public String toString() {
            return origin.toString();
        }
    }
}
