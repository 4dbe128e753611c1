package org.apache.dubbo.rpc.protocol.tri;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import interop.api.GreetingService;
import interop.api.InteropCheckedException;
import interop.api.Pojo;
import interop.api.Pojos;
import org.apache.dubbo.rpc.RpcContext;

/** {@link GreetingService} as its javadoc describes, served over triple in wrapped mode. */
public final class GreetingServiceImpl implements GreetingService {

    private volatile String lastOneway;

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
        List<Pojo> list = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            list.add(Pojos.sample(i));
        }
        return list;
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
        byte[] b = new byte[size];
        for (int i = 0; i < size; i++) {
            b[i] = (byte) (i % 251);
        }
        return b;
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
        Object value = RpcContext.getServerAttachment().getObjectAttachment(key);
        if (value != null) {
            RpcContext.getServerResponseContext().setAttachment("echo." + key, value);
        }
        return value == null ? null : value.toString();
    }

    @Override
    public String remoteAddress() {
        return String.valueOf(RpcContext.getServiceContext().getRemoteAddress());
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
