package org.apache.dubbo.config.bootstrap;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Consumer;

import org.apache.dubbo.common.deploy.ApplicationDeployListener;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Calls the {@link ApplicationDeployListener} extensions at each stage of the bootstrap, in extension-name order. A
 * listener that throws is logged and skipped — observers (QoS, metrics) must not stop an application — except in
 * {@code onStarting}, where a listener may refuse the start (QoS with {@code qos-check=true} and its port taken).
 */
final class DeployListeners {

    private static final Logger log = LoggerFactory.getLogger(DeployListeners.class);

    private List<ApplicationDeployListener> listeners;

    private synchronized List<ApplicationDeployListener> listeners() {
        if (listeners == null) {
            List<ApplicationDeployListener> found = new ArrayList<>();
            ExtensionLoader<ApplicationDeployListener> loader =
                    ExtensionLoader.getExtensionLoader(ApplicationDeployListener.class);
            for (String name : new TreeSet<>(loader.getSupportedExtensions())) {
                try {
                    found.add(loader.getExtension(name));
                } catch (RuntimeException | LinkageError e) {
                    log.warn("Deploy listener '{}' cannot be created and is skipped: {}", name, e.toString());
                }
            }
            listeners = found;
        }
        return listeners;
    }

    void initialized(ApplicationModel model) {
        each("onInitialize", l -> l.onInitialize(model));
    }

    void starting(ApplicationModel model) {
        for (ApplicationDeployListener listener : listeners()) {
            listener.onStarting(model);
        }
    }

    void started(ApplicationModel model) {
        each("onStarted", l -> l.onStarted(model));
        each("onCompletion", l -> l.onCompletion(model));
    }

    void failed(ApplicationModel model, Throwable cause) {
        each("onFailure", l -> l.onFailure(model, cause));
    }

    void stopping(ApplicationModel model) {
        each("onStopping", l -> l.onStopping(model));
    }

    void stopped(ApplicationModel model) {
        each("onStopped", l -> l.onStopped(model));
    }

    private void each(String stage, Consumer<ApplicationDeployListener> call) {
        for (ApplicationDeployListener listener : listeners()) {
            try {
                call.accept(listener);
            } catch (RuntimeException | LinkageError e) {
                log.warn("Deploy listener {} failed in {}: {}", listener.getClass().getName(), stage, e.toString());
            }
        }
    }
}
