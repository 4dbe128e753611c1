package com.example.ext;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/** What the extensions saw, by name. */
public final class Counters {

    private static final Map<String, AtomicInteger> COUNTS = new ConcurrentHashMap<>();

    private Counters() {
    }

    public static void hit(String what) {
        COUNTS.computeIfAbsent(what, k -> new AtomicInteger()).incrementAndGet();
    }

    public static int get(String what) {
        AtomicInteger count = COUNTS.get(what);
        return count == null ? 0 : count.get();
    }

    public static String dump() {
        return new TreeMap<>(COUNTS).toString();
    }
}
