package org.example.boot;

import org.apache.dubbo.config.annotation.DubboService;

@DubboService
public class GreetingServiceImpl implements GreetingService {

    @Override
    public String greet(String name) {
        return "hello " + name;
    }
}
