package org.apache.dubbo.common.extension;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.common.extension.fixture.Widget;
import org.apache.dubbo.common.extension.fixture.Widgets;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How instances come to life: constructors taking scope models, aware callbacks, post-processors, wrappers. */
class ExtensionLifecycleTest {

    private ExtensionLoader<Widget> widgets;

    @BeforeEach
    void freshLoader() {
        ExtensionLoader.resetExtensionLoader(Widget.class);
        widgets = ExtensionLoader.getExtensionLoader(Widget.class);
    }

    @AfterEach
    void forget() {
        ExtensionLoader.resetExtensionLoader(Widget.class);
    }

    private static Widget unwrapped(ExtensionLoader<Widget> loader, String name) {
        return loader.getExtension(name, false);
    }

    @Test
    void createsAnExtensionWhoseOnlyConstructorTakesScopeModels() {
        Widgets.ModelConstructed widget = (Widgets.ModelConstructed) unwrapped(widgets, "models");

        assertSame(ApplicationModel.defaultModel(), widget.application);
        assertSame(ApplicationModel.defaultModel().getFrameworkModel(), widget.framework);
    }

    @Test
    void refusesTwoConstructorsTakingScopeModelsWithAClearError() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> widgets.getExtension("ambiguous"));

        assertTrue(e.getMessage().contains("2 constructors taking scope models"), e.getMessage());
    }

    @Test
    void givesScopeModelAwareExtensionsTheModelsOfTheirScopeAndTheAccessor() {
        Widgets.Aware aware = (Widgets.Aware) unwrapped(widgets, "aware");
        ApplicationModel application = ApplicationModel.defaultModel();

        assertSame(application, aware.scope);
        assertSame(application, aware.application);
        assertSame(application.getFrameworkModel(), aware.framework);
        assertNull(aware.module, "an application-scoped extension has no module");
        assertSame(application.getExtensionDirector(), aware.accessor);
    }

    @Test
    void postProcessorsSeeEveryNewInstanceBeforeAndAfterInjection() {
        List<String> seen = new ArrayList<>();
        ExtensionPostProcessor processor = new ExtensionPostProcessor() {
            @Override
            public Object postProcessBeforeInitialization(Object instance, String name) {
                seen.add("before " + name + " " + instance.getClass().getSimpleName());
                return instance;
            }

            @Override
            public Object postProcessAfterInitialization(Object instance, String name) {
                seen.add("after " + name + " " + instance.getClass().getSimpleName());
                return instance;
            }
        };
        FrameworkModel.defaultModel().getExtensionDirector().addExtensionPostProcessor(processor);
        try {
            widgets.getExtension("aware");
        } finally {
            FrameworkModel.defaultModel().getExtensionDirector().getExtensionPostProcessors().remove(processor);
        }

        assertEquals(List.of("before aware Aware", "after aware Aware"), seen);
    }

    @Test
    void wrapperAnnotationChoosesWhatIsWrappedAndTheOrder() {
        assertEquals("only-plain(not-aware(plain))", widgets.getExtension("plain").describe());
        assertEquals("not-aware(models)", widgets.getExtension("models").describe());
        assertEquals("aware", widgets.getExtension("aware").describe());
    }

    @Test
    void activatesExtensionsAnnotatedWithTheDubbo26Activate() {
        List<String> active = new ArrayList<>();
        for (Widget w : widgets.getActivateExtension(
                org.apache.dubbo.common.URL.valueOf("test://localhost/widget"), new String[0], "consumer")) {
            active.add(w.describe());
        }

        assertEquals(List.of("not-aware(legacy)", "not-aware(current)"), active);
    }

    @Test
    void scopeModelsAreExtensionAccessors() {
        ApplicationModel application = ApplicationModel.defaultModel();

        assertSame(widgets, application.getExtensionLoader(Widget.class));
        assertEquals("not-aware(models)", application.getExtension(Widget.class, "models").describe());
        assertEquals("only-plain(not-aware(plain))", application.getDefaultExtension(Widget.class).describe());
        assertTrue(application.getSupportedExtensions(Widget.class).contains("aware"));
        assertSame(application.getFrameworkModel().getExtensionDirector(),
                application.getExtensionDirector().getParent());
        assertEquals(ExtensionScope.APPLICATION, application.getExtensionDirector().getScope());
        assertEquals(2, application.getActivateExtensions(Widget.class).size());
    }
}
