package org.apache.dubbo.common.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

class AddressOverridesTest {

    private final Map<String, String> environment = new HashMap<>();
    private final Map<String, String> properties = new HashMap<>();
    private final AddressOverrides overrides = new AddressOverrides(environment::get, properties::get);

    @Test
    void environmentWinsOverSystemProperty() {
        environment.put("DUBBO_IP_TO_BIND", "10.0.0.1");
        properties.put("DUBBO_IP_TO_BIND", "10.0.0.2");

        AddressOverrides.Setting setting = overrides.get(AddressOverrides.IP_TO_BIND);

        assertEquals("10.0.0.1", setting.value());
        assertEquals("environment variable", setting.source());
        assertEquals("DUBBO_IP_TO_BIND=10.0.0.1 (environment variable)", setting.toString());
    }

    @Test
    void systemPropertyWhenTheEnvironmentHasNone() {
        properties.put("DUBBO_PORT_TO_REGISTRY", "30001");

        AddressOverrides.Setting setting = overrides.forProtocol("dubbo", AddressOverrides.PORT_TO_REGISTRY);

        assertEquals("30001", setting.value());
        assertEquals("system property", setting.source());
    }

    @Test
    void protocolPrefixedNameWinsEvenFromTheSystemProperties() {
        environment.put("DUBBO_IP_TO_BIND", "10.0.0.1");
        properties.put("DUBBO_DUBBO_IP_TO_BIND", "10.0.0.3");
        properties.put("TRI_DUBBO_IP_TO_BIND", "10.0.0.4");

        assertEquals("DUBBO_DUBBO_IP_TO_BIND", overrides.forProtocol("dubbo", AddressOverrides.IP_TO_BIND).name());
        assertEquals("10.0.0.4", overrides.forProtocol("tri", AddressOverrides.IP_TO_BIND).value());
        assertEquals("10.0.0.1", overrides.forProtocol("rest", AddressOverrides.IP_TO_BIND).value());
        assertEquals("10.0.0.1", overrides.forProtocol(null, AddressOverrides.IP_TO_BIND).value());
    }

    @Test
    void blankValuesAreUnsetAndValuesAreTrimmed() {
        environment.put("DUBBO_IP_TO_BIND", "  ");
        properties.put("DUBBO_IP_TO_BIND", " 10.0.0.2 ");
        environment.put("DUBBO_IP_TO_REGISTRY", "");

        assertEquals("10.0.0.2", overrides.get(AddressOverrides.IP_TO_BIND).value());
        assertNull(overrides.get(AddressOverrides.IP_TO_REGISTRY));
        assertNull(overrides.forProtocol("dubbo", AddressOverrides.PORT_TO_BIND));
    }
}
