package org.example.greeting;

import org.apache.dubbo.rpc.RpcContext;

public class GreetingServiceImpl implements GreetingService {

    @Override
    public String greet(String name) {
        return "hello " + name + " from " + RpcContext.getServiceContext().getLocalPort();
    }
}
