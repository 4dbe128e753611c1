package org.apache.dubbo.config;

import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConfigScopeModelTest {

    private final FrameworkModel framework = new FrameworkModel();
    private final ApplicationModel application = framework.newApplication();
    private final ModuleModel module = application.newModule();

    @AfterEach
    void destroyFramework() {
        framework.destroy();
    }

    @Test
    void applicationLevelConfigsBelongToAnApplication() {
        ApplicationConfig config = new ApplicationConfig(application, "demo");
        RegistryConfig registry = new RegistryConfig(application, "zookeeper://zk:2181");
        ProtocolConfig protocol = new ProtocolConfig(application, "dubbo", 20880);

        assertSame(application, config.getScopeModel());
        assertSame(application, config.getApplicationModel());
        assertSame(application, registry.getScopeModel());
        assertSame(application, protocol.getApplicationModel());
    }

    @Test
    void moduleLevelConfigsBelongToAModule() {
        FakeService<GreetingService> service = new FakeService<>(module);
        ConsumerConfig consumer = new ConsumerConfig(module);
        ModuleConfig moduleConfig = new ModuleConfig(module, "m");

        ModuleModel fromService = service.getScopeModel();
        assertSame(module, fromService);
        assertSame(application, service.getApplicationModel());
        assertSame(module, consumer.getScopeModel());
        assertSame(application, moduleConfig.getApplicationModel());
    }

    @Test
    void aModelOfTheWrongLevelIsRefused() {
        IllegalArgumentException moduleForApplication = assertThrows(IllegalArgumentException.class,
                () -> new ApplicationConfig().setScopeModel(module));
        IllegalArgumentException applicationForService = assertThrows(IllegalArgumentException.class,
                () -> new FakeService<>().setScopeModel(application));

        assertTrue(moduleForApplication.getMessage().contains("ApplicationConfig belongs to an ApplicationModel"),
                moduleForApplication.getMessage());
        assertTrue(applicationForService.getMessage().contains("belongs to a ModuleModel"),
                applicationForService.getMessage());
    }

    @Test
    void configsWithoutModelUseTheDefaults() {
        try {
            ApplicationModel defaultApplication = ApplicationModel.defaultModel();

            assertSame(defaultApplication, new ApplicationConfig("x").getScopeModel());
            assertSame(defaultApplication.getDefaultModule(), new MethodConfig().getScopeModel());
            assertSame(defaultApplication.getDefaultModule(), new ModuleConfig().getScopeModel());
        } finally {
            FrameworkModel.defaultModel().destroy();
        }
    }
}
