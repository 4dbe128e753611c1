package org.apache.dubbo.spring.boot.tests;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import interop.api.GreetingService;
import interop.api.InteropCheckedException;
import interop.api.Pojo;
import interop.api.Pojos;

/** The implementation of the interop {@link GreetingService} the Spring tests export. */
public class Greeter implements GreetingService {

    private volatile String prefix = "Hello ";
    private volatile String lastOneway;

    /** Lets XML set the greeting through a nested property, to prove it reaches the bean. */
    public void setPrefix(String prefix) {
        this.prefix = prefix;
    }

    @Override
    public String sayHello(String name) {
        return prefix + name;
    }

    @Override
    public Pojo echoPojo(Pojo pojo) {
        return pojo;
    }

    @Override
    public List<Pojo> listPojos(int count) {
        List<Pojo> pojos = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            pojos.add(Pojos.sample(i));
        }
        return pojos;
    }

    @Override
    public CompletableFuture<String> sayHelloAsync(String name) {
        return CompletableFuture.supplyAsync(() -> "Hello async " + name);
    }

    @Override
    public void fail(String message) throws InteropCheckedException {
        throw new InteropCheckedException(message, 42, "detail-" + message);
    }

    @Override
    public String failRuntime(String message) {
        throw new IllegalStateException(message);
    }

    @Override
    public byte[] bytes(int size) {
        byte[] bytes = new byte[size];
        for (int i = 0; i < size; i++) {
            bytes[i] = (byte) (i % 251);
        }
        return bytes;
    }

    @Override
    public int sum(int a, int b) {
        return a + b;
    }

    @Override
    public long sum(long a, long b) {
        return a + b;
    }

    @Override
    public String sum(String a, String b) {
        return a + b;
    }

    @Override
    public String sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "slept " + millis;
    }

    @Override
    public String attachment(String key) {
        String value = org.apache.dubbo.rpc.RpcContext.getServerAttachment().getAttachment(key);
        org.apache.dubbo.rpc.RpcContext.getServerContext().setAttachment("echo." + key, value);
        return value;
    }

    @Override
    public String remoteAddress() {
        return org.apache.dubbo.rpc.RpcContext.getServiceContext().getRemoteAddressString();
    }

    @Override
    public void oneway(String marker) {
        lastOneway = marker;
    }

    @Override
    public String lastOneway() {
        return lastOneway;
    }
}
