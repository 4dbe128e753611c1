package org.apache.dubbo.config.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.dubbo.config.MetricsConfig;
import org.junit.jupiter.api.Test;
import org.springframework.context.support.ClassPathXmlApplicationContext;

/** {@code <dubbo:metrics>} with Apache Dubbo 3.3's attributes and nested elements fills {@link MetricsConfig}. */
class MetricsXmlTest {

    @Test
    void metricsElementAndItsChildrenSetTheConfig() {
        try (ClassPathXmlApplicationContext context = new ClassPathXmlApplicationContext("xml/metrics.xml")) {
            MetricsConfig metrics = context.getBean(MetricsConfig.class);
            assertEquals("prometheus", metrics.getProtocol());
            assertFalse(metrics.getEnableNetty());
            assertTrue(metrics.getEnableThreadpool());
            assertEquals("method", metrics.getRpcLevel());
            assertFalse(metrics.getExportMetricsService());
            assertTrue(metrics.getHistogram().getEnabled());
            assertTrue(metrics.getAggregation().getEnabled());
            assertEquals(5, metrics.getAggregation().getBucketNum());
            assertEquals(60, metrics.getAggregation().getTimeWindowSeconds());
            assertTrue(metrics.getPrometheus().getExporter().getEnabled());
            assertFalse(metrics.getPrometheus().getPushgateway().getEnabled());
            assertEquals("dubbo-job", metrics.getPrometheus().getPushgateway().getJob());
        }
    }
}
