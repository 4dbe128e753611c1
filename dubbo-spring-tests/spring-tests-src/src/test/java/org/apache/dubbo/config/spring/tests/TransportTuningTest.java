package org.apache.dubbo.config.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import interop.api.GreetingService;
import io.netty.channel.Channel;
import io.netty.channel.ChannelOption;
import io.netty.channel.WriteBufferWaterMark;
import org.apache.dubbo.config.annotation.DubboReference;
import org.apache.dubbo.config.spring.context.annotation.EnableDubbo;
import org.apache.dubbo.remoting.exchange.ExchangeServer;
import org.apache.dubbo.remoting.transport.ClientConnectionInfo;
import org.apache.dubbo.remoting.transport.LiveClientConnections;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.support.ClassPathXmlApplicationContext;
import org.springframework.core.env.MapPropertySource;

/**
 * IO threads and socket options set through each style of configuration — XML attributes, annotation attributes,
 * Spring properties, {@code -D} system properties — read back from the live Netty channels of the connections
 * (client side through {@link LiveClientConnections}, provider side through the protocol's server).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class TransportTuningTest {

    private static final String SERVICE = GreetingService.class.getName();
    private static int port;
    private static ClassPathXmlApplicationContext provider;

    @BeforeAll
    static void startTunedProvider() {
        port = FreePort.find();
        System.setProperty("server.port", String.valueOf(port));
        provider = new ClassPathXmlApplicationContext("xml/tuned-provider.xml");
    }

    @AfterAll
    static void stopProvider() {
        provider.close();
        System.clearProperty("server.port");
    }

    @AfterEach
    void clearSystemProperties() {
        System.clearProperty("dubbo.reference." + SERVICE + ".iothreads");
        System.clearProperty("dubbo.reference." + SERVICE + ".write-spin-count");
        System.clearProperty("dubbo.client.iothreads");
    }

    private static List<ClientConnectionInfo> connections() {
        return LiveClientConnections.snapshot().stream().filter(c -> c.remoteAddress().getPort() == port)
                .collect(Collectors.toList());
    }

    /** Both connections on their own group of two threads, one connection per thread. */
    private static void assertOwnGroupOfTwo(List<ClientConnectionInfo> connections, String group) {
        assertEquals(2, connections.size(), connections::toString);
        for (ClientConnectionInfo c : connections) {
            assertEquals(group, c.ioGroup(), c::toString);
            assertEquals(2, c.ioThreads());
        }
        Set<String> threads = connections.stream().map(ClientConnectionInfo::eventLoopThread)
                .collect(Collectors.toSet());
        assertEquals(2, threads.size(), "round-robin placement over the two loops: " + threads);
    }

    @Test
    void xmlAttributesReachBothEndsOfTheConnections() throws Exception {
        try (ClassPathXmlApplicationContext consumer = new ClassPathXmlApplicationContext(
                "xml/tuned-consumer.xml")) {
            assertEquals("Hello tuned", consumer.getBean("greetingService", GreetingService.class)
                    .sayHello("tuned"));
            List<ClientConnectionInfo> connections = connections();
            assertOwnGroupOfTwo(connections, "DubboClientIO-reference-greetingService");
            for (ClientConnectionInfo c : connections) {
                assertTrue(c.channelOption(ChannelOption.SO_SNDBUF) >= 65536, c::toString);
                assertEquals(3, c.channelOption(ChannelOption.WRITE_SPIN_COUNT));
                WriteBufferWaterMark marks = c.channelOption(ChannelOption.WRITE_BUFFER_WATER_MARK);
                assertEquals(8192, marks.low());
                assertEquals(16384, marks.high());
                assertFalse(c.channelOption(ChannelOption.SO_KEEPALIVE));
            }

            ExchangeServer server = ProviderChannels.server(port);
            assertEquals(3, server.transport().options().ioThreads());
            Channel accepted = server.transport().channels().iterator().next().channel();
            assertTrue(accepted.config().getOption(ChannelOption.SO_RCVBUF) >= 131072);
            assertEquals(5, accepted.config().getWriteSpinCount());
            assertFalse(accepted.config().getOption(ChannelOption.TCP_NODELAY));
            assertTrue(Thread.getAllStackTraces().keySet().stream()
                    .anyMatch(t -> t.getName().startsWith("DubboServerWorker-" + port + "-")));
        }
    }

    @Test
    void consumerIothreadsGiveItsReferencesOneSharedGroup() {
        try (ClassPathXmlApplicationContext consumer = new ClassPathXmlApplicationContext(
                "xml/tuned-consumer-level.xml")) {
            consumer.getBean("greetingService", GreetingService.class).sayHello("consumer");
            List<ClientConnectionInfo> connections = connections();
            assertOwnGroupOfTwo(connections, "DubboClientIO-consumer-tunedConsumer");
            assertTrue(connections.get(0).channelOption(ChannelOption.SO_SNDBUF) >= 32768);
        }
    }

    @Test
    void annotationAttributesReachTheConnections() {
        try (AnnotationConfigApplicationContext consumer = new AnnotationConfigApplicationContext()) {
            consumer.getEnvironment().getPropertySources().addFirst(new MapPropertySource("test",
                    Map.<String, Object>of("server.port", port)));
            consumer.register(AnnotatedConsumer.class);
            consumer.refresh();
            assertEquals("Hello annotated", consumer.getBean(TunedClient.class).greeting.sayHello("annotated"));
            List<ClientConnectionInfo> connections = connections();
            assertOwnGroupOfTwo(connections, "DubboClientIO-reference-greeting");
            for (ClientConnectionInfo c : connections) {
                assertTrue(c.channelOption(ChannelOption.SO_SNDBUF) >= 65536, c::toString);
                assertEquals(4, c.channelOption(ChannelOption.WRITE_SPIN_COUNT));
                assertFalse(c.channelOption(ChannelOption.TCP_NODELAY));
            }
        }
    }

    @Test
    void springPropertiesReachTheConnections() {
        Map<String, Object> properties = new TreeMap<>();
        properties.put("dubbo.reference." + SERVICE + ".iothreads", "2");
        properties.put("dubbo.reference." + SERVICE + ".connections", "2");
        properties.put("dubbo.consumer.socket-send-buffer", "65536");
        properties.put("dubbo.consumer.write-spin-count", "6");
        try (ClassPathXmlApplicationContext consumer = xmlContext("xml/benchmark-consumer-apache.xml", properties)) {
            consumer.getBean("greetingService", GreetingService.class).sayHello("properties");
            List<ClientConnectionInfo> connections = connections();
            assertOwnGroupOfTwo(connections, "DubboClientIO-reference-greetingService");
            for (ClientConnectionInfo c : connections) {
                assertTrue(c.channelOption(ChannelOption.SO_SNDBUF) >= 65536, c::toString);
                assertEquals(6, c.channelOption(ChannelOption.WRITE_SPIN_COUNT));
            }
        }
    }

    @Test
    void systemPropertiesReachTheConnections() {
        System.setProperty("dubbo.reference." + SERVICE + ".iothreads", "2");
        System.setProperty("dubbo.reference." + SERVICE + ".write-spin-count", "7");
        try (ClassPathXmlApplicationContext consumer = xmlContext("xml/tuned-consumer.xml", Map.of())) {
            consumer.getBean("greetingService", GreetingService.class).sayHello("system");
            List<ClientConnectionInfo> connections = connections();
            assertOwnGroupOfTwo(connections, "DubboClientIO-reference-greetingService");
            assertEquals(7, connections.get(0).channelOption(ChannelOption.WRITE_SPIN_COUNT),
                    "-D beats the XML attribute (write-spin-count=\"3\")");
        }
    }

    @Test
    void clientIothreadsSystemPropertySizesTheSharedGroupOfXmlReferences() {
        System.setProperty("dubbo.client.iothreads", "3");
        try (ClassPathXmlApplicationContext consumer = xmlContext("xml/benchmark-consumer-apache.xml", Map.of())) {
            consumer.getBean("greetingService", GreetingService.class).sayHello("shared");
            ClientConnectionInfo connection = connections().get(0);
            assertEquals("DubboClientIO-shared", connection.ioGroup());
            assertEquals(3, connection.ioThreads());
        }
    }

    private static ClassPathXmlApplicationContext xmlContext(String resource, Map<String, Object> properties) {
        ClassPathXmlApplicationContext context = new ClassPathXmlApplicationContext(new String[] {resource}, false);
        context.getEnvironment().getPropertySources().addFirst(new MapPropertySource("test", properties));
        context.refresh();
        return context;
    }

    @Configuration
    @EnableDubbo(scanBasePackages = "org.apache.dubbo.config.spring.tests.none")
    static class AnnotatedConsumer {

        @Bean
        public org.apache.dubbo.config.ApplicationConfig application() {
            return new org.apache.dubbo.config.ApplicationConfig("annotated-tuned-consumer");
        }

        @Bean
        public TunedClient client() {
            return new TunedClient();
        }
    }

    static class TunedClient {
        @DubboReference(url = "dubbo://127.0.0.1:${server.port}", check = false, connections = 2, iothreads = 2,
                socketSendBuffer = 65536, writeSpinCount = 4, tcpNoDelay = "false")
        GreetingService greeting;
    }
}
