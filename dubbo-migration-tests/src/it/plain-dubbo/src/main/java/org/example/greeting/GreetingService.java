package org.example.greeting;

public interface GreetingService {

    String greet(String name);
}
