package org.apache.dubbo.common.config.configcenter;

import java.util.EventListener;

/** Told when a key it listens to in a config center is added, changed or deleted. */
public interface ConfigurationListener extends EventListener {

    /** Called on a config center thread; must not block for long. */
    void process(ConfigChangedEvent event);
}
