package org.apache.dubbo.config;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Values are converted to the setter's type; a bad one fails naming key, value and source. */
class RefreshConversionTest {

    private static String failure(AbstractConfig bean) {
        return assertThrows(IllegalArgumentException.class, bean::refresh).getMessage();
    }

    @Test
    void nonIntegerPortNamesKeyValueAndSource() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put("dubbo.protocol.port", "abc");

            assertEquals("Invalid value 'abc' for dubbo.protocol.port (system property): expected an integer",
                    failure(new ProtocolConfig(config.application)));
        }
    }

    @Test
    void environmentVariableIsNamedAsWritten() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.env.put("DUBBO_REGISTRY_CHECK", "maybe");

            assertEquals("Invalid value 'maybe' for DUBBO_REGISTRY_CHECK (environment variable): "
                    + "expected true or false", failure(new RegistryConfig(config.application)));
        }
    }

    @Test
    void longPropertyRejectsAFraction() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.app("dubbo.config-center.timeout", "1.5");

            assertEquals("Invalid value '1.5' for dubbo.config-center.timeout (application configuration): "
                    + "expected an integer", failure(new ConfigCenterConfig(config.application)));
        }
    }

    @Test
    void valueRefusedByTheSetterNamesKeyValueAndSource() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put("dubbo.protocol.iothreads", "0");

            assertEquals("Invalid value '0' for dubbo.protocol.iothreads (system property): "
                    + "Invalid iothreads=0: must be at least 1",
                    failure(new ProtocolConfig(config.application)));
        }
    }

    @Test
    void badValueInDubboPropertiesNamesTheFile() {
        try (ExternalConfig config = new ExternalConfig("extconfig/bad-value.properties")) {
            assertEquals("Invalid value 'lots' for dubbo.protocol.threads (extconfig/bad-value.properties): "
                    + "expected an integer", failure(new ProtocolConfig(config.application)));
        }
    }

    @Test
    void valuesAreTrimmedAndBooleansIgnoreCase() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put("dubbo.registry.check", " FALSE ");
            config.system.put("dubbo.registry.timeout", " 3000 ");
            config.system.put("dubbo.registry.address", " zookeeper://zk:2181 ");
            RegistryConfig registry = new RegistryConfig(config.application);

            registry.refresh();

            assertEquals(Boolean.FALSE, registry.isCheck());
            assertEquals(3000, registry.getTimeout());
            assertEquals("zookeeper://zk:2181", registry.getAddress());
        }
    }
}
