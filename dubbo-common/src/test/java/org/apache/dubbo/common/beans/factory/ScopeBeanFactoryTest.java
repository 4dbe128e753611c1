package org.apache.dubbo.common.beans.factory;

import java.util.List;
import java.util.function.Supplier;

import org.apache.dubbo.common.beans.ScopeBeanException;
import org.apache.dubbo.common.extension.ExtensionAccessor;
import org.apache.dubbo.common.resource.Disposable;
import org.apache.dubbo.common.resource.Initializable;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.apache.dubbo.rpc.model.ScopeModelAware;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The beans of the scope models, as Apache Dubbo's extensions register and find them. */
class ScopeBeanFactoryTest {

    private final FrameworkModel framework = new FrameworkModel();
    private final ApplicationModel application = framework.newApplication();
    private final ModuleModel module = application.newModule();

    @AfterEach
    void destroy() {
        framework.destroy();
    }

    public interface Cache {
    }

    public static class AppCache implements Cache, ScopeModelAware, Initializable, Disposable {
        final ApplicationModel fromConstructor;
        ApplicationModel told;
        boolean initialized;
        boolean destroyed;

        public AppCache(ApplicationModel application) {
            this.fromConstructor = application;
        }

        @Override
        public void setApplicationModel(ApplicationModel applicationModel) {
            this.told = applicationModel;
        }

        @Override
        public void initialize(ExtensionAccessor accessor) {
            initialized = true;
        }

        @Override
        public void destroy() {
            destroyed = true;
        }
    }

    public static class Counter {
    }

    @Test
    void aBeanIsCreatedOnceWithItsModelsAndFoundByItsTypes() {
        AppCache cache = application.getOrRegisterBean(AppCache.class);

        assertSame(application, cache.fromConstructor);
        assertSame(application, cache.told);
        assertTrue(cache.initialized);
        assertSame(cache, application.getBeanFactory().registerBean(AppCache.class), "registered once");
        assertSame(cache, application.getBean(Cache.class));
        assertSame(cache, module.getBean(Cache.class), "a module sees its application's beans");
        assertNull(framework.getBean(Cache.class), "but not the other way round");
    }

    @Test
    void severalCandidatesNeedAName() {
        ScopeBeanFactory beans = application.getBeanFactory();
        Counter a = new Counter();
        Counter b = new Counter();
        beans.registerBean("a", a);
        beans.registerBean("b", b);

        assertSame(b, beans.getBean("b", Counter.class));
        ScopeBeanException e = assertThrows(ScopeBeanException.class, () -> beans.getBean(Counter.class));
        assertTrue(e.getMessage().contains("found 2 candidates"), e.getMessage());
        assertEquals(List.of(a, b), beans.getBeansOfType(Counter.class));
    }

    @Test
    void definitionsAndFactoriesAreCreatedWhenFirstAskedFor() {
        ScopeBeanFactory beans = module.getBeanFactory();
        beans.registerBeanFactory(new Supplier<Counter>() {
            @Override
            public Counter get() {
                return new Counter();
            }
        });
        assertTrue(beans.getBean(Counter.class) != null);
        assertThrows(ScopeBeanException.class, () -> beans.registerBeanFactory(Counter::new),
                "a lambda has no generic type to read the bean type from, as in Apache Dubbo");
    }

    @Test
    void destroyingTheModelDestroysItsDisposableBeans() {
        AppCache cache = application.getOrRegisterBean(AppCache.class);

        application.destroy();

        assertTrue(cache.destroyed);
        assertTrue(application.getBeanFactory().isDestroyed());
    }
}
