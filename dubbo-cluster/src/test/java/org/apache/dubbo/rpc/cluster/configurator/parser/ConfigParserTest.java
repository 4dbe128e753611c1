package org.apache.dubbo.rpc.cluster.configurator.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.junit.jupiter.api.Test;

class ConfigParserTest {

    @Test
    void serviceScopeRulesBecomeOverrideUrlsPerAddressAndApplication() {
        List<URL> urls = ConfigParser.parseConfigurators("configVersion: v3.0\nscope: service\n"
                + "key: g1/com.example.DemoService:1.0.0\nenabled: true\nconfigs:\n"
                + "  - side: consumer\n    addresses: [10.0.0.1, 10.0.0.2]\n    applications: [web, batch]\n"
                + "    providerAddresses: ['10.0.0.5:20880']\n    parameters:\n      timeout: 3000\n"
                + "  - side: provider\n    addresses: ['10.0.0.5:20880']\n    parameters:\n      weight: 200\n");
        assertEquals(5, urls.size());
        URL first = urls.get(0);
        assertEquals("override", first.getProtocol());
        assertEquals("10.0.0.1", first.getHost());
        assertEquals("com.example.DemoService", first.getPath());
        assertEquals("g1", first.getParameter("group"));
        assertEquals("1.0.0", first.getParameter("version"));
        assertEquals("dynamicconfigurators", first.getParameter("category"));
        assertEquals("consumer", first.getParameter("side"));
        assertEquals("3000", first.getParameter("timeout"));
        assertEquals("web", first.getParameter("application"));
        assertEquals("10.0.0.5:20880", first.getParameter("providerAddresses"));
        assertEquals("true", first.getParameter("enabled"));
        assertEquals("v3.0", first.getParameter("configVersion"));
        URL provider = urls.get(4);
        assertEquals("10.0.0.5", provider.getHost());
        assertEquals(20880, provider.getPort());
        assertEquals("provider", provider.getParameter("side"));
        assertEquals("200", provider.getParameter("weight"));
    }

    @Test
    void applicationScopeRulesNameTheApplicationAndEveryServiceByDefault() {
        List<URL> urls = ConfigParser.parseConfigurators("configVersion: v2.7\nscope: application\nkey: web\n"
                + "enabled: false\nconfigs:\n  - side: consumer\n    parameters: {retries: 0}\n"
                + "  - side: consumer\n    addresses: [0.0.0.0]\n    services: [a.A, b.B]\n    parameters: {loadbalance: roundrobin}\n");
        assertEquals(3, urls.size());
        assertEquals("0.0.0.0", urls.get(0).getHost());
        assertEquals("*", urls.get(0).getPath());
        assertEquals("web", urls.get(0).getParameter("application"));
        assertEquals("appdynamicconfigurators", urls.get(0).getParameter("category"));
        assertEquals("false", urls.get(0).getParameter("enabled"));
        assertEquals("a.A", urls.get(1).getPath());
        assertEquals("b.B", urls.get(2).getPath());
    }

    @Test
    void badRulesAreRejectedNamingTheProblem() {
        assertThrows(IllegalArgumentException.class, () -> ConfigParser.parseConfigurators("key: x\nconfigs:\n"
                + "  - side: consumer\n"), "a config without parameters");
        assertThrows(IllegalArgumentException.class, () -> ConfigParser.parseConfigurators("configs: []"), "no key");
        assertThrows(IllegalArgumentException.class, () -> ConfigParser.parseConfigurators("key: x"), "no configs");
        assertThrows(IllegalArgumentException.class, () -> ConfigParser.parseConfigurators("key: x\nscope: world\n"
                + "configs: []"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ConfigParser.parse(
                "key: x\nconfigs:\n  - side: sideways\n    parameters: {a: 1}\n", "override rule x.configurators"));
        assertTrue(e.getMessage().contains("x.configurators") && e.getMessage().contains("sideways"),
                e.getMessage());
    }
}
