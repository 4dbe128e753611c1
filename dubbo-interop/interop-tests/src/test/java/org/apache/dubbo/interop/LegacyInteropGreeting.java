package org.apache.dubbo.interop;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;

import com.alibaba.dubbo.rpc.RpcContext;
import interop.api.GreetingService;
import interop.api.InteropCheckedException;
import interop.api.Pojo;
import interop.api.Pojos;

/** The interop contract implemented as 2.6 code would: its context through com.alibaba.dubbo.rpc.RpcContext. */
class LegacyInteropGreeting implements GreetingService {

    private final AtomicReference<String> lastOneway = new AtomicReference<>();

    @Override
    public String sayHello(String name) {
        return "Hello " + name;
    }

    @Override
    public Pojo echoPojo(Pojo pojo) {
        return pojo;
    }

    @Override
    public List<Pojo> listPojos(int count) {
        List<Pojo> pojos = new ArrayList<>(count);
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
        String value = RpcContext.getContext().getAttachment(key);
        if (value != null) {
            RpcContext.getServerContext().setAttachment("echo." + key, value);
        }
        return value;
    }

    @Override
    public String remoteAddress() {
        InetSocketAddress address = RpcContext.getContext().getRemoteAddress();
        return address.getAddress().getHostAddress() + ":" + address.getPort();
    }

    @Override
    public void oneway(String marker) {
        lastOneway.set(marker);
    }

    @Override
    public String lastOneway() {
        return lastOneway.get();
    }
}
