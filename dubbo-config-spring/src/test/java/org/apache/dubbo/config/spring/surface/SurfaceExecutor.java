package org.apache.dubbo.config.spring.surface;

import java.util.concurrent.Executor;

/** The executor bean named by {@code executor} in the surface walks. */
public class SurfaceExecutor implements Executor {

    @Override
    public void execute(Runnable command) {
        command.run();
    }
}
