package org.apache.dubbo.rpc;

import org.apache.dubbo.common.URL;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RpcStatusTest {

    /** A port per test instance: statistics are process-wide, so tests must not share a provider. */
    private static final java.util.concurrent.atomic.AtomicInteger PORTS = new java.util.concurrent.atomic.AtomicInteger(30000);

    private final URL url = URL.valueOf("dubbo://10.1.1.1:" + PORTS.incrementAndGet() + "/demo.Service?timeout=10");

    @Test
    void countsCallsPerProviderAndPerMethod() {
        RpcStatus.beginCount(url, "a");
        RpcStatus.beginCount(url, "b");
        assertEquals(2, RpcStatus.getStatus(url).getActive());
        assertEquals(1, RpcStatus.getStatus(url, "a").getActive());

        RpcStatus.endCount(url, "a", 30, true);
        RpcStatus.endCount(url, "b", 90, false);

        RpcStatus all = RpcStatus.getStatus(url);
        assertEquals(0, all.getActive());
        assertEquals(2, all.getTotal());
        assertEquals(1, all.getFailed());
        assertEquals(1, all.getSucceeded());
        assertEquals(120, all.getTotalElapsed());
        assertEquals(60, all.getAverageElapsed());
        assertEquals(90, all.getMaxElapsed());
        assertEquals(90, all.getFailedAverageElapsed());
        assertEquals(90, all.getFailedMaxElapsed());
        assertEquals(30, all.getSucceededAverageElapsed());
        assertEquals(30, all.getSucceededMaxElapsed());
        assertEquals(1, RpcStatus.getStatus(url, "a").getTotal());
    }

    @Test
    void statisticsAreKeyedByTheProviderIdentityNotItsParameters() {
        URL sameProvider = url.addParameter("weight", 5);
        assertSame(RpcStatus.getStatus(url), RpcStatus.getStatus(sameProvider));
        assertNotSame(RpcStatus.getStatus(url), RpcStatus.getStatus(url.setPort(url.getPort() + 1)));
    }

    @Test
    void beginCountRefusesBeyondTheLimit() {
        assertTrue(RpcStatus.beginCount(url, "limited", 2));
        assertTrue(RpcStatus.beginCount(url, "limited", 2));
        assertFalse(RpcStatus.beginCount(url, "limited", 2));
        assertEquals(2, RpcStatus.getStatus(url, "limited").getActive());
    }

    @Test
    void removedStatusStartsAfresh() {
        RpcStatus.beginCount(url, "gone");
        RpcStatus.removeStatus(url, "gone");
        assertEquals(0, RpcStatus.getStatus(url, "gone").getActive());
        RpcStatus.getStatus(url).set("note", "x");
        RpcStatus.removeStatus(url);
        assertEquals(null, RpcStatus.getStatus(url).get("note"));
    }
}
