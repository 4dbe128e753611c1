package org.apache.dubbo.config.api;

import java.util.concurrent.CompletableFuture;

/** A local stub: wraps the remote proxy on the consumer side. */
public class GreetingStub implements Greeting {

    private final Greeting remote;

    public GreetingStub(Greeting remote) {
        this.remote = remote;
    }

    @Override
    public String sayHello(String name) {
        return "stub(" + remote.sayHello(name) + ")";
    }

    @Override
    public CompletableFuture<String> sayHelloAsync(String name) {
        return remote.sayHelloAsync(name);
    }

    @Override
    public String whoCalls() {
        return remote.whoCalls();
    }

    @Override
    public String sleep(long millis) {
        return remote.sleep(millis);
    }

    @Override
    public void fail(String message) throws GreetingException {
        remote.fail(message);
    }
}
