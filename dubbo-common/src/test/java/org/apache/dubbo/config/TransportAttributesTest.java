package org.apache.dubbo.config;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

class TransportAttributesTest {

    private static Map<String, String> parametersOf(Object config) {
        Map<String, String> parameters = new HashMap<>();
        AbstractConfig.appendParameters(parameters, config);
        return parameters;
    }

    /** The keys of docs/transport.md shared by both sides. */
    private static Map<String, String> commonKeys() {
        Map<String, String> expected = new HashMap<>();
        expected.put("socket.send.buffer", "262144");
        expected.put("socket.receive.buffer", "524288");
        expected.put("write.spin.count", "4");
        expected.put("write.low.water.mark", "65536");
        expected.put("write.high.water.mark", "131072");
        expected.put("tcp.no.delay", "false");
        expected.put("keep.alive", "true");
        expected.put("native.transport", "epoll");
        expected.put("max.pending.write.bytes", "1048576");
        expected.put("overload.policy", "fail");
        return expected;
    }

    @Test
    void protocolTuningKeys() {
        ProtocolConfig protocol = new ProtocolConfig();
        protocol.setIothreads(4);
        protocol.setSocketSendBuffer(262144);
        protocol.setSocketReceiveBuffer(524288);
        protocol.setWriteSpinCount(4);
        protocol.setWriteLowWaterMark(65536);
        protocol.setWriteHighWaterMark(131072);
        protocol.setTcpNoDelay(false);
        protocol.setKeepAlive(true);
        protocol.setBacklog(2048);
        protocol.setNativeTransport("EPOLL");
        protocol.setMaxPendingWriteBytes(1048576L);
        protocol.setOverloadPolicy("Fail");

        Map<String, String> expected = commonKeys();
        expected.put("iothreads", "4");
        expected.put("backlog", "2048");
        assertEquals(expected, parametersOf(protocol));
    }

    @Test
    void providerTuningKeys() {
        ProviderConfig provider = new ProviderConfig();
        provider.setIothreads(4);
        provider.setSocketSendBuffer(262144);
        provider.setSocketReceiveBuffer(524288);
        provider.setWriteSpinCount(4);
        provider.setWriteLowWaterMark(65536);
        provider.setWriteHighWaterMark(131072);
        provider.setTcpNoDelay(false);
        provider.setKeepAlive(true);
        provider.setBacklog(2048);
        provider.setNativeTransport("epoll");
        provider.setMaxPendingWriteBytes(1048576L);
        provider.setOverloadPolicy("fail");

        Map<String, String> expected = commonKeys();
        expected.put("iothreads", "4");
        expected.put("backlog", "2048");
        assertEquals(expected, parametersOf(provider));
    }

    @Test
    void consumerTuningKeys() {
        ConsumerConfig consumer = new ConsumerConfig();
        setClientAttributes(consumer);

        Map<String, String> expected = commonKeys();
        expected.put("iothreads", "2");
        expected.put("connect.timeout", "1000");
        assertEquals(expected, parametersOf(consumer));
    }

    @Test
    void referenceTuningKeys() {
        FakeReference<GreetingService> reference = new FakeReference<>();
        setClientAttributes(reference);

        Map<String, String> expected = commonKeys();
        expected.put("iothreads", "2");
        expected.put("connect.timeout", "1000");
        assertEquals(expected, parametersOf(reference));
    }

    private static void setClientAttributes(AbstractReferenceConfig config) {
        config.setIothreads(2);
        config.setSocketSendBuffer(262144);
        config.setSocketReceiveBuffer(524288);
        config.setWriteSpinCount(4);
        config.setWriteLowWaterMark(65536);
        config.setWriteHighWaterMark(131072);
        config.setTcpNoDelay(false);
        config.setKeepAlive(true);
        config.setConnectTimeout(1000);
        config.setNativeTransport("epoll");
        config.setMaxPendingWriteBytes(1048576L);
        config.setOverloadPolicy("fail");
    }

    @Test
    void ioThreadsAreNotAMethodSetting() {
        assertThrows(NoSuchMethodException.class, () -> MethodConfig.class.getMethod("setIothreads", Integer.class));
        assertThrows(NoSuchMethodException.class,
                () -> MethodConfig.class.getMethod("setSocketSendBuffer", Integer.class));
    }

    @Test
    void connectTimeoutIsClientOnlyAndBacklogServerOnly() {
        assertThrows(NoSuchMethodException.class,
                () -> ProtocolConfig.class.getMethod("setConnectTimeout", Integer.class));
        assertThrows(NoSuchMethodException.class, () -> ConsumerConfig.class.getMethod("setBacklog", Integer.class));
    }

    static Stream<Arguments> rejectedValues() {
        Stream.Builder<Arguments> cases = Stream.builder();
        Map<String, Supplier<Object>> configs = new HashMap<>();
        configs.put("protocol", ProtocolConfig::new);
        configs.put("provider", ProviderConfig::new);
        configs.put("consumer", ConsumerConfig::new);
        configs.put("reference", FakeReference::new);
        for (Map.Entry<String, Supplier<Object>> config : configs.entrySet()) {
            cases.add(Arguments.of(config.getKey(), config.getValue(), "setIothreads", Integer.class, -1,
                    "Invalid iothreads=-1: must be at least 1"));
            cases.add(Arguments.of(config.getKey(), config.getValue(), "setIothreads", Integer.class, 0,
                    "Invalid iothreads=0: must be at least 1"));
            cases.add(Arguments.of(config.getKey(), config.getValue(), "setSocketSendBuffer", Integer.class, 0,
                    "Invalid socketSendBuffer=0: must be at least 1"));
            cases.add(Arguments.of(config.getKey(), config.getValue(), "setSocketReceiveBuffer", Integer.class, 0,
                    "Invalid socketReceiveBuffer=0: must be at least 1"));
            cases.add(Arguments.of(config.getKey(), config.getValue(), "setWriteSpinCount", Integer.class, 0,
                    "Invalid writeSpinCount=0: must be at least 1"));
            cases.add(Arguments.of(config.getKey(), config.getValue(), "setWriteLowWaterMark", Integer.class, -5,
                    "Invalid writeLowWaterMark=-5: must be at least 1"));
            cases.add(Arguments.of(config.getKey(), config.getValue(), "setWriteHighWaterMark", Integer.class, 0,
                    "Invalid writeHighWaterMark=0: must be at least 1"));
            cases.add(Arguments.of(config.getKey(), config.getValue(), "setMaxPendingWriteBytes", Long.class, 0L,
                    "Invalid maxPendingWriteBytes=0: must be at least 1"));
            cases.add(Arguments.of(config.getKey(), config.getValue(), "setNativeTransport", String.class,
                    "kqueue", "Invalid nativeTransport='kqueue': expected one of nio, epoll, auto"));
            cases.add(Arguments.of(config.getKey(), config.getValue(), "setOverloadPolicy", String.class, "drop",
                    "Invalid overloadPolicy='drop': expected one of wait, fail"));
        }
        cases.add(Arguments.of("protocol", (Supplier<Object>) ProtocolConfig::new, "setBacklog", Integer.class, 0,
                "Invalid backlog=0: must be at least 1"));
        cases.add(Arguments.of("consumer", (Supplier<Object>) ConsumerConfig::new, "setConnectTimeout",
                Integer.class, -1, "Invalid connectTimeout=-1: must be at least 1"));
        return cases.build();
    }

    @ParameterizedTest(name = "{0}.{2}({4})")
    @MethodSource("rejectedValues")
    void wrongValuesFailAtOnceNamingAttributeAndValue(String name, Supplier<Object> config, String setter,
                                                      Class<?> type, Object value, String message)
            throws ReflectiveOperationException {
        Object bean = config.get();
        Method method = bean.getClass().getMethod(setter, type);
        try {
            method.invoke(bean, value);
            fail(name + "." + setter + "(" + value + ") was accepted");
        } catch (InvocationTargetException e) {
            assertTrue(e.getCause() instanceof IllegalArgumentException, String.valueOf(e.getCause()));
            assertEquals(message, e.getCause().getMessage());
        }
    }

    @Test
    void nullAndBlankMeanUnset() {
        ConsumerConfig consumer = new ConsumerConfig();
        consumer.setIothreads(4);
        consumer.setIothreads(null);
        consumer.setNativeTransport("auto");
        consumer.setNativeTransport(" ");
        consumer.setOverloadPolicy(null);
        consumer.setMaxPendingWriteBytes(null);

        assertNull(consumer.getIothreads());
        assertNull(consumer.getNativeTransport());
        assertNull(consumer.getOverloadPolicy());
        assertTrue(parametersOf(consumer).isEmpty());
    }

    @Test
    void enumeratedValuesAreStoredInLowerCase() {
        FakeReference<GreetingService> reference = new FakeReference<>();
        reference.setNativeTransport(" Auto ");
        reference.setOverloadPolicy("WAIT");

        assertEquals("auto", reference.getNativeTransport());
        assertEquals("wait", reference.getOverloadPolicy());
    }

    @Test
    void tuningAttributesUseKebabCaseInMetaData() {
        ConsumerConfig consumer = new ConsumerConfig();
        consumer.setSocketSendBuffer(1024);
        consumer.setIothreads(3);

        Map<String, String> metaData = consumer.getMetaData();

        assertEquals("1024", metaData.get("socket-send-buffer"));
        assertEquals("3", metaData.get("iothreads"));
    }
}
