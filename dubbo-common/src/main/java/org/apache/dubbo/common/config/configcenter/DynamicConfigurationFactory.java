package org.apache.dubbo.common.config.configcenter;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.SPI;

/**
 * Creates the {@link DynamicConfiguration} of a config center address, e.g. {@code zookeeper://zk:2181}; the
 * extension is named after the address's protocol. One configuration per address is handed out however often it
 * is asked for.
 */
@SPI
public interface DynamicConfigurationFactory {

    DynamicConfiguration getDynamicConfiguration(URL url);
}
