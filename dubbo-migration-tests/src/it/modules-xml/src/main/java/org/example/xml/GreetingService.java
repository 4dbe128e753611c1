package org.example.xml;

public interface GreetingService {

    String greet(String name);
}
