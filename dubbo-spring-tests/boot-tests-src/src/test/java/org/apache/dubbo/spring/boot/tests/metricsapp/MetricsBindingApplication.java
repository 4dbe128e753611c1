package org.apache.dubbo.spring.boot.tests.metricsapp;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.apache.dubbo.config.annotation.DubboReference;
import org.apache.dubbo.config.annotation.DubboService;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.stereotype.Component;

/**
 * A Boot application with its own {@link MeterRegistry} bean (what Actuator would provide): Dubbo's meters must be
 * published into it without any {@code <dubbo:metrics>}.
 */
@SpringBootApplication
public class MetricsBindingApplication {

    public interface Adder {
        int add(int a, int b);
    }

    @DubboService
    public static class AdderImpl implements Adder {
        @Override
        public int add(int a, int b) {
            return a + b;
        }
    }

    @Component
    public static class Caller {
        @DubboReference(url = "dubbo://127.0.0.1:${metrics.port}", scope = "remote", check = false)
        public Adder adder;
    }

    @Bean
    public MeterRegistry meterRegistry() {
        return new SimpleMeterRegistry();
    }
}
