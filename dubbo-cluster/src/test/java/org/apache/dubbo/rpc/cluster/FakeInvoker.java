package org.apache.dubbo.rpc.cluster;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.InvokeMode;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.ThreadlessExecutor;

/**
 * A provider invoker without a network: answers with what its behaviour says, counts calls and can be made
 * unavailable.
 */
public final class FakeInvoker implements Invoker<DemoService> {

    private static final AtomicInteger PORTS = new AtomicInteger(20000);

    private final URL url;
    private final String name;
    private volatile Function<Invocation, Result> behaviour;
    private volatile boolean available = true;
    private final AtomicInteger calls = new AtomicInteger();
    private final List<Thread> callers = new CopyOnWriteArrayList<>();
    private final List<Invocation> invocations = new CopyOnWriteArrayList<>();

    private FakeInvoker(String name, URL url, Function<Invocation, Result> behaviour) {
        this.name = name;
        this.url = url;
        this.behaviour = behaviour;
    }

    /** A provider on a port no other fake uses, so RpcStatus statistics never mix between tests. */
    public static FakeInvoker named(String name, String... parameters) {
        URL url = new URL("dubbo", "10.0.0." + (name.hashCode() & 0x7F), PORTS.incrementAndGet(),
                DemoService.class.getName(), parameters);
        return new FakeInvoker(name, url, invocation -> AsyncRpcResult.newDefaultAsyncResult(name, invocation));
    }

    public FakeInvoker answering(Function<Invocation, Result> behaviour) {
        this.behaviour = behaviour;
        return this;
    }

    /** Returns {@code value} (a completed result). */
    public FakeInvoker returning(Object value) {
        return answering(invocation -> AsyncRpcResult.newDefaultAsyncResult(value, invocation));
    }

    /** Throws {@code error} from invoke. */
    public FakeInvoker throwing(RuntimeException error) {
        return answering(invocation -> {
            throw error;
        });
    }

    /** Returns a result whose future fails with {@code error} (as a timeout or lost connection does). */
    public FakeInvoker failingLater(RpcException error) {
        return answering(invocation -> {
            CompletableFuture<AppResponse> future = new CompletableFuture<>();
            future.completeExceptionally(error);
            return new AsyncRpcResult(future, invocation);
        });
    }

    /**
     * Like a dubbo invoker: a synchronous call gets a result whose response task is handed, from another thread,
     * to the caller's threadless executor; an asynchronous one completes on another thread.
     */
    public FakeInvoker remoteLike(Function<Invocation, AppResponse> answer, RpcException failure) {
        return answering(invocation -> {
            CompletableFuture<AppResponse> future = new CompletableFuture<>();
            boolean sync = !(invocation instanceof RpcInvocation)
                    || ((RpcInvocation) invocation).getInvokeMode() == InvokeMode.SYNC;
            ThreadlessExecutor threadless = sync ? new ThreadlessExecutor() : null;
            Runnable complete = () -> {
                if (failure != null) {
                    future.completeExceptionally(failure);
                } else {
                    future.complete(answer.apply(invocation));
                }
            };
            Thread responder = new Thread(() -> {
                sleepQuietly(20);
                if (threadless != null) {
                    threadless.execute(complete);
                } else {
                    complete.run();
                }
            }, "fake-responder-" + name);
            responder.setDaemon(true);
            responder.start();
            AsyncRpcResult result = new AsyncRpcResult(future, invocation);
            if (threadless != null) {
                result.setExecutor(threadless, 5000);
            }
            return result;
        });
    }

    public FakeInvoker unavailable() {
        this.available = false;
        return this;
    }

    public void setAvailable(boolean available) {
        this.available = available;
    }

    public int calls() {
        return calls.get();
    }

    public List<Thread> callers() {
        return callers;
    }

    public List<Invocation> invocations() {
        return invocations;
    }

    public String name() {
        return name;
    }

    @Override
    public Class<DemoService> getInterface() {
        return DemoService.class;
    }

    @Override
    public Result invoke(Invocation invocation) throws RpcException {
        calls.incrementAndGet();
        callers.add(Thread.currentThread());
        invocations.add(invocation);
        return behaviour.apply(invocation);
    }

    @Override
    public URL getUrl() {
        return url;
    }

    @Override
    public boolean isAvailable() {
        return available;
    }

    @Override
    public void destroy() {
        available = false;
    }

    @Override
    public String toString() {
        return name;
    }

    static void sleepQuietly(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
