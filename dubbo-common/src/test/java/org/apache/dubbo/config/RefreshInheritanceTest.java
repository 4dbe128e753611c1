package org.apache.dubbo.config;

import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Spec 4.2 and 5.3: a reference takes what it does not set from its consumer, a service from its provider. */
class RefreshInheritanceTest {

    private static final String REFERENCE = "dubbo.reference." + GreetingService.class.getName();

    private static FakeReference<GreetingService> reference(ExternalConfig config, ConsumerConfig consumer) {
        FakeReference<GreetingService> reference = new FakeReference<>(config.module);
        reference.setInterface(GreetingService.class);
        reference.setConsumer(consumer);
        return reference;
    }

    @Test
    void consumerTimeoutFromDubboPropertiesShowsUpAsTheReferencesTimeout() {
        try (ExternalConfig config = new ExternalConfig("extconfig/inheritance.properties")) {
            ConsumerConfig consumer = new ConsumerConfig(config.module);
            FakeReference<GreetingService> reference = reference(config, consumer);

            reference.refresh();

            assertTrue(consumer.isRefreshed());
            assertEquals(3000, reference.getTimeout());
            assertEquals(Map.of("from-consumer", "yes"), reference.getParameters());
        }
    }

    @Test
    void consumerValuesRankWithTheBeanSoTheyBeatDubboPropertiesOfTheReference() {
        try (ExternalConfig config = new ExternalConfig("extconfig/inheritance.properties")) {
            FakeReference<GreetingService> reference = reference(config, new ConsumerConfig(config.module));

            reference.refresh();

            assertEquals(1, reference.getRetries());
        }
    }

    @Test
    void referencesOwnValueAndOverridingKeysBeatTheConsumer() {
        try (ExternalConfig config = new ExternalConfig("extconfig/inheritance.properties")) {
            config.system.put(REFERENCE + ".retries", "7");
            FakeReference<GreetingService> reference = reference(config, new ConsumerConfig(config.module));
            reference.setTimeout(500);

            reference.refresh();

            assertEquals(500, reference.getTimeout());
            assertEquals(7, reference.getRetries());
        }
    }

    @Test
    void overridingConsumerKeyReachesTheReferenceThroughTheConsumer() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put("dubbo.consumer.timeout", "9000");
            ConsumerConfig consumer = new ConsumerConfig(config.module);
            consumer.setTimeout(100);
            FakeReference<GreetingService> reference = reference(config, consumer);

            reference.refresh();

            assertEquals(9000, consumer.getTimeout());
            assertEquals(9000, reference.getTimeout());
        }
    }

    @Test
    void consumerIoThreadsStayTheConsumersOwn() {
        try (ExternalConfig config = new ExternalConfig("extconfig/inheritance.properties")) {
            ConsumerConfig consumer = new ConsumerConfig(config.module);
            FakeReference<GreetingService> reference = reference(config, consumer);

            reference.refresh();

            assertEquals(4, consumer.getIothreads());
            assertNull(reference.getIothreads());
        }
    }

    @Test
    void idAndIdsOfOtherBeansAreNotCopied() {
        try (ExternalConfig config = new ExternalConfig()) {
            ConsumerConfig consumer = new ConsumerConfig(config.module);
            consumer.setId("c1");
            consumer.setRegistryIds("r1");
            consumer.setCheck(false);
            FakeReference<GreetingService> reference = reference(config, consumer);
            ProviderConfig provider = new ProviderConfig(config.module);
            provider.setProtocolIds("p1");
            FakeService<GreetingService> service = new FakeService<>(config.module);
            service.setInterface(GreetingService.class);
            service.setProvider(provider);

            reference.refresh();
            service.refresh();

            assertNull(reference.getId());
            assertNull(reference.getRegistryIds());
            assertNull(service.getProtocolIds());
            assertEquals(Boolean.FALSE, reference.isCheck());
        }
    }

    @Test
    void serviceTakesUnsetAttributesFromItsProvider() {
        try (ExternalConfig config = new ExternalConfig("extconfig/inheritance.properties")) {
            ProviderConfig provider = new ProviderConfig(config.module);
            provider.setDelay(10);
            FakeService<GreetingService> service = new FakeService<>(config.module);
            service.setInterface(GreetingService.class);
            service.setProvider(provider);
            service.setDelay(20);

            service.refresh();

            assertEquals(50, service.getWeight());
            assertEquals(20, service.getDelay());
        }
    }

    @Test
    void referenceWithoutConsumerTakesNothingFromConsumerKeys() {
        try (ExternalConfig config = new ExternalConfig("extconfig/inheritance.properties")) {
            FakeReference<GreetingService> reference = reference(config, null);

            reference.refresh();

            assertNull(reference.getTimeout());
            assertEquals(5, reference.getRetries());
        }
    }
}
