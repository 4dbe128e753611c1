package org.apache.dubbo.config.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.AbstractConfig;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ModuleConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.ReferenceConfigBase;
import org.apache.dubbo.config.ServiceConfigBase;
import org.apache.dubbo.config.api.Greeting;
import org.apache.dubbo.config.api.GreetingImpl;
import org.apache.dubbo.config.context.ConfigManager;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** DubboBootstrap's builder lambdas and modules: what they declare, where, and that it runs. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class DubboBootstrapBuildersTest {

    private final List<DubboBootstrap> bootstraps = new ArrayList<>();

    private DubboBootstrap newBootstrap() {
        DubboBootstrap bootstrap = DubboBootstrap.newInstance();
        bootstraps.add(bootstrap);
        return bootstrap;
    }

    @AfterEach
    void stop() {
        bootstraps.forEach(DubboBootstrap::stop);
    }

    @Test
    void eachLambdaShapeDeclaresItsConfigOnTheBootstrap() {
        DubboBootstrap bootstrap = newBootstrap()
                .application("demo", b -> b.qosEnable(false).owner("me"))
                .registry(b -> b.address("N/A"))
                .registry("zk", b -> b.address("zookeeper://127.0.0.1:2181"))
                .protocol(b -> b.name("dubbo").port(20880).iothreads(4))
                .protocol("tri", b -> b.name("tri").port(50051))
                .provider(b -> b.timeout(1000))
                .provider("slow", b -> b.timeout(9000))
                .consumer(b -> b.check(false))
                .consumer("tuned", b -> b.iothreads(2))
                .configCenter(b -> b.address("zookeeper://127.0.0.1:2181"))
                .configCenter("cc", b -> b.address("nacos://127.0.0.1:8848"))
                .metadataReport(b -> b.address("zookeeper://127.0.0.1:2181"))
                .metadataReport("mr", b -> b.address("nacos://127.0.0.1:8848"))
                .service(b -> b.interfaceClass(Greeting.class).ref(new GreetingImpl()).timeout(3000))
                .service("second", b -> b.interfaceClass(Greeting.class).ref(new GreetingImpl()).group("g2"))
                .reference(b -> b.interfaceClass(Greeting.class).url("dubbo://127.0.0.1:20880").retries(0))
                .reference("ref", b -> b.interfaceClass(Greeting.class).group("g2"));
        ConfigManager configs = bootstrap.getConfigManager();
        ApplicationModel application = bootstrap.getApplicationModel();
        ModuleModel defaultModule = application.getDefaultModule();

        ApplicationConfig app = configs.getApplication();
        assertEquals("demo", app.getName());
        assertEquals(Boolean.FALSE, app.getQosEnable());
        assertEquals("me", app.getOwner());
        assertSame(application, app.getScopeModel());

        assertEquals(2, configs.getRegistries().size());
        assertEquals("zookeeper", configs.getRegistry("zk").getProtocol());
        assertEquals("N/A", configs.getRegistries().get(0).getAddress());
        assertEquals(4, configs.getProtocols().get(0).getIothreads());
        assertEquals(50051, configs.getProtocol("tri").getPort());
        assertEquals(9000, configs.getProvider("slow").getTimeout());
        assertEquals(2, configs.getConsumer("tuned").getIothreads());
        assertEquals(Boolean.FALSE, configs.getConsumers().get(0).isCheck());
        assertEquals("cc", configs.getConfigCenters().get(1).getId());
        assertEquals("nacos", configs.getConfigCenters().get(1).getProtocol());
        assertEquals("mr", configs.getMetadataReports().get(1).getId());

        List<ServiceConfigBase<?>> services = configs.getServices();
        assertEquals(2, services.size());
        assertEquals(3000, services.get(0).getTimeout());
        assertEquals("second", services.get(1).getId());
        List<ReferenceConfigBase<?>> references = configs.getReferences();
        assertEquals("dubbo://127.0.0.1:20880", references.get(0).getUrl());
        assertEquals("ref", references.get(1).getId());

        for (AbstractConfig config : new AbstractConfig[]{configs.getRegistries().get(1),
                configs.getProtocols().get(1), configs.getConfigCenters().get(1), configs.getMetadataReports().get(1)}) {
            assertSame(application, config.getScopeModel(), config.toString());
        }
        for (AbstractConfig config : new AbstractConfig[]{configs.getProviders().get(1), configs.getConsumers().get(1),
                services.get(1), references.get(1)}) {
            assertSame(defaultModule, config.getScopeModel(), config.toString());
        }
    }

    @Test
    void theIdGoesFirstAndTheLambdaMayReplaceIt() {
        DubboBootstrap bootstrap = newBootstrap().registry("given", b -> b.id("replaced").address("N/A"));
        assertEquals("replaced", bootstrap.getConfigManager().getRegistries().get(0).getId());
    }

    @Test
    void aMissingLambdaIsRefusedNamingTheBuilderAndId() {
        DubboBootstrap bootstrap = newBootstrap();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> bootstrap.protocol("p1", null));
        assertTrue(e.getMessage().contains("ProtocolBuilder") && e.getMessage().contains("p1"), e.getMessage());
    }

    @Test
    void aNewModuleDeclaresIntoAModuleModelOfItsOwn() {
        DubboBootstrap bootstrap = newBootstrap().application("modules");
        ModuleConfig moduleConfig = new ModuleConfig("billing");
        DubboBootstrap.Module module = bootstrap.newModule(moduleConfig);
        ModuleModel model = module.getModuleModel();

        DubboBootstrap back = module
                .provider("billing-provider", b -> b.timeout(1500))
                .consumer(b -> b.check(false))
                .service(b -> b.interfaceClass(Greeting.class).ref(new GreetingImpl()))
                .reference("billing-ref", b -> b.interfaceClass(Greeting.class))
                .endModule();

        assertSame(bootstrap, back);
        ApplicationModel application = bootstrap.getApplicationModel();
        assertNotSame(application.getDefaultModule(), model);
        assertSame(application, model.getApplicationModel());
        assertTrue(application.getModuleModels().contains(model));
        ConfigManager configs = bootstrap.getConfigManager();
        assertTrue(configs.getModules().contains(moduleConfig));
        assertSame(model, moduleConfig.getScopeModel());
        assertSame(model, configs.getProvider("billing-provider").getScopeModel());
        assertSame(model, configs.getConsumers().get(0).getScopeModel());
        assertSame(model, configs.getServices().get(0).getScopeModel());
        assertSame(model, configs.getReferences().get(0).getScopeModel());
        assertNotSame(bootstrap.newModule().getModuleModel(), model, "every newModule() is a module of its own");
    }

    @Test
    void aModuleOfAnotherApplicationIsRefused() {
        DubboBootstrap bootstrap = newBootstrap();
        ModuleModel foreign = FrameworkModel.defaultModel().newApplication().newModule();
        try {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> bootstrap.new Module(foreign));
            assertTrue(e.getMessage().contains("does not belong"), e.getMessage());
        } finally {
            foreign.getApplicationModel().destroy();
        }
    }

    @Test
    void servicesAndReferencesDeclaredByLambdasAnswerCalls() {
        int port = NetUtils.getAvailablePort();
        DubboBootstrap bootstrap = newBootstrap()
                .application("builders-e2e", b -> b.qosEnable(false))
                .registry(b -> b.address("N/A"))
                .protocol(b -> b.name("dubbo").host("127.0.0.1").port(port).iothreads(1))
                .newModule()
                .service(b -> b.interfaceClass(Greeting.class).ref(new GreetingImpl()).timeout(3000))
                .endModule()
                .reference("greeting", b -> b.interfaceClass(Greeting.class).url("dubbo://127.0.0.1:" + port)
                        .retries(0).iothreads(1).timeout(30_000))
                .start();

        assertTrue(bootstrap.getConfigManager().getServices().get(0).isExported());
        Greeting greeting = bootstrap.getCache().get(Greeting.class);
        assertEquals("Hello builders", greeting.sayHello("builders"));
    }

    @Test
    void servicesAndReferencesOfAModuleTakeTheModulesProviderAndConsumer() {
        int port = NetUtils.getAvailablePort();
        DubboBootstrap bootstrap = newBootstrap()
                .application("module-defaults", b -> b.qosEnable(false))
                .registry(b -> b.address("N/A"))
                .protocol(b -> b.name("dubbo").host("127.0.0.1").port(port))
                .provider(b -> b.timeout(1000))
                .consumer(b -> b.retries(1))
                .service("outside", b -> b.interfaceClass(Greeting.class).ref(new GreetingImpl()).group("outside"))
                .newModule()
                .provider(b -> b.timeout(7000))
                .consumer(b -> b.retries(4))
                .service("inside", b -> b.interfaceClass(Greeting.class).ref(new GreetingImpl()).group("inside"))
                .reference("inside-ref", b -> b.interfaceClass(Greeting.class).group("inside")
                        .url("dubbo://127.0.0.1:" + port))
                .endModule()
                .start();

        ConfigManager configs = bootstrap.getConfigManager();
        for (ServiceConfigBase<?> service : configs.getServices()) {
            int expected = "inside".equals(service.getGroup()) ? 7000 : 1000;
            assertEquals(expected, service.getProvider().getTimeout(), service.getId());
            assertEquals(String.valueOf(expected), ((ServiceConfig<?>) service).getExportedUrls().get(0)
                    .getParameter("timeout"), service.getId());
        }
        ReferenceConfigBase<?> reference = configs.getReferences().get(0);
        assertEquals(4, reference.getConsumer().getRetries());
        assertEquals(4, reference.getRetries());
    }
}
