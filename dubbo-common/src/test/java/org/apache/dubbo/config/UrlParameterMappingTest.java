package org.apache.dubbo.config;

import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UrlParameterMappingTest {

    private static Map<String, String> parametersOf(Object config) {
        Map<String, String> parameters = new HashMap<>();
        AbstractConfig.appendParameters(parameters, config);
        return parameters;
    }

    @Test
    void protocolPropertiesBecomeTheirUrlKeys() {
        ProtocolConfig protocol = new ProtocolConfig("dubbo", 20880);
        protocol.setHost("10.0.0.1");
        protocol.setIothreads(8);
        protocol.setThreadpool("eager");
        protocol.setThreads(100);
        protocol.setKeepAlive(true);
        protocol.setPreferSerialization("hessian2,fastjson2");
        protocol.setExtProtocol("tri");
        protocol.setSslEnabled(true);
        protocol.setJsonCheckLevel("warn");
        protocol.setThreadPoolExhaustedListeners("log");
        protocol.setPreferredProtocol("tri");
        protocol.setDispatcher("message");

        Map<String, String> expected = new HashMap<>();
        expected.put("iothreads", "8");
        expected.put("threadpool", "eager");
        expected.put("threads", "100");
        expected.put("keep.alive", "true");
        expected.put("prefer.serialization", "hessian2,fastjson2");
        expected.put("ext.protocol", "tri");
        expected.put("ssl-enabled", "true");
        expected.put("jsonCheckLevel", "warn");
        expected.put("thread-pool-exhausted-listeners", "log");
        expected.put("preferred.protocol", "tri");
        expected.put("dispatcher", "message");
        // name, host and port are not URL parameters; neither is the misspelt dispather alias
        assertEquals(expected, parametersOf(protocol));
    }

    @Test
    void applicationNameAndVersionGetApplicationKeys() {
        ApplicationConfig application = new ApplicationConfig("demo");
        application.setVersion("1.2");
        application.setOwner("team");
        application.setMetadataType("remote");
        application.setRegisterConsumer(true);
        application.setEnableFileCache(false);
        application.setRegisterMode("instance");
        application.setEnableEmptyProtection(true);
        application.setExecutorManagementMode("default");
        application.setDumpDirectory("/tmp/dumps");
        application.setDumpEnable(false);
        application.setMappingRetryInterval(1000);
        application.setSerializeCheckStatus("WARN");
        application.setMetadataServicePort(20885);
        application.setMetadataServiceProtocol("tri");
        application.setLivenessProbe("a");
        application.setProtocol("tri");

        Map<String, String> parameters = parametersOf(application);

        assertEquals("demo", parameters.get("application"));
        assertEquals("1.2", parameters.get("application.version"));
        assertEquals("team", parameters.get("owner"));
        assertEquals("remote", parameters.get("metadata-type"));
        assertEquals("true", parameters.get("register.consumer"));
        assertEquals("false", parameters.get("file-cache"));
        assertEquals("instance", parameters.get("register-mode"));
        assertEquals("true", parameters.get("enable-empty-protection"));
        assertEquals("default", parameters.get("executor-management-mode"));
        assertEquals("/tmp/dumps", parameters.get("dump.directory"));
        assertEquals("false", parameters.get("dump.enable"));
        assertEquals("1000", parameters.get("mapping.retry.interval"));
        assertEquals("WARN", parameters.get("serialize.check.status"));
        assertEquals("20885", parameters.get("metadata-service-port"));
        assertEquals("tri", parameters.get("metadata-service-protocol"));
        assertEquals("a", parameters.get("liveness-probe"));
        assertFalse(parameters.containsKey("name"));
        assertFalse(parameters.containsKey("protocol"), "the preferred protocol is not a URL parameter");
    }

    @Test
    void qosPropertiesGetDottedKeysOnceEach() {
        ApplicationConfig application = new ApplicationConfig("demo");
        application.setQosEnable(false);
        application.setQosCheck(true);
        application.setQosHost("127.0.0.1");
        application.setQosPortCompatible(33333);
        application.setQosAcceptForeignIp(true);
        application.setQosAcceptForeignIpWhitelist("10.0.0.0/8");
        application.setQosAnonymousAccessPermissionLevel("PUBLIC");
        application.setQosAnonymousAllowCommands("ls");

        Map<String, String> expected = new HashMap<>();
        expected.put("application", "demo");
        expected.put("qos.enable", "false");
        expected.put("qos.check", "true");
        expected.put("qos.host", "127.0.0.1");
        expected.put("qos.port", "33333");
        expected.put("qos.accept.foreign.ip", "true");
        expected.put("qos.accept.foreign.ip.whitelist", "10.0.0.0/8");
        expected.put("qos.anonymous.access.permission.level", "PUBLIC");
        expected.put("qos.anonymous.access.allow.commands", "ls");
        assertEquals(expected, parametersOf(application));
    }

    @Test
    void applicationWithoutNameFailsNamingTheProperty() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> parametersOf(new ApplicationConfig()));
        assertTrue(e.getMessage().contains("ApplicationConfig.name"), e.getMessage());
        assertTrue(e.getMessage().contains("'application'"), e.getMessage());
    }

    @Test
    void moduleKeysArePrefixedWithModule() {
        ModuleConfig module = new ModuleConfig("orders");
        module.setVersion("2");
        module.setOwner("ops");
        module.setOrganization("acme");

        Map<String, String> expected = new HashMap<>();
        expected.put("module", "orders");
        expected.put("module.version", "2");
        expected.put("module.owner", "ops");
        expected.put("module.organization", "acme");
        assertEquals(expected, parametersOf(module));
    }

    @Test
    void filterAndListenerKeysDependOnTheSide() {
        FakeService<GreetingService> service = new FakeService<>();
        service.setFilter("tps");
        service.setListener("audit");
        FakeReference<GreetingService> reference = new FakeReference<>();
        reference.setFilter("cache");
        reference.setListener("trace");

        Map<String, String> provider = parametersOf(service);
        Map<String, String> consumer = parametersOf(reference);

        assertEquals("tps", provider.get("service.filter"));
        assertEquals("audit", provider.get("exporter.listener"));
        assertFalse(provider.containsKey("reference.filter"));
        assertEquals("cache", consumer.get("reference.filter"));
        assertEquals("trace", consumer.get("invoker.listener"));
        assertFalse(consumer.containsKey("service.filter"));

        ProviderConfig providerDefaults = new ProviderConfig();
        providerDefaults.setFilter("x");
        ConsumerConfig consumerDefaults = new ConsumerConfig();
        consumerDefaults.setFilter("y");
        assertEquals("x", parametersOf(providerDefaults).get("service.filter"));
        assertEquals("y", parametersOf(consumerDefaults).get("reference.filter"));
    }

    @Test
    void filtersOfTwoConfigsAreJoinedWithoutDuplicates() {
        ProviderConfig provider = new ProviderConfig();
        provider.setFilter("a, b");
        FakeService<GreetingService> service = new FakeService<>();
        service.setFilter("b,c");

        Map<String, String> parameters = new HashMap<>();
        AbstractConfig.appendParameters(parameters, provider);
        AbstractConfig.appendParameters(parameters, service);

        assertEquals("a,b,c", parameters.get("service.filter"));
    }

    @Test
    void escapedValuesArePercentEncoded() {
        FakeReference<GreetingService> reference = new FakeReference<>();
        reference.setMock("return {\"a\":1}");
        ProtocolConfig protocol = new ProtocolConfig();
        protocol.setPrompt("dubbo> ");
        FakeService<GreetingService> service = new FakeService<>();
        service.setDocument("http://docs/x?y=1");

        assertEquals("return+%7B%22a%22%3A1%7D", parametersOf(reference).get("mock"));
        assertEquals("dubbo%3E", parametersOf(protocol).get("prompt"), "values are trimmed before encoding");
        assertEquals("http%3A%2F%2Fdocs%2Fx%3Fy%3D1", parametersOf(service).get("document"));
    }

    @Test
    void parametersMapIsCopiedVerbatimWithDottedCopiesOfCompatibleKeys() {
        ApplicationConfig application = new ApplicationConfig("demo");
        Map<String, String> free = new LinkedHashMap<>();
        free.put("qos-enable", "false");
        free.put("qos-port", "2222");
        free.put("registry-type", "service");
        free.put("some-key", "v");
        free.put("owner", "from-parameters");
        application.setOwner("from-property");
        application.setParameters(free);

        Map<String, String> parameters = parametersOf(application);

        assertEquals("false", parameters.get("qos-enable"));
        assertEquals("false", parameters.get("qos.enable"));
        assertEquals("2222", parameters.get("qos.port"));
        assertEquals("service", parameters.get("registry.type"));
        assertEquals("v", parameters.get("some-key"));
        assertFalse(parameters.containsKey("some.key"), "only the listed keys get a dotted copy");
        assertEquals("from-parameters", parameters.get("owner"), "free parameters override properties");
    }

    @Test
    void methodKeysCarryThePrefix() {
        MethodConfig method = new MethodConfig();
        method.setName("greet");
        method.setTimeout(500);
        method.setRetry(false);
        method.setReturn(false);
        method.setOninvokeMethod("before");
        method.getParameters().put("k", "v");

        Map<String, String> parameters = new HashMap<>();
        AbstractConfig.appendParameters(parameters, method, "greet");

        Map<String, String> expected = new HashMap<>();
        expected.put("greet.timeout", "500");
        expected.put("greet.retry", "false");
        expected.put("greet.return", "false");
        expected.put("greet.k", "v");
        assertEquals(expected, parameters);
    }

    @Test
    void argumentKeysCarryMethodAndIndex() {
        ArgumentConfig argument = new ArgumentConfig();
        argument.setIndex(1);
        argument.setType("com.acme.Listener");
        argument.setCallback(true);

        Map<String, String> parameters = new HashMap<>();
        AbstractConfig.appendParameters(parameters, argument, "subscribe.1");

        assertEquals(Collections.singletonMap("subscribe.1.callback", "true"), parameters);
    }

    @Test
    void nullAndBlankValuesAreLeftOutAndValuesTrimmed() {
        ConsumerConfig consumer = new ConsumerConfig();
        consumer.setLoadbalance("  ");
        consumer.setCluster(" failfast ");

        assertEquals(Collections.singletonMap("cluster", "failfast"), parametersOf(consumer));
    }

    @Test
    void beanValuedGettersAreNotParameters() {
        FakeService<GreetingService> service = new FakeService<>();
        service.setProtocol(new ProtocolConfig("dubbo"));
        service.setRegistry(new RegistryConfig("zookeeper://zk:2181"));
        service.setProvider(new ProviderConfig());
        service.setInterface(GreetingService.class);
        service.setRef(name -> name);
        service.setPath("greeting");
        service.setProtocolIds("p1");
        service.setRegistryIds("r1");
        service.setVersion("1.0");

        Map<String, String> expected = new HashMap<>();
        expected.put("interface", GreetingService.class.getName());
        expected.put("version", "1.0");
        assertEquals(expected, parametersOf(service));
    }

    @Test
    void lifecycleStateOfAnImplementationIsNotAParameter() {
        FakeService<GreetingService> service = new FakeService<>();
        service.setInterface(GreetingService.class);
        service.export();

        Map<String, String> parameters = parametersOf(service);

        assertFalse(parameters.containsKey("exported"), parameters.toString());
        assertFalse(parameters.containsKey("unexported"), parameters.toString());
        assertFalse(service.getMetaData().containsKey("exported"));
    }

    @Test
    void referenceSpecificKeys() {
        FakeReference<GreetingService> reference = new FakeReference<>();
        reference.setOnconnect("connected");
        reference.setProvidedBy("greeter-app");
        reference.setProviderPort(8080);
        reference.setProviderNamespace("ns");
        reference.setTag("gray");
        reference.setRouter("tag");
        reference.setReferAsync(true);
        reference.setUnloadClusterRelated(true);
        reference.setUrl("dubbo://127.0.0.1:20880");
        reference.setGeneric("true");
        reference.setProtocol("dubbo");
        reference.setConnections(2);

        Map<String, String> parameters = parametersOf(reference);

        assertEquals("true", parameters.get("dubbo.stub.event"));
        assertEquals("connected", parameters.get("onconnect"));
        assertEquals("greeter-app", parameters.get("provided-by"));
        assertEquals("8080", parameters.get("provider-port"));
        assertEquals("ns", parameters.get("provider-namespace"));
        assertEquals("gray", parameters.get("dubbo.tag"));
        assertEquals("tag", parameters.get("router"));
        assertEquals("true", parameters.get("refer-async"));
        assertEquals("true", parameters.get("unloadClusterRelated"));
        assertEquals("true", parameters.get("generic"));
        assertEquals("dubbo", parameters.get("protocol"));
        assertEquals("2", parameters.get("connections"));
        assertFalse(parameters.containsKey("url"));
    }

    @Test
    void consumerAndProviderSpecificKeys() {
        ConsumerConfig consumer = new ConsumerConfig();
        consumer.setMeshEnable(true);
        consumer.setUrlMergeProcessor("default");
        consumer.setReferThreadNum(4);
        consumer.setShareconnections(2);
        ProviderConfig provider = new ProviderConfig();
        provider.setExportAsync(true);
        provider.setExportThreadNum(4);
        provider.setWait(5000);
        provider.setThreadname("biz");
        provider.setHost("10.0.0.1");

        Map<String, String> consumerParameters = parametersOf(consumer);
        Map<String, String> providerParameters = parametersOf(provider);

        assertEquals("true", consumerParameters.get("mesh-enable"));
        assertEquals("default", consumerParameters.get("url-merge-processor"));
        assertEquals("2", consumerParameters.get("shareconnections"));
        assertFalse(consumerParameters.containsKey("refer.thread.num"));
        assertEquals("true", providerParameters.get("export-async"));
        assertEquals("5000", providerParameters.get("wait"));
        assertEquals("biz", providerParameters.get("threadname"));
        assertFalse(providerParameters.containsKey("export.thread.num"));
        assertFalse(providerParameters.containsKey("host"));
    }

    @Test
    void registryKeysAndAddressParts() {
        RegistryConfig registry = new RegistryConfig("zookeeper://admin:secret@zk1:2181?backup=zk2:2181&session=5000");
        registry.setId("zk");
        registry.setExtraKeys("a,b");
        registry.setUseAsConfigCenter(false);
        registry.setSimplified(true);

        Map<String, String> parameters = parametersOf(registry);

        assertEquals("zookeeper", registry.getProtocol());
        assertEquals(Integer.valueOf(2181), registry.getPort());
        assertEquals("admin", registry.getUsername());
        assertEquals("secret", registry.getPassword());
        assertEquals("zk", parameters.get("REGISTRY_CLUSTER"));
        assertEquals("zookeeper", parameters.get("protocol"));
        assertEquals("2181", parameters.get("port"));
        assertEquals("5000", parameters.get("session"), "parameters of the address are kept");
        assertFalse(parameters.containsKey("backup"));
        assertEquals("a,b", parameters.get("extra-keys"));
        assertEquals("true", parameters.get("simplified"));
        assertFalse(parameters.containsKey("address"));
        assertFalse(parameters.containsKey("use.as.config.center"));
    }

    @Test
    void explicitRegistryPropertiesWinOverTheAddress() {
        RegistryConfig registry = new RegistryConfig("zookeeper://zk:2181", "nacos");

        assertEquals("nacos", registry.getProtocol());

        RegistryConfig noRegistry = new RegistryConfig(RegistryConfig.NO_AVAILABLE);
        assertEquals("N/A", noRegistry.getAddress());
        assertEquals(null, noRegistry.getProtocol());
    }

    @Test
    void metadataReportAndConfigCenterKeys() {
        MetadataReportConfig report = new MetadataReportConfig("zookeeper://zk:2181");
        report.setRetryTimes(3);
        report.setRetryPeriod(100);
        report.setCycleReport(false);
        report.setSyncReport(true);
        report.setReportMetadata(true);
        report.setReportDefinition(false);
        ConfigCenterConfig center = new ConfigCenterConfig();
        center.setAddress("nacos://nacos:8848");
        center.setConfigFile("app.properties");
        center.setHighestPriority(false);
        center.setAppConfigFile("mine.properties");
        center.setTimeout(3000L);

        Map<String, String> reportParameters = parametersOf(report);
        Map<String, String> centerParameters = parametersOf(center);

        assertEquals("3", reportParameters.get("retry-times"));
        assertEquals("100", reportParameters.get("retry-period"));
        assertEquals("false", reportParameters.get("cycle-report"));
        assertEquals("true", reportParameters.get("sync-report"));
        assertEquals("true", reportParameters.get("report-metadata"));
        assertEquals("false", reportParameters.get("report-definition"));
        assertEquals("zookeeper", reportParameters.get("protocol"));
        assertEquals("app.properties", centerParameters.get("config-file"));
        assertEquals("false", centerParameters.get("highest-priority"));
        assertEquals("nacos", centerParameters.get("protocol"));
        assertEquals("3000", centerParameters.get("timeout"));
        assertFalse(centerParameters.containsKey("app.config.file"));
    }

    @Test
    void sslPathsGetKebabKeys() {
        SslConfig ssl = new SslConfig();
        ssl.setServerKeyCertChainPath("/certs/server.pem");
        ssl.setClientTrustCertCollectionPath("/certs/ca.pem");
        ssl.setServerKeyCertChainPathStream(new java.io.ByteArrayInputStream(new byte[0]));

        Map<String, String> expected = new HashMap<>();
        expected.put("server-key-cert-chain-path", "/certs/server.pem");
        expected.put("client-trust-cert-collection-path", "/certs/ca.pem");
        assertEquals(expected, parametersOf(ssl));
    }

    @Test
    void nullConfigAddsNothing() {
        Map<String, String> parameters = new HashMap<>();
        AbstractConfig.appendParameters(parameters, null);
        assertTrue(parameters.isEmpty());
    }
}
