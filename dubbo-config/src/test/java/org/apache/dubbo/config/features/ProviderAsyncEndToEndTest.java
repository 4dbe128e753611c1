package org.apache.dubbo.config.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.AsyncContext;
import org.apache.dubbo.rpc.RpcContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Provider-side asynchronous execution and future-returning methods over a real connection. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ProviderAsyncEndToEndTest {

    public interface Jobs {
        String run(String job);

        /** Answered later through {@link RpcContext#startAsync()}. */
        String runLater(String job);

        CompletableFuture<String> runFuture(String job);

        /** Wraps the synchronous method in a future; called remotely under its own name, as Apache Dubbo does. */
        default CompletableFuture<String> runAsync(String job) {
            return CompletableFuture.completedFuture(run(job));
        }
    }

    static final ExecutorService WORKERS = Executors.newFixedThreadPool(2);

    static final class AsyncJobs implements Jobs {
        @Override
        public String run(String job) {
            return "ran " + job;
        }

        @Override
        public String runLater(String job) {
            AsyncContext async = RpcContext.startAsync();
            WORKERS.execute(() -> {
                async.signalContextSwitch();
                String attachment = RpcContext.getServerAttachment().getAttachment("who");
                if ("fail".equals(job)) {
                    async.write(new IllegalStateException("job failed"));
                } else {
                    async.write("later " + job + " for " + attachment);
                }
            });
            return null;
        }

        @Override
        public CompletableFuture<String> runFuture(String job) {
            return CompletableFuture.supplyAsync(() -> "future " + job, WORKERS);
        }
    }

    private static DubboBootstrap provider;
    private static ReferenceConfig<Jobs> reference;
    private static Jobs jobs;

    @BeforeAll
    static void start() {
        int port = NetUtils.getAvailablePort();
        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setHost("127.0.0.1");
        ServiceConfig<Jobs> service = new ServiceConfig<>();
        service.setInterface(Jobs.class);
        service.setRef(new AsyncJobs());
        provider = DubboBootstrap.newInstance().application("async-provider").protocol(protocol)
                .registry(new RegistryConfig(RegistryConfig.NO_AVAILABLE)).service(service).start();
        reference = new ReferenceConfig<>();
        reference.setApplication(new ApplicationConfig("async-consumer"));
        reference.setInterface(Jobs.class);
        reference.setUrl("dubbo://127.0.0.1:" + port);
        reference.setRetries(0);
        reference.setTimeout(10_000);
        jobs = reference.get();
    }

    @AfterAll
    static void stop() {
        reference.destroy();
        provider.stop();
        WORKERS.shutdownNow();
    }

    @Test
    void anAsyncContextAnswersFromAnotherThreadWithTheCallsContext() {
        RpcContext.getClientAttachment().setAttachment("who", "me");
        assertEquals("later a for me", jobs.runLater("a"));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> jobs.runLater("fail"));
        assertEquals("job failed", e.getMessage());
    }

    @Test
    void futuresOnBothSides() throws Exception {
        assertEquals("future b", jobs.runFuture("b").get(10, TimeUnit.SECONDS));
        assertEquals("ran c", jobs.runAsync("c").get(10, TimeUnit.SECONDS));
    }

    @Test
    void aFailedFutureFailsTheCall() {
        CompletableFuture<String> failing = jobs.runFuture("ok").thenApply(v -> {
            throw new IllegalArgumentException("consumer side " + v);
        });
        ExecutionException e = assertThrows(ExecutionException.class, () -> failing.get(10, TimeUnit.SECONDS));
        assertTrue(e.getCause() instanceof IllegalArgumentException);
    }
}
