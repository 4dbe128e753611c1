package org.apache.dubbo.config.api;

import java.util.concurrent.CompletableFuture;

public interface Greeting {

    String sayHello(String name);

    CompletableFuture<String> sayHelloAsync(String name);

    String whoCalls();

    String sleep(long millis);

    void fail(String message) throws GreetingException;

    final class GreetingException extends Exception {
        public GreetingException(String message) {
            super(message);
        }
    }
}
