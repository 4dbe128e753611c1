package org.apache.dubbo.registry.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.cluster.configurator.parser.ConfigParser;
import org.junit.jupiter.api.Test;

/** Override rules as the config center's YAML (2.7 style) and the registry's override:// URLs (2.6 style) apply. */
class OverrideRulesTest {

    private static final URL MERGED = URL.valueOf("dubbo://10.0.0.5:20880/com.example.DemoService?application=web"
            + "&side=consumer&timeout=1000&interface=com.example.DemoService");
    private static final URL REGISTERED = URL.valueOf("dubbo://10.0.0.5:20880/com.example.DemoService?"
            + "application=demo-provider&side=provider&weight=100&interface=com.example.DemoService");

    private static OverrideRules yaml(String rule) {
        return OverrideRules.of(ConfigParser.parseConfigurators(rule));
    }

    @Test
    void consumerSideRulesApplyOnMatchingConsumersTowardsMatchingProviders() {
        OverrideRules rules = yaml("configVersion: v3.0\nscope: service\nkey: com.example.DemoService\nconfigs:\n"
                + "  - side: consumer\n    addresses: [10.1.1.1]\n    providerAddresses: ['10.0.0.5:20880']\n"
                + "    parameters: {timeout: 3000}\n");
        assertEquals("3000", rules.apply(MERGED, "demo-provider", "10.1.1.1", "web").getParameter("timeout"));
        assertEquals("1000", rules.apply(MERGED, "demo-provider", "10.1.1.2", "web").getParameter("timeout"),
                "another consumer host");
        assertEquals("1000", rules.apply(MERGED.setPort(20881), "demo-provider", "10.1.1.1", "web")
                .getParameter("timeout"), "another provider");
        assertNull(rules.apply(REGISTERED, "demo-provider", null, null).getParameter("timeout"),
                "a consumer-side rule is not applied by providers");
    }

    @Test
    void applicationsRestrictRulesAndTildeKeysAreConditions() {
        OverrideRules rules = yaml("configVersion: v2.7\nkey: com.example.DemoService\nconfigs:\n"
                + "  - side: consumer\n    applications: [batch]\n    parameters: {timeout: 5000}\n"
                + "  - side: consumer\n    parameters: {'~timeout': '1000', retries: 7}\n");
        URL applied = rules.apply(MERGED, "demo-provider", "10.1.1.1", "web");
        assertEquals("1000", applied.getParameter("timeout"), "only for application batch");
        assertEquals("7", applied.getParameter("retries"), "the ~timeout condition holds");
        assertNull(applied.getParameter("~timeout"));
        assertNull(applied.getParameter("configVersion"));
    }

    @Test
    void providerSideRulesApplyOnTheProviderHost() {
        OverrideRules rules = yaml("configVersion: v3.0\nkey: com.example.DemoService\nconfigs:\n"
                + "  - side: provider\n    addresses: ['10.0.0.5:20880']\n    parameters: {weight: 200, disabled: true}\n");
        URL applied = rules.apply(REGISTERED, "demo-provider", null, null);
        assertEquals("200", applied.getParameter("weight"));
        assertEquals("true", applied.getParameter("disabled"));
        assertEquals("100", rules.apply(REGISTERED.setHost("10.0.0.6"), "demo-provider", null, null)
                .getParameter("weight"));
        assertEquals("1000", rules.apply(MERGED, "demo-provider", "10.1.1.1", "web").getParameter("timeout"));
    }

    @Test
    void laterRulesWinAndLegacyRulesKeepTheirMeaning() {
        OverrideRules registry = OverrideRules.of(Arrays.asList(URL.valueOf(
                "override://0.0.0.0/com.example.DemoService?category=configurators&timeout=2000&side=consumer")));
        OverrideRules configCenter = yaml("key: com.example.DemoService\nconfigs:\n"
                + "  - side: consumer\n    parameters: {timeout: 4000}\n");
        assertEquals("2000", registry.apply(MERGED, "demo-provider", "10.1.1.1", "web").getParameter("timeout"));
        assertEquals("4000", registry.then(configCenter).apply(MERGED, "demo-provider", "10.1.1.1", "web")
                .getParameter("timeout"));
        List<URL> disabled = new ArrayList<>(Arrays.asList(URL.valueOf(
                "override://10.0.0.5:20880/com.example.DemoService?category=configurators&disabled=true")));
        assertEquals("true", OverrideRules.of(disabled).apply(REGISTERED, "demo-provider", null, null)
                .getParameter("disabled"));
    }
}
