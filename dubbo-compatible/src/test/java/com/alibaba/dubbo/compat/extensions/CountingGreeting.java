package com.alibaba.dubbo.compat.extensions;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import com.alibaba.dubbo.compat.Greeting;

/** A provider that answers with its label and counts the calls it executed per name. */
public class CountingGreeting implements Greeting {

    private final String label;
    private final Map<String, AtomicInteger> calls = new ConcurrentHashMap<>();

    public CountingGreeting(String label) {
        this.label = label;
    }

    public int calls(String name) {
        AtomicInteger count = calls.get(name);
        return count == null ? 0 : count.get();
    }

    @Override
    public String greet(String name) {
        int count = calls.computeIfAbsent(name, k -> new AtomicInteger()).incrementAndGet();
        return label + ":" + name + "#" + count;
    }

    @Override
    public String attachment(String key) {
        return null;
    }

    @Override
    public String fail(String message) {
        throw new IllegalStateException(message);
    }
}
