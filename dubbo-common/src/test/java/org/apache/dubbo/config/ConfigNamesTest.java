package org.apache.dubbo.config;

import java.util.Arrays;
import java.util.Collections;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ConfigNamesTest {

    @ParameterizedTest(name = "{0} -> {1} / {2}")
    @CsvSource({
            "ApplicationConfig, application, applications",
            "ModuleConfig, module, modules",
            "RegistryConfig, registry, registries",
            "ProtocolConfig, protocol, protocols",
            "ProviderConfig, provider, providers",
            "ConsumerConfig, consumer, consumers",
            "MonitorConfig, monitor, monitors",
            "MetadataReportConfig, metadata-report, metadata-reports",
            "ConfigCenterConfig, config-center, config-centers",
            "MetricsConfig, metrics, metricses",
            "TracingConfig, tracing, tracings",
            "SslConfig, ssl, ssls",
            "MethodConfig, method, methods",
            "ServiceConfigBase, service, services",
            "ReferenceConfigBase, reference, references",
    })
    void tagAndPluralNames(String simpleName, String tag, String plural) throws ClassNotFoundException {
        Class<?> type = Class.forName("org.apache.dubbo.config." + simpleName);

        assertEquals(tag, AbstractConfig.getTagName(type));
        assertEquals(plural, AbstractConfig.getPluralTagName(type));
    }

    @Test
    void beanSuffixIsDroppedLikeConfig() {
        class ConfigCenterBean extends ConfigCenterConfig {
            private static final long serialVersionUID = 1L;
        }

        assertEquals("config-center", AbstractConfig.getTagName(ConfigCenterBean.class));
        assertEquals("dubbo.config-center", AbstractConfig.getTypePrefix(ConfigCenterBean.class));
    }

    @Test
    void prefixesGoFromIdToNameToType() {
        ProtocolConfig protocol = new ProtocolConfig("tri");
        protocol.setId("p1");
        ProtocolConfig sameIdAndName = new ProtocolConfig("dubbo");
        sameIdAndName.setId("dubbo");

        assertEquals(Arrays.asList("dubbo.protocols.p1", "dubbo.protocols.tri", "dubbo.protocol"),
                protocol.getPrefixes());
        assertEquals(Arrays.asList("dubbo.protocols.dubbo", "dubbo.protocol"), sameIdAndName.getPrefixes());
        assertEquals(Collections.singletonList("dubbo.registry"), new RegistryConfig().getPrefixes());
    }

    @Test
    void serviceReferenceAndMethodPrefixes() {
        FakeService<GreetingService> service = new FakeService<>();
        service.setInterface(GreetingService.class);
        FakeReference<GreetingService> reference = new FakeReference<>();
        reference.setInterface(GreetingService.class);
        MethodConfig method = new MethodConfig();
        method.setName("greet");

        assertEquals(Collections.singletonList("dubbo.service." + GreetingService.class.getName()),
                service.getPrefixes());
        assertEquals(Collections.singletonList("dubbo.reference." + GreetingService.class.getName()),
                reference.getPrefixes());
        assertThrows(IllegalStateException.class, method::getPrefixes);
        method.setParentPrefix("dubbo.reference.x.Api");
        assertEquals(Collections.singletonList("dubbo.reference.x.Api.greet"), method.getPrefixes());
    }
}
