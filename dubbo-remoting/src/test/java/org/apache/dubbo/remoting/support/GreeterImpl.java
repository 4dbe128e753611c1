package org.apache.dubbo.remoting.support;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

public class GreeterImpl implements Greeter {

    /** Released by tests that park calls inside the service. */
    public volatile CountDownLatch gate;

    @Override
    public String hello(String name) {
        return "Hello " + name;
    }

    @Override
    public byte[] bytes(int size) {
        byte[] b = new byte[size];
        for (int i = 0; i < size; i++) {
            b[i] = (byte) (i % 251);
        }
        return b;
    }

    @Override
    public String sleep(long millis) {
        try {
            CountDownLatch g = gate;
            if (g != null) {
                g.await(millis, TimeUnit.MILLISECONDS);
            } else {
                Thread.sleep(millis);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "slept " + millis;
    }

    @Override
    public void fail(String message) throws GreeterException {
        throw new GreeterException(message, 42);
    }

    @Override
    public List<Item> items(int count) {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            items.add(new Item("item-" + i, i));
        }
        return items;
    }

    @Override
    public Object echo(Object value) {
        return value;
    }

    @Override
    public String threadName() {
        return Thread.currentThread().getName();
    }
}
