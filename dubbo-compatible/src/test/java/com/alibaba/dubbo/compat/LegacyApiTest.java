package com.alibaba.dubbo.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;

import com.alibaba.dubbo.config.ApplicationConfig;
import com.alibaba.dubbo.config.ProtocolConfig;
import com.alibaba.dubbo.config.ReferenceConfig;
import com.alibaba.dubbo.config.RegistryConfig;
import com.alibaba.dubbo.config.ServiceConfig;
import com.alibaba.dubbo.rpc.RpcContext;
import com.alibaba.dubbo.rpc.RpcException;
import com.alibaba.dubbo.rpc.service.EchoService;
import com.alibaba.dubbo.rpc.service.GenericException;
import com.alibaba.dubbo.rpc.service.GenericService;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A provider and consumers written only against the com.alibaba.dubbo API of Dubbo 2.6, meeting through ZooKeeper:
 * plain calls with RpcContext attachments both ways, a 2.6 filter in the provider chain, echo and generic calls.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class LegacyApiTest {

    private static EmbeddedZooKeeper zookeeper;
    private static DubboBootstrap bootstrap;
    private static Greeting greeting;
    private static GenericService generic;

    @BeforeAll
    static void start() throws Exception {
        zookeeper = EmbeddedZooKeeper.start();

        ServiceConfig<Greeting> service = new ServiceConfig<>();
        service.setInterface(Greeting.class);
        service.setRef(new LegacyGreeting());

        ReferenceConfig<Greeting> reference = new ReferenceConfig<>();
        reference.setInterfaceClass(Greeting.class);
        reference.setScope("remote");

        ReferenceConfig<GenericService> genericReference = new ReferenceConfig<>();
        genericReference.setInterface(Greeting.class.getName());
        genericReference.setGeneric(true);
        genericReference.setScope("remote");

        bootstrap = DubboBootstrap.newInstance();
        bootstrap.application(new ApplicationConfig("legacy-api"))
                .registry(new RegistryConfig("zookeeper://" + zookeeper.getConnectString()))
                .protocol(new ProtocolConfig("dubbo", -1))
                .service(service)
                .reference(reference)
                .reference(genericReference)
                .start();
        greeting = reference.get();
        generic = genericReference.get();
    }

    @AfterAll
    static void stop() throws Exception {
        if (bootstrap != null) {
            bootstrap.stop();
        }
        if (zookeeper != null) {
            zookeeper.close();
        }
    }

    @Test
    void callReachesTheProviderThroughTheLegacyFilter() {
        LegacyStampFilter.SEEN.clear();
        assertEquals("hello 2.6 (provider saw greet)", greeting.greet("2.6"));
        assertEquals("greet@" + Greeting.class.getName(), LegacyStampFilter.SEEN.poll());
        assertEquals("yes", RpcContext.getServerContext().getAttachment("filtered"),
                "the filter's result attachment reached the consumer");
    }

    @Test
    void attachmentsTravelThroughTheLegacyContextBothWays() {
        RpcContext.getContext().setAttachment("who", "legacy-consumer");
        assertEquals("legacy-consumer", greeting.attachment("who"));
        assertEquals("legacy-consumer", RpcContext.getServerContext().getAttachment("echo.who"));
    }

    @Test
    void referenceProxyIsALegacyEchoService() {
        EchoService echo = assertInstanceOf(EchoService.class, greeting);
        assertEquals("ping", echo.$echo("ping"));
    }

    @Test
    void genericReferenceIsALegacyGenericService() {
        Object answer = generic.$invoke("greet", new String[] {"java.lang.String"}, new Object[] {"generic"});
        assertEquals("hello generic (provider saw greet)", answer);
        GenericException failure = assertThrows(GenericException.class, () -> generic.$invoke("fail",
                new String[] {"java.lang.String"}, new Object[] {"boom"}));
        assertEquals(IllegalStateException.class.getName(), failure.getExceptionClass());
        assertEquals("boom", failure.getExceptionMessage());
    }

    @Test
    void legacyExceptionsAreTheCurrentOnes() {
        RpcException legacy = new RpcException(RpcException.FORBIDDEN_EXCEPTION, "no");
        assertTrue(legacy.isForbidded() && legacy instanceof org.apache.dubbo.rpc.RpcException);
    }
}
