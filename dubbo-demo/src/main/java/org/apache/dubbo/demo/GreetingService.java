package org.apache.dubbo.demo;

/** The demo's service. */
public interface GreetingService {

    String sayHello(String name);

    /** The caller's address as the provider sees it: one per connection. */
    String caller();
}
