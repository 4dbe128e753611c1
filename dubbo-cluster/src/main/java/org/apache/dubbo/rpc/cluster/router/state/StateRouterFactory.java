package org.apache.dubbo.rpc.cluster.router.state;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.SPI;

/**
 * Makes a {@link StateRouter} for each reference. Extensions marked {@code @Activate} join every reference's
 * router chain in their {@code order} (Dubbo's own: {@code tag} 100, {@code service} 140, {@code provider-app}
 * 145, {@code app} 150); a reference removes one with {@code router="-name"} or all of them with
 * {@code router="-default"}.
 */
@SPI
public interface StateRouterFactory {

    /** The router for references of {@code interfaceClass} with the consumer URL {@code url}. */
    <T> StateRouter<T> getRouter(Class<T> interfaceClass, URL url);
}
