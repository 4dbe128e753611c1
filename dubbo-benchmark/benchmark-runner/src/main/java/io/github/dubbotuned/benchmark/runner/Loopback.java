package io.github.dubbotuned.benchmark.runner;

import java.util.Collections;
import java.util.List;

/** Both JVMs on this host's loopback interface. */
final class Loopback implements Network {

    private final String why;

    Loopback(String why) {
        this.why = why;
    }

    @Override
    public String describe() {
        return why == null ? "loopback" : "loopback (" + why + ")";
    }

    @Override
    public List<String> providerPrefix() {
        return Collections.emptyList();
    }

    @Override
    public List<String> consumerPrefix() {
        return Collections.emptyList();
    }

    @Override
    public String providerHost() {
        return "127.0.0.1";
    }

    @Override
    public void close() {
        // nothing was set up
    }
}
