package org.apache.dubbo.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Run by the {@code without-micrometer} Surefire execution, whose class path has no Micrometer: an application
 * that declares {@code <dubbo:metrics>} starts and serves, and {@code /metrics} says in one line why it is empty.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class WithoutMicrometerTest {

    @Test
    void applicationWithMetricsConfigRunsAndMetricsSayWhyTheyAreEmpty() throws Exception {
        Assumptions.assumeTrue("false".equals(System.getProperty("metrics.expect.micrometer")),
                "runs in the without-micrometer execution only");
        assertFalse(MicrometerSupport.micrometer(), "Micrometer is off the class path in this run");
        MetricsEndToEndTest e2e = new MetricsEndToEndTest();
        try {
            int qos = e2e.startProviderWithMetrics();
            assertEquals(3, e2e.referenceGet().add(1, 2));
            MetricsEndToEndTest.Scrape scrape = MetricsEndToEndTest.scrape(qos);
            assertEquals(503, scrape.status());
            assertEquals("Metrics are not available: io.micrometer:micrometer-core is not on the class path",
                    scrape.body());
            assertTrue(org.apache.dubbo.metrics.rpc.RpcStats.global().all().isEmpty(),
                    "nothing counted without Micrometer");
        } finally {
            e2e.stop();
        }
    }
}
