package interop.api;

import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The service every interoperability test talks to, implemented by the Apache Dubbo peers and by our own providers.
 * Each method exercises one wire feature: plain strings, POJOs, collections, asynchronous completion, business
 * exceptions, large binaries, overloads (parameter-type descriptors), timeouts, attachments and one-way calls.
 */
public interface GreetingService {

    /** Returns {@code "Hello " + name}. */
    String sayHello(String name);

    /** Returns its argument unchanged. */
    Pojo echoPojo(Pojo pojo);

    /** Returns {@link Pojos#sample(int)} for every index in {@code [0, count)}. */
    List<Pojo> listPojos(int count);

    /** Completes from another thread with {@code "Hello async " + name}. */
    CompletableFuture<String> sayHelloAsync(String name);

    /** Always throws {@code new InteropCheckedException(message, 42, "detail-" + message)}. */
    void fail(String message) throws InteropCheckedException;

    /** Always throws {@code new IllegalStateException(message)}. */
    String failRuntime(String message);

    /** Returns {@code size} bytes with {@code b[i] = (byte) (i % 251)}. */
    byte[] bytes(int size);

    /** Returns {@code a + b}. */
    int sum(int a, int b);

    /** Returns {@code a + b}. */
    long sum(long a, long b);

    /** Returns the concatenation {@code a + b}. */
    String sum(String a, String b);

    /** Sleeps for {@code millis} and returns {@code "slept " + millis}. */
    String sleep(long millis);

    /**
     * Returns the value of the request attachment {@code key} as the provider sees it (or null) and sets the response
     * attachment {@code "echo." + key} to the same value.
     */
    String attachment(String key);

    /** The caller's address as {@code ip:port}, as seen by the provider. */
    String remoteAddress();

    /** Records {@code marker}; used as a one-way call ({@code return=false}). */
    void oneway(String marker);

    /** The marker recorded by the latest {@link #oneway(String)} call, or null. */
    String lastOneway();
}
