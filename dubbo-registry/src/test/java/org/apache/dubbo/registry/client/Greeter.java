package org.apache.dubbo.registry.client;

/** The service the tests export for real. */
public interface Greeter {

    String greet(String name);
}
