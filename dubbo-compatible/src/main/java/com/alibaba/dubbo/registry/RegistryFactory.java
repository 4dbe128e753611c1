package com.alibaba.dubbo.registry;

import com.alibaba.dubbo.common.URL;
import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's registry factory extension point; a 2.6 factory registered in
 * {@code META-INF/dubbo/com.alibaba.dubbo.registry.RegistryFactory} serves the registry protocol it is named after.
 */
@Deprecated
public interface RegistryFactory extends org.apache.dubbo.registry.RegistryFactory {

    Registry getRegistry(URL url);

    @Override
    default org.apache.dubbo.registry.Registry getRegistry(org.apache.dubbo.common.URL url) {
        return getRegistry(LegacyForms.url(url));
    }
}
