package org.example.boot;

import org.apache.dubbo.config.annotation.DubboReference;
import org.springframework.stereotype.Component;

@Component
public class Greeter {

    // the provider runs in this application too: scope=remote makes the call go through the registry
    @DubboReference(scope = "remote")
    private GreetingService greetingService;

    public String greet(String name) {
        return greetingService.greet(name);
    }
}
