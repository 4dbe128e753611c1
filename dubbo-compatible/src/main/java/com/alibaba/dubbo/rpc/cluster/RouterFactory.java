package com.alibaba.dubbo.rpc.cluster;

import com.alibaba.dubbo.common.URL;
import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's router factory. Registered in {@code META-INF/dubbo/com.alibaba.dubbo.rpc.cluster.RouterFactory} (or
 * under the current interface's name) and activated with {@code @Activate} or named in a reference's
 * {@code router} setting, its router joins the reference's router chain; the chain calls the current
 * {@link #getRouter(org.apache.dubbo.common.URL)}, which hands the consumer URL over in its 2.6 form.
 */
@Deprecated
public interface RouterFactory extends org.apache.dubbo.rpc.cluster.RouterFactory {

    Router getRouter(URL url);

    @Override
    default org.apache.dubbo.rpc.cluster.Router getRouter(org.apache.dubbo.common.URL url) {
        return getRouter(LegacyForms.url(url));
    }
}
