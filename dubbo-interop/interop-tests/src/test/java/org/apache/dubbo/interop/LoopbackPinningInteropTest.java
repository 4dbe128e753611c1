package org.apache.dubbo.interop;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.ConsumerRun;
import interop.support.FreePort;
import interop.support.PeerLaunch;
import org.apache.dubbo.common.network.MachineAddress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The one test about loopback pinning ({@link PeerLaunch#pinnedToLoopback()}: every interface ignored, the host name
 * on 127.0.0.1), which every other interop test leaves off. A consumer given {@code dubbo://127.0.0.1:...} dials this
 * machine's external address when run as users run it, and 127.0.0.1 itself only when pinned — Apache Dubbo 3.3.5's
 * consumer and ours alike, as our provider sees it.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class LoopbackPinningInteropTest {

    private static final Duration CONSUMER_TIMEOUT = Duration.ofSeconds(90);

    @Test
    void aConsumerDialsLoopbackItselfOnlyWhenPinned() throws Exception {
        assumeFalse(MachineAddress.current().isLoopback(), "this machine has no address but loopback");
        try (ApachePeer provider = ApachePeer.startProvider(ApacheDubboVersion.DUBBO_TUNED, FreePort.find())) {
            List<Future<ConsumerRun>> runs = new ArrayList<>();
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                for (ApacheDubboVersion consumer : List.of(ApacheDubboVersion.V3_3_5, ApacheDubboVersion.DUBBO_TUNED)) {
                    runs.add(pool.submit(() -> ApachePeer.runConsumer(consumer, List.of("--url", provider.url(),
                            "--scenario", "sayHello,loopback"), CONSUMER_TIMEOUT, PeerLaunch.asUsersRunIt()
                            .pinnedToLoopback())));
                    runs.add(pool.submit(() -> ApachePeer.runConsumer(consumer, List.of("--url", provider.url(),
                            "--scenario", "sayHello,viaMachineAddress"), CONSUMER_TIMEOUT)));
                }
                for (Future<ConsumerRun> future : runs) {
                    ConsumerRun run = future.get();
                    assertTrue(run.allPassed(), () -> run.describe() + "\n--- provider ---\n" + provider.log());
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }
}
