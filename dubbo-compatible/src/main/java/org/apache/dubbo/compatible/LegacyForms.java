package org.apache.dubbo.compatible;

import java.util.ArrayList;
import java.util.List;

import com.alibaba.dubbo.common.URL;
import com.alibaba.dubbo.rpc.Invocation;
import com.alibaba.dubbo.rpc.Invoker;

/**
 * Current values seen as their Dubbo 2.6 ({@code com.alibaba.dubbo}) forms, and back, for the adapters of this
 * module: a value that already has the 2.6 type is itself, any other is wrapped; null stays null.
 */
public final class LegacyForms {

    private LegacyForms() {
    }

    public static URL url(org.apache.dubbo.common.URL url) {
        return url == null || url instanceof URL ? (URL) url : new URL(url);
    }

    public static Invocation invocation(org.apache.dubbo.rpc.Invocation invocation) {
        return invocation == null || invocation instanceof Invocation ? (Invocation) invocation
                : new Invocation.CompatibleInvocation(invocation);
    }

    @SuppressWarnings("unchecked")
    public static <T> Invoker<T> invoker(org.apache.dubbo.rpc.Invoker<T> invoker) {
        return invoker == null || invoker instanceof Invoker ? (Invoker<T>) invoker
                : new Invoker.CompatibleInvoker<>(invoker);
    }

    /** The current invoker a 2.6 one presents, or the 2.6 invoker itself when it is one of its own. */
    public static <T> org.apache.dubbo.rpc.Invoker<T> current(Invoker<T> invoker) {
        return invoker == null || invoker.getOriginal() == null ? invoker : invoker.getOriginal();
    }

    public static <T> List<Invoker<T>> invokers(List<org.apache.dubbo.rpc.Invoker<T>> invokers) {
        if (invokers == null) {
            return null;
        }
        List<Invoker<T>> legacy = new ArrayList<>(invokers.size());
        for (org.apache.dubbo.rpc.Invoker<T> invoker : invokers) {
            legacy.add(invoker(invoker));
        }
        return legacy;
    }

    public static <T> List<org.apache.dubbo.rpc.Invoker<T>> currentInvokers(List<Invoker<T>> invokers) {
        if (invokers == null) {
            return null;
        }
        List<org.apache.dubbo.rpc.Invoker<T>> current = new ArrayList<>(invokers.size());
        for (Invoker<T> invoker : invokers) {
            current.add(current(invoker));
        }
        return current;
    }
}
