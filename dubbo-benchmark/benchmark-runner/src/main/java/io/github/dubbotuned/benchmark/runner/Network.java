package io.github.dubbotuned.benchmark.runner;

import java.util.List;

/** Where the provider and consumer JVMs of an experiment talk: over loopback, or across a shaped link. */
interface Network extends AutoCloseable {

    /** A short description for tables and reports, e.g. {@code loopback} or {@code veth+tbf 500mbit}. */
    String describe();

    /** Command prefix that runs a program on the provider's side (empty for loopback). */
    List<String> providerPrefix();

    List<String> consumerPrefix();

    /** The address the provider binds and the consumer dials. */
    String providerHost();

    @Override
    void close();
}
