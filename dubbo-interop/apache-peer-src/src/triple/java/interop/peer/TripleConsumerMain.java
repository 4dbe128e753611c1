package interop.peer;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import com.google.protobuf.ByteString;
import interop.proto.Greeter;
import interop.proto.HelloReply;
import interop.proto.HelloRequest;
import org.apache.dubbo.common.stream.StreamObserver;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.StatusRpcException;
import org.apache.dubbo.rpc.TriRpcStatus;

/**
 * Runs named checks of the IDL service {@link Greeter} over triple against any provider (ours, Apache's or
 * grpc-java's) and prints {@code RESULT <check> PASS|FAIL <reason>} per check; exits 0 only if all passed.
 *
 * <pre>
 * (--url tri://host:port/interop.proto.Greeter | --registry ADDR [--protocol tri]
 * [--migration FORCE_INTERFACE|APPLICATION_FIRST|FORCE_APPLICATION] [--metadata-report ADDR])
 * [--scenario NAME[,NAME...]|all] [--timeout MS] [--app NAME]
 * </pre>
 * With a registry, {@code --protocol} keeps the references to providers of that protocol (a service may be exported
 * on several).
 * Checks: {@code unary serverStream clientStream bidi deadline status metadata large concurrency}.
 * Compiled only against Apache Dubbo 3.3.5.
 */
public final class TripleConsumerMain {

    private static final int FOUR_MIB = 4 * 1024 * 1024;

    private final Greeter greeter;
    private final Greeter shortDeadline;

    private TripleConsumerMain(Greeter greeter, Greeter shortDeadline) {
        this.greeter = greeter;
        this.shortDeadline = shortDeadline;
    }

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args, new HashSet<String>(Arrays.asList("url", "registry", "scenario",
                "timeout", "app", "protocol", "migration", "metadata-report")));
        String step = options.choice("migration", "FORCE_INTERFACE", "APPLICATION_FIRST", "FORCE_APPLICATION");
        if (step != null) {
            Dubbo3Settings.migration(step);
        }
        ApplicationConfig application = new ApplicationConfig(options.get("app", "interop-triple-consumer"));
        application.setQosEnable(false);
        DubboBootstrap.getInstance().application(application);
        String metadataReport = options.get("metadata-report");
        if (metadataReport != null) {
            DubboBootstrap.getInstance().metadataReport(new org.apache.dubbo.config.MetadataReportConfig(
                    metadataReport));
        }
        int timeout = options.integer("timeout", 10000);
        TripleConsumerMain checks = new TripleConsumerMain(reference(options, timeout), reference(options, 300));

        Map<String, Check> all = new LinkedHashMap<String, Check>();
        all.put("unary", c -> c.unary());
        all.put("serverStream", c -> c.serverStream());
        all.put("clientStream", c -> c.clientStream());
        all.put("bidi", c -> c.bidi());
        all.put("deadline", c -> c.deadline());
        all.put("status", c -> c.status());
        all.put("metadata", c -> c.metadata());
        all.put("large", c -> c.large());
        all.put("concurrency", c -> c.concurrency());
        String scenario = options.get("scenario", "all");
        List<String> names = scenario.equals("all") ? new ArrayList<String>(all.keySet())
                : Arrays.asList(scenario.split(","));
        boolean passed = true;
        for (String name : names) {
            Check check = all.get(name);
            if (check == null) {
                throw new IllegalArgumentException("unknown check " + name + "; known: " + all.keySet());
            }
            String failure;
            try {
                check.run(checks);
                failure = null;
            } catch (CheckFailed e) {
                failure = e.getMessage();
            } catch (Throwable e) {
                StringWriter trace = new StringWriter();
                e.printStackTrace(new PrintWriter(trace));
                System.err.println(trace);
                failure = "unexpected " + e;
            }
            passed &= failure == null;
            System.out.println("RESULT " + name + (failure == null ? " PASS" : " FAIL "
                    + failure.replace('\n', ' ').replace('\r', ' ')));
            System.out.flush();
        }
        System.exit(passed ? 0 : 1);
    }

    interface Check {
        void run(TripleConsumerMain checks) throws Exception;
    }

    private static Greeter reference(Options options, int timeout) {
        ReferenceConfig<Greeter> reference = new ReferenceConfig<Greeter>();
        reference.setId("greeter-" + timeout);
        reference.setInterface(Greeter.class);
        reference.setTimeout(timeout);
        reference.setRetries(0);
        reference.setCheck(false);
        String url = options.get("url");
        if (url != null) {
            reference.setUrl(url);
        } else {
            reference.setRegistry(new org.apache.dubbo.config.RegistryConfig(options.require("registry")));
            reference.setProtocol(options.get("protocol"));
            String step = options.get("migration");
            if (step != null) {
                java.util.Map<String, String> parameters = new java.util.HashMap<String, String>();
                parameters.put(Dubbo3Settings.MIGRATION_STEP_PARAMETER, step);
                reference.setParameters(parameters);
            }
        }
        return reference.get();
    }

    private static HelloRequest named(String name) {
        return HelloRequest.newBuilder().setName(name).build();
    }

    private static void expect(Object expected, Object actual, String what) throws CheckFailed {
        if (expected == null ? actual != null : !expected.equals(actual)) {
            throw new CheckFailed(what + ": expected <" + expected + "> but was <" + actual + ">");
        }
    }

    void unary() throws Exception {
        expect("Hello tri 世界", greeter.sayHello(named("tri 世界")).getMessage(), "reply");
    }

    void serverStream() throws Exception {
        Collector replies = new Collector();
        greeter.sayHelloStream(HelloRequest.newBuilder().setName("s").setCount(5).build(), replies);
        replies.await();
        List<String> expected = new ArrayList<String>();
        for (int i = 0; i < 5; i++) {
            expected.add("Hello s #" + i);
        }
        expect(expected, replies.messages(), "server stream");
        expect(null, replies.error, "error");
    }

    void clientStream() throws Exception {
        Collector reply = new Collector();
        StreamObserver<HelloRequest> requests = greeter.collect(reply);
        requests.onNext(named("a"));
        requests.onNext(named("b"));
        requests.onNext(named("c"));
        requests.onCompleted();
        reply.await();
        expect(Arrays.asList("a,b,c"), reply.messages(), "collected");
    }

    void bidi() throws Exception {
        Collector replies = new Collector();
        StreamObserver<HelloRequest> requests = greeter.chat(replies);
        for (int i = 0; i < 4; i++) {
            requests.onNext(named("n" + i));
        }
        requests.onCompleted();
        replies.await();
        expect(Arrays.asList("Hello n0", "Hello n1", "Hello n2", "Hello n3"), replies.messages(), "chat");
    }

    void deadline() throws Exception {
        try {
            shortDeadline.sayHello(HelloRequest.newBuilder().setName("slow").setSleepMillis(3000).build());
        } catch (RpcException e) {
            if (!e.isTimeout() && TriRpcStatus.getStatus(e).code != TriRpcStatus.Code.DEADLINE_EXCEEDED) {
                throw new CheckFailed("expected a timeout / DEADLINE_EXCEEDED, got " + e);
            }
            return;
        }
        throw new CheckFailed("a 3 s call with a 300 ms timeout succeeded");
    }

    void status() throws Exception {
        try {
            greeter.sayHello(HelloRequest.newBuilder().setName("x").setFailCode(5).setFailMessage("no such 名前")
                    .build());
        } catch (RpcException e) {
            // Apache Dubbo 3.3 wraps the status exception of a synchronous call; the status is in the cause chain
            StatusRpcException status = null;
            for (Throwable t = e; t != null && status == null; t = t.getCause()) {
                if (t instanceof StatusRpcException) {
                    status = (StatusRpcException) t;
                }
            }
            if (status == null) {
                throw new CheckFailed("expected a StatusRpcException in the cause chain of " + e);
            }
            expect(TriRpcStatus.Code.NOT_FOUND, status.getStatus().code, "status code");
            // Apache Dubbo 3.3.5 prefixes the code name and sends non-ASCII characters as '?'
            String description = String.valueOf(status.getStatus().description);
            if (!description.contains("no such ")) {
                throw new CheckFailed("status message: expected it to contain <no such > but was <" + description
                        + ">");
            }
            return;
        }
        throw new CheckFailed("the call asked to fail succeeded");
    }

    void metadata() throws Exception {
        RpcContext.getClientAttachment().setAttachment("x-interop-token", "tok-123");
        HelloReply reply = greeter.sayHello(HelloRequest.newBuilder().setName("m").setMetadataKey("x-interop-token")
                .build());
        expect("tok-123", reply.getMetadataValue(), "metadata seen by the provider");
    }

    void large() throws Exception {
        byte[] bytes = new byte[FOUR_MIB];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i % 251);
        }
        ByteString payload = ByteString.copyFrom(bytes);
        HelloReply reply = greeter.sayHello(HelloRequest.newBuilder().setName("big").setPayload(payload).build());
        expect(true, payload.equals(reply.getPayload()), "4 MiB payload echoed intact");
    }

    void concurrency() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(64);
        try {
            List<Future<String>> results = new ArrayList<Future<String>>();
            CountDownLatch start = new CountDownLatch(1);
            for (int i = 0; i < 64; i++) {
                String name = "caller-" + i;
                results.add(pool.submit(() -> {
                    start.await();
                    StringBuilder wrong = new StringBuilder();
                    for (int n = 0; n < 20; n++) {
                        String reply = greeter.sayHello(named(name + "/" + n)).getMessage();
                        if (!reply.equals("Hello " + name + "/" + n)) {
                            wrong.append(reply).append(' ');
                        }
                    }
                    return wrong.toString();
                }));
            }
            start.countDown();
            for (Future<String> result : results) {
                expect("", result.get(60, TimeUnit.SECONDS), "replies of another caller");
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Collects the replies of a stream. */
    static final class Collector implements StreamObserver<HelloReply> {
        private final List<String> messages = new ArrayList<String>();
        private final CompletableFuture<Void> done = new CompletableFuture<Void>();
        volatile Throwable error;

        @Override
        public synchronized void onNext(HelloReply reply) {
            messages.add(reply.getMessage());
        }

        @Override
        public void onError(Throwable throwable) {
            error = throwable;
            done.complete(null);
        }

        @Override
        public void onCompleted() {
            done.complete(null);
        }

        void await() throws Exception {
            done.get(20, TimeUnit.SECONDS);
            if (error != null) {
                throw new CheckFailed("stream failed: " + error);
            }
        }

        synchronized List<String> messages() {
            return new ArrayList<String>(messages);
        }
    }
}
