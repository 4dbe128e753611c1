package org.apache.dubbo.rpc.model;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.extension.ExtensionScope;
import org.apache.dubbo.common.extension.fixture.Greeter;
import org.apache.dubbo.config.ApplicationConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScopeModelTest {

    private final FrameworkModel framework = new FrameworkModel();

    @AfterEach
    void destroyFramework() {
        framework.destroy();
    }

    @Test
    void modelsFormAHierarchy() {
        ApplicationModel application = framework.newApplication();
        ModuleModel module = application.newModule();

        assertSame(framework, application.getFrameworkModel());
        assertSame(framework, application.getParent());
        assertSame(application, module.getApplicationModel());
        assertSame(application, module.getParent());
        assertNull(framework.getParent());
        assertEquals(ExtensionScope.FRAMEWORK, framework.getScope());
        assertEquals(ExtensionScope.APPLICATION, application.getScope());
        assertEquals(ExtensionScope.MODULE, module.getScope());
        assertEquals(framework.getInternalId() + ".1", application.getInternalId());
        assertEquals(application.getInternalId() + ".1", module.getInternalId());
        assertTrue(framework.getApplicationModels().contains(application));
        assertTrue(application.getModuleModels().contains(module));
    }

    @Test
    void defaultApplicationAndModuleAreCreatedOnceAndAgainAfterDestroy() {
        ApplicationModel application = framework.defaultApplication();
        ModuleModel module = application.getDefaultModule();

        assertSame(application, framework.defaultApplication());
        assertSame(module, application.getDefaultModule());

        module.destroy();
        ModuleModel next = application.getDefaultModule();
        assertNotSame(module, next);
        assertFalse(application.getModuleModels().contains(module));
    }

    @Test
    void defaultFrameworkIsRecreatedAfterDestroy() {
        FrameworkModel first = FrameworkModel.defaultModel();
        ApplicationModel application = ApplicationModel.defaultModel();
        assertSame(first, application.getFrameworkModel());

        first.destroy();

        FrameworkModel second = FrameworkModel.defaultModel();
        assertNotSame(first, second);
        assertFalse(FrameworkModel.getAllInstances().contains(first));
        assertSame(second, ApplicationModel.defaultModel().getFrameworkModel());
        second.destroy();
    }

    @Test
    void destroyGoesDownTheHierarchyBeforeListeners() {
        ApplicationModel application = framework.newApplication();
        ModuleModel module = application.newModule();
        List<String> events = new ArrayList<>();
        module.addDestroyListener(m -> events.add("module"));
        application.addDestroyListener(a -> events.add("application"));
        framework.addDestroyListener(f -> events.add("framework"));

        framework.destroy();
        framework.destroy();

        assertEquals(java.util.Arrays.asList("module", "application", "framework"), events);
        assertTrue(module.isDestroyed());
        assertTrue(application.isDestroyed());
        assertTrue(framework.getApplicationModels().isEmpty());
    }

    @Test
    void aFailingListenerDoesNotStopTheOthers() {
        ApplicationModel application = framework.newApplication();
        List<ScopeModel> told = new ArrayList<>();
        application.addDestroyListener(a -> {
            throw new IllegalStateException("boom");
        });
        application.addDestroyListener(told::add);

        application.destroy();

        assertEquals(java.util.Collections.singletonList(application), told);
    }

    @Test
    void destroyedModelsRefuseNewChildren() {
        ApplicationModel application = framework.newApplication();
        application.destroy();

        IllegalStateException e = assertThrows(IllegalStateException.class, application::newModule);
        assertTrue(e.getMessage().contains("destroyed"), e.getMessage());
        assertThrows(IllegalStateException.class, () -> application.getExtensionLoader(Greeter.class));
    }

    @Test
    void attributesAreKeptUntilDestroy() {
        ModuleModel module = framework.newApplication().newModule();
        module.setAttribute("k", 42);

        assertEquals(42, module.getAttribute("k"));
        assertEquals(Integer.valueOf(42), module.getAttribute("k", Integer.class));
        assertNull(module.getAttribute("k", String.class));
        module.setAttribute("k", null);
        assertFalse(module.getAttributes().containsKey("k"));
        module.setAttribute("j", "v");
        module.destroy();
        assertTrue(module.getAttributes().isEmpty());
    }

    @Test
    void extensionLoadersAreTheSharedOnes() {
        ModuleModel module = framework.newApplication().newModule();

        assertSame(ExtensionLoader.getExtensionLoader(Greeter.class), module.getExtensionLoader(Greeter.class));
    }

    @Test
    void applicationNameComesFromTheCurrentConfig() {
        ApplicationModel application = framework.newApplication();
        assertNull(application.getApplicationName());

        application.setCurrentConfig(new ApplicationConfig(application, "orders"));

        assertEquals("orders", application.getApplicationName());
        assertEquals("orders", application.getCurrentConfig().getName());
    }

    @Test
    void modelNameDefaultsToTheInternalId() {
        ApplicationModel application = framework.newApplication();
        assertEquals(application.getInternalId(), application.getModelName());

        application.setModelName("orders");

        assertEquals("ApplicationModel[orders]", application.toString());
    }
}
