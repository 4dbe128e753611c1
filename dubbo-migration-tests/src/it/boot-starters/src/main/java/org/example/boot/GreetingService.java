package org.example.boot;

public interface GreetingService {

    String greet(String name);
}
