package org.apache.dubbo.rpc.protocol.dubbo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.rpc.AsyncContext;
import org.apache.dubbo.rpc.RpcContext;

public class DemoServiceImpl implements DemoService {

    public final List<String> onewayMarkers = new CopyOnWriteArrayList<>();
    /** When set, {@link #sleep(long)} waits for it instead: the test decides when a parked call ends. */
    public volatile CountDownLatch gate;
    /** Calls inside {@link #sleep(long)} right now. */
    public final AtomicInteger sleeping = new AtomicInteger();

    @Override
    public String sayHello(String name) {
        return "Hello " + name;
    }

    @Override
    public CompletableFuture<String> sayHelloLater(String name) {
        return CompletableFuture.supplyAsync(() -> "Later " + name);
    }

    @Override
    public String viaAsyncContext(String name) {
        AsyncContext async = RpcContext.startAsync();
        new Thread(() -> {
            async.signalContextSwitch();
            String key = RpcContext.getServerAttachment().getAttachment("k");
            async.write("Async " + name + " " + key);
        }).start();
        return null;
    }

    @Override
    public User echoUser(User user) {
        return user;
    }

    @Override
    public List<User> users(int count) {
        List<User> users = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            users.add(new User("u" + i, i));
        }
        return users;
    }

    @Override
    public void fail(String message) throws DemoException {
        throw new DemoException(message, 7);
    }

    @Override
    public String failUndeclared(String message) {
        throw new io.netty.handler.codec.DecoderException(message);
    }

    @Override
    public String sleep(long millis) {
        sleeping.incrementAndGet();
        try {
            CountDownLatch g = gate;
            if (g != null) {
                g.await(millis, TimeUnit.MILLISECONDS);
            } else {
                Thread.sleep(millis);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            sleeping.decrementAndGet();
        }
        return "slept";
    }

    @Override
    public String attachment(String key) {
        String value = RpcContext.getServerAttachment().getAttachment(key);
        RpcContext.getServerContext().setAttachment("echo." + key, value);
        return value;
    }

    @Override
    public Map<String, String> context() {
        Map<String, String> c = new HashMap<>();
        c.put("remote", RpcContext.getServiceContext().getRemoteAddressString());
        c.put("provider", String.valueOf(RpcContext.getServiceContext().isProviderSide()));
        c.put("app", RpcContext.getServiceContext().getRemoteApplicationName());
        return c;
    }

    @Override
    public void oneway(String marker) {
        onewayMarkers.add(marker);
    }
}
