package org.apache.dubbo.demo;

import org.apache.dubbo.rpc.RpcContext;

public class GreetingServiceImpl implements GreetingService {

    @Override
    public String sayHello(String name) {
        return "Hello " + name;
    }

    @Override
    public String caller() {
        return RpcContext.getServiceContext().getRemoteAddressString();
    }
}
