package interop.peer;

import interop.api.CallbackListener;
import interop.api.CallbackService;
import interop.api.GreetingService;
import interop.api.InteropCheckedException;
import interop.api.Pojo;
import interop.api.Pojos;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.service.EchoService;
import org.apache.dubbo.rpc.service.GenericService;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static interop.peer.CheckFailed.expect;
import static interop.peer.CheckFailed.expectEquals;

/**
 * The named checks a consumer can run. {@code all} runs every check once; {@code capture} runs the calls whose
 * frames are kept as golden vectors, in a fixed order.
 */
final class Scenarios {

    private static final Map<String, Check> CHECKS = new LinkedHashMap<String, Check>();
    private static final Map<String, List<String>> GROUPS = new LinkedHashMap<String, List<String>>();

    static {
        CHECKS.put("sayHello", Scenarios::sayHello);
        CHECKS.put("unicode", Scenarios::unicode);
        CHECKS.put("echoPojo", Scenarios::echoPojo);
        CHECKS.put("listPojos", Scenarios::listPojos);
        CHECKS.put("async", Scenarios::async);
        CHECKS.put("checkedException", Scenarios::checkedException);
        CHECKS.put("runtimeException", Scenarios::runtimeException);
        CHECKS.put("nullResult", Scenarios::nullResult);
        CHECKS.put("bytes", Scenarios::bytes);
        CHECKS.put("payloadLimit", Scenarios::payloadLimit);
        CHECKS.put("overloads", Scenarios::overloads);
        CHECKS.put("timeout", Scenarios::timeout);
        CHECKS.put("attachments", Scenarios::attachments);
        CHECKS.put("echo", Scenarios::echo);
        CHECKS.put("generic", Scenarios::generic);
        CHECKS.put("groupVersion", Scenarios::groupVersion);
        CHECKS.put("sameMachine", Scenarios::sameMachine);
        CHECKS.put("loopback", Scenarios::loopback);
        CHECKS.put("viaMachineAddress", Scenarios::viaMachineAddress);
        CHECKS.put("concurrency", Scenarios::concurrency);
        CHECKS.put("connections", Scenarios::connections);
        CHECKS.put("oneway", Scenarios::oneway);
        CHECKS.put("unknownVersion", Scenarios::unknownVersion);
        CHECKS.put("callback", Scenarios::callback);
        CHECKS.put("listPojos3", references -> expectEquals(samples(3), references.greeting().listPojos(3),
                "listPojos(3)"));

        List<String> all = new ArrayList<String>(CHECKS.keySet());
        all.remove("listPojos3");
        all.remove("unknownVersion");
        // which local address a consumer dials depends on how it is run (loopback pinning): asked for by name only
        all.remove("loopback");
        all.remove("viaMachineAddress");
        // needs a provider exporting CallbackService (--callbacks N)
        all.remove("callback");
        GROUPS.put("all", all);
        GROUPS.put("capture", Arrays.asList("sayHello", "groupVersion", "echoPojo", "listPojos3",
                "checkedException", "runtimeException", "nullResult", "oneway", "echo", "generic", "attachments"));
    }

    private Scenarios() {
    }

    /** Expands a comma-separated list of check and group names into checks, keeping order, without duplicates. */
    static Map<String, Check> select(String spec) {
        Map<String, Check> selected = new LinkedHashMap<String, Check>();
        for (String raw : spec.split(",")) {
            String name = raw.trim();
            List<String> group = GROUPS.get(name);
            for (String member : group != null ? group : Collections.singletonList(name)) {
                Check check = CHECKS.get(member);
                if (check == null) {
                    throw new IllegalArgumentException("unknown scenario '" + member + "'; known: " + GROUPS.keySet()
                            + " and " + CHECKS.keySet());
                }
                selected.put(member, check);
            }
        }
        return selected;
    }

    private static void sayHello(References references) throws CheckFailed {
        expectEquals("Hello world", references.greeting().sayHello("world"), "sayHello(world)");
    }

    private static void unicode(References references) throws CheckFailed {
        GreetingService service = references.greeting();
        for (String text : new String[]{"世界", "🌍🚀 emoji outside the BMP", "mixed ünïcødé 日本語 ✓", "",
                repeat("长", 40000)}) {
            expectEquals("Hello " + text, service.sayHello(text), "sayHello of a " + text.length() + "-char text");
        }
    }

    private static void echoPojo(References references) throws CheckFailed {
        Pojo pojo = Pojos.sample(7);
        expectEquals(pojo, references.greeting().echoPojo(pojo), "echoPojo round trip");
    }

    private static void listPojos(References references) throws CheckFailed {
        expectEquals(samples(20), references.greeting().listPojos(20), "listPojos(20)");
    }

    private static void async(References references) throws Exception {
        String result = references.greeting().sayHelloAsync("future").get(10, TimeUnit.SECONDS);
        expectEquals("Hello async future", result, "sayHelloAsync(future)");
    }

    private static void checkedException(References references) throws CheckFailed {
        try {
            references.greeting().fail("checked-fail");
        } catch (InteropCheckedException e) {
            expectEquals("checked-fail", e.getMessage(), "exception message");
            expectEquals(42, e.getCode(), "exception code");
            expectEquals("detail-checked-fail", e.getDetail(), "exception detail");
            return;
        }
        throw new CheckFailed("fail() returned normally");
    }

    private static void runtimeException(References references) throws CheckFailed {
        try {
            references.greeting().failRuntime("runtime-fail");
        } catch (IllegalStateException e) {
            expectEquals("runtime-fail", e.getMessage(), "exception message");
            return;
        } catch (RuntimeException e) {
            throw new CheckFailed("expected IllegalStateException, got " + e);
        }
        throw new CheckFailed("failRuntime() returned normally");
    }

    private static void nullResult(References references) throws CheckFailed {
        expectEquals(null, references.greeting().echoPojo(null), "echoPojo(null)");
    }

    private static void bytes(References references) throws CheckFailed {
        int size = 2 * 1024 * 1024;
        byte[] bytes = references.withTimeout(60_000).bytes(size);
        expectEquals(size, bytes.length, "length of bytes(2 MiB)");
        for (int i = 0; i < size; i++) {
            if (bytes[i] != (byte) (i % 251)) {
                throw new CheckFailed("bytes(2 MiB) differs at index " + i);
            }
        }
    }

    /**
     * Told apart from a timeout by the error, not by the clock: with a minute to spare, only the payload limit can
     * end the call early, and a busy machine cannot make it fail.
     */
    private static void payloadLimit(References references) throws CheckFailed {
        try {
            references.withTimeout(60_000).bytes(9 * 1024 * 1024);
        } catch (RpcException e) {
            expect(!e.isTimeout(), "a 9 MiB response must be refused, not time out: " + e);
            return;
        }
        throw new CheckFailed("a 9 MiB response crossed the default 8 MiB payload limit");
    }

    private static void overloads(References references) throws CheckFailed {
        GreetingService service = references.greeting();
        expectEquals(5, service.sum(2, 3), "sum(int, int)");
        expectEquals((1L << 40) + 1L, service.sum(1L << 40, 1L), "sum(long, long)");
        expectEquals("ab", service.sum("a", "b"), "sum(String, String)");
    }

    /** Only a lower bound on the time: a busy machine makes a timeout late, but nothing may make it early. */
    private static void timeout(References references) throws CheckFailed {
        GreetingService service = references.withTimeout(500);
        long start = System.nanoTime();
        try {
            service.sleep(3000);
        } catch (RpcException e) {
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            expect(e.isTimeout(), "expected a timeout, got " + e);
            expect(millis >= 450, "timeout 500 ms fired early, after " + millis + " ms");
            return;
        }
        throw new CheckFailed("sleep(3000) with timeout 500 returned normally");
    }

    /**
     * Runs on a fresh thread because 2.7 keeps client attachments on the calling thread after the call. The response
     * attachment is read from what the consumer decoded (see {@link ResponseAttachmentRecorder}).
     */
    private static void attachments(References references) throws Exception {
        runOnFreshThread(() -> {
            RpcContext.getContext().setAttachment("interop-key", "value-✓");
            String seen = references.greeting().attachment("interop-key");
            expectEquals("value-✓", seen, "request attachment seen by the provider");
            Map<String, Object> response = ResponseAttachmentRecorder.latest();
            expectEquals("value-✓", response.get("echo.interop-key"), "response attachment echo.interop-key in "
                    + response);
            return null;
        });
    }

    private static void echo(References references) throws CheckFailed {
        Object echoed = ((EchoService) references.greeting()).$echo("echo-✓");
        expectEquals("echo-✓", echoed, "$echo");
    }

    private static void generic(References references) throws CheckFailed {
        GenericService generic = references.generic();
        Object hello = generic.$invoke("sayHello", new String[]{"java.lang.String"}, new Object[]{"generic"});
        expectEquals("Hello generic", hello, "generic sayHello");

        Map<String, Object> child = new HashMap<String, Object>();
        child.put("class", "interop.api.Nested");
        child.put("label", "generic-child");
        child.put("value", 5L);
        Map<String, Object> pojo = new HashMap<String, Object>();
        pojo.put("class", "interop.api.Pojo");
        pojo.put("name", "generic 名前");
        pojo.put("age", 33);
        pojo.put("color", "GREEN");
        pojo.put("tags", Arrays.asList("x", "y"));
        pojo.put("child", child);
        Object result = generic.$invoke("echoPojo", new String[]{"interop.api.Pojo"}, new Object[]{pojo});
        expect(result instanceof Map, "generic echoPojo must return a Map, got " + result);
        Map<?, ?> map = (Map<?, ?>) result;
        expectEquals("interop.api.Pojo", map.get("class"), "class entry of the generic result");
        expectEquals("generic 名前", map.get("name"), "name of the generic result");
        expectEquals(33, map.get("age"), "age of the generic result");
        expectEquals("GREEN", String.valueOf(map.get("color")), "color of the generic result");
    }

    private static void groupVersion(References references) throws CheckFailed {
        expectEquals("Hello grouped", references.grouped().sayHello("grouped"), "sayHello on grp/1.0.0");
    }

    /** Group and version select the export: the same interface with a version nobody exports must not answer. */
    private static void unknownVersion(References references) throws CheckFailed {
        try {
            String answer = references.unexportedVersion().sayHello("nobody");
            throw new CheckFailed("sayHello on grp/9.9.9 answered <" + answer + ">; nothing exports that version");
        } catch (RpcException e) {
            expect(!e.isTimeout(), "sayHello on grp/9.9.9 must be refused, not time out: " + e);
        }
    }

    /** Consumer and provider run on the same machine: the provider saw the call come from one of its addresses. */
    private static void sameMachine(References references) throws CheckFailed {
        String address = references.greeting().remoteAddress();
        expect(LocalAddresses.isThisMachine(address),
                "the provider saw the call coming from " + address + ", which is not an address of this machine");
    }

    /**
     * Wire-spec pitfall 20, pinned: a consumer kept on loopback (interface filter and hosts file) dials 127.0.0.1
     * itself, so the provider sees the call coming from there.
     */
    private static void loopback(References references) throws CheckFailed {
        String address = references.greeting().remoteAddress();
        expect(address != null && address.startsWith("127.0.0.1:"),
                "the provider saw the call coming from " + address + ", not from 127.0.0.1");
    }

    /**
     * Wire-spec pitfall 20, as users run it: a consumer given a loopback provider address dials this machine's
     * external address instead, so the provider sees the call coming from a non-loopback address of this machine.
     */
    private static void viaMachineAddress(References references) throws CheckFailed {
        String address = references.greeting().remoteAddress();
        expect(LocalAddresses.isThisMachine(address) && !LocalAddresses.isLoopback(address),
                "the provider saw the call coming from " + address + ", not from this machine's external address");
    }

    private static void concurrency(References references) throws Exception {
        GreetingService service = references.greeting();
        int threads = 64;
        int calls = 50;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<String>> results = new ArrayList<Future<String>>();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                results.add(pool.submit(() -> {
                    start.await();
                    for (int i = 0; i < calls; i++) {
                        String argument = "caller-" + thread + "-call-" + i;
                        String answer = service.sayHello(argument);
                        if (!("Hello " + argument).equals(answer)) {
                            return "call " + argument + " got the answer <" + answer + ">";
                        }
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<String> result : results) {
                String problem = result.get(60, TimeUnit.SECONDS);
                expect(problem == null, problem);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static void connections(References references) throws CheckFailed {
        GreetingService service = references.withConnections(2);
        Set<String> addresses = new LinkedHashSet<String>();
        for (int i = 0; i < 20; i++) {
            addresses.add(service.remoteAddress());
        }
        expectEquals(2, addresses.size(), "distinct client addresses seen with connections=2 " + addresses);
        for (String address : addresses) {
            expect(LocalAddresses.isThisMachine(address), "connection from " + address
                    + " does not come from this machine");
        }
    }

    private static void oneway(References references) throws Exception {
        GreetingService service = references.greeting();
        String marker = "oneway-" + System.nanoTime();
        long start = System.nanoTime();
        service.oneway(marker);
        long callMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        String last = service.lastOneway();
        while (!marker.equals(last) && System.nanoTime() < deadline) {
            Thread.sleep(20);
            last = service.lastOneway();
        }
        expectEquals(marker, last, "marker recorded by the one-way call (the call itself took " + callMillis + " ms)");
    }

    /** Parameter callbacks: the provider calls this consumer's listener back over its connection (needs --callbacks). */
    private static void callback(References references) throws CheckFailed {
        CallbackService service = references.callbacks();
        final List<String> heard = new java.util.concurrent.CopyOnWriteArrayList<String>();
        CallbackListener listener = new CallbackListener() {
            @Override
            public String changed(String message) {
                heard.add(message);
                return "ack:" + message;
            }
        };
        expectEquals("ack:registered k", service.addListener("k", listener), "addListener calls back at once");
        expectEquals("ack:hello", service.fire("k", "hello"), "fire calls the listener back");
        expectEquals("removed k 0", service.removeListener("k", listener), "removeListener (callback=false)");
        expectEquals("", service.fire("k", "after"), "fire after removal calls nobody");
        expectEquals(Arrays.asList("registered k", "hello"), heard, "what the listener heard");
    }

    private static List<Pojo> samples(int count) {
        List<Pojo> pojos = new ArrayList<Pojo>();
        for (int i = 0; i < count; i++) {
            pojos.add(Pojos.sample(i));
        }
        return pojos;
    }

    private static String repeat(String text, int times) {
        StringBuilder builder = new StringBuilder(text.length() * times);
        for (int i = 0; i < times; i++) {
            builder.append(text);
        }
        return builder.toString();
    }

    private static <T> T runOnFreshThread(Callable<T> task) throws Exception {
        AtomicReference<T> result = new AtomicReference<T>();
        AtomicReference<Exception> failure = new AtomicReference<Exception>();
        Thread thread = new Thread(() -> {
            try {
                result.set(task.call());
            } catch (Exception e) {
                failure.set(e);
            }
        }, "interop-fresh-context");
        thread.start();
        thread.join(TimeUnit.SECONDS.toMillis(30));
        if (thread.isAlive()) {
            throw new CheckFailed("call on a fresh thread did not finish within 30 s");
        }
        if (failure.get() != null) {
            throw failure.get();
        }
        return result.get();
    }
}
