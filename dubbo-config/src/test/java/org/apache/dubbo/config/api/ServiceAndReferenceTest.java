package org.apache.dubbo.config.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import io.github.dubbotuned.test.ReservedPorts;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ConsumerConfig;
import org.apache.dubbo.config.MethodConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.service.EchoService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The programmatic API end to end: a provider through DubboBootstrap, references with direct URLs. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ServiceAndReferenceTest {

    private DubboBootstrap provider;
    private int port;
    private final java.util.List<ReferenceConfig<?>> references = new java.util.ArrayList<>();

    @BeforeEach
    void startProvider() {
        port = NetUtils.getAvailablePort();
        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setHost("127.0.0.1");
        ServiceConfig<Greeting> service = new ServiceConfig<>();
        service.setInterface(Greeting.class);
        service.setRef(new GreetingImpl());
        provider = DubboBootstrap.newInstance().application("api-test-provider")
                .registry(new RegistryConfig("N/A")).protocol(protocol).service(service).start();
    }

    @AfterEach
    void stop() {
        references.forEach(ReferenceConfig::destroy);
        provider.stop();
    }

    private ReferenceConfig<Greeting> reference() {
        ReferenceConfig<Greeting> reference = new ReferenceConfig<>();
        reference.setApplication(new ApplicationConfig("api-test-consumer"));
        reference.setInterface(Greeting.class);
        reference.setUrl("dubbo://127.0.0.1:" + port);
        reference.setRetries(0);
        // Dubbo's 1 s default can run out on a busy machine; tests about timeouts set their own
        reference.setTimeout(30_000);
        references.add(reference);
        return reference;
    }

    @Test
    void directReferenceCallsTheProvider() throws Exception {
        Greeting greeting = reference().get();
        assertEquals("Hello api", greeting.sayHello("api"));
        assertEquals("Hello async a", greeting.sayHelloAsync("a").get(30, TimeUnit.SECONDS));
        Greeting.GreetingException e = assertThrows(Greeting.GreetingException.class, () -> greeting.fail("no"));
        assertEquals("no", e.getMessage());
        assertEquals("x", ((EchoService) greeting).$echo("x"));
    }

    @Test
    void twoConnectionsOnOneOwnIoThread() {
        ReferenceConfig<Greeting> reference = reference();
        reference.setConnections(2);
        reference.setIothreads(1);
        reference.setId("pair");
        Greeting greeting = reference.get();
        Set<String> callers = new HashSet<>();
        for (int i = 0; i < 20; i++) {
            callers.add(greeting.whoCalls());
        }
        assertEquals(2, callers.size(), "two connections: " + callers);
        assertEquals(1, threadsNamed("DubboClientIO-reference-pair-"), "on one IO thread of the reference's own");
    }

    @Test
    void consumerIoThreadsGiveItsReferencesAGroupOfTheirOwn() {
        ConsumerConfig consumer = new ConsumerConfig();
        consumer.setId("tuned");
        consumer.setIothreads(3);
        ReferenceConfig<Greeting> reference = reference();
        reference.setConsumer(consumer);
        reference.setConnections(3);
        Greeting greeting = reference.get();
        assertEquals("Hello c", greeting.sayHello("c"));
        assertEquals(3, threadsNamed("DubboClientIO-consumer-tuned-"));
    }

    @Test
    void theConsumersThreadpoolRunsItsAsynchronousResponses() throws Exception {
        // Apache Dubbo 3.3's key for the consumer's executor; virtual (Java 21+) is tested in dubbo-rpc
        ConsumerConfig consumer = new ConsumerConfig();
        consumer.setThreadpool("fixed");
        consumer.setThreads(2);
        ReferenceConfig<Greeting> reference = reference();
        reference.setConsumer(consumer);
        reference.setParameters(java.util.Collections.singletonMap("threadname", "ApiConsumerPool"));
        Greeting greeting = reference.get();
        assertEquals("Hello async p", greeting.sayHelloAsync("p").get(30, TimeUnit.SECONDS));
        assertEquals(1, threadsNamed("ApiConsumerPool-"), "the response was handled on the consumer's pool");
    }

    private static int threadsNamed(String prefix) {
        int n = 0;
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith(prefix)) {
                n++;
            }
        }
        return n;
    }

    @Test
    void methodLevelTimeoutAndRetriesApply() {
        ReferenceConfig<Greeting> reference = reference();
        MethodConfig sleep = new MethodConfig();
        sleep.setName("sleep");
        sleep.setTimeout(200);
        reference.setMethods(java.util.Collections.singletonList(sleep));
        Greeting greeting = reference.get();
        // the reference's own timeout is 30 s: only the method's 200 ms can end a 2 s call with a timeout
        RpcException e = assertThrows(RpcException.class, () -> greeting.sleep(2000));
        assertTrue(e.isTimeout(), e.toString());
    }

    @Test
    void checkTrueFailsClearlyWhenNothingListens() {
        ReferenceConfig<Greeting> reference = reference();
        reference.setUrl("dubbo://127.0.0.1:" + ReservedPorts.reserve());
        reference.setCheck(true);
        IllegalStateException e = assertThrows(IllegalStateException.class, reference::get);
        assertTrue(e.getMessage().contains("Failed to check the status of the service " + Greeting.class.getName()),
                e.getMessage());
    }

    @Test
    void checkFalseStartsWithoutTheProviderAndConnectsLater() throws Exception {
        // nobody else may take this port while the consumer keeps knocking on it
        int later = ReservedPorts.reserve();
        ReferenceConfig<Greeting> reference = reference();
        reference.setUrl("dubbo://127.0.0.1:" + later);
        reference.setCheck(false);
        Greeting greeting = reference.get();
        assertThrows(RpcException.class, () -> greeting.sayHello("too early"));
        ProtocolConfig protocol = new ProtocolConfig("dubbo", later);
        protocol.setHost("127.0.0.1");
        ServiceConfig<Greeting> service = new ServiceConfig<>();
        service.setInterface(Greeting.class);
        service.setRef(new GreetingImpl());
        DubboBootstrap second = DubboBootstrap.newInstance().application("api-test-late")
                .registry(new RegistryConfig("N/A")).protocol(protocol).service(service).start();
        try {
            String answer = null;
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (answer == null && System.nanoTime() < deadline) {
                try {
                    answer = greeting.sayHello("later");
                } catch (RpcException notYet) {
                    Thread.sleep(50);
                }
            }
            assertEquals("Hello later", answer);
        } finally {
            second.stop();
        }
    }

    @Test
    void unknownTransportNameIsAStartupError() {
        ReferenceConfig<Greeting> reference = reference();
        reference.setClient("mina");
        IllegalStateException e = assertThrows(IllegalStateException.class, reference::get);
        assertTrue(e.getMessage().contains("client=\"mina\""), e.getMessage());
    }

    @Test
    void badTunedValueIsRejectedByTheSetter() {
        ReferenceConfig<Greeting> reference = reference();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> reference.setIothreads(-1));
        assertTrue(e.getMessage().contains("iothreads") && e.getMessage().contains("-1"), e.getMessage());
    }

    @Test
    void stopUnexportsAndRefusesFurtherCalls() {
        Greeting greeting = reference().get();
        assertEquals("Hello x", greeting.sayHello("x"));
        provider.stop();
        assertThrows(RpcException.class, () -> greeting.sayHello("after stop"));
        assertNotEquals(0, port);
    }
}
