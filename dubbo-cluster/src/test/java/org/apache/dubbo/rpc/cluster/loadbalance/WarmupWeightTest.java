package org.apache.dubbo.rpc.cluster.loadbalance;

import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.cluster.FakeInvoker;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WarmupWeightTest {

    private final AbstractLoadBalance lb = new RandomLoadBalance();
    private final RpcInvocation invocation = Invocations.sync("sayHello", "x");

    private int weightStartedAgo(long millis, String... more) {
        String[] parameters = new String[more.length + 2];
        parameters[0] = "timestamp";
        parameters[1] = String.valueOf(System.currentTimeMillis() - millis);
        System.arraycopy(more, 0, parameters, 2, more.length);
        return lb.getWeight(FakeInvoker.named("p", parameters), invocation);
    }

    @Test
    void weightRampsUpLinearlyOverTheWarmup() {
        assertEquals(50, AbstractLoadBalance.warmupWeight(300_000, 600_000, 100));
        assertEquals(25, AbstractLoadBalance.warmupWeight(150_000, 600_000, 100));
        assertEquals(99, AbstractLoadBalance.warmupWeight(599_999, 600_000, 100));
        assertEquals(1, AbstractLoadBalance.warmupWeight(1, 600_000, 100), "at least 1");
        assertEquals(1, AbstractLoadBalance.warmupWeight(0, 600_000, 100), "at least 1");
    }

    @Test
    void providerHalfwayThroughTheDefaultWarmupHasHalfItsWeight() {
        int weight = weightStartedAgo(300_000);
        assertTrue(weight == 50 || weight == 51, "weight " + weight);
    }

    @Test
    void justStartedProviderHasWeightOne() {
        assertEquals(1, weightStartedAgo(0));
    }

    @Test
    void providerWhoseClockIsAheadCountsAsJustStarted() {
        assertEquals(1, weightStartedAgo(-60_000));
    }

    @Test
    void warmProviderHasItsFullWeight() {
        assertEquals(100, weightStartedAgo(600_000));
        assertEquals(250, weightStartedAgo(3_600_000, "weight", "250"));
        assertEquals(100, lb.getWeight(FakeInvoker.named("no-timestamp"), invocation));
    }

    @Test
    void warmupKeyChangesTheRampLength() {
        int weight = weightStartedAgo(5_000, "warmup", "10000", "weight", "200");
        // half of a 10 s ramp or a little more (time passes on a busy machine); the default 10 min ramp gives ~2
        assertTrue(weight >= 100 && weight < 200, "weight " + weight);
    }

    @Test
    void nonPositiveWeightIsZero() {
        assertEquals(0, lb.getWeight(FakeInvoker.named("off", "weight", "0"), invocation));
        assertEquals(0, lb.getWeight(FakeInvoker.named("neg", "weight", "-5"), invocation));
    }

    @Test
    void invalidWeightIsAnErrorNamingKeyAndValue() {
        NumberFormatException e = assertThrows(NumberFormatException.class,
                () -> lb.getWeight(FakeInvoker.named("bad", "weight", "heavy"), invocation));
        assertTrue(e.getMessage().contains("weight") && e.getMessage().contains("heavy"), e.getMessage());
    }
}
