package org.apache.dubbo.config;

/** A service interface for tests. */
public interface GreetingService {

    String greet(String name);
}
