package org.apache.dubbo.remoting.support;

import java.io.Serializable;
import java.util.List;

/** The service the remoting tests call. */
public interface Greeter {

    String hello(String name);

    byte[] bytes(int size);

    String sleep(long millis);

    void fail(String message) throws GreeterException;

    List<Item> items(int count);

    Object echo(Object value);

    String threadName();

    final class Item implements Serializable {
        public String name;
        public int index;

        public Item() {
        }

        public Item(String name, int index) {
            this.name = name;
            this.index = index;
        }
    }

    final class GreeterException extends Exception {
        public final int code;

        public GreeterException(String message, int code) {
            super(message);
            this.code = code;
        }
    }
}
