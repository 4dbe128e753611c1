package org.apache.dubbo.config;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Spec 4.1: system properties > environment > application configuration > bean values > dubbo.properties. */
class RefreshPrecedenceTest {

    /** The sources in rank order; each puts its own value of {@code threads} (its rank) where it belongs. */
    enum Source {
        SYSTEM_PROPERTY {
            @Override
            void put(ExternalConfig config, ProtocolConfig protocol) {
                config.system.put("dubbo.protocol.threads", "1");
            }
        },
        ENVIRONMENT_VARIABLE {
            @Override
            void put(ExternalConfig config, ProtocolConfig protocol) {
                config.env.put("DUBBO_PROTOCOL_THREADS", "2");
            }
        },
        APPLICATION_CONFIGURATION {
            @Override
            void put(ExternalConfig config, ProtocolConfig protocol) {
                config.app("dubbo.protocol.threads", "3");
            }
        },
        BEAN {
            @Override
            void put(ExternalConfig config, ProtocolConfig protocol) {
                protocol.setThreads(4);
            }
        },
        DUBBO_PROPERTIES {
            @Override
            void put(ExternalConfig config, ProtocolConfig protocol) {
                // the properties file holds dubbo.protocol.threads=5; it is chosen when the config is created
            }
        };

        abstract void put(ExternalConfig config, ProtocolConfig protocol);

        int value() {
            return ordinal() + 1;
        }
    }

    static Stream<Arguments> everyPairOfSources() {
        List<Arguments> pairs = new ArrayList<>();
        Source[] sources = Source.values();
        for (int high = 0; high < sources.length; high++) {
            for (int low = high + 1; low < sources.length; low++) {
                pairs.add(Arguments.of(sources[high], sources[low]));
            }
        }
        return pairs.stream();
    }

    @ParameterizedTest(name = "{0} beats {1}")
    @MethodSource("everyPairOfSources")
    void higherRankedSourceWins(Source higher, Source lower) {
        boolean withFile = higher == Source.DUBBO_PROPERTIES || lower == Source.DUBBO_PROPERTIES;
        try (ExternalConfig config = new ExternalConfig(withFile ? "extconfig/precedence.properties" : null)) {
            ProtocolConfig protocol = new ProtocolConfig(config.application);
            lower.put(config, protocol);
            higher.put(config, protocol);

            protocol.refresh();

            assertEquals(higher.value(), protocol.getThreads());
        }
    }

    @Test
    void eachSourceIsUsedWhenTheOnesAboveAreSilent() {
        try (ExternalConfig config = new ExternalConfig("extconfig/precedence.properties")) {
            ProtocolConfig protocol = new ProtocolConfig(config.application);
            for (Source source : Source.values()) {
                source.put(config, protocol);
            }
            List<Integer> seen = new ArrayList<>();

            protocol.refresh();
            seen.add(protocol.getThreads());
            config.system.clear();
            protocol.refresh();
            seen.add(protocol.getThreads());
            config.env.clear();
            protocol.refresh();
            seen.add(protocol.getThreads());
            config.environment.setAppConfiguration(null);
            protocol.setThreads(4);
            protocol.refresh();
            seen.add(protocol.getThreads());
            protocol.setThreads(null);
            protocol.refresh();
            seen.add(protocol.getThreads());

            assertEquals(List.of(1, 2, 3, 4, 5), seen);
        }
    }

    @Test
    void nothingSetAnywhereLeavesThePropertyUnset() {
        try (ExternalConfig config = new ExternalConfig()) {
            ProtocolConfig protocol = new ProtocolConfig(config.application);

            protocol.refresh();

            assertNull(protocol.getThreads());
            assertEquals(true, protocol.isRefreshed());
        }
    }

    @Test
    void environmentVariableMayAlsoBeWrittenAsTheDottedKey() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.env.put("dubbo.protocol.threads", "12");
            ProtocolConfig protocol = new ProtocolConfig(config.application);
            protocol.setThreads(4);

            protocol.refresh();

            assertEquals(12, protocol.getThreads());
        }
    }
}
