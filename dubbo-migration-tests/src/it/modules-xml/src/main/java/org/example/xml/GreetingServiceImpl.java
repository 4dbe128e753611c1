package org.example.xml;

public class GreetingServiceImpl implements GreetingService {

    @Override
    public String greet(String name) {
        return "hello " + name;
    }
}
