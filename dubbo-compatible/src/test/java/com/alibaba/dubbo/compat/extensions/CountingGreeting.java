package com.alibaba.dubbo.compat.extensions;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import com.alibaba.dubbo.compat.Greeting;
import com.alibaba.dubbo.rpc.RpcContext;

/**
 * A provider that answers with its label, counts the calls it executed per name, remembers the thread of the last
 * one and answers {@link #attachment(String)} from the 2.6 RpcContext.
 */
public class CountingGreeting implements Greeting {

    private final String label;
    private final Map<String, AtomicInteger> calls = new ConcurrentHashMap<>();
    private volatile String lastThread;

    public CountingGreeting(String label) {
        this.label = label;
    }

    public int calls(String name) {
        AtomicInteger count = calls.get(name);
        return count == null ? 0 : count.get();
    }

    public String lastThread() {
        return lastThread;
    }

    @Override
    public String greet(String name) {
        lastThread = Thread.currentThread().getName();
        int count = calls.computeIfAbsent(name, k -> new AtomicInteger()).incrementAndGet();
        return label + ":" + name + "#" + count;
    }

    @Override
    public String attachment(String key) {
        return RpcContext.getContext().getAttachment(key);
    }

    @Override
    public String fail(String message) {
        throw new IllegalStateException(message);
    }
}
