package org.apache.dubbo.config.bootstrap;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.junit.jupiter.api.Test;

class DubboBootstrapModelLifecycleTest {

    @Test
    void destroyingTheApplicationModelStopsAndForgetsItsBootstrap() {
        ApplicationModel model = FrameworkModel.defaultModel().newApplication();
        DubboBootstrap bootstrap = DubboBootstrap.getInstance(model);
        assertSame(bootstrap, DubboBootstrap.getInstance(model));

        model.destroy();

        assertTrue(bootstrap.isStopped());
        assertNotSame(bootstrap, DubboBootstrap.getInstance(model), "a destroyed model's bootstrap is forgotten");
    }
}
