package org.apache.dubbo.config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Spec 4.2: names after the prefix in kebab, camel or snake case, but always spelling a property. */
class RefreshNamingTest {

    @ParameterizedTest
    @ValueSource(strings = {"qos-port", "qosPort", "qos_port"})
    void kebabCamelAndSnakeCaseNamesReachTheSameProperty(String name) {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put("dubbo.application." + name, "33333");
            ApplicationConfig application = new ApplicationConfig(config.application);

            application.refresh();

            assertEquals(33333, application.getQosPort());
        }
    }

    @Test
    void osStyleEnvironmentVariableReachesAKebabProperty() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.env.put("DUBBO_APPLICATION_QOS_ENABLE", "false");
            ApplicationConfig application = new ApplicationConfig(config.application);

            application.refresh();

            assertFalse(application.getQosEnable());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"io-threads", "ioThreads", "io_threads"})
    void aNameThatDoesNotSpellThePropertyIsIgnored(String name) {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put("dubbo.protocol." + name, "8");
            config.system.put("dubbo.protocol.no-such-property", "x");
            ProtocolConfig protocol = new ProtocolConfig(config.application);

            protocol.refresh();

            assertNull(protocol.getIothreads());
        }
    }

    @Test
    void tunedIoThreadsOfOneReference() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put("dubbo.reference." + GreetingService.class.getName() + ".iothreads", "2");
            FakeReference<GreetingService> reference = new FakeReference<>(config.module);
            reference.setInterface(GreetingService.class);

            reference.refresh();

            assertEquals(2, reference.getIothreads());
        }
    }

    @Test
    void tunedSocketAndWriteKeysAreOrdinaryProperties() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.app("dubbo.consumer.socket-send-buffer", "65536")
                    .app("dubbo.consumer.maxPendingWriteBytes", "1048576")
                    .app("dubbo.consumer.overload-policy", "FAIL");
            config.system.put("dubbo.protocol.write-spin-count", "4");
            config.env.put("DUBBO_PROTOCOL_SOCKET_RECEIVE_BUFFER", "131072");
            config.env.put("DUBBO_PROTOCOL_NATIVE_TRANSPORT", "nio");
            ConsumerConfig consumer = new ConsumerConfig(config.module);
            ProtocolConfig protocol = new ProtocolConfig(config.application);

            consumer.refresh();
            protocol.refresh();

            assertEquals(65536, consumer.getSocketSendBuffer());
            assertEquals(1048576L, consumer.getMaxPendingWriteBytes());
            assertEquals("fail", consumer.getOverloadPolicy());
            assertEquals(4, protocol.getWriteSpinCount());
            assertEquals(131072, protocol.getSocketReceiveBuffer());
            assertEquals("nio", protocol.getNativeTransport());
        }
    }

    @Test
    void overloadedSettersTakeTheTextForm() {
        try (ExternalConfig config = new ExternalConfig()) {
            String prefix = "dubbo.reference." + GreetingService.class.getName();
            config.system.put(prefix + ".mock", "return null");
            config.system.put(prefix + ".generic", "true");
            config.system.put(prefix + ".stub", "true");
            FakeReference<GreetingService> reference = new FakeReference<>(config.module);
            reference.setInterface(GreetingService.class);

            reference.refresh();

            assertEquals("return null", reference.getMock());
            assertEquals("true", reference.getGeneric());
            assertEquals("true", reference.getStub());
        }
    }

    @Test
    void theInterfaceAndTheIdAreNeverSetFromKeys() {
        try (ExternalConfig config = new ExternalConfig()) {
            String prefix = "dubbo.reference." + GreetingService.class.getName();
            config.system.put(prefix + ".interface", "com.example.Other");
            config.system.put(prefix + ".id", "other");
            FakeReference<GreetingService> reference = new FakeReference<>(config.module);
            reference.setInterface(GreetingService.class);

            reference.refresh();

            assertEquals(GreetingService.class.getName(), reference.getInterface());
            assertNull(reference.getId());
        }
    }
}
