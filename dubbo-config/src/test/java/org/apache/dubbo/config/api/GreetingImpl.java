package org.apache.dubbo.config.api;

import java.util.concurrent.CompletableFuture;

import org.apache.dubbo.rpc.RpcContext;

public class GreetingImpl implements Greeting {

    @Override
    public String sayHello(String name) {
        return "Hello " + name;
    }

    @Override
    public CompletableFuture<String> sayHelloAsync(String name) {
        return CompletableFuture.supplyAsync(() -> "Hello async " + name);
    }

    @Override
    public String whoCalls() {
        return RpcContext.getServiceContext().getRemoteAddressString();
    }

    @Override
    public String sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "slept";
    }

    @Override
    public void fail(String message) throws GreetingException {
        throw new GreetingException(message);
    }
}
