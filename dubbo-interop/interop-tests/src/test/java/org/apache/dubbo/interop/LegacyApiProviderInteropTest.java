package org.apache.dubbo.interop;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import com.alibaba.dubbo.config.ApplicationConfig;
import com.alibaba.dubbo.config.ProtocolConfig;
import com.alibaba.dubbo.config.RegistryConfig;
import com.alibaba.dubbo.config.ServiceConfig;
import interop.api.GreetingService;
import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.ConsumerRun;
import interop.support.FreePort;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Real Apache Dubbo consumers (2.7.23 and 3.3.5, in child JVMs) call a provider written only against the
 * com.alibaba.dubbo API (config classes, the service's context through the 2.6 RpcContext), with a 2.6 filter in
 * its chain: calls, POJOs, overloads, exceptions, attachments both ways, echo and generic calls.
 */
@Timeout(value = 6, unit = TimeUnit.MINUTES)
class LegacyApiProviderInteropTest {

    private static final String CHECKS =
            "sayHello,echoPojo,listPojos,async,checkedException,runtimeException,overloads,attachments,echo,generic";
    private static int port;
    private static DubboBootstrap bootstrap;

    static List<ApacheDubboVersion> consumers() {
        return List.of(ApacheDubboVersion.V2_7_23, ApacheDubboVersion.V3_3_5);
    }

    @BeforeAll
    static void startLegacyProvider() {
        port = FreePort.find();
        ServiceConfig<GreetingService> service = new ServiceConfig<>();
        service.setInterface(GreetingService.class);
        service.setRef(new LegacyInteropGreeting());
        service.setFilter("legacycounting");
        bootstrap = DubboBootstrap.newInstance();
        bootstrap.application(new ApplicationConfig("legacy-interop-provider"))
                .registry(new RegistryConfig("N/A"))
                .protocol(new ProtocolConfig("dubbo", port))
                .service(service)
                .start();
    }

    @AfterAll
    static void stop() {
        if (bootstrap != null) {
            bootstrap.stop();
        }
    }

    @ParameterizedTest(name = "{0} consumer -> com.alibaba API provider")
    @MethodSource("consumers")
    void apacheConsumerPassesAgainstTheLegacyProvider(ApacheDubboVersion version) {
        int before = LegacyCountingFilter.CALLS.get();
        ConsumerRun run = ApachePeer.runConsumer(version, ApachePeer.serviceUrl(port), CHECKS, Duration.ofMinutes(3));
        assertTrue(run.allPassed(), run::describe);
        assertTrue(LegacyCountingFilter.CALLS.get() > before, "the 2.6 filter ran for the Apache consumer's calls");
    }
}
