package org.apache.dubbo.spring.boot.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.concurrent.TimeUnit;

import interop.support.FreePort;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import org.apache.dubbo.spring.boot.tests.metricsapp.MetricsBindingApplication;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/** Dubbo's meters land in the application's own MeterRegistry bean, and leave it when the context closes. */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class BootMeterRegistryBindingTest {

    @Test
    void dubboMetersArePublishedIntoTheApplicationsMeterRegistry() throws Exception {
        int port = FreePort.find();
        MeterRegistry registry;
        try (ConfigurableApplicationContext boot = new SpringApplicationBuilder(MetricsBindingApplication.class)
                .web(WebApplicationType.NONE)
                .properties("dubbo.application.name=boot-metrics", "dubbo.application.qos-enable=false",
                        "dubbo.registry.address=N/A", "dubbo.protocol.name=dubbo", "dubbo.protocol.port=" + port,
                        "metrics.port=" + port,
                        "dubbo.scan.base-packages=org.apache.dubbo.spring.boot.tests.metricsapp")
                .run()) {
            registry = boot.getBean(MeterRegistry.class);
            MetricsBindingApplication.Caller caller = boot.getBean(MetricsBindingApplication.Caller.class);
            for (int i = 0; i < 10; i++) {
                assertEquals(i + 1, caller.adder.add(i, 1));
            }
            String iface = MetricsBindingApplication.Adder.class.getName();
            FunctionCounter requests = registry.find("dubbo.consumer.requests.total").tag("interface", iface)
                    .tag("method", "add").functionCounter();
            assertNotNull(requests, () -> "consumer counter in " + registry.getMeters().size() + " meters");
            FunctionCounter succeeded = registry.find("dubbo.consumer.requests.succeed.total")
                    .tag("interface", iface).tag("method", "add").functionCounter();
            FunctionCounter failed = registry.find("dubbo.consumer.requests.failed.total")
                    .tag("interface", iface).tag("method", "add").functionCounter();
            assertEquals(10, succeeded.count());
            // attempts are counted: a call retried after its connection was not up yet counts one failure too
            assertEquals(requests.count(), succeeded.count() + failed.count());
            assertEquals("boot-metrics", requests.getId().getTag("application.name"));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            Gauge channels = null;
            while (channels == null && System.nanoTime() < deadline) {
                channels = registry.find("dubbo.transport.io.channels").gauge();
                Thread.sleep(100);
            }
            assertNotNull(channels, "transport meters appear within a sync period");
        }
        assertNull(registry.find("dubbo.consumer.requests.total").functionCounter(),
                "meters removed from the registry when the context closed");
    }
}
