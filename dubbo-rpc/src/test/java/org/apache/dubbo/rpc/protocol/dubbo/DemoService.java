package org.apache.dubbo.rpc.protocol.dubbo;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/** The service the RPC-layer tests export and refer. */
public interface DemoService {

    String sayHello(String name);

    CompletableFuture<String> sayHelloLater(String name);

    String viaAsyncContext(String name);

    User echoUser(User user);

    List<User> users(int count);

    void fail(String message) throws DemoException;

    String failUndeclared(String message);

    String sleep(long millis);

    String attachment(String key);

    Map<String, String> context();

    void oneway(String marker);

    final class User implements Serializable {
        public String name;
        public int age;

        public User() {
        }

        public User(String name, int age) {
            this.name = name;
            this.age = age;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof User && ((User) o).age == age && java.util.Objects.equals(((User) o).name, name);
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(name, age);
        }
    }

    final class DemoException extends Exception {
        public final int code;

        public DemoException(String message, int code) {
            super(message);
            this.code = code;
        }
    }
}
